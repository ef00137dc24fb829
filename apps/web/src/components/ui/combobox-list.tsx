import type { Combobox } from '../../hooks/use-combobox';
import { ListboxOptions, type ListboxOptionsProps } from './listbox-options';

interface ComboboxListProps<Item> extends Pick<
  ListboxOptionsProps<Item>,
  'label' | 'items' | 'itemKey' | 'classNames' | 'children'
> {
  readonly combobox: Combobox<Item>;
  /** What the spoken count counts ("places"). */
  readonly noun: string;
}

/**
 * The suggestion list of an editable combobox (the location box, the place picker): the
 * highlighted suggestion is the selected one, and a polite status says how many there are.
 */
export function ComboboxList<Item>({ combobox, noun, items, ...list }: ComboboxListProps<Item>) {
  const isListShown = items.length > 0;
  return (
    <>
      <ListboxOptions
        {...list}
        id={combobox.listId}
        optionId={combobox.optionId}
        items={items}
        activeIndex={combobox.activeIndex}
        selectedIndex={combobox.activeIndex}
        hidden={!isListShown}
        onHighlight={combobox.setActiveIndex}
        onPick={combobox.pick}
      />
      <span className="visually-hidden" role="status" aria-live="polite">
        {isListShown ? `${items.length} ${noun}` : ''}
      </span>
    </>
  );
}
