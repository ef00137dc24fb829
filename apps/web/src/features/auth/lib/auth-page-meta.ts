import { SITE_NAME, type PageMeta } from '@app/contract';

function authMeta(title: string, description: string, canonicalPath: string): PageMeta {
  return { title: `${title} | ${SITE_NAME}`, description, canonicalPath };
}

/** Titles and descriptions of the customer auth pages (usePageMeta). */
export const AUTH_PAGE_META = {
  login: authMeta(
    'Sign In',
    'Sign in to your customer account to keep your profile and your wishlist of favourite models.',
    '/user-login',
  ),
  signup: authMeta(
    'Create an Account',
    'Sign up free to keep a profile and a wishlist of your favourite escorts and companions.',
    '/user-signup',
  ),
  otp: authMeta(
    'Verify Your Account',
    'Enter the 4-digit code we e-mailed you to finish creating your account.',
    '/user-signup',
  ),
  requestReset: authMeta(
    'Reset Your Password',
    'Forgot your password? We send a reset link to your e-mail address or phone.',
    '/request-reset',
  ),
  resetPassword: authMeta(
    'Set New Password',
    'Choose a new password for your customer account.',
    '/request-reset',
  ),
  loginTest: authMeta('Sign In with Google', 'Sign in with your Google account.', '/login-test'),
  verifyLink: authMeta(
    'Verify Your Account',
    'Confirm your e-mail address to finish creating your account.',
    '/user-signup',
  ),
} as const satisfies Record<string, PageMeta>;
