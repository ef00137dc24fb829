import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../text/sanitize-html.js';

/**
 * The web app's pages the server writes a head for, by the source module of their lazy chunk
 * (the keys of Vite's build manifest; apps/web/src/app/routes.tsx imports the same files). A
 * test checks that each file exists, so a renamed page fails there rather than silently.
 */
export const PAGE_MODULES = {
  home: 'src/features/search/pages/home-page.tsx',
  results: 'src/features/search/pages/escorts-page.tsx',
  profile: 'src/features/profiles/pages/profile-page.tsx',
  blogList: 'src/features/blog/pages/blog-list-page.tsx',
  blogEntry: 'src/features/blog/pages/blog-entry-page.tsx',
} as const;

export type PageName = keyof typeof PAGE_MODULES;

/**
 * What a page's HTML asks the browser to fetch at once, beside the entry script, instead of
 * after it has run (decision 022): the page's code chunk and its first API read.
 */
export interface PagePreload {
  readonly page: PageName;
  /**
   * The page's first API read, built with the helper the web app uses, so the app's fetch
   * reuses the preloaded answer. Public answers only (REUSABLE_ROUTES): never a private one.
   */
  readonly apiUrl?: string;
}

/** The part of a Vite build manifest entry this reads (`build.manifest: true`). */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** Where Vite writes the manifest in the build (its default name). */
export const BUILD_MANIFEST_PATH = path.join('.vite', 'manifest.json');

/** The build's manifest, or undefined when the build has none (then nothing is preloaded). */
export function readBuildManifest(distDir: string): BuildManifest | undefined {
  const file = path.join(distDir, BUILD_MANIFEST_PATH);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as BuildManifest) : undefined;
}

/**
 * The `<link>` tags for a page: a modulepreload for its chunk and every chunk it imports that
 * index.html does not already load, a preload for their stylesheets (Vite's loader finds
 * them by href and does not fetch them again), and a fetch preload for its API read, in
 * the mode and credentials of the app's same-origin `fetch` so the browser can reuse it.
 */
export function renderPreloadLinks(manifest: BuildManifest, preload: PagePreload): string {
  const { scripts, styles } = chunkFilesOf(manifest, PAGE_MODULES[preload.page]);
  const tags = [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${href(file)}" />`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="${href(file)}" />`),
  ];
  if (preload.apiUrl) {
    tags.push(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(preload.apiUrl)}" />`,
    );
  }
  return tags.join('\n    ');
}

/**
 * The stylesheet links of a page drawn on the server (decision 044): its chunk's CSS, which
 * the browser would otherwise fetch only with the page's code, after the markup has painted
 * unstyled. Vite's loader finds them by href and does not add them again.
 */
export function renderPageStylesheets(manifest: BuildManifest, sourceModule: string): string {
  return chunkFilesOf(manifest, sourceModule)
    .styles.map((file) => `<link rel="stylesheet" crossorigin href="${href(file)}" />`)
    .join('\n    ');
}

/** A page chunk's own files and its imports', less those the entry (index.html) loads. */
function chunkFilesOf(manifest: BuildManifest, sourceModule: string) {
  const loadedByEntry = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) collectImports(manifest, key, loadedByEntry);
  }
  const needed = new Set<string>();
  if (manifest[sourceModule]) collectImports(manifest, sourceModule, needed);
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const key of needed) {
    if (loadedByEntry.has(key)) continue;
    const chunk = manifest[key]!;
    scripts.push(chunk.file);
    styles.push(...(chunk.css ?? []));
  }
  return { scripts, styles: [...new Set(styles)] };
}

function collectImports(manifest: BuildManifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collectImports(manifest, imported, into);
}

/** Manifest files are relative to the build's root, which the server serves at /. */
function href(file: string): string {
  return escapeHtml(`/${file}`);
}
