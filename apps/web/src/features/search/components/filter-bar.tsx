import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { describeRicherFilters } from '@app/contract';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { PhoneDisclosure } from '../../../components/ui/phone-disclosure';
import { cx } from '../../../lib/class-names';
import { useSearchOnScreen } from '../hooks/use-search-on-screen';
import { FILTER_DROPDOWNS, describeFilterChoices } from '../lib/filter-dropdowns';
import {
  EMPTY_LOCATION,
  SELECT_LOCATION_MESSAGE,
  buildAdvancedSearchPath,
  buildFilterSearchPath,
  describeLocation,
  readSearchPageQuery,
  type FilterChoice,
  type FilterLocation,
} from './filter-bar-url';
import styles from './filter-bar.module.css';

/**
 * What the filter bar hands to its location field. The field itself (autocomplete from the
 * locations feature) is passed in by the app shell, so this feature does not import another.
 */
export interface LocationFieldProps {
  readonly id: string;
  readonly label: string;
  readonly placeholder: string;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  readonly onPick: (location: FilterLocation, text: string) => void;
  /** The GO button, which sits inside the box on small screens. */
  readonly children: ReactNode;
}

interface FilterBarProps {
  readonly renderLocationField: (props: LocationFieldProps) => ReactNode;
  readonly className?: string;
}

interface FilterBarState extends FilterChoice {
  /** What the location box shows; it names `location` unless the visitor is typing. */
  readonly text: string;
}

function toBarState(choice: FilterChoice): FilterBarState {
  return { ...choice, text: describeLocation(choice.location) };
}

/**
 * The header's filter bar (docs/product/routes-and-screens.md): Select Gender, Account Type and Categories
 * dropdowns, the location box, Find Escorts (GO inside the box on small screens) and Advanced
 * Search. It shows the search on screen and nothing else (useSearchOnScreen): every new page
 * starts it from that search, so it never shows a filter the results do not apply. On phones
 * it folds into one summary row of that search.
 */
export function FilterBar({ renderLocationField, className }: FilterBarProps) {
  const fieldId = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const onScreen = useSearchOnScreen();
  const [state, setState] = useState<FilterBarState>(() => toBarState(onScreen));
  const [syncedLocation, setSyncedLocation] = useState(location);
  if (syncedLocation !== location) {
    // A new page (by identity, so Back straight after a search counts too): the bar starts
    // again from its search, dropping what the visitor picked without searching. Adjusted
    // during render, so the bar never shows the previous page's search for a frame.
    setSyncedLocation(location);
    setState(toBarState(onScreen));
  }
  const onScreenQuery = readSearchPageQuery(location.pathname, location.search);
  const advancedSearchPath = buildAdvancedSearchPath(state, onScreenQuery);

  function update(patch: Partial<FilterBarState>): void {
    setState((current) => ({ ...current, ...patch }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const path = buildFilterSearchPath(state);
    if (!path) {
      // One toast however often the button is pressed.
      toast.error(SELECT_LOCATION_MESSAGE, { toastId: 'select-location' });
      return;
    }
    void navigate(path);
  }

  return (
    <PhoneDisclosure
      className={cx(styles.disclosure, className)}
      summary={<SearchSummary choice={state} extras={describeRicherFilters(onScreenQuery)} />}
    >
      <form
        role="search"
        aria-label="Find escorts"
        className={styles.bar}
        onSubmit={handleSubmit}
        noValidate
      >
        <div className={styles.where}>
          {renderLocationField({
            id: `${fieldId}location`,
            label: 'Location',
            placeholder: 'Suburb, city or state',
            text: state.text,
            // Typing after a pick un-picks it: the box and the search must agree.
            onTextChange: (text) => update({ text, location: EMPTY_LOCATION }),
            onPick: (location, text) => update({ location, text }),
            children: (
              <button type="submit" className={cx('button', 'button--small', styles.go)}>
                GO
              </button>
            ),
          })}
        </div>
        {FILTER_DROPDOWNS.map(({ choice, barLabel, caption, options }) => (
          <ListboxSelect
            key={choice}
            className={styles.select}
            label={barLabel}
            valueCaption={caption}
            options={options}
            value={state[choice]}
            onChange={(value) => update({ [choice]: value })}
          />
        ))}
        <button type="submit" className={cx('button', styles.find)}>
          Find Escorts
        </button>
        <Link to={advancedSearchPath} className={cx('button', 'button--ghost', styles.advanced)}>
          Advanced Search
        </Link>
      </form>
    </PhoneDisclosure>
  );
}

/** The folded bar's row: 'Search: Sydney, New South Wales, Australia · Gender: female · Incall'. */
function SearchSummary({
  choice,
  extras,
}: {
  readonly choice: FilterChoice;
  readonly extras: string[];
}) {
  const parts = [
    describeLocation(choice.location),
    ...describeFilterChoices(choice),
    ...extras,
  ].filter(Boolean);
  return (
    <>
      <span className={styles.summaryLabel}>Search: </span>
      {parts.length > 0 ? parts.join(' · ') : 'any place, no filters'}
    </>
  );
}
