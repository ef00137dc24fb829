import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFocusTrap, type FocusTrapOptions } from '../../hooks/use-focus-trap';

interface ModalDialogProps {
  /** The id of the dialog's heading, which names it. */
  readonly titleId: string;
  /** The id of the text that describes it. */
  readonly descriptionId: string;
  /** The dimmed page behind (a class that composes `dialog-backdrop`). */
  readonly backdropClassName: string | undefined;
  readonly className: string | undefined;
  /** Where focus starts and whether it goes back when the dialog closes. */
  readonly focusTrap?: FocusTrapOptions;
  /** Whether focus is kept inside (default true). */
  readonly isActive?: boolean;
  /** Escape does this; without it Escape does nothing (a choice is required). */
  readonly onEscape?: () => void;
  readonly children: ReactNode;
}

/**
 * The frame of a modal dialog (the age gate, the photo crop): a backdrop that holds the page,
 * and the dialog over it, named by its heading, with keyboard focus kept inside.
 */
export function ModalDialog({
  titleId,
  descriptionId,
  backdropClassName,
  className,
  focusTrap,
  isActive = true,
  onEscape,
  children,
}: ModalDialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useFocusTrap(dialogRef, isActive, focusTrap);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape' || !onEscape) return;
    event.preventDefault();
    onEscape();
  }

  return (
    <div className={backdropClassName}>
      <div
        ref={dialogRef}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={handleKeyDown}
      >
        {children}
      </div>
    </div>
  );
}
