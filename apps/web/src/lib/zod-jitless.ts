/**
 * Zod's faster object parser first probes whether `new Function` works. The CSP allows no
 * eval, so the browser reports every probe as a `securitypolicyviolation`, although Zod
 * catches the error: noise that would hide a real violation (no page raises a CSP
 * report). With `jitless` set Zod skips the probe and validates the same way.
 *
 * Set through Zod's shared global config object (what `z.config()` writes to), not by
 * importing Zod: the entry chunk stays free of Zod, which only form pages load (the
 * JavaScript budget of docs/PERFORMANCE.md). Mutated in place, so it holds whether Zod has loaded yet or not.
 */
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

export function makeZodJitless(): void {
  globalThis.__zod_globalConfig ??= {};
  globalThis.__zod_globalConfig.jitless = true;
}
