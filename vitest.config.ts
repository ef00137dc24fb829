import { defineConfig } from 'vitest/config';

/** One Vitest run over every workspace's unit, API and component tests. */
export default defineConfig({
  test: {
    projects: ['packages/contract', 'apps/server', 'apps/web'],
  },
});
