import {
  CUSTOMER_DASHBOARD_PAGE,
  NEWSLETTER_CONFIRM_PAGE,
  NEWSLETTER_UNSUBSCRIBE_PAGE,
  SAVED_SEARCH_UNSUBSCRIBE_PAGE,
} from '@app/contract';

/**
 * Every browser route of docs/product/routes-and-screens.md, letter for letter, in one place: links and
 * redirects name `ROUTES.x` or a builder here instead of a literal '/…'. The router's own
 * patterns (app/routes.tsx) are `ROUTE_PATTERNS`. Paths with parameters have builders
 * here, or in the contract when the server writes the same URL (buildProfilePath,
 * buildStatePath, buildBlogPath, buildCustomerResetPath).
 */
export const ROUTES = {
  home: '/',
  /** docs/product/routes-and-screens.md: the signed-in home; it redirects to /. */
  signedInHome: '/homepage',
  loginTest: '/login-test',
  blog: '/blog',
  /** The Advertise button's target: registration to advertise. */
  registration: '/registration',
  contact: '/contactus',
  advancedSearch: '/searchpage',
  popularLocations: '/popular-locations',
  /** Model (and admin) sign-in. */
  modelLogin: '/login',
  /** Password reset for models and admins (the mailed link). */
  resetPassword: '/reset-password',
  /** Password reset for customers (the mailed link). */
  resetPasswordUser: '/reset-password-user',
  requestReset: '/request-reset',
  /** The link in the code e-mail (spelt with a capital V: docs/product/routes-and-screens.md#odd-routes). */
  verify: '/Verify',
  aboutUs: '/about-us',
  replacement: '/replacement',
  site: '/site',
  dmca: '/dmca',
  faq: '/faq',
  /** What the Verified badge means and how long the check takes now. */
  verifiedBadge: '/verified-badge',
  terms: '/term-and-conditions',
  privacy: '/privacy-and-policy',
  customerDashboard: CUSTOMER_DASHBOARD_PAGE,
  /** The role choice behind the Sign in button. */
  step: '/step',
  userLogin: '/user-login',
  userSignup: '/user-signup',
  /** The advertiser's listing builder. */
  addProfile: '/addaprofile',
  modelDashboard: '/modelDashboard',
  adminDashboard: '/AdminDashboard/dashboard',
  /** The page each newsletter campaign links to (`?token=`). */
  newsletterUnsubscribe: NEWSLETTER_UNSUBSCRIBE_PAGE,
  /** The page the double opt-in mail links to (`?token=`). */
  newsletterConfirm: NEWSLETTER_CONFIRM_PAGE,
  /** The page each saved search's mail links to (`?token=`): stops that search's mail. */
  savedSearchUnsubscribe: SAVED_SEARCH_UNSUBSCRIBE_PAGE,
  /** docs/product/routes-and-screens.md: the Dashboard button's target for an unknown role, space included. */
  unknownRole: '/not Found',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** The router's patterns for the routes with parameters (React Router syntax). */
export const ROUTE_PATTERNS = {
  profile: '/profile/:name/:id',
  blogEntry: '/blog/:name/:id',
  otpVerify: '/otp-verify/:id',
  escortsState: '/escorts/:state',
  escortsCity: '/escorts/:state/:city',
  adminArea: '/AdminDashboard/:navName',
} as const;

/** /otp-verify/:id — where the 4-digit code for account `id` is entered. */
export function buildOtpVerifyPath(id: number | string): string {
  return `/otp-verify/${encodeURIComponent(String(id))}`;
}

/**
 * The model dashboard's sections, each at /modelDashboard/<section>; /modelDashboard itself
 * shows the first (docs/product/routes-and-screens.md#dashboards).
 */
export const MODEL_DASHBOARD_SECTIONS = [
  'status',
  'listing',
  'photos',
  'tours',
  'statistics',
  'account',
] as const;
export type ModelDashboardSection = (typeof MODEL_DASHBOARD_SECTIONS)[number];

export function buildModelDashboardPath(section: ModelDashboardSection): string {
  return `${ROUTES.modelDashboard}/${section}`;
}

/** /AdminDashboard/:navName — one section of the admin area. */
export function buildAdminPath(navName: string): string {
  return `/AdminDashboard/${encodeURIComponent(navName)}`;
}
