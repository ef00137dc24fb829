import { afterAll, afterEach } from 'vitest';
import { forgetStartedServers, serversStarted } from './server-process.js';

// A set-up file of the server project (vitest.config.ts): a failed test prints the log of each
// server process its file started, and how it ended. A server that died under a fault test
// otherwise leaves only "fetch failed" behind. Files share a worker's modules (isolate: false),
// so the list is emptied after each file.
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  for (const server of serversStarted()) {
    const { exitCode, signalCode, pid } = server.child;
    console.error(
      `server on port ${server.port} (pid ${pid}, exit ${exitCode ?? signalCode ?? 'none yet'}):\n${server.output()}`,
    );
  }
});
afterAll(() => forgetStartedServers());
