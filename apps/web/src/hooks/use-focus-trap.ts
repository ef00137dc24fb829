import { useEffect, type RefObject } from 'react';

/** What can take focus by Tab inside a container (disabled and hidden controls left out). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) =>
      !element.closest('[hidden], [inert]') &&
      element.tabIndex >= 0 &&
      // Not drawn (display: none, as the age gate's link for readers without JavaScript is):
      // Tab skips it. Test DOMs without checkVisibility draw everything.
      (element.checkVisibility?.() ?? true),
  );
}

export interface FocusTrapOptions {
  /** Receives focus when the trap starts; the first focusable element otherwise. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /** Puts focus back where it was when the trap ends (default true). */
  readonly restoreFocus?: boolean;
}

/**
 * Keeps keyboard focus inside `containerRef` while `isActive` (overlays and
 * dialogs): Tab and Shift+Tab wrap around, and focus that lands outside (a click on the page
 * behind) is pulled back in. When the trap ends, focus returns to where it was before.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  isActive: boolean,
  { initialFocus, restoreFocus = true }: FocusTrapOptions = {},
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!isActive || !container) return undefined;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const first = initialFocus?.current ?? focusableElements(container)[0] ?? container;
    if (first === container && !container.hasAttribute('tabindex')) container.tabIndex = -1;
    first.focus();

    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return;
      const elements = focusableElements(container);
      const firstElement = elements[0];
      const lastElement = elements[elements.length - 1];
      if (!firstElement || !lastElement) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === firstElement || !container.contains(active))) {
        event.preventDefault();
        lastElement.focus();
      } else if (!event.shiftKey && (active === lastElement || !container.contains(active))) {
        event.preventDefault();
        firstElement.focus();
      }
    }

    function handleFocusIn(event: FocusEvent) {
      if (!container || !(event.target instanceof Node) || container.contains(event.target)) return;
      (focusableElements(container)[0] ?? container).focus();
    }

    document.addEventListener('keydown', handleKeyDown);
    document.addEventListener('focusin', handleFocusIn);
    return () => {
      document.removeEventListener('keydown', handleKeyDown);
      document.removeEventListener('focusin', handleFocusIn);
      if (restoreFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
  }, [containerRef, isActive, initialFocus, restoreFocus]);
}
