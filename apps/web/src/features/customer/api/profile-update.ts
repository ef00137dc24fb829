import {
  CUSTOMER_PROFILE_UPDATE_PATH,
  ProfileUpdateResponseSchema,
  type CustomerProfile,
} from '@app/contract';
import { apiRequest } from '../../../lib/api-client';
import { fieldErrorsOf } from '../../../lib/http';

/** The fields of the multipart update; `ethinicity` is spelt so (docs/product/limits-and-messages.md). */
export interface ProfileUpdateValues {
  readonly id: string;
  readonly name: string;
  /** Digits, or empty when the customer gives no age. */
  readonly age: string;
  readonly language: string;
  readonly ethinicity: string;
  readonly image: File | null;
}

export const PROFILE_FIELDS = ['name', 'age', 'language', 'ethinicity', 'image'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/**
 * docs/product/api.md: multipart id, name, age, language, ethinicity and an optional image.
 * The photo goes last: a streaming multipart reader sees the text fields before the file.
 */
export function buildProfileFormData(values: ProfileUpdateValues): FormData {
  const form = new FormData();
  form.append('id', values.id);
  form.append('name', values.name);
  form.append('age', values.age);
  form.append('language', values.language);
  form.append('ethinicity', values.ethinicity);
  if (values.image) form.append('image', values.image, values.image.name);
  return form;
}

/**
 * POST /api/customer/profile-update with the Bearer token. The browser sets the multipart
 * Content-Type with its boundary itself. Answers the profile as saved, or null when the
 * answer does not carry it (docs/product/api.md: the fixed API leaves the body open): any 2xx is a success.
 */
export async function updateCustomerProfile(
  values: ProfileUpdateValues,
): Promise<CustomerProfile | null> {
  const body = await apiRequest<unknown>(CUSTOMER_PROFILE_UPDATE_PATH, {
    method: 'POST',
    body: buildProfileFormData(values),
  });
  const parsed = ProfileUpdateResponseSchema.safeParse(body);
  return parsed.success ? parsed.data.data : null;
}

/** The server's field errors (422 `errors` map) for the profile form's fields. */
export function profileFieldErrorsOf(error: unknown): Partial<Record<ProfileField, string>> {
  return fieldErrorsOf(error, PROFILE_FIELDS);
}
