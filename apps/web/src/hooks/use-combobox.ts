import { useId, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';

export interface Combobox<Item> {
  /** The list's id, which the input points at (`aria-controls`). */
  readonly listId: string;
  /** An option's id, which the input names while it is highlighted (`aria-activedescendant`). */
  readonly optionId: (index: number) => string;
  /** Whether the list may show (it shows when this is true and there are items). */
  readonly isOpen: boolean;
  readonly activeIndex: number;
  readonly setActiveIndex: (index: number) => void;
  /** The input changed: open the list with nothing highlighted. */
  readonly onInput: () => void;
  readonly close: () => void;
  readonly pick: (item: Item | undefined) => void;
  readonly handleKeyDown: (event: KeyboardEvent<HTMLInputElement>, items: readonly Item[]) => void;
}

/**
 * The keyboard and open/close logic of the WAI-ARIA "editable combobox with list
 * autocomplete", shared by the filter bar's location box and the advertiser's place picker:
 * the input keeps focus, the arrows move through the list, Enter picks (with nothing
 * highlighted Enter is left to the form), Escape closes the list, Tab leaves it.
 */
export function useCombobox<Item>(onPick: (item: Item) => void): Combobox<Item> {
  const listId = `${useId()}list`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  function close(): void {
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function pick(item: Item | undefined): void {
    if (item === undefined) return;
    onPick(item);
    close();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>, items: readonly Item[]): void {
    const isListShown = isOpen && items.length > 0;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!isOpen) setIsOpen(true);
        setActiveIndex((index) => Math.min(index + 1, items.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Enter':
        if (isListShown && activeIndex >= 0) {
          // Picks the item instead of submitting the form with half-typed text.
          event.preventDefault();
          pick(items[activeIndex]);
        } else {
          setIsOpen(false);
        }
        break;
      case 'Escape':
        if (isListShown) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      case 'Tab':
        setIsOpen(false);
        break;
      default:
        break;
    }
  }

  return {
    listId,
    optionId: (index) => `${listId}-${index}`,
    isOpen,
    activeIndex,
    setActiveIndex,
    onInput: () => {
      setIsOpen(true);
      setActiveIndex(-1);
    },
    close: () => setIsOpen(false),
    pick,
    handleKeyDown,
  };
}

export interface ComboboxInputOptions<Item> {
  readonly combobox: Combobox<Item>;
  /** The items the list shows now (none while it is closed). */
  readonly items: readonly Item[];
  readonly text: string;
  readonly onTextChange: (text: string) => void;
}

/**
 * The input's part of the pattern: its ARIA state and handlers. The caller adds its id, class,
 * placeholder and anything of its own.
 */
export function comboboxInputProps<Item>({
  combobox,
  items,
  text,
  onTextChange,
}: ComboboxInputOptions<Item>): InputHTMLAttributes<HTMLInputElement> {
  const isListShown = combobox.isOpen && items.length > 0;
  return {
    type: 'text',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': isListShown,
    'aria-controls': combobox.listId,
    'aria-activedescendant':
      isListShown && combobox.activeIndex >= 0
        ? combobox.optionId(combobox.activeIndex)
        : undefined,
    autoComplete: 'off',
    spellCheck: false,
    value: text,
    onChange: (event) => {
      onTextChange(event.target.value);
      combobox.onInput();
    },
    onKeyDown: (event) => combobox.handleKeyDown(event, items),
    onBlur: combobox.close,
  };
}
