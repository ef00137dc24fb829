import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../platform/config/config.js';

/** s3rver checks signatures against this fixed key pair. */
const ACCESS_KEY = 'S3RVER';

/** An S3-compatible store on loopback (s3rver), its files in a temporary folder. */
export interface S3TestServer {
  /** http://127.0.0.1:PORT */
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps objects: `<directory>/<bucket>/<key>…`. */
  directory: string;
  /** The settings a storage (or a server's S3_* variables) takes to reach the bucket. */
  config: S3Config;
  /** S3_* variables for a server process. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port with one empty bucket. */
export async function startS3TestServer(bucket = 'images-test'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    config: {
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: ACCESS_KEY },
      forcePathStyle: true,
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close().catch(() => undefined);
      await rm(directory, { recursive: true, force: true });
    },
  };
}
