import { LOCATION_MAX_LENGTH } from '@app/contract';
import { useMemo, type ReactNode } from 'react';
import { comboboxInputProps, useCombobox } from '../../../hooks/use-combobox';
import { useLocalitySuggestions } from '../../../hooks/use-locality-suggestions';
import { cx } from '../../../lib/class-names';
import { ComboboxList } from '../../../components/ui/combobox-list';
import styles from './location-autocomplete.module.css';
import {
  readSuggestions,
  regionSuggestions,
  type LocationSuggestion,
  type PickedLocation,
} from './location-suggestions';

export interface LocationAutocompleteProps {
  /** The input's id, for a visible <label htmlFor> elsewhere or the built-in hidden one. */
  readonly id: string;
  /** The field's accessible name ('Location'). */
  readonly label: string;
  readonly placeholder?: string;
  /** What the box shows: the visitor's typing, or the picked place's text. */
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly onPick: (location: PickedLocation, text: string) => void;
  /** Shown inside the box at its end (the GO button on small screens). */
  readonly children?: ReactNode;
  readonly className?: string;
}

/**
 * The location box of the filter bar (docs/product/routes-and-screens.md and search-and-ranking.md): at most 40 characters,
 * suggestions of Australian regions and places as the visitor types, the word Airport removed.
 * It follows the WAI-ARIA "editable combobox with list autocomplete" (hooks/use-combobox.ts,
 * shared with the advertiser's place picker): the input keeps focus, the arrows move through
 * the list, Enter picks (with nothing highlighted, Enter submits the surrounding form),
 * Escape closes the list.
 */
export function LocationAutocomplete({
  id,
  label,
  placeholder,
  text,
  onTextChange,
  onPick,
  children,
  className,
}: LocationAutocompleteProps) {
  const combobox = useCombobox<LocationSuggestion>((suggestion) =>
    onPick(suggestion.location, suggestion.text),
  );
  const { isOpen } = combobox;
  const query = text.trim();
  const fromServer = useLocalitySuggestions(text, isOpen, readSuggestions);

  const suggestions = useMemo<LocationSuggestion[]>(() => {
    if (!isOpen) return [];
    const regions = regionSuggestions(query);
    const seen = new Set(regions.map((suggestion) => suggestion.key));
    return regions.concat(fromServer.filter((suggestion) => !seen.has(suggestion.key)));
  }, [isOpen, query, fromServer]);

  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <div className={styles.box}>
        <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.7"
          />
          <circle cx="12" cy="10" r="2.3" fill="currentColor" />
        </svg>
        <input
          {...comboboxInputProps({
            combobox,
            items: suggestions,
            text,
            onTextChange,
          })}
          id={id}
          className={styles.input}
          enterKeyHint="search"
          maxLength={LOCATION_MAX_LENGTH}
          placeholder={placeholder}
        />
        {children}
      </div>
      <ComboboxList
        label={`${label} suggestions`}
        items={suggestions}
        itemKey={(suggestion) => suggestion.key}
        combobox={combobox}
        noun="suggestions"
        classNames={{ option: styles.option, optionActive: styles.optionActive }}
      >
        {(suggestion) => (
          <>
            <span className={styles.optionText}>{suggestion.text}</span>
            {suggestion.detail ? (
              <span className={styles.optionDetail}> {suggestion.detail}</span>
            ) : null}
          </>
        )}
      </ComboboxList>
    </div>
  );
}
