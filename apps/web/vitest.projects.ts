import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Logic tests (`.test.ts`) that need a browser's globals (window.location, sessionStorage,
 * DOMParser). Every other
 * `.test.ts` runs in plain Node: starting jsdom and the Testing Library set-up costs about a
 * second per file and proves nothing for code without a DOM. Components (`.test.tsx`) run in
 * jsdom. A logic test that reaches for `window` fails in Node with "window is not defined":
 * add it here.
 */
const DOM_LOGIC_TESTS = [
  'src/features/profiles/api/count-profile-view.test.ts',
  'src/features/search/api/search-models.test.ts',
  'src/features/search/lib/saved-results.test.ts',
  'src/lib/http.test.ts',
  'src/lib/strip-tags.test.ts',
];

// A worker's first page test transforms the lazy route chunks it renders: on a busy 2-core
// machine that alone has taken 5 s, Vitest's default time limit for a test.
const shared = { restoreMocks: true, unstubGlobals: true, testTimeout: 15_000 } as const;

/**
 * The web app's two Vitest projects, listed by the root vitest.config.ts (and by this folder's,
 * for `npm test -w apps/web`). Kept apart from vite.config.ts: Vitest brings its own copy of
 * Vite, and the two copies' config types do not mix. JSX is compiled with the automatic runtime
 * from tsconfig.json.
 */
export const webProjects = [
  defineProject({
    root,
    // The same react-toastify entry as the build (vite.config.ts explains why).
    resolve: { alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }] },
    test: {
      ...shared,
      name: 'web',
      environment: 'jsdom',
      isolate: false,
      include: ['src/**/*.test.tsx', ...DOM_LOGIC_TESTS],
      setupFiles: ['./src/test/setup.ts'],
    },
  }),
  defineProject({
    root,
    test: {
      ...shared,
      name: 'web-logic',
      environment: 'node',
      include: ['src/**/*.test.ts'],
      exclude: [...configDefaults.exclude, ...DOM_LOGIC_TESTS],
    },
  }),
];
