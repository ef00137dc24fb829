import { comboboxInputProps, useCombobox } from '../../hooks/use-combobox';
import { useLocalitySuggestions } from '../../hooks/use-locality-suggestions';
import { formatPlace, toPlaceSuggestions, type PlaceSuggestion } from '../../lib/place-suggestions';
import { ComboboxList } from './combobox-list';
import styles from './place-autocomplete.module.css';

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
  const combobox = useCombobox<PlaceSuggestion>(onPick);
  const suggestions = useLocalitySuggestions(text, combobox.isOpen, (items) =>
    toPlaceSuggestions(items, state),
  );

  return (
    <div className={styles.root}>
      <input
        {...comboboxInputProps({
          combobox,
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
      <ComboboxList
        label="Places"
        items={suggestions}
        itemKey={(place) => `${place.locality}|${place.state}|${place.postcode}`}
        combobox={combobox}
        noun="places"
        classNames={{ optionActive: styles.optionActive }}
      >
        {formatPlace}
      </ComboboxList>
    </div>
  );
}
