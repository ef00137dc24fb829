// Finds Debian's Chromium: CHROME_PATH, then for the browser tests Debian's headless shell, then
// /usr/bin/chromium or the PATH. Never a downloaded browser. As root on Debian, installs the
// packages when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = 'chromium chromium-headless-shell';
const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES}`;

/**
 * Debian's chromium-headless-shell: the same Chromium built as the headless shell, the build
 * Playwright drives by default when headless. Without the desktop browser's layers it ran the
 * browser tests in 4.0 min where /usr/bin/chromium took 6.8 (docs/TESTING.md).
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Chromium's flags for the browser tests (e2e/playwright.config.ts) and Lighthouse
 * (e2e/tools/lighthouse.mjs): no sandbox (root in a container), no GPU, and nothing that calls
 * out of the machine on its own (updates, sync, background requests, first-run pages).
 */
export const CHROMIUM_FLAGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

function onPath(name) {
  try {
    return (
      execSync(`command -v ${name}`, { encoding: 'utf8', shell: '/bin/sh' }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** The browser tests' Chromium (`forTests`: the headless shell first) or Lighthouse's. */
export function findChromium({ forTests = false } = {}) {
  const candidates = [process.env.CHROME_PATH, forTests && HEADLESS_SHELL, '/usr/bin/chromium'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  return found ?? onPath('chromium') ?? onPath('chromium-browser');
}

export function ensureChromium({ forTests = false } = {}) {
  const found = findChromium({ forTests });
  const isComplete = found && (!forTests || process.env.CHROME_PATH || found === HEADLESS_SHELL);
  if (isComplete) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log(`Installing Debian's ${PACKAGES} for the browser tests ...`);
    try {
      execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${PACKAGES}`, {
        stdio: 'inherit',
        shell: '/bin/sh',
      });
    } catch (error) {
      if (!found) throw error;
      console.warn(`The install failed: the browser tests run in ${found}.`);
    }
    const installed = findChromium({ forTests });
    if (installed) return installed;
  }
  if (found) return found;
  console.error(
    `The browser tests need Chromium. Install it with:\n  ${INSTALL_COMMAND}\nor set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
