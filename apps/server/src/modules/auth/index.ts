// What other modules may use of the accounts: the console invites admins and resends codes.
export { insertAdminAccount, type PasswordLinkOptions } from './create-admin.js';
export { resendVerificationCode, type VerificationOptions } from './email-verification.service.js';
export { issuePasswordLink } from './password-reset.service.js';
