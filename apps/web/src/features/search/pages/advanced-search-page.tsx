import { COUNTRY_NAME, findState, slugToTitle, type SearchModelsQuery } from '@app/contract';
import { lazy, Suspense } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AdvancedSearchForm } from '../components/advanced-search-form';
import { SearchResults } from '../components/search-results';
import { useHistoryPops } from '../hooks/use-history-pops';
import {
  buildSearchParams,
  readSearchQuery,
  readSearchValues,
  type AdvancedSearchValues,
} from '../lib/advanced-filters';
import styles from './results-page.module.css';

// Its own chunk, as on the results pages: the saved-search calls load only with a search.
const SaveSearch = lazy(() => import('../components/save-search'));

/**
 * /searchpage (the header's Advanced Search): every filter of the bar plus age range, verified
 * only and recently online only. The filters live in the URL under the API's names, so a
 * search can be shared, reloaded and gone back from; no filters (or the header's
 * `?country=australia`) lists Australia-wide.
 */
export default function AdvancedSearchPage() {
  useDocumentTitle('Advanced Search');
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readSearchQuery(searchParams);
  const { key } = useLocation();
  const pops = useHistoryPops();
  const place = describeQueryPlace(query);

  const search = (values: AdvancedSearchValues) => {
    setSearchParams(buildSearchParams(values, searchParams));
  };

  return (
    <section className={styles.page} aria-labelledby="advanced-search-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Find exactly who you are looking for</p>
        <h1 id="advanced-search-title" className={styles.title}>
          Advanced Search
        </h1>
      </header>
      <AdvancedSearchForm
        values={readSearchValues(searchParams)}
        navigationKey={`${key}:${pops}`}
        onSearch={search}
        onClear={() => setSearchParams(new URLSearchParams())}
      />
      <section className={styles.page} aria-labelledby="advanced-results-title">
        <h2 id="advanced-results-title" className={styles.subtitle}>
          Results in {place.name}
        </h2>
        <Suspense fallback={null}>
          {/* A new search is a new thing to save: the control starts over with it. */}
          <SaveSearch key={searchParams.toString()} query={Object.fromEntries(searchParams)} />
        </Suspense>
        <SearchResults
          query={query}
          placeName={place.name}
          state={place.state}
          city={query.city ?? query.suburb}
          withMap
          scrollOnNewSearch
          showRefusal
        />
      </section>
    </section>
  );
}

/** 'Parramatta, New South Wales', 'Victoria' or 'Australia' for the results' heading. */
function describeQueryPlace(query: SearchModelsQuery) {
  const state = query.state ? findState(query.state) : undefined;
  const stateName = state?.name ?? (query.state ? slugToTitle(query.state) : undefined);
  const cityText = query.city ?? query.suburb;
  const city = cityText ? slugToTitle(cityText) : undefined;
  const name = [city, stateName].filter(Boolean).join(', ') || COUNTRY_NAME;
  return { name, state };
}
