// The global stylesheet first, so that component styles come after it and win.
import './styles/global.css';
import { APP_STARTED_ATTRIBUTE } from '@app/contract';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter, createHydratingRouter } from './app/router';
import { readServerState, seedQueryCache } from './app/server-state';
import { startHydrating } from './hooks/use-is-hydrated';
import { setPageDrawnAt } from './hooks/use-render-time';
import { logError } from './lib/log';
import { makeZodJitless } from './lib/zod-jitless';

// Before any form validates: Zod's eval probe would be reported as a CSP violation.
makeZodJitless();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * Marks the document once the first commit is in (APP_STARTED_ATTRIBUTE): placed after the app,
 * its effect runs after the effects of everything the app drew.
 */
function AppStarted() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  }, []);
  return null;
}

function renderApp(router: ReturnType<typeof createAppRouter>) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
      <AppStarted />
    </StrictMode>
  );
}

/**
 * Ends the current task. A drawn page is already readable, so its start is cut into tasks the
 * browser can paint and answer a tap between (decision 048), instead of one long one.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
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
  await nextTask();
  const router = await createHydratingRouter(serverState.router);
  await nextTask();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page: the page is already readable, and a tap while it
  // hydrates is answered sooner (decision 047).
  startHydrating();
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
