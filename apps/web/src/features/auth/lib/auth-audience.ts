import { useLocation } from 'react-router';
import type { JsonAnswer } from '../../../lib/http';
import { ROUTES } from '../../../lib/route-paths';
import type { LoginInput, LoginResponse, PageMeta } from '@app/contract';
import { logIn, logInAdvertiser } from '../api/auth-requests';
import { AUTH_PAGE_META } from './auth-page-meta';

/**
 * Who an auth page is for. Customers (SPEC.md section 2: /user-login, /user-signup,
 * /reset-password-user) and advertisers (issue 8: /login, /registration, /reset-password; admins
 * sign in on the advertiser form too) share one set of pages; what differs is here.
 */
export type AuthAudience = 'customer' | 'advertiser';

export interface AuthAudienceConfig {
  readonly signInPath: string;
  readonly signUpPath: string;
  readonly signInTitle: string;
  readonly signInLead: string;
  readonly signInMeta: PageMeta;
  /** The sign-in form's footer link to the sign-up page. */
  readonly signUpPrompt: string;
  readonly signUpLinkText: string;
  readonly logIn: (input: LoginInput) => Promise<JsonAnswer<LoginResponse>>;
  /** Google and phone buttons: customer forms only (issue 8: not on the advertiser's). */
  readonly hasAlternativeSignIns: boolean;
  /** The set-new-password page's title and description. */
  readonly resetMeta: PageMeta;
}

export const AUTH_AUDIENCES: Record<AuthAudience, AuthAudienceConfig> = {
  customer: {
    signInPath: ROUTES.userLogin,
    signUpPath: ROUTES.userSignup,
    signInTitle: 'Sign In',
    signInLead: 'Welcome back. Sign in to see your profile and wishlist.',
    signInMeta: AUTH_PAGE_META.login,
    signUpPrompt: 'New here?',
    signUpLinkText: 'Create an account',
    logIn,
    hasAlternativeSignIns: true,
    resetMeta: AUTH_PAGE_META.resetPassword,
  },
  advertiser: {
    signInPath: ROUTES.modelLogin,
    signUpPath: ROUTES.registration,
    signInTitle: 'Model Sign In',
    signInLead: 'Sign in to manage your listing, photos, tours and statistics.',
    signInMeta: AUTH_PAGE_META.modelLogin,
    signUpPrompt: 'Not advertising yet?',
    signUpLinkText: 'Register to advertise',
    logIn: logInAdvertiser,
    hasAlternativeSignIns: false,
    resetMeta: AUTH_PAGE_META.resetPasswordAdvertiser,
  },
};

/** What auth pages pass each other in the navigation state: whose flow the visitor is in. */
export interface AuthFlowState {
  readonly audience: AuthAudience;
}

export function authFlowState(audience: AuthAudience): AuthFlowState {
  return { audience };
}

/**
 * The audience a page was reached from (the code page after registration, /request-reset from
 * the /login form), so its "Sign in" link leads back to the right form; customers by default,
 * as SPEC.md's pages are theirs.
 */
export function useFlowAudience(): AuthAudience {
  const state: unknown = useLocation().state;
  const audience =
    typeof state === 'object' && state !== null
      ? (state as { audience?: unknown }).audience
      : undefined;
  return audience === 'advertiser' ? 'advertiser' : 'customer';
}
