import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { EMPTY_SESSION, useSession } from '../lib/session';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
// Test files share a worker's modules and its one jsdom window (isolate: false, for speed:
// docs/TESTING.md), so every test also ends as a signed-out visitor with empty storage.
afterEach(() => {
  cleanup();
  useSession.setState(EMPTY_SESSION);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
});

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

// Pages are lazy route chunks: their first import is transformed on demand, which on a busy
// 2-core machine has taken longer than Testing Library's default 1 s wait, and beside other
// work longer than 5 s. Within the project's 15 s test limit.
configure({ asyncUtilTimeout: 10_000 });
