import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * STYLE.md: one feature does not import another; shared pieces live in components/ui, lib and
 * hooks, which import no feature and not the app shell. Checked here on the import paths.
 */
const SRC = dirname(fileURLToPath(import.meta.url));
/** `import x from '…'`, `export … from '…'`, `import '…'` and `import('…')`. */
const IMPORT_PATTERN =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The folder under src/ a file belongs to: 'features/blog', 'lib', 'app', ... */
function areaOf(file: string): string {
  const parts = relative(SRC, file).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : (parts[0] ?? '');
}

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT_PATTERN)]
    .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier));
}

const files = sourceFiles(SRC).filter((file) => !/\.test\.tsx?$/.test(file));

describe('import boundaries', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThan(20);
  });

  it('keeps each feature to itself and the shared folders', () => {
    const crossings: string[] = [];
    for (const file of files) {
      const from = areaOf(file);
      if (!from.startsWith('features/')) continue;
      for (const target of relativeImports(file)) {
        const to = areaOf(target);
        if (to !== from && !['components', 'lib', 'hooks'].includes(to)) {
          crossings.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });

  it('keeps the shared folders free of features and the app shell', () => {
    const crossings: string[] = [];
    for (const file of files) {
      if (!['components', 'lib', 'hooks'].includes(areaOf(file))) continue;
      for (const target of relativeImports(file)) {
        const to = areaOf(target);
        if (to === 'app' || to.startsWith('features/')) {
          crossings.push(`${relative(SRC, file)} → ${relative(SRC, target)}`);
        }
      }
    }
    expect(crossings).toEqual([]);
  });
});
