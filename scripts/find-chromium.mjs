// Finds Debian's Chromium for the browser tests: CHROME_PATH, /usr/bin/chromium, or the PATH.
// Never a downloaded browser. As root on Debian, installs the chromium package when missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

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

export function findChromium() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium'];
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  return found ?? onPath('chromium') ?? onPath('chromium-browser');
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log("Chromium is missing: installing Debian's chromium package ...");
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
      stdio: 'inherit',
      shell: '/bin/sh',
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  console.error(
    `The browser tests need Chromium. Install it with:\n  ${INSTALL_COMMAND}\nor set CHROME_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
