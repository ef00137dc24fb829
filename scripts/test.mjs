// `npm test`: every suite. The build first (the process tests start the compiled server and CLIs,
// the browser tests the built app), then unit, API and component tests through Vitest (the API
// suite on a fresh database per file), then the browser tests in Debian's Chromium.
// docs/TESTING.md explains the arrangement and its times.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, env = {}) =>
  execSync(command, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });

const chromium = ensureChromium({ forTests: true });
run('npm run build');
run('npx vitest run');
run('npm run test -w e2e', { CHROME_PATH: chromium });
