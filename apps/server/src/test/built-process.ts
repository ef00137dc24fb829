import { execFile, spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one way tests start the server or a CLI as its own process: `node dist/…`, the code
 * `npm start` runs, compiled once by `npm run build` (which `npm test` runs before Vitest).
 * Launching the TypeScript through tsx cost seconds of transform per process, about twenty
 * times a run; the compiled files start in a fraction of that.
 */

/** apps/server: the working directory of every process started here, as `npm start` uses. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SRC_DIR = path.join(SERVER_DIR, 'src');
const DIST_DIR = path.join(SERVER_DIR, 'dist');

let freshness: string | undefined;

/** Every compiled source file (tests excluded, as tsconfig.build.json excludes them). */
function listSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return file === path.join(SRC_DIR, 'test') ? [] : listSources(file);
    const isSource = entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts');
    return isSource && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Empty when dist/ matches src/; else what is wrong with it, once per test file. */
function checkDistIsFresh(): string {
  freshness ??= (() => {
    for (const source of listSources(SRC_DIR)) {
      const compiled = distFileOf(source);
      const compiledAt = statSync(compiled, { throwIfNoEntry: false })?.mtimeMs;
      if (compiledAt === undefined) return `${path.relative(SERVER_DIR, compiled)} is missing`;
      if (statSync(source).mtimeMs > compiledAt) {
        return `${path.relative(SERVER_DIR, source)} changed after ${path.relative(SERVER_DIR, compiled)} was built`;
      }
    }
    return '';
  })();
  return freshness;
}

function distFileOf(source: string): string {
  return path.join(DIST_DIR, path.relative(SRC_DIR, source)).replace(/\.ts$/, '.js');
}

/**
 * The compiled file of `source` (a path under apps/server, `src/server.ts`, or a file URL of a
 * source file). Throws, naming the fix, when dist/ is missing or older than src/: a process test
 * must never pass or fail on stale code.
 */
export function builtFileOf(source: string | URL): string {
  const absolute = source instanceof URL ? fileURLToPath(source) : path.resolve(SERVER_DIR, source);
  const problem = checkDistIsFresh();
  if (problem) {
    throw new Error(
      `apps/server/dist is out of date (${problem}): run npm run build (npm test builds it first).`,
    );
  }
  return distFileOf(absolute);
}

/** Starts the compiled `source` as a child process (cwd apps/server unless `options.cwd`). */
export function spawnBuilt(
  source: string,
  args: readonly string[],
  options: SpawnOptions,
): ChildProcess {
  return spawn(process.execPath, [builtFileOf(source), ...args], { cwd: SERVER_DIR, ...options });
}

export interface BuiltRunResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface BuiltRunOptions {
  args?: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Written to the process's stdin, which is then closed. */
  stdin?: string;
  timeoutMs?: number;
}

/** Runs the compiled CLI `source` to its end, as `npm run <script>` would, and collects its output. */
export function runBuilt(source: string, options: BuiltRunOptions): Promise<BuiltRunResult> {
  const file = builtFileOf(source);
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [file, ...(options.args ?? [])],
      { cwd: SERVER_DIR, env: options.env, timeout: options.timeoutMs ?? 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
    child.stdin?.end(options.stdin ?? '');
  });
}
