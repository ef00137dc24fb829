import {
  ModelSignupFormSchema,
  SignupFormSchema,
  type LoginInput,
  type LoginResponse,
  type ModelSignupForm,
  type PageMeta,
  type SignupResponse,
} from '@app/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { useLocation } from 'react-router';
import type { JsonAnswer } from '../../../lib/http';
import { ROUTES } from '../../../lib/route-paths';
import { logIn, logInAdvertiser, signUp, signUpAdvertiser } from '../api/auth-requests';
import { AUTH_PAGE_META } from './auth-page-meta';

/**
 * Who an auth page is for. Customers (docs/product/routes-and-screens.md: /user-login, /user-signup,
 * /reset-password-user) and advertisers (/login, /registration, /reset-password; admins
 * sign in on the advertiser form too) share one set of pages; what differs is here.
 */
export type AuthAudience = 'customer' | 'advertiser';

/**
 * Every field either sign-up form can hold: the advertiser's form is the customer's plus the
 * password twice and the 18-or-over box (the customer's schema drops what it does not ask).
 */
export type SignUpFormValues = ModelSignupForm;

/** What both sign-up schemas hand the request, checked and trimmed. */
export interface SignUpDetails {
  readonly name: string;
  readonly email: string;
  readonly phone?: string | undefined;
  readonly password: string;
}

/** The fields a server's 422 can name on a sign-up form. */
export type SignUpField = 'name' | 'email' | 'phone' | 'password' | 'is_adult';

/** What the sign-up card (sign-up-card.tsx) asks and says for one audience. */
export interface SignUpConfig {
  readonly title: string;
  readonly lead: string;
  readonly meta: PageMeta;
  /** The form's accessible name. */
  readonly formLabel: string;
  /** The footer's link back to the sign-in form. */
  readonly signInPrompt: string;
  readonly nameHint: string | undefined;
  readonly phoneLabel: string;
  readonly phoneHint: string;
  /**
   * Customers (docs/product/limits-and-messages.md): optional, checked by the browser's pattern with its own note
   * and no message of ours. Advertisers (docs/product/accounts.md): required, with the schema's messages.
   */
  readonly phoneIsOptional: boolean;
  /** Advertisers: the password twice and the statement of being 18 or over. */
  readonly asksAdvertiserStatements: boolean;
  readonly resolver: Resolver<SignUpFormValues, unknown, SignUpDetails>;
  readonly send: (details: SignUpDetails) => Promise<JsonAnswer<SignupResponse>>;
  readonly errorFields: readonly SignUpField[];
}

/**
 * A sign-up schema run on the shared form values. The customer's schema reads only its own
 * fields (zod drops the advertiser's extra ones), so only the types' lists of field names differ.
 */
function onSignUpValues<Values extends FieldValues>(
  resolver: Resolver<Values, unknown, SignUpDetails>,
): Resolver<SignUpFormValues, unknown, SignUpDetails> {
  return resolver as unknown as Resolver<SignUpFormValues, unknown, SignUpDetails>;
}

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
  /** Google and phone buttons: customer forms only (not on the advertiser's). */
  readonly hasAlternativeSignIns: boolean;
  /** The set-new-password page's title and description. */
  readonly resetMeta: PageMeta;
  readonly signUp: SignUpConfig;
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
    signUp: {
      title: 'Create an Account',
      lead: 'Keep a profile and a wishlist of your favourite models.',
      meta: AUTH_PAGE_META.signup,
      formLabel: 'Sign up',
      signInPrompt: 'Already have an account?',
      nameHint: undefined,
      phoneLabel: 'Phone (optional)',
      phoneHint: 'Australian mobile, 10 digits starting with 04.',
      phoneIsOptional: true,
      asksAdvertiserStatements: false,
      resolver: onSignUpValues(zodResolver(SignupFormSchema)),
      send: ({ name, email, phone, password }) =>
        signUp({ name, email, password, ...(phone ? { phone } : {}) }),
      errorFields: ['name', 'email', 'phone', 'password'],
    },
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
    signUp: {
      title: 'Advertise With Us',
      lead: 'Create your advertiser account, verify your e-mail, then build your listing.',
      meta: AUTH_PAGE_META.registration,
      formLabel: 'Register to advertise',
      signInPrompt: 'Already advertising?',
      nameHint: 'The name your account is under.',
      phoneLabel: 'Phone',
      phoneHint:
        'Australian mobile, 10 digits starting with 04. You choose later whether clients see it.',
      phoneIsOptional: false,
      asksAdvertiserStatements: true,
      resolver: zodResolver(ModelSignupFormSchema),
      // The schema has required the phone and the ticked box before this runs.
      send: ({ name, email, phone = '', password }) =>
        signUpAdvertiser({ name, email, phone, password, is_adult: true }),
      errorFields: ['name', 'email', 'phone', 'password', 'is_adult'],
    },
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
 * as the handed-over pages are theirs (docs/product/accounts.md).
 */
export function useFlowAudience(): AuthAudience {
  const state: unknown = useLocation().state;
  const audience =
    typeof state === 'object' && state !== null
      ? (state as { audience?: unknown }).audience
      : undefined;
  return audience === 'advertiser' ? 'advertiser' : 'customer';
}
