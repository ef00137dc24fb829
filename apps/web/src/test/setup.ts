import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(() => {
  cleanup();
});

// jsdom has no layout, so it does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};

// Pages are lazy route chunks: their first import is transformed on demand, which on a busy
// 2-core CI machine can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
