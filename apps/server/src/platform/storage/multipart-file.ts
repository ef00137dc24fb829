import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.js';

/** What to answer when the one file of an upload form is missing, too large or cut off. */
export interface FilePartMessages {
  required: string;
  tooLarge: string;
  incomplete: string;
}

/**
 * What @fastify/multipart accepts of a one-file upload form (listing photos, blog covers): one
 * file of at most `maxBytes`, nothing else of any size.
 */
export function oneFileFormLimits(maxBytes: number) {
  return {
    fileSize: maxBytes,
    files: 1,
    fields: 5,
    parts: 6,
    fieldSize: 1024,
    headerPairs: 50,
  } as const;
}

/** A 422 carrying the message on the form's file field, so the form shows it there. */
export function filePartError(field: string, message: string): AppError {
  return new AppError('unprocessable', message, { [field]: message });
}

/**
 * Reads the one file of a multipart body, in field `field`, into memory, whole and under the
 * limit given to @fastify/multipart, before anything is written: a body cut off half way
 * fails here and leaves nothing behind. Listing photos and blog covers use it.
 */
export async function readOneFilePart(
  request: FastifyRequest,
  field: string,
  messages: FilePartMessages,
): Promise<Buffer> {
  if (!request.isMultipart()) throw filePartError(field, messages.required);
  let data: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== field || data) throw filePartError(field, messages.required);
      data = await part.toBuffer();
    }
  } catch (error) {
    throw translateUploadError(error, field, messages);
  }
  if (!data || data.length === 0) throw filePartError(field, messages.required);
  return data;
}

function translateUploadError(error: unknown, field: string, messages: FilePartMessages): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return filePartError(field, messages.tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return filePartError(field, messages.required);
  }
  // Anything else is a body that ended early or does not parse: the client's, never a 500.
  return new AppError('bad_request', messages.incomplete);
}
