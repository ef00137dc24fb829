import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msUntilOk, readiness, readSearch, subscribe } from '../database-faults.js';
import { createDataDirWithCluster } from '../initialised-cluster.js';
import { killLeftoverPostgres, postmasterPid } from '../leftover-postgres.js';
import { killStartedServers, startServerProcess, type ServerProcess } from '../server-process.js';

/**
 * The embedded default's PostgreSQL (the server process's own child, in the
 * test's temporary DATA_DIR) killed with SIGKILL under a running server. The server must say
 * why, start it again on the same port, and answer again: the same process, no restart.
 */
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ dataDir: await createDataDirWithCluster('server-process-') });
}, 90_000);

afterAll(async () => {
  // A graceful stop stops its PostgreSQL too; whatever is left after 20 s is killed.
  const stopped = server?.stop('SIGTERM');
  await Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  killStartedServers();
  if (!server) return;
  await killLeftoverPostgres(server.dataDir);
  await rm(server.dataDir, { recursive: true, force: true }).catch(() => undefined);
}, 30_000);

describe('the embedded PostgreSQL killed under a running server', () => {
  it('is started again by the server, which logs why and answers 200 again as the same process', async () => {
    expect((await readSearch(server.url)).status).toBe(200);
    const serverPid = server.child.pid;
    const killedPid = await postmasterPid(server.dataDir);

    process.kill(killedPid, 'SIGKILL');
    const killedAt = Date.now();

    // Backends of the killed PostgreSQL may answer a few queries before they notice their
    // postmaster is gone: only answers after the server has seen it go prove the restart.
    await expect
      .poll(() => server.output(), { timeout: 10_000, interval: 20 })
      .toContain('embedded PostgreSQL exited unexpectedly; starting it again');
    const searchMs = await msUntilOk(() => readSearch(server.url), killedAt, 30_000);
    const readyMs = await msUntilOk(() => readiness(server.url), killedAt, 30_000);
    expect((await subscribe(server.url, 'after-kill@example.com')).status).toBe(200);
    console.info(
      `after SIGKILL of the embedded PostgreSQL: search answered 200 after ${searchMs} ms, /readyz after ${readyMs} ms`,
    );

    expect(await postmasterPid(server.dataDir)).not.toBe(killedPid);
    expect(server.child.pid).toBe(serverPid);
    expect(server.child.exitCode).toBeNull();
    const log = server.output();
    expect(log).toContain('"signal":"SIGKILL"');
    if (process.env.SHOW_SERVER_LOG) console.info(log);
    expect(log).not.toMatch(/unhandled|uncaught|"level":60/);
    // Logged once the supervisor's own readiness check passes, maybe just after our 200s.
    await expect
      .poll(() => server.output(), { timeout: 5_000 })
      .toContain('embedded PostgreSQL is running again');
    await expect
      .poll(() => server.output(), { timeout: 15_000 })
      .toContain('took the sole-server lock again');
  }, 60_000);
});
