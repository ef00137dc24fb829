import type { FastifyRequest } from 'fastify';
import { CUSTOMER_MESSAGES, MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@app/contract';
import { AppError } from '../../platform/http/errors.js';
import { NUL } from '../../platform/http/nul-bytes.js';

/** The profile form's parts: five text fields and one photo, nothing bigger or more. */
export const PROFILE_FORM_LIMITS = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 10,
  parts: 11,
  /** Bytes per text field: far above the 60-character limits, far below anything abusive. */
  fieldSize: 1024,
  headerPairs: 50,
} as const;

/** The photo travels in this file field (docs/product/api.md). */
export const PROFILE_IMAGE_FIELD = 'image';

export interface ProfileForm {
  /** Text fields by name; a repeated field keeps its first value. */
  fields: Record<string, string>;
  /** The photo's bytes, when one was chosen. */
  image?: Buffer;
}

/**
 * Reads the multipart body. The photo is buffered (at most 5 MB): its content, not its name
 * or declared type, decides later whether it is an image. Limits answer 422 on the field.
 */
export async function readProfileForm(request: FastifyRequest): Promise<ProfileForm> {
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== PROFILE_IMAGE_FIELD) throw unexpectedFile();
        const data = await part.toBuffer();
        // A form sent with no file chosen carries an empty part: that is no new photo.
        if (data.length > 0) image = data;
        continue;
      }
      if (part.valueTruncated) throw fieldError(part.fieldname, CUSTOMER_MESSAGES.textTooLong);
      if (typeof part.value !== 'string') throw fieldError(part.fieldname, MESSAGES.invalidInput);
      // The JSON routes' NUL guard (nul-bytes.ts) never sees a multipart body: check here.
      if (part.value.includes(NUL) || part.fieldname.includes(NUL)) {
        throw fieldError(part.fieldname.replaceAll(NUL, ''), MESSAGES.nulCharacter);
      }
      fields[part.fieldname] ??= part.value;
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  return { fields, image };
}

function fieldError(field: string, message: string): AppError {
  return new AppError('unprocessable', message, { [field]: message });
}

function unexpectedFile(): AppError {
  return fieldError(PROFILE_IMAGE_FIELD, CUSTOMER_MESSAGES.unexpectedFile);
}

/**
 * @fastify/multipart's limit errors (413 with its own wording) as the form's field errors, and
 * a body that does not parse (no boundary, a wrong one, cut off half way) as a 400.
 */
function translateMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fieldError(PROFILE_IMAGE_FIELD, CUSTOMER_MESSAGES.imageTooLarge);
  }
  if (code === 'FST_FILES_LIMIT') return unexpectedFile();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('bad_request', CUSTOMER_MESSAGES.notMultipart);
  }
  // Other limits (fields, parts) already answer 413 with their own message.
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return new AppError('bad_request', MESSAGES.malformedMultipart);
}
