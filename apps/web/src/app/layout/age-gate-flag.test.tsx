import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGE_GATE_STORAGE_KEY } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { AGE_GATE_PASSED_CLASS } from './age-gate';

/** The script a server-drawn page runs before the first paint, as the browser runs it. */
const here = dirname(fileURLToPath(import.meta.url));
const script = readFileSync(resolve(here, '../../../public/age-gate-flag.js'), 'utf8');
const runScript = new Function(script) as () => void;

describe('public/age-gate-flag.js', () => {
  afterEach(() => {
    document.documentElement.classList.remove(AGE_GATE_PASSED_CLASS);
    window.localStorage.clear();
  });

  it('marks the page for a visitor whose visited flag the app wrote', () => {
    window.localStorage.setItem(AGE_GATE_STORAGE_KEY, 'true');
    runScript();
    expect(document.documentElement.classList.contains(AGE_GATE_PASSED_CLASS)).toBe(true);
  });

  it('leaves the gate to show on a first visit', () => {
    runScript();
    expect(document.documentElement.classList.contains(AGE_GATE_PASSED_CLASS)).toBe(false);
  });
});
