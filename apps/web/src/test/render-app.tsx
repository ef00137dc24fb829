import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { createTestQueryClient } from './render';

/**
 * The whole app (its route table, layout and providers) opened at `path`; answers the router.
 * Apart from render.tsx, so component tests that render one piece do not load the app shell.
 */
export function renderAppAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
