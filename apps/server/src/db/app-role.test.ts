import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SUPERUSER_EXTENSIONS } from './app-role.js';
import { MIGRATIONS_DIR } from './migrate.js';

describe('the app role and the migrations', () => {
  it('has the superuser create every extension a migration needs, since the app role may not', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((file) => file.endsWith('.sql'));
    const needed = new Set<string>();
    for (const file of files) {
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const match of text.matchAll(
        /create\s+extension\s+(?:if\s+not\s+exists\s+)?"?([\w-]+)"?/gi,
      )) {
        needed.add(match[1]!.toLowerCase());
      }
    }

    expect(files.length).toBeGreaterThan(0);
    expect([...needed].filter((name) => !SUPERUSER_EXTENSIONS.includes(name))).toEqual([]);
  });
});
