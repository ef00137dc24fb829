import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../platform/config/config.js';

/**
 * The deployment files checked as text: no Docker engine runs here (and `docker compose` may
 * be missing), so the image is not built in tests. What can be proved without one is: the
 * Dockerfile's runtime stage is non-root, production-only and health-checked on /readyz, and
 * compose.yaml gives the app every setting production needs, in a form loadConfig accepts.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const read = (file: string) => readFile(path.join(repoRoot, file), 'utf8');

interface ComposeService {
  image?: string;
  build?: string;
  command?: unknown;
  environment?: Record<string, string>;
  volumes?: string[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}

interface Compose {
  services: Record<string, ComposeService>;
}

/** Every setting a production server needs (config.ts, README "Production"), storage included. */
const PRODUCTION_SETTINGS = [
  'NODE_ENV',
  'PUBLIC_URL',
  'JWT_SECRET',
  'TRUST_PROXY',
  'SMTP_URL',
  'DATABASE_URL',
  'REDIS_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
];

let compose: Compose;
let dockerfile: string;

beforeAll(async () => {
  compose = parse(await read('compose.yaml')) as Compose;
  dockerfile = await read('Dockerfile');
});

/**
 * Compose's variable substitution: ${VAR}, ${VAR:-default}, ${VAR:?message} (refuses when
 * VAR is unset or empty) and $$ for a literal dollar sign.
 */
function interpolate(text: string, variables: Record<string, string>): string {
  return text.replace(
    /\$\$|\$\{([A-Z0-9_]+)(?:(:?[-?])([^}]*))?\}/g,
    (match, name: string | undefined, operator: string | undefined, argument: string) => {
      if (match === '$$') return '$';
      const value = variables[name!];
      const isMissing = operator?.startsWith(':') ? !value : value === undefined;
      if (operator?.endsWith('?') && isMissing) throw new Error(`${name}: ${argument}`);
      if (operator?.endsWith('-') && isMissing) return argument;
      return value ?? '';
    },
  );
}

/** KEY=value lines of .env.example (comments and blank lines skipped). */
async function readEnvExample(): Promise<Record<string, string>> {
  const variables: Record<string, string> = {};
  for (const line of (await read('.env.example')).split('\n')) {
    const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
    if (match) variables[match[1]!] = match[2]!;
  }
  return variables;
}

function appEnvironment(variables: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(compose.services.app!.environment!).map(([name, value]) => [
      name,
      interpolate(String(value), variables),
    ]),
  );
}

/** The final stage of the Dockerfile: the image that runs. */
function runtimeStage(): string {
  const stages = dockerfile.split(/^FROM /m);
  return stages[stages.length - 1]!;
}

describe('Dockerfile', () => {
  it('builds in one stage and runs from another that has only production dependencies', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    const runtime = runtimeStage();
    expect(runtime).toMatch(/npm ci --omit=dev/);
    expect(runtime).toMatch(/NODE_ENV=production/);
    // Nothing from the build context but package manifests: sources stay in the build stage.
    const contextCopies = runtime.match(/^COPY (?!--from)(.*)$/gm) ?? [];
    for (const line of contextCopies) {
      expect(line).toMatch(/^COPY (\S*package(-lock)?\.json\s+)+\S+$/);
    }
    for (const built of [
      'packages/contract/dist',
      'apps/server/dist',
      'apps/server/drizzle',
      'apps/web/dist',
    ]) {
      expect(runtime).toContain(`COPY --from=build /app/${built} ${built}`);
    }
  });

  it('runs as a non-root user, exposes 3000, checks /readyz and starts the built server', () => {
    const runtime = runtimeStage();
    const user = /^USER (\S+)$/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
    expect(runtime).toMatch(/^EXPOSE 3000$/m);
    const healthcheck = /^HEALTHCHECK [\s\S]*?CMD (.*)$/m.exec(runtime)?.[1];
    expect(healthcheck).toContain('/readyz');
    expect(healthcheck).not.toContain('curl'); // slim images have none
    expect(runtime).toMatch(/^CMD \["node", "apps\/server\/dist\/server\.js"\]$/m);
    // tsc -p tsconfig.build.json turns src/server.ts into that file.
    expect(existsSync(path.join(repoRoot, 'apps/server/src/server.ts'))).toBe(true);
  });

  it('copies only files that exist and that .dockerignore lets through', async () => {
    const ignored = (await read('.dockerignore'))
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));
    for (const entry of ['.git', '**/node_modules', '**/dist', 'data']) {
      expect(ignored).toContain(entry);
    }
    const sources = [...dockerfile.matchAll(/^COPY (?!--from)(.*)\s+\S+$/gm)].flatMap((match) =>
      match[1]!.trim().split(/\s+/),
    );
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
      expect(ignored.some((entry) => source === entry || source.startsWith(`${entry}/`))).toBe(
        false,
      );
    }
  });
});

