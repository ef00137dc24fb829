// Types of find-chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const CHROMIUM_FLAGS: readonly string[];
/** `forTests`: the browser tests' Chromium, Debian's headless shell first. */
export declare function findChromium(options?: { forTests?: boolean }): string | undefined;
export declare function ensureChromium(options?: { forTests?: boolean }): string;
