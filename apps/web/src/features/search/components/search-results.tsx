import {
  COUNTRY_NAME,
  buildResultsPageSearch,
  type SearchModelsQuery,
  type State,
} from '@app/contract';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { HttpError } from '../../../lib/http';
import { plural } from '../../../lib/plural';
import { useMediaQuery } from '../hooks/use-media-query';
import { useResultsSearch, type ResultsSearch } from '../hooks/use-results-search';
import { useScrollOnNewSearch } from '../hooks/use-scroll-on-new-search';
import { EmptyResults } from './empty-results';
import { MapErrorBoundary } from './map-error-boundary';
import { ModelListing } from './model-listing';
import styles from './search-results.module.css';

/** Leaflet and supercluster load only when a map is shown: the page's first load stays small. */
const ResultsMap = lazy(() => import('./results-map'));

/** From here on the list and the map sit side by side; below it a List / Map switch. */
export const SIDE_BY_SIDE_QUERY = '(min-width: 64rem)';

type ResultsView = 'list' | 'map';

interface SearchResultsProps {
  readonly query: SearchModelsQuery;
  /** The place searched, for the empty state's wording and its nearby cities. */
  readonly placeName?: string | undefined;
  readonly state?: State | undefined;
  readonly city?: string | undefined;
  /** Show the map beside the list (results pages), or the list alone (home). */
  readonly withMap?: boolean;
  /** Bring the list into view when a new search's results arrive (results pages). */
  readonly scrollOnNewSearch?: boolean;
  /** Show the API's message when it refuses the filters (advanced search); else stay calm. */
  readonly showRefusal?: boolean;
}

/** A search's listings: loading indicator, cards with Load more, the map, or the empty state. */
export function SearchResults({
  query,
  placeName,
  state,
  city,
  withMap = false,
  scrollOnNewSearch = false,
  showRefusal = false,
}: SearchResultsProps) {
  const search = useResultsSearch(query);
  const { pathname, search: queryString } = useLocation();
  const pageHref = (page: number) =>
    `${pathname}${buildResultsPageSearch(new URLSearchParams(queryString), page)}`;
  const regionRef = useRef<HTMLDivElement>(null);
  useScrollOnNewSearch(regionRef, search.searchKey, !search.isPending, scrollOnNewSearch);

  let body;
  if (search.isPending) {
    body = <Spinner label="Loading listings…" className={styles.loading} />;
  } else if (showRefusal && search.error instanceof HttpError && search.error.status === 400) {
    body = (
      <p className={styles.refusal} role="alert">
        {search.error.message}
      </p>
    );
  } else if (search.items.length === 0) {
    body = <EmptyResults placeName={placeName} state={state} city={city} />;
  } else {
    // At the top, so a phone shows how many there are beside the first listings.
    const count = (
      <p className={styles.count}>
        {plural(search.total, 'escort', 'escorts')} in {placeName ?? COUNTRY_NAME}
      </p>
    );
    const list = (
      <ModelListing
        items={search.items}
        nextPageHref={search.hasMore && search.nextPage ? pageHref(search.nextPage) : null}
        previousPageHref={search.firstPage > 1 ? pageHref(search.firstPage - 1) : null}
        isLoadingMore={search.isLoadingMore}
        onLoadMore={search.loadMore}
      />
    );
    body = withMap ? (
      <ListAndMap count={count} list={list} search={search} />
    ) : (
      <div className={styles.layout}>
        {count}
        {list}
      </div>
    );
  }

  return (
    <div ref={regionRef} className={styles.results} aria-busy={search.isPending}>
      {body}
    </div>
  );
}

interface ListAndMapProps {
  /** The search's count, in one row with the List / Map switch. */
  readonly count: ReactNode;
  readonly list: ReactNode;
  /** The listings the map pins, and the search they belong to (the map frames each anew). */
  readonly search: Pick<ResultsSearch, 'items' | 'searchKey'>;
}

/**
 * Wide screens: list and map side by side. Small screens: one at a time, by a List / Map
 * switch; the map's code loads the first time it is asked for.
 */
function ListAndMap({ count, list, search }: ListAndMapProps) {
  const isSideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY);
  const [view, setView] = useState<ResultsView>('list');
  const isMapShown = isSideBySide || view === 'map';

  return (
    <div className={styles.layout} data-view={view}>
      <div className={styles.head}>
        {count}
        <div className={styles.switch} role="group" aria-label="Show results as">
          {(['list', 'map'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={styles.switchButton}
              aria-pressed={view === option}
              onClick={() => setView(option)}
            >
              {option === 'list' ? 'List' : 'Map'}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.listPane}>{list}</div>
      {isMapShown ? (
        <div className={styles.mapPane}>
          <MapErrorBoundary>
            <Suspense fallback={<Spinner label="Loading map…" className={styles.mapLoading} />}>
              <ResultsMap items={search.items} searchKey={search.searchKey} />
            </Suspense>
          </MapErrorBoundary>
        </div>
      ) : null}
    </div>
  );
}
