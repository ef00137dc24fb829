import { AGE_GATE_FLAG_SCRIPT, AGE_GATE_PASSED_CLASS, AGE_GATE_STORAGE_KEY } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';

/** The script a server-drawn page runs inline before the first paint, as the browser runs it. */
const runScript = new Function(AGE_GATE_FLAG_SCRIPT) as () => void;

describe('the age-gate flag script', () => {
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
