import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '../openapi-document.js';

/**
 * `npm run lint:openapi`: the app's OpenAPI document, built offline (no database, no network),
 * linted by Redocly's recommended rules as redocly.yaml sets them. Exit code: the linter's
 * (errors fail, warnings are printed). Nothing is sent anywhere (decision 028).
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const redoclyCli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

const tempDir = await mkdtemp(path.join(os.tmpdir(), 'directory-openapi-lint-'));
try {
  const documentFile = path.join(tempDir, 'openapi.json');
  await writeFile(documentFile, JSON.stringify(await buildOpenApiDocument(), null, 2));
  const lint = spawnSync(
    process.execPath,
    [
      redoclyCli,
      'lint',
      documentFile,
      '--format=stylish',
      '--config',
      path.join(serverDir, 'redocly.yaml'),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        // No usage data and no version look-up: the lint needs and makes no network call.
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
        REDOCLY_SUPPRESS_NOTIFICATIONS: 'true',
      },
    },
  );
  process.exitCode = lint.status ?? 1;
} finally {
  await rm(tempDir, { recursive: true, force: true });
}
