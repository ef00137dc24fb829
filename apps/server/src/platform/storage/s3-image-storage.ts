import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { Logger } from 'pino';
import { MESSAGES } from '@app/contract';
import type { S3Config } from '../config/config.js';
import { AppError } from '../http/errors.js';
import {
  IMAGE_CACHE_CONTROL,
  imageContentType,
  isValidImageName,
  type ImageStorage,
} from './image-storage.js';

/**
 * A store that does not answer must not hold a request for long: at most two attempts (the
 * SDK's retry with backoff) of 2 s to connect and 5 s until the answer starts (an upload's
 * body is sent within those 5 s), so about 10 s at worst for a store that accepts
 * connections and then says nothing.
 */
export const S3_TIMEOUTS = { connectMs: 2_000, answerMs: 5_000 } as const;
const MAX_ATTEMPTS = 2;
/** What a client is told to wait before trying again while the store is unreachable. */
const RETRY_AFTER_SECONDS = '5';

/** The bucket could not be reached at start: a setting is wrong or the store is down. */
export class ImageBucketUnreachableError extends Error {
  constructor(config: S3Config, cause: unknown) {
    const where = config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`;
    super(
      `The image bucket "${config.bucket}"${where} cannot be reached (${describe(cause)}). ` +
        'Check S3_BUCKET, S3_ENDPOINT, S3_REGION and the credentials, and that the store is up.',
      { cause },
    );
    this.name = 'ImageBucketUnreachableError';
  }
}

/**
 * Images in a bucket of S3 or any S3-compatible store, so every server behind a load balancer
 * reads and writes the same files. Checks at once that the bucket answers (HeadBucket), so a
 * wrong setting stops the start with a clear message instead of failing every upload later.
 */
export async function openS3ImageStorage(
  config: S3Config,
  logger?: Pick<Logger, 'warn'>,
): Promise<ImageStorage> {
  const client = createS3Client(config);
  try {
    await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
  } catch (error) {
    client.destroy();
    throw new ImageBucketUnreachableError(config, error);
  }
  return createS3ImageStorage(client, config.bucket, logger);
}

export function createS3Client(
  config: S3Config,
  timeouts: { connectMs: number; answerMs: number } = S3_TIMEOUTS,
): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    maxAttempts: MAX_ATTEMPTS,
    requestHandler: {
      connectionTimeout: timeouts.connectMs,
      // Until the answer starts (without the flag the SDK only logs that it is late). No idle
      // limit on the body after that: a visitor reading slowly pauses the store's socket.
      requestTimeout: timeouts.answerMs,
      throwOnRequestTimeout: true,
    },
  });
}

/** The storage over a client made elsewhere (tests); names are checked as the local one does. */
export function createS3ImageStorage(
  client: S3Client,
  bucket: string,
  logger?: Pick<Logger, 'warn'>,
): ImageStorage {
  // Any failure but "no such object" is the store's, not the visitor's: a 503 to retry.
  const unavailable = (error: unknown, action: string, name: string): AppError => {
    logger?.warn({ err: error, bucket, name }, `image store: could not ${action} an image`);
    return new AppError('unavailable', MESSAGES.imagesUnavailable, undefined, {
      headers: { 'retry-after': RETRY_AFTER_SECONDS },
    });
  };
  return {
    async save(name, data) {
      if (!isValidImageName(name)) throw new Error(`Invalid image name: ${name}`);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: name,
            Body: data,
            ContentType: imageContentType(name),
            CacheControl: IMAGE_CACHE_CONTROL,
          }),
        );
      } catch (error) {
        throw unavailable(error, 'save', name);
      }
    },
    async open(name) {
      if (!isValidImageName(name)) return undefined;
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name }));
        if (!(answer.Body instanceof Readable)) {
          throw new Error('the store answered without a readable body');
        }
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error, 'read', name);
      }
    },
    async exists(name) {
      if (!isValidImageName(name)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw unavailable(error, 'look up', name);
      }
    },
    async remove(name) {
      if (!isValidImageName(name)) return;
      // S3 answers 204 for a key that is not there, so a missing file is no error here either.
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name }));
      } catch (error) {
        if (isMissing(error)) return;
        throw unavailable(error, 'delete', name);
      }
    },
  };
}

/** NoSuchKey from GetObject; a bare 404 from HeadObject, which has no body to name it. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // A bucket gone since the start is the store's fault, not a missing picture.
  if (error.name === 'NoSuchBucket') return false;
  return (
    error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404
  );
}

function describe(error: unknown): string {
  if (error instanceof S3ServiceException) {
    const status = error.$metadata.httpStatusCode;
    return status ? `${error.name}, HTTP ${status}` : error.name;
  }
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
