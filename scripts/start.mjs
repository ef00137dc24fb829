// `npm start`: builds whatever is missing or older than its sources, then runs the production
// server (API + built web app, one process) in this process, so signals reach it directly.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const parts = [
  {
    workspace: 'packages/contract',
    sources: ['packages/contract/src'],
    output: 'packages/contract/dist/index.js',
  },
  {
    workspace: 'apps/web',
    sources: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'packages/contract/src'],
    output: 'apps/web/dist/index.html',
  },
  {
    workspace: 'apps/server',
    sources: ['apps/server/src', 'packages/contract/src'],
    output: 'apps/server/dist/server.js',
  },
];

function newestChange(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const info = statSync(full);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(
    info.mtimeMs,
    ...readdirSync(full).map((name) => newestChange(path.join(entry, name))),
  );
}

for (const part of parts) {
  const output = path.join(root, part.output);
  const isStale =
    !existsSync(output) || Math.max(...part.sources.map(newestChange)) > statSync(output).mtimeMs;
  if (isStale) {
    console.log(`building ${part.workspace} ...`);
    execSync(`npm run build -w ${part.workspace}`, { cwd: root, stdio: 'inherit' });
  }
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
