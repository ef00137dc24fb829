// The global stylesheet first, so that component styles come after it and win.
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createHydratingRouter } from './app/router';
import { readServerState, seedQueryCache } from './app/server-state';
import { setPageDrawnAt } from './hooks/use-render-time';
import { logError } from './lib/log';
import { makeZodJitless } from './lib/zod-jitless';

// Before any form validates: Zod's eval probe would be reported as a CSP violation.
makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

function renderApp(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

// A public page drawn on the server carries its data (decision 044): the browser starts from
// that data and takes over the markup; other pages come as the empty shell and are drawn here.
async function startApp(root: HTMLElement) {
  const serverState = readServerState();
  if (!serverState) {
    createRoot(root).render(renderApp(createAppRouter()));
    return;
  }
  seedQueryCache(queryClient, serverState.queries);
  setPageDrawnAt(serverState.drawnAt);
  const router = await createHydratingRouter(serverState.router);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page is already readable, and a tap while it
  // hydrates is answered sooner (decision 047).
  startTransition(() => {
    hydrateRoot(root, renderApp(router));
  });
}

startApp(container).catch((error: unknown) => {
  // The page's code did not load (offline, a new release): drawn afresh, the router shows its
  // error page with a reload.
  logError('hydration', error);
  createRoot(container).render(renderApp(createAppRouter()));
});
