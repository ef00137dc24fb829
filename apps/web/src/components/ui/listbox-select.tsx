import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cx } from '../../lib/class-names';
import { ChevronIcon } from './chevron-icon';
import { ListboxOptions, type ListboxOptionsClassNames } from './listbox-options';
import styles from './listbox-select.module.css';

const LIST_CLASS_NAMES: ListboxOptionsClassNames = {
  list: styles.list,
  option: styles.option,
  optionActive: styles.optionActive,
};

export interface ListboxOption {
  readonly label: string;
  readonly value: string;
}

interface ListboxSelectProps {
  /** The accessible name, and the text shown while nothing is chosen ('Select Gender'). */
  readonly label: string;
  /** Shown before the chosen option's label once there is one ('Gender: female'). */
  readonly valueCaption?: string;
  readonly options: readonly ListboxOption[];
  /** The chosen option's value; '' while nothing is chosen. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly className?: string;
}

/**
 * A single-choice dropdown, built as the WAI-ARIA "select-only combobox": the combobox keeps
 * focus and points at the highlighted option with aria-activedescendant. Picking closes the
 * list, so does a press or click outside and Escape (docs/product/routes-and-screens.md, filter bar). Keys:
 * Enter, Space, Alt+Down or the arrows open; the arrows, Home, End and a letter move; Enter
 * or Space picks; Escape or Tab closes.
 */
export function ListboxSelect({
  label,
  valueCaption,
  options,
  value,
  onChange,
  className,
}: ListboxSelectProps) {
  const baseId = useId();
  const labelId = `${baseId}label`;
  const listId = `${baseId}list`;
  const optionId = (index: number) => `${baseId}option-${index}`;
  const rootRef = useRef<HTMLDivElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selectedIndex = options.findIndex((option) => option.value === value);
  const selected = options[selectedIndex];
  const lastIndex = options.length - 1;

  function open(index: number = Math.max(selectedIndex, 0)): void {
    setActiveIndex(index);
    setIsOpen(true);
  }

  function pick(index: number): void {
    const option = options[index];
    if (option) onChange(option.value);
    setIsOpen(false);
  }

  useEffect(() => {
    if (!isOpen) return undefined;
    function closeOnOutsidePress(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    }
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  // The highlighted option stays visible inside the 250 px list as the arrows move it.
  useEffect(() => {
    if (isOpen)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isOpen, activeIndex]);

  /** The next option whose label starts with the typed letter, after the current one. */
  function indexForLetter(letter: string, from: number): number {
    const wanted = letter.toLowerCase();
    for (let step = 1; step <= options.length; step++) {
      const index = (from + step) % options.length;
      if (options[index]?.label.toLowerCase().startsWith(wanted)) return index;
    }
    return -1;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const { key, altKey } = event;
    if (key.length === 1 && key !== ' ' && !event.ctrlKey && !event.metaKey) {
      const index = indexForLetter(key, isOpen ? activeIndex : selectedIndex);
      if (index >= 0) {
        event.preventDefault();
        open(index);
      }
      return;
    }
    if (!isOpen) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        open();
      } else if (key === 'Home' || key === 'End') {
        event.preventDefault();
        open(key === 'Home' ? 0 : lastIndex);
      }
      return;
    }
    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex((index) => Math.min(index + 1, lastIndex));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) pick(activeIndex);
        else setActiveIndex((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
      case 'PageUp':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
      case 'PageDown':
        event.preventDefault();
        setActiveIndex(lastIndex);
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        pick(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        setIsOpen(false);
        break;
      case 'Tab':
        setIsOpen(false);
        break;
      default:
        break;
    }
  }

  return (
    <div ref={rootRef} className={cx(styles.root, className)}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <div
        role="combobox"
        tabIndex={0}
        className={cx(styles.trigger, isOpen && styles.triggerOpen)}
        aria-labelledby={labelId}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
        onClick={() => (isOpen ? setIsOpen(false) : open())}
        onKeyDown={handleKeyDown}
      >
        <span className={cx(styles.text, !selected && styles.placeholder)}>
          {selected ? (
            <>
              {valueCaption ? <span className={styles.caption}>{valueCaption}: </span> : null}
              {selected.label}
            </>
          ) : (
            label
          )}
        </span>
        <ChevronIcon className={styles.chevron} />
      </div>
      <ListboxOptions
        id={listId}
        labelledBy={labelId}
        items={options}
        itemKey={(option) => option.value}
        optionId={optionId}
        activeIndex={activeIndex}
        selectedIndex={selectedIndex}
        hidden={!isOpen}
        tabIndex={-1}
        onHighlight={setActiveIndex}
        onPick={(_option, index) => pick(index)}
        classNames={LIST_CLASS_NAMES}
      >
        {(option) => option.label}
      </ListboxOptions>
    </div>
  );
}
