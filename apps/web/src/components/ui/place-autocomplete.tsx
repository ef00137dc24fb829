import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { comboboxInputProps, useCombobox } from '../../hooks/use-combobox';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { localitiesQueryOptions } from '../../lib/localities';
import { formatPlace, toPlaceSuggestions, type PlaceSuggestion } from '../../lib/place-suggestions';
import { ListboxOptions } from './listbox-options';
import styles from './place-autocomplete.module.css';

const DEBOUNCE_MS = 250;
const MIN_QUERY_LENGTH = 2;

export interface PlaceAutocompleteProps {
  readonly id: string;
  /** What the box shows: the typing, or the picked place's text. */
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly onPick: (place: PlaceSuggestion) => void;
  /** Only places in this state are offered (a tour's city within a chosen state). */
  readonly state?: string;
  readonly placeholder?: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
}

/**
 * A locality picker over the site's own places index (the advertiser's suburb, a tour city):
 * the WAI-ARIA editable combobox with a list, like the filter bar's location box, but it
 * offers only localities with their postcodes, since a listing needs a real place, not a region.
 * The visible label is the caller's (<label htmlFor={id}>).
 */
export function PlaceAutocomplete({
  id,
  text,
  onTextChange,
  onPick,
  state,
  placeholder,
  invalid = false,
  describedBy,
}: PlaceAutocompleteProps) {
  const baseId = useId();
  const listId = `${baseId}list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const combobox = useCombobox<PlaceSuggestion>(onPick);
  const { isOpen, activeIndex } = combobox;
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const canAsk = isOpen && query.length >= MIN_QUERY_LENGTH;
  const places = useQuery({
    ...localitiesQueryOptions(query),
    select: (items) => toPlaceSuggestions(items, state),
    enabled: canAsk,
    placeholderData: keepPreviousData,
  });
  const suggestions = canAsk ? (places.data ?? []) : [];
  const isListShown = suggestions.length > 0;

  return (
    <div className={styles.root}>
      <input
        {...comboboxInputProps({
          combobox,
          listId,
          optionId,
          items: suggestions,
          text,
          onTextChange,
        })}
        id={id}
        className={styles.input}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        placeholder={placeholder}
      />
      <ListboxOptions
        id={listId}
        label="Places"
        items={suggestions}
        itemKey={(place) => `${place.locality}|${place.state}|${place.postcode}`}
        optionId={optionId}
        activeIndex={activeIndex}
        selectedIndex={activeIndex}
        hidden={!isListShown}
        onHighlight={combobox.setActiveIndex}
        onPick={combobox.pick}
        classNames={{ optionActive: styles.optionActive }}
      >
        {formatPlace}
      </ListboxOptions>
      <span className="visually-hidden" role="status" aria-live="polite">
        {isListShown ? `${suggestions.length} places` : ''}
      </span>
    </div>
  );
}