describe('compose.yaml', () => {
  it('runs PostgreSQL 18 on a volume, Redis and MinIO, each with a health check, and makes the bucket', () => {
    const { postgres, redis, storage, 'storage-setup': setup } = compose.services;
    expect(postgres!.image).toBe('postgres:18');
    expect(postgres!.volumes!.some((volume) => volume.endsWith(':/var/lib/postgresql'))).toBe(true);
    const initScript = postgres!.volumes!.find((volume) => volume.includes('initdb.d'));
    const scriptFile = path.join(repoRoot, initScript!.split(':')[0]!);
    expect(statSync(scriptFile).mode & 0o111).not.toBe(0);
    for (const service of [postgres, redis, storage])
      expect(service!.healthcheck!.test).toBeTruthy();
    expect(setup!.image).toContain('mc');
    expect(JSON.stringify(setup!.command)).toContain('mc mb --ignore-existing');
  });

  it('builds the app from this folder and starts it once its services are healthy', () => {
    const app = compose.services.app!;
    expect(app.build).toBe('.');
    expect(app.ports).toBeUndefined(); // reached through the proxy only, so it can be scaled
    expect(app.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
      'storage-setup': { condition: 'service_completed_successfully' },
    });
    expect(compose.services.proxy!.depends_on).toEqual({ app: { condition: 'service_healthy' } });
  });

  it('gives the app every production setting; secrets come from .env and are required', () => {
    const environment = compose.services.app!.environment!;
    for (const name of PRODUCTION_SETTINGS) expect(Object.keys(environment)).toContain(name);
    expect(environment.NODE_ENV).toBe('production');
    for (const secret of ['JWT_SECRET', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL', 'PUBLIC_URL']) {
      expect(environment[secret]).toMatch(new RegExp(`^\\$\\{${secret}:\\?`));
    }
    expect(environment.DATABASE_URL).toContain('${APP_DB_PASSWORD:?');
  });

  it('refuses to start with .env.example as it is (secrets empty), and with them filled in the server accepts its settings', async () => {
    const example = await readEnvExample();
    expect(() => appEnvironment(example)).toThrow(/JWT_SECRET/);

    const filled = { ...example };
    for (const [name, value] of Object.entries(filled)) {
      if (!value) filled[name] = `${name.toLowerCase()}-0123456789abcdef0123456789abcdef`;
    }
    filled.APP_DB_PASSWORD = 'abc123def456';
    const env = appEnvironment(filled);
    const config = loadConfig(env);
    expect(config).toMatchObject({
      env: 'production',
      publicUrl: 'https://www.example.com.au',
      databaseUrl: 'postgres://directory_app:abc123def456@postgres:5432/directory',
      redisUrl: 'redis://redis:6379',
      seedDemo: false,
      trustProxy: 1,
      s3: {
        bucket: 'directory-images',
        endpoint: 'http://storage:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'directory-app' },
      },
    });
    expect(config.smtpUrl).toMatch(/^smtps:\/\//);
    expect(config.jwtSecret!.length).toBeGreaterThanOrEqual(32);
    expect(config.metricsToken).toBeUndefined();
  });
});
