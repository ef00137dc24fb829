import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';

/** The app's query client (with its error logging), without retries so failures show at once. */
export function createTestQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retry: false } });
  return queryClient;
}

/**
 * Renders a component inside the app's providers and a memory router at `path`; with
 * `queryClient`, one whose cache a test filled first (as a page drawn on the server comes).
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    path = '/',
    queryClient = createTestQueryClient(),
  }: { path?: string; queryClient?: QueryClient } = {},
) {
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </AppProviders>,
    ),
  };
}

/** Renders `element` as the page of the route `pattern`, opened at `path` (its params and query). */
export function renderRoute(pattern: string, element: ReactElement, path: string) {
  return renderWithProviders(
    <Routes>
      <Route path={pattern} element={element} />
    </Routes>,
    { path },
  );
}
