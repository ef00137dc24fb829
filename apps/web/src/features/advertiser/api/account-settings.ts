import {
  MODEL_ACCOUNT_PATH,
  MODEL_EMAIL_CHANGE_PATH,
  MODEL_EMAIL_CONFIRM_PATH,
  MODEL_PASSWORD_PATH,
  type ChangeEmailData,
  type ChangePasswordData,
  type ChangePasswordResponse,
  type ConfirmEmailResponse,
  type DeleteAccountInput,
  type MessageResponse,
} from '@app/contract';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/model/account/password `{ current_password, password }` */
export function changePassword(body: ChangePasswordData): Promise<ChangePasswordResponse> {
  return apiRequest<ChangePasswordResponse>(MODEL_PASSWORD_PATH, { method: 'PUT', body });
}

/** POST /api/model/account/email `{ email, current_password }`: a code goes to the new address. */
export function requestEmailChange(body: ChangeEmailData): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(MODEL_EMAIL_CHANGE_PATH, { method: 'POST', body });
}

/** POST /api/model/account/email/confirm `{ otp }` */
export function confirmEmailChange(body: { otp: string }): Promise<ConfirmEmailResponse> {
  return apiRequest<ConfirmEmailResponse>(MODEL_EMAIL_CONFIRM_PATH, { method: 'POST', body });
}

/** DELETE /api/model/account `{ current_password }`: account, listing, photos, personal data. */
export function deleteAccount(body: DeleteAccountInput): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(MODEL_ACCOUNT_PATH, { method: 'DELETE', body });
}
