import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { RequireRole } from '../lib/require-role';
import { RootLayout } from './layout/root-layout';
import { RouteLoadingOverlay } from './layout/route-loading-overlay';
import { RouteErrorPage } from './route-error-page';
import {
  MODEL_DASHBOARD_SECTIONS,
  ROUTES,
  ROUTE_PATTERNS,
  type ModelDashboardSection,
} from '../lib/route-paths';

type PageModule = () => Promise<{ default: ComponentType }>;

/** Each section of the model dashboard is its own small chunk. */
const DASHBOARD_SECTION_PAGES: Record<ModelDashboardSection, PageModule> = {
  status: () => import('../features/advertiser/pages/dashboard/status-section-page'),
  listing: () => import('../features/advertiser/pages/dashboard/listing-section-page'),
  photos: () => import('../features/advertiser/pages/dashboard/photos-section-page'),
  tours: () => import('../features/advertiser/pages/dashboard/tours-section-page'),
  statistics: () => import('../features/advertiser/pages/dashboard/statistics-section-page'),
  account: () => import('../features/advertiser/pages/dashboard/account-section-page'),
};

/** The id of the catch-all route, for code (and tests) that tell a page from a 404. */
export const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * Every route of docs/product/routes-and-screens.md, letter for letter. The pages of one role sit under a
 * `RequireRole` layout route, the one place that sends a visitor without that session away. Each page is code-split: `lazyPage`
 * loads its chunk on the first visit while the layout shows the loading overlay. Matching is
 * case-insensitive (React Router's default), so /verify reaches /Verify too.
 */
const pageRoutes: RouteObject[] = [
  // search
  { id: 'home', index: true, lazy: lazyPage(() => import('../features/search/pages/home-page')) },
  // docs/product/routes-and-screens.md: /homepage is the signed-in home and redirects to /. Replacing the entry
  // keeps Back from bouncing through the redirect.
  { id: 'homepage', path: ROUTES.signedInHome, element: <Navigate to={ROUTES.home} replace /> },
  {
    id: 'search-page',
    path: ROUTES.advancedSearch,
    lazy: lazyPage(() => import('../features/search/pages/advanced-search-page')),
  },
  {
    id: 'escorts-state',
    path: ROUTE_PATTERNS.escortsState,
    lazy: lazyPage(() => import('../features/search/pages/escorts-page')),
  },
  {
    id: 'escorts-city',
    path: ROUTE_PATTERNS.escortsCity,
    lazy: lazyPage(() => import('../features/search/pages/escorts-page')),
  },
  // profiles
  {
    id: 'profile',
    path: ROUTE_PATTERNS.profile,
    lazy: lazyPage(() => import('../features/profiles/pages/profile-page')),
  },
  // locations
  {
    id: 'popular-locations',
    path: ROUTES.popularLocations,
    lazy: lazyPage(() => import('../features/locations/pages/popular-locations-page')),
  },
  // blog
  {
    id: 'blog',
    path: ROUTES.blog,
    lazy: lazyPage(() => import('../features/blog/pages/blog-list-page')),
  },
  {
    id: 'blog-entry',
    path: ROUTE_PATTERNS.blogEntry,
    lazy: lazyPage(() => import('../features/blog/pages/blog-entry-page')),
  },
  // contact
  {
    id: 'contact',
    path: ROUTES.contact,
    lazy: lazyPage(() => import('../features/contact/pages/contact-page')),
  },
  // customer: sign-in role choice, auth, dashboard
  {
    id: 'step',
    path: ROUTES.step,
    lazy: lazyPage(() => import('../features/auth/pages/step-page')),
  },
  {
    id: 'user-login',
    path: ROUTES.userLogin,
    lazy: lazyPage(() => import('../features/auth/pages/user-login-page')),
  },
  {
    id: 'user-signup',
    path: ROUTES.userSignup,
    lazy: lazyPage(() => import('../features/auth/pages/user-signup-page')),
  },
  {
    id: 'login-test',
    path: ROUTES.loginTest,
    lazy: lazyPage(() => import('../features/auth/pages/login-test-page')),
  },
  {
    id: 'otp-verify',
    path: ROUTE_PATTERNS.otpVerify,
    lazy: lazyPage(() => import('../features/auth/pages/otp-verify-page')),
  },
  // The link in the sign-up code e-mail (the fixed route /Verify: docs/product/routes-and-screens.md#odd-routes).
  {
    id: 'verify',
    path: ROUTES.verify,
    lazy: lazyPage(() => import('../features/auth/pages/verify-page')),
  },
  {
    id: 'request-reset',
    path: ROUTES.requestReset,
    lazy: lazyPage(() => import('../features/auth/pages/request-reset-page')),
  },
  {
    id: 'reset-password-user',
    path: ROUTES.resetPasswordUser,
    lazy: lazyPage(() => import('../features/auth/pages/reset-password-user-page')),
  },
  {
    id: 'customer-area',
    element: <RequireRole role="customer" />,
    children: [
      {
        id: 'customer-dashboard',
        path: ROUTES.customerDashboard,
        lazy: lazyPage(() => import('../features/customer/pages/customer-dashboard-page')),
      },
    ],
  },
  // advertiser (model)
  {
    id: 'registration',
    path: ROUTES.registration,
    lazy: lazyPage(() => import('../features/auth/pages/registration-page')),
  },
  {
    id: 'model-login',
    path: ROUTES.modelLogin,
    lazy: lazyPage(() => import('../features/auth/pages/model-login-page')),
  },
  {
    id: 'reset-password',
    path: ROUTES.resetPassword,
    lazy: lazyPage(() => import('../features/auth/pages/reset-password-page')),
  },
  {
    id: 'model-area',
    element: <RequireRole role="model" />,
    children: [
      {
        id: 'add-profile',
        path: ROUTES.addProfile,
        lazy: lazyPage(() => import('../features/advertiser/pages/add-profile-page')),
      },
      {
        // The dashboard's sections, each linkable; /modelDashboard itself shows the first.
        id: 'model-dashboard-sections',
        path: ROUTES.modelDashboard,
        lazy: lazyPage(() => import('../features/advertiser/pages/model-dashboard-page')),
        children: [
          { id: 'model-dashboard', index: true, lazy: lazyPage(DASHBOARD_SECTION_PAGES.status) },
          ...MODEL_DASHBOARD_SECTIONS.map((section) => ({
            id: `model-dashboard-${section}`,
            path: section,
            lazy: lazyPage(DASHBOARD_SECTION_PAGES[section]),
          })),
        ],
      },
    ],
  },
  // admin
  {
    id: 'admin-area',
    element: <RequireRole role="admin" />,
    children: [
      {
        id: 'admin-dashboard',
        path: ROUTE_PATTERNS.adminArea,
        lazy: lazyPage(() => import('../features/admin/pages/admin-dashboard-page')),
      },
    ],
  },
  {
    id: 'newsletter-unsubscribe',
    path: ROUTES.newsletterUnsubscribe,
    lazy: lazyPage(() => import('../features/newsletter/pages/unsubscribe-page')),
  },
  {
    id: 'saved-search-unsubscribe',
    path: ROUTES.savedSearchUnsubscribe,
    lazy: lazyPage(() => import('../features/newsletter/pages/saved-search-unsubscribe-page')),
  },
  {
    id: 'newsletter-confirm',
    path: ROUTES.newsletterConfirm,
    lazy: lazyPage(() => import('../features/newsletter/pages/confirm-page')),
  },
  // pages: informational and legal
  {
    id: 'about-us',
    path: ROUTES.aboutUs,
    lazy: lazyPage(() => import('../features/pages/pages/about-us-page')),
  },
  {
    id: 'replacement',
    path: ROUTES.replacement,
    lazy: lazyPage(() => import('../features/pages/pages/replacement-page')),
  },
  {
    id: 'site',
    path: ROUTES.site,
    lazy: lazyPage(() => import('../features/pages/pages/site-page')),
  },
  {
    id: 'dmca',
    path: ROUTES.dmca,
    lazy: lazyPage(() => import('../features/pages/pages/dmca-page')),
  },
  {
    id: 'terms',
    path: ROUTES.terms,
    lazy: lazyPage(() => import('../features/pages/pages/terms-page')),
  },
  {
    id: 'privacy',
    path: ROUTES.privacy,
    lazy: lazyPage(() => import('../features/pages/pages/privacy-page')),
  },
  {
    id: 'faq',
    path: ROUTES.faq,
    lazy: lazyPage(() => import('../features/pages/pages/faq-page')),
  },
  {
    id: 'verified-badge',
    path: ROUTES.verifiedBadge,
    lazy: lazyPage(() => import('../features/pages/pages/verified-badge-page')),
  },
  // docs/product/routes-and-screens.md: "/not Found", with the space, is where the header's Dashboard button
  // sends a role without a dashboard. It shows the 404 page; the route is declared so the
  // odd fixed path is visible here.
  {
    id: 'unknown-role',
    path: ROUTES.unknownRole,
    lazy: lazyPage(() => import('../features/pages/pages/not-found-page')),
  },
  {
    id: NOT_FOUND_ROUTE_ID,
    path: '*',
    lazy: lazyPage(() => import('../features/pages/pages/not-found-page')),
  },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // A pathless route so that page errors and the first page load render inside the
        // header and footer rather than replacing them.
        id: 'pages',
        errorElement: <RouteErrorPage />,
        HydrateFallback: RouteLoadingOverlay,
        children: pageRoutes,
      },
    ],
  },
];
