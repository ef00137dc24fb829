import { SITE_NAME, type PageMeta } from '@app/contract';
import { ROUTES } from '../../../lib/route-paths';

function authMeta(title: string, description: string, canonicalPath: string): PageMeta {
  return { title: `${title} | ${SITE_NAME}`, description, canonicalPath };
}

/** Titles and descriptions of the auth pages (usePageMeta). */
export const AUTH_PAGE_META = {
  login: authMeta(
    'Sign In',
    'Sign in to your customer account to keep your profile and your wishlist of favourite models.',
    ROUTES.userLogin,
  ),
  modelLogin: authMeta(
    'Model Sign In',
    'Sign in to your advertiser account to manage your listing, photos, tours and statistics.',
    ROUTES.modelLogin,
  ),
  signup: authMeta(
    'Create an Account',
    'Sign up free to keep a profile and a wishlist of your favourite escorts and companions.',
    ROUTES.userSignup,
  ),
  registration: authMeta(
    'Advertise With Us',
    'Register to advertise as an independent escort or agency in Australia: verify your e-mail and build your listing in minutes.',
    ROUTES.registration,
  ),
  otp: authMeta(
    'Verify Your Account',
    'Enter the 4-digit code we e-mailed you to finish creating your account.',
    ROUTES.userSignup,
  ),
  requestReset: authMeta(
    'Reset Your Password',
    'Forgot your password? We send a reset link to your e-mail address or phone.',
    ROUTES.requestReset,
  ),
  resetPassword: authMeta(
    'Set New Password',
    'Choose a new password for your customer account.',
    ROUTES.requestReset,
  ),
  resetPasswordAdvertiser: authMeta(
    'Set New Password',
    'Choose a new password for your advertiser account.',
    ROUTES.requestReset,
  ),
  loginTest: authMeta('Sign In with Google', 'Sign in with your Google account.', ROUTES.loginTest),
  verifyLink: authMeta(
    'Verify Your Account',
    'Confirm your e-mail address to finish creating your account.',
    ROUTES.userSignup,
  ),
} as const satisfies Record<string, PageMeta>;
