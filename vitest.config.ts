import { defineConfig } from 'vitest/config';
import { webProjects } from './apps/web/vitest.projects.js';

/**
 * One Vitest run over every workspace's unit, API and component tests. The web app's projects
 * are listed inline (web: components in jsdom; web-logic: plain Node), since Vitest 4 ignores a
 * referenced config's own `projects`. docs/TESTING.md explains the arrangement.
 */
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker (cores - 1): files ran one after
    // another while most of their time is spent waiting on PostgreSQL, child processes and
    // timers. Four side by side overlap those waits; every API file has its own database.
    maxWorkers: 4,
    projects: ['packages/contract', 'apps/server', ...webProjects],
  },
});
