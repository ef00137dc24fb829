// Types of find-chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function findChromium(): string | undefined;
export declare function ensureChromium(): string;
