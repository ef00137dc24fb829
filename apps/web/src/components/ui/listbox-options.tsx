import type { ReactNode } from 'react';
import { cx } from '../../lib/class-names';
import styles from './listbox-options.module.css';

/** A caller's classes, added to the shared ones. */
export interface ListboxOptionsClassNames {
  readonly list?: string | undefined;
  readonly option?: string | undefined;
  readonly optionActive?: string | undefined;
}

export interface ListboxOptionsProps<Item> {
  readonly id: string;
  readonly items: readonly Item[];
  readonly itemKey: (item: Item) => string;
  readonly optionId: (index: number) => string;
  /** The highlighted option (the combobox's aria-activedescendant); -1 for none. */
  readonly activeIndex: number;
  /**
   * The aria-selected option: the highlighted suggestion in an editable combobox, the chosen
   * value in a select.
   */
  readonly selectedIndex: number;
  readonly hidden: boolean;
  readonly onHighlight: (index: number) => void;
  readonly onPick: (item: Item, index: number) => void;
  readonly children: (item: Item) => ReactNode;
  readonly classNames?: ListboxOptionsClassNames;
  /** The list's accessible name: its own label or the id of the field's label. */
  readonly label?: string;
  readonly labelledBy?: string;
  /** -1 when the list may take focus from a click on its scrollbar (the select). */
  readonly tabIndex?: number;
}

/**
 * The listbox of the WAI-ARIA combobox patterns (hooks/use-combobox.ts, listbox-select.tsx):
 * focus stays on the combobox, the mouse highlights as it moves and a click picks.
 */
export function ListboxOptions<Item>({
  id,
  items,
  itemKey,
  optionId,
  activeIndex,
  selectedIndex,
  hidden,
  onHighlight,
  onPick,
  children,
  classNames = {},
  label,
  labelledBy,
  tabIndex,
}: ListboxOptionsProps<Item>) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      aria-labelledby={labelledBy}
      className={cx(styles.list, classNames.list)}
      hidden={hidden}
      tabIndex={tabIndex}
    >
      {items.map((item, index) => (
        <li
          key={itemKey(item)}
          id={optionId(index)}
          role="option"
          aria-selected={index === selectedIndex}
          className={cx(
            styles.option,
            classNames.option,
            index === activeIndex && styles.optionActive,
            index === activeIndex && classNames.optionActive,
          )}
          // Keeps focus on the combobox, so a click is not a blur that closes the list first.
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => onHighlight(index)}
          onClick={() => onPick(item, index)}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
