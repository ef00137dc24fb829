import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts: Vitest brings its own copy of Vite, and the two copies'
// config types do not mix. JSX is compiled with the automatic runtime from tsconfig.json.
export default defineConfig({
  // The same react-toastify entry as the build (vite.config.ts explains why).
  resolve: { alias: [{ find: /^react-toastify$/, replacement: 'react-toastify/unstyled' }] },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
