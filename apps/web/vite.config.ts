import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

/** Where the dev server forwards API, image and server-rendered paths (the Fastify server). */
const API_PROXY_TARGET = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/** Paths the API server owns; everything else is the single-page app. */
const SERVER_PATHS = ['/api', '/images', '/healthz', '/readyz', '/sitemap.xml', '/robots.txt'];

const proxy = Object.fromEntries(
  SERVER_PATHS.map((path) => [path, { target: API_PROXY_TARGET, changeOrigin: true }]),
);

/** React, the router and TanStack Query: needed by every page, updated rarely. */
const VENDOR_MODULES =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/][^\\/]+)[\\/]/;

/**
 * react-toastify's default entry injects its CSS in a <style> tag, which the CSP (style-src
 * 'self') blocks. Its 'unstyled' entry is the same API without the injection; every import of
 * 'react-toastify' goes there, so toast() and the one ToastContainer share one store, and the
 * stylesheet is bundled as a file (app/layout/toast-region.tsx).
 */
const TOASTIFY_ALIAS = { find: /^react-toastify$/, replacement: 'react-toastify/unstyled' };

/**
 * The server-rendering entry (decision 044), built by `vite build --ssr` into dist/server,
 * where the server imports it (SERVER_ENTRY_FILE in the contract). Every package is bundled
 * into it: the production image installs only the server's dependencies.
 */
const SERVER_BUILD = {
  plugins: [react()],
  resolve: { alias: [TOASTIFY_ALIAS] },
  ssr: { noExternal: true },
  // React, the router and TanStack Query are bundled in: without this they would choose their
  // development builds at run time whenever NODE_ENV is not set (as under `npm start`), and
  // draw each page two to three times slower, with checks meant for the developer's console.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false },
} satisfies UserConfig;

const BROWSER_BUILD = {
  plugins: [react()],
  resolve: { alias: [TOASTIFY_ALIAS] },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    // dist/.vite/manifest.json maps each page's source module to its chunk and imports: the
    // server reads it to preload a requested page's chunk (apps/server/src/platform/http/page-preloads.ts).
    manifest: true,
    // Every browser the site supports but Safari before 17 and Firefox before 115 preloads
    // modules itself; those load a chunk when it is imported instead, as without the hint.
    // The polyfill cost every page about 0.35 KB gzip of the home page's 150 KB budget, which
    // hydration (decision 044) needed.
    modulePreload: { polyfill: false },
    // File names under dist/assets/ carry a content hash (Vite's default), so the server can
    // cache them for a year. The libraries that change least share one chunk, which stays
    // cached across releases of the app's own code.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: VENDOR_MODULES }],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { proxy },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? SERVER_BUILD : BROWSER_BUILD));
