import type { FastifyRequest } from 'fastify';
import { CUSTOMER_MESSAGES, MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@app/contract';
import { AppError } from '../../platform/errors.js';

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

/** The photo travels in this file field (SPEC.md section 7). */
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

/** @fastify/multipart's limit errors (413 with its own wording) as the form's field errors. */
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return fieldError(PROFILE_IMAGE_FIELD, CUSTOMER_MESSAGES.imageTooLarge);
  }
  if (code === 'FST_FILES_LIMIT') return unexpectedFile();
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('bad_request', CUSTOMER_MESSAGES.notMultipart);
  }
  return error;
}
