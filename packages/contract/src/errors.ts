import { z } from 'zod';

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
} as const;
