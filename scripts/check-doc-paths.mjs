#!/usr/bin/env node
// Fails when README.md, a folder's README.md or a page under docs/ names a repository path
// that does not exist, so the docs cannot drift from the tree unnoticed (`npm run lint`).
//
// What counts as a path:
// - a backticked word that starts at the repository root (`apps/…`, `packages/…`, `docs/…`,
//   `e2e/…`, `scripts/…`, `.ci/…`, `.github/…`);
// - a backticked source path written from inside an app, as the docs often do
//   (`modules/search/daily-rotation.ts`, `features/admin/lib/admin-dates.ts`): it must exist
//   under one of the workspaces' source folders (SHORT_PATH_BASES);
// - the target of a Markdown link or image that is not a URL, read from the linking file's
//   folder (`[021](../decisions/021-search-at-a-million-listings.md)`).
// A folder's README may also name paths from its own folder (`src/app/` in apps/web/README.md).
// Build output (`dist/`) and run-time folders (`data/`, `reports/`) are not in the tree and are
// not checked.
// A link's anchor into a Markdown file must name one of its headings, as GitHub makes them
// (`accounts.md#one-time-code`), so code and docs can point at a rule by its heading.
// Otherwise an anchor (`#…`), a query (`?…`) or a line number (`:12`) is dropped first. For a word with a
// placeholder (`<feature>`, `:id`, `{z}`, `…`) or a glob (`*`), the folder before it must exist.
// A file that is gone is named in words in the docs (decisions are history), not as a path.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ROOT_PREFIXES = ['apps/', 'packages/', 'docs/', 'e2e/', 'scripts/', '.ci/', '.github/'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'reports',
  'test-results',
]);
/** First folders of the shorthand paths, and where such a path may live. */
const SHORT_PATH_FIRSTS = new Set([
  'modules',
  'platform',
  'db',
  'features',
  'components',
  'lib',
  'hooks',
  'app',
  'bench',
  'drizzle',
  'specs',
  'support',
  'tools',
  'test',
  'src',
]);
const SHORT_PATH_BASES = [
  'apps/server/src',
  'apps/server',
  'apps/web/src',
  'apps/web',
  'e2e',
  'packages/contract/src',
  'packages/contract',
];
const SOURCE_FILE = /\.(ts|tsx|mjs|js|sql|css|json)$/;
const GENERATED = /(^|\/)(dist|data|reports|node_modules)(\/|$)/;
const PLACEHOLDER = /[<{*…]|\.\.\.|:[a-zA-Z]|\$/;

/** Every Markdown file the check reads: README.md files anywhere, and everything in docs/. */
export function listDocFiles(root = ROOT) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (isDocFile(relative(root, path))) files.push(path);
    }
  };
  walk(root);
  return files.sort();
}

function isDocFile(repoPath) {
  if (!repoPath.endsWith('.md')) return false;
  return repoPath.startsWith('docs/') || repoPath.split('/').at(-1) === 'README.md';
}

/** The paths a Markdown text names, each with its line and the folder it is read from. */
export function findNamedPaths(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const match of line.matchAll(/`([^`]+)`/g)) {
      for (const word of match[1].split(/\s+/)) {
        const path = trimWord(word);
        if (ROOT_PREFIXES.some((prefix) => path.startsWith(prefix))) {
          found.push({ line: index + 1, path, from: 'root' });
        } else if (isShortSourcePath(path)) {
          found.push({ line: index + 1, path, from: 'source' });
        }
      }
    }
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const anchor = /\.md#([^#]+)$/.exec(target)?.[1];
      found.push({ line: index + 1, path: trimWord(target), from: 'file', anchor });
    }
  });
  return found.filter((entry) => entry.path !== '');
}

function isShortSourcePath(path) {
  const [first] = path.split('/');
  return path.includes('/') && SHORT_PATH_FIRSTS.has(first) && SOURCE_FILE.test(path);
}

function trimWord(word) {
  return word
    .replace(/^[("'[]+/, '')
    .replace(/[.,;:)'"\]]+$/, '')
    .replace(/[#?].*$/, '')
    .replace(/:\d+(-\d+)?$/, '');
}

/** The part of a path that must exist: all of it, or the folder before a placeholder. */
export function requiredPart(path) {
  const placeholder = path.search(PLACEHOLDER);
  if (placeholder === -1) return path;
  const cut = path.lastIndexOf('/', placeholder);
  return cut === -1 ? '' : path.slice(0, cut + 1);
}

/** Where a named path may be: the root, its file's folder, or a workspace's sources. */
function candidates(root, file, from, part) {
  const own = resolve(dirname(file), part);
  if (from === 'file') return [own];
  if (from === 'root') return [join(root, part), own];
  return [own, ...SHORT_PATH_BASES.map((base) => join(root, base, part))];
}

const headingAnchors = new Map();

/** The anchors GitHub gives a Markdown file's headings (fenced code left out). */
export function listHeadingAnchors(file) {
  if (!headingAnchors.has(file)) {
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const anchors = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
      heading
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\- _]/gu, '')
        .replace(/ /g, '-'),
    );
    headingAnchors.set(file, new Set(anchors));
  }
  return headingAnchors.get(file);
}

/** The named paths of every doc file that do not exist, as `file:line: path`. */
export function findMissingPaths(root = ROOT) {
  const missing = [];
  for (const file of listDocFiles(root)) {
    for (const { line, path, from, anchor } of findNamedPaths(readFileSync(file, 'utf8'))) {
      const part = requiredPart(path);
      if (part === '' || GENERATED.test(part)) continue;
      const existing = candidates(root, file, from, part).find((candidate) =>
        existsSync(candidate),
      );
      if (!existing) missing.push(`${relative(root, file)}:${line}: ${path}`);
      else if (anchor && !listHeadingAnchors(existing).has(anchor)) {
        missing.push(`${relative(root, file)}:${line}: ${path}#${anchor} (no such heading)`);
      }
    }
  }
  return missing;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = findMissingPaths();
  if (missing.length > 0) {
    console.error(`Paths named in the docs that do not exist (${missing.length}):`);
    for (const entry of missing) console.error(`  ${entry}`);
    process.exit(1);
  }
  console.log('Every repository path named in the docs exists.');
}
