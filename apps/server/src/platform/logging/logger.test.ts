import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { builtFileOf } from '../../test/built-process.js';
import { redactUrl } from './logger.js';

const execFileAsync = promisify(execFile);

describe('redactUrl', () => {
  it('blanks link tokens and addresses, in the query or the unsubscribe path, keeping the rest', () => {
    expect(redactUrl('/Verify?id=7&token=abc123')).toBe('/Verify?id=7&token=[redacted]');
    expect(redactUrl('/reset-password-user?token=s3cr3t&email=a%40b.au')).toBe(
      '/reset-password-user?token=[redacted]&email=[redacted]',
    );
    expect(redactUrl('/api/newsletter/unsubscribe/tok3n?x=1')).toBe(
      '/api/newsletter/unsubscribe/[redacted]?x=1',
    );
    expect(redactUrl('/escorts/victoria?gender=female')).toBe('/escorts/victoria?gender=female');
  });
});

describe('createLogger output', () => {
  /** Runs createLogger in a child process whose stdout is a pipe, as under a process manager. */
  async function logLinesOf(env: 'production' | 'development'): Promise<string[]> {
    const logger = pathToFileURL(builtFileOf(new URL('./logger.ts', import.meta.url))).href;
    const script = [
      `const { createLogger } = await import(${JSON.stringify(logger)});`,
      `const logger = createLogger({ env: ${JSON.stringify(env)}, logLevel: 'info' });`,
      "logger.info({ outboxId: 7 }, 'mail sent');",
      "logger.error({ err: new Error('boom') }, 'mail delivery failed');",
    ].join('\n');
    const { stdout } = await execFileAsync(
      process.execPath,
      ['--input-type=module', '-e', script],
      { cwd: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..') },
    );
    return stdout.trim().split('\n');
  }

  it('writes one JSON object per line in production, with level, time, message and fields', async () => {
    const lines = await logLinesOf('production');
    expect(lines).toHaveLength(2);
    const [info, error] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(info).toMatchObject({ level: 30, msg: 'mail sent', outboxId: 7 });
    expect(typeof info!.time).toBe('number');
    expect(error).toMatchObject({ level: 50, msg: 'mail delivery failed' });
    expect(error!.err).toMatchObject({ type: 'Error', message: 'boom' });
  });

  it('stays JSON in development when stdout is not a terminal (pretty lines are for a terminal)', async () => {
    const lines = await logLinesOf('development');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'mail sent',
      'mail delivery failed',
    ]);
  });
});
