import { NOT_FOUND_META, RESULTS_PAGE_PARAM } from '@app/contract';
import { lazy, Suspense } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AfterHydration } from '../../../components/ui/after-hydration';
import { MessagePage } from '../../../components/ui/message-page';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { SearchResults } from '../components/search-results';
import {
  buildRouteQuery,
  metaAtPage,
  resolveRouteSearch,
  type RouteSearch,
} from '../lib/route-search';
import styles from './results-page.module.css';
import { ROUTES } from '../../../lib/route-paths';

// Its own chunk: the save control (and the saved-search calls) stay off the home page's load.
const SaveSearch = lazy(() => import('../components/save-search'));

/**
 * /escorts/:state and /escorts/:state/:city (and /escorts/australia/:state): results by
 * location (docs/product/routes-and-screens.md). The heading is the route's words with dashes turned into
 * spaces and each word capitalised, a state by its proper name; the search adds the header's
 * gender, account type and category from the query string.
 */
export default function EscortsPage() {
  const { state: stateWord = '', city: cityWord } = useParams();
  const route = resolveRouteSearch(stateWord, cityWord);
  return route ? <RouteResults route={route} /> : <UnknownPlace />;
}

function RouteResults({ route }: { readonly route: RouteSearch }) {
  const [searchParams] = useSearchParams();
  usePageMeta(metaAtPage(route.meta, searchParams));
  // Saved searches are of places and filters, not of a page of their results.
  const savedQuery = Object.fromEntries(
    [...searchParams].filter(([name]) => name !== RESULTS_PAGE_PARAM),
  );

  return (
    <section className={styles.page} aria-labelledby="results-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>Escorts and companions</p>
        <h1 id="results-title" className={styles.title}>
          Escorts in {route.placeName}
        </h1>
        {/* In the header, one short row under the heading: on a phone the first card stays in view. */}
        {/* Drawn after hydration: it reads the visitor's session, which the server does not know. */}
        <AfterHydration>
          <Suspense fallback={null}>
            <SaveSearch
              key={searchParams.toString()}
              query={{ ...(route.place as Record<string, string>), ...savedQuery }}
            />
          </Suspense>
        </AfterHydration>
      </header>
      {/* The cards' names are h3, as under the home page's section heading: no level skipped. */}
      <h2 className="visually-hidden">Listings</h2>
      <SearchResults
        query={buildRouteQuery(route, searchParams)}
        placeName={route.placeName}
        state={route.state}
        city={route.city}
        withMap
        scrollOnNewSearch
      />
    </section>
  );
}

/** A state word the directory does not know: the server answers 404, and so does the page. */
function UnknownPlace() {
  return (
    <MessagePage
      title="Page not found"
      meta={NOT_FOUND_META}
      actions={
        <Link to={ROUTES.popularLocations} className="button">
          Popular locations
        </Link>
      }
    >
      <p>There is no Australian state or territory by that name.</p>
    </MessagePage>
  );
}
