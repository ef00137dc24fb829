import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { cx } from '../../lib/class-names';
import {
  fetchPlaceSuggestions,
  formatPlace,
  type PlaceSuggestion,
} from '../../lib/place-suggestions';
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
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const query = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const canAsk = isOpen && query.length >= MIN_QUERY_LENGTH;
  const places = useQuery({
    queryKey: ['places', query, state ?? ''],
    queryFn: ({ signal }) => fetchPlaceSuggestions(query, { state, signal }),
    enabled: canAsk,
    staleTime: 60 * 60_000,
    placeholderData: keepPreviousData,
  });
  const suggestions = canAsk ? (places.data ?? []) : [];
  const isListShown = suggestions.length > 0;

  function pick(place: PlaceSuggestion | undefined) {
    if (!place) return;
    onPick(place);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActiveIndex((index) => Math.min(index + 1, suggestions.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && isListShown && activeIndex >= 0) {
      // Picks the place rather than submitting the form with half-typed text.
      event.preventDefault();
      pick(suggestions[activeIndex]);
    } else if (event.key === 'Escape' && isListShown) {
      event.preventDefault();
      setIsOpen(false);
    }
  }

  return (
    <div className={styles.root}>
      <input
        id={id}
        type="text"
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isListShown}
        aria-controls={listId}
        aria-activedescendant={
          isListShown && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined
        }
        aria-invalid={invalid}
        aria-describedby={describedBy}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setIsOpen(true);
          setActiveIndex(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        className={styles.list}
        hidden={!isListShown}
      >
        {suggestions.map((place, index) => (
          <li
            key={`${place.locality}|${place.state}|${place.postcode}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            className={cx(styles.option, index === activeIndex && styles.optionActive)}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => setActiveIndex(index)}
            onClick={() => pick(place)}
          >
            {formatPlace(place)}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status" aria-live="polite">
        {isListShown ? `${suggestions.length} places` : ''}
      </span>
    </div>
  );
}
