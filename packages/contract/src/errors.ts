import { z } from 'zod';
import { IMAGE_UPLOADS_PER_HOUR } from './images.js';

/** Every error the API sends: a message for people, and for field errors a map field → message. */
export const ErrorResponseSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const MESSAGES = {
  notFound: 'Not found',
  routeNotFound: 'There is no API endpoint at this path.',
  internal: 'Something went wrong on our side. Please try again.',
  invalidInput: 'Some of the information sent is not valid.',
  tooManyRequests: 'Too many requests. Please wait a minute and try again.',
  /** A NUL character (U+0000) anywhere in a field, the query or the path: never stored. */
  nulCharacter: 'Text cannot contain the NUL character (\\u0000). Please remove it and try again.',
  /** A multipart body that does not parse: a missing or wrong boundary, or cut off half way. */
  malformedMultipart:
    'The form could not be read: it is malformed or was cut off. Please send it again.',
  /** More images waiting to be processed than the server takes at once. */
  imagesBusy: 'Too many images are being processed right now. Please try again in a moment.',
  /** The account's hourly image budget is spent (429 with Retry-After). */
  uploadBudgetSpent: `You can upload at most ${IMAGE_UPLOADS_PER_HOUR} images an hour. Please try again later.`,
  /** The client hung up before its image was stored: nobody reads it, the log does. */
  uploadAbandoned: 'The upload was abandoned before it was stored.',
  /** The database cannot be reached (stopped, restarting, cut off): every API call says so. */
  databaseUnavailable:
    'The site cannot reach its database right now. Please try again in a few seconds.',
  /** The object store holding images (S3_BUCKET) cannot be reached: uploads and images wait. */
  imagesUnavailable: 'Images cannot be reached right now. Please try again in a few seconds.',
  /** Load shedding (event-loop delay or memory past their limits). */
  serverBusy: 'The server is too busy right now. Please try again in a few seconds.',
  /** The server is stopping (SIGTERM): requests that arrive meanwhile are turned away. */
  shuttingDown: 'The server is restarting. Please try again in a few seconds.',
  /** A request whose headers or body did not arrive in time (a slow or stalled client). */
  requestTimeout: 'The request took too long to arrive. Please send it again.',
  /** Request headers past the server's limit (16 KB). */
  headersTooLarge: 'The request headers are too large.',
  /** A request the server cannot read at all (broken HTTP). */
  unreadableRequest: 'The request could not be read.',
} as const;
