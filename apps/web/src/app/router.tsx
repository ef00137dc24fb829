import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { routes } from './routes';

/** The router of a page the browser draws from scratch. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The router of a page the server drew (decision 044). The matched pages' code is loaded
 * first, as React Router asks for lazy routes: otherwise the first render would show the
 * loading overlay where the server drew the page, and hydration would not match.
 */
export async function createHydratingRouter(hydrationData: HydrationState) {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy);
  await Promise.all(
    (lazyMatches ?? []).map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return createBrowserRouter(routes, { hydrationData });
}
