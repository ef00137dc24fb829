import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ListboxSelect } from '../../../components/ui/listbox-select';
import { cx } from '../../../lib/class-names';
import styles from './filter-bar.module.css';
import {
  EMPTY_LOCATION,
  SELECT_LOCATION_MESSAGE,
  buildFilterSearchPath,
  describeLocation,
  readFiltersFromSearch,
  readLocationFromUrl,
  type FilterChoice,
  type FilterLocation,
} from './filter-bar-url';
import { ROUTES } from '../../../lib/route-paths';
import { FILTER_DROPDOWNS } from '../lib/filter-dropdowns';

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

const EMPTY_STATE: FilterBarState = {
  location: EMPTY_LOCATION,
  text: '',
  gender: '',
  accountType: '',
  category: '',
};

/** The choices a URL carries; parts it does not carry keep their `current` value. */
function stateFromUrl(pathname: string, search: string, current: FilterBarState): FilterBarState {
  const location = readLocationFromUrl(pathname, search);
  const filters = readFiltersFromSearch(search);
  const hasFilters = Object.values(filters).some(Boolean);
  return {
    ...current,
    ...(location ? { location, text: describeLocation(location) } : {}),
    ...(hasFilters ? filters : {}),
  };
}

/**
 * The header's filter bar (docs/product/routes-and-screens.md): Select Gender, Account Type and Categories
 * dropdowns, the location box, Find Escorts (GO inside the box on small screens) and Advanced
 * Search. It reads its place and filters from the URL, so a results page or a shared link
 * shows what was searched.
 */
export function FilterBar({ renderLocationField, className }: FilterBarProps) {
  const fieldId = useId();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const urlKey = `${pathname}${search}`;
  const [state, setState] = useState<FilterBarState>(() =>
    stateFromUrl(pathname, search, EMPTY_STATE),
  );
  const [syncedUrl, setSyncedUrl] = useState(urlKey);
  if (syncedUrl !== urlKey) {
    // A new page: take what its URL says, keep the rest (adjusting state during render, so
    // the bar never shows the previous page's place for a frame).
    setSyncedUrl(urlKey);
    setState((current) => stateFromUrl(pathname, search, current));
  }

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
    <form
      role="search"
      aria-label="Find escorts"
      className={cx(styles.bar, className)}
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
      <Link to={ROUTES.advancedSearch} className={cx('button', 'button--ghost', styles.advanced)}>
        Advanced Search
      </Link>
    </form>
  );
}
