/**
 * Who may call what: every operation of the OpenAPI document, and the answer each kind of
 * caller must get from it (docs/product/accounts.md#roles-and-guards: authorisation is checked
 * on the server for every private call). authorisation-matrix.test.ts reads this table, fails for an operation
 * the document has and the table lacks (so every new route is decided here), and checks each
 * cell against the running app.
 *
 * A cell is `401` (no or bad token: "sign in"), `403` (signed in with the wrong role) or
 * `'allowed'`: the guard lets the caller through, and the route may still refuse the request
 * itself (a 4xx for a bad or unknown id or body), but never with 401 or 403.
 */

export const CALLERS = ['visitor', 'customer', 'model', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];
export type Expected = 401 | 403 | 'allowed';
export type MatrixRow = Record<Caller, Expected>;

/** Anyone, signed in or not. */
const PUBLIC: MatrixRow = {
  visitor: 'allowed',
  customer: 'allowed',
  model: 'allowed',
  admin: 'allowed',
};
/** A signed-in customer only (their own profile and wishlist). */
const CUSTOMER: MatrixRow = { visitor: 401, customer: 'allowed', model: 403, admin: 403 };
/** A signed-in advertiser only (everything under /api/model, guarded by its prefix). */
const MODEL: MatrixRow = { visitor: 401, customer: 403, model: 'allowed', admin: 403 };
/** An admin only (everything under /api/admin, guarded by its prefix). */
const ADMIN: MatrixRow = { visitor: 401, customer: 403, model: 403, admin: 'allowed' };

export const AUTHORISATION_MATRIX: Record<string, MatrixRow> = {
  // Health checks, read by the host's probes.
  'GET /healthz': PUBLIC,
  'GET /readyz': PUBLIC,

  // The public directory: search, profiles, places, blog, site settings, crawlers.
  'GET /api/search-models': PUBLIC,
  'GET /api/models/{id}': PUBLIC,
  'GET /api/verification': PUBLIC,
  'POST /api/models/{id}/views': PUBLIC,
  'POST /api/models/{id}/phone': PUBLIC,
  'POST /api/models/{id}/contact': PUBLIC,
  'GET /api/locations/popular': PUBLIC,
  'GET /api/locations/autocomplete': PUBLIC,
  'GET /api/locations/public-place': PUBLIC,
  'GET /api/get-blogs': PUBLIC,
  'GET /api/blogs/{id}': PUBLIC,
  'GET /api/site-config': PUBLIC,
  'GET /images/{name}': PUBLIC,
  'GET /sitemap.xml': PUBLIC,
  'GET /robots.txt': PUBLIC,

  // Forms anyone may send (each rate limited).
  'POST /api/newsletter': PUBLIC,
  'POST /api/newsletter/unsubscribe/{token}': PUBLIC,
  'POST /api/newsletter/confirm': PUBLIC,
  'POST /api/contact': PUBLIC,
  'POST /api/models/{id}/reports': PUBLIC,

  // Signing up, in and back in: public by nature.
  'POST /api/customer/signup': PUBLIC,
  'POST /api/advertiser/signup': PUBLIC,
  'POST /api/customer/verify_otp': PUBLIC,
  'POST /api/customer/resend_otp': PUBLIC,
  'POST /api/customer/verify_link': PUBLIC,
  'POST /api/customer/login': PUBLIC,
  'POST /api/advertiser/login': PUBLIC,
  'POST /api/customer/auth/google': PUBLIC,
  'POST /api/forgot-password-customer': PUBLIC,
  'POST /api/password-reset': PUBLIC,

  // The customer's own profile and wishlist.
  'GET /api/customer/getProfile/{userId}': CUSTOMER,
  'POST /api/customer/profile-update': CUSTOMER,
  'GET /api/customer/wishlist-models': CUSTOMER,
  'POST /api/customer/wishlist/{modelId}': CUSTOMER,
  'DELETE /api/customer/wishlist/{modelId}': CUSTOMER,
  // The customer's alerts: saved searches, the tour-alert city, the tour alerts sent.
  'POST /api/models/{id}/enquiries': CUSTOMER,
  'GET /api/customer/saved-searches': CUSTOMER,
  'POST /api/customer/saved-searches': CUSTOMER,
  'PATCH /api/customer/saved-searches/{id}': CUSTOMER,
  'DELETE /api/customer/saved-searches/{id}': CUSTOMER,
  'GET /api/customer/tour-alert-city': CUSTOMER,
  'PUT /api/customer/tour-alert-city': CUSTOMER,
  'GET /api/customer/tour-alerts': CUSTOMER,
  'POST /api/saved-searches/unsubscribe/{token}': PUBLIC,

  // The advertiser's listing, photos, tours, stats, presence and account.
  'GET /api/model/listings/{id}': MODEL,
  'POST /api/model/listings': MODEL,
  'PUT /api/model/listings/{id}/basics': MODEL,
  'PUT /api/model/listings/{id}/location': MODEL,
  'PUT /api/model/listings/{id}/about': MODEL,
  'PUT /api/model/listings/{id}/rates': MODEL,
  'PUT /api/model/listings/{id}/available-today': MODEL,
  'DELETE /api/model/listings/{id}/available-today': MODEL,
  'POST /api/model/listings/{id}/submit': MODEL,
  'POST /api/model/listings/{id}/pause': MODEL,
  'POST /api/model/listings/{id}/resume': MODEL,
  'DELETE /api/model/listings/{id}/changes': MODEL,
  'POST /api/model/listings/{id}/verification': MODEL,
  'POST /api/model/listings/{id}/photos': MODEL,
  'DELETE /api/model/listings/{id}/photos/{photoId}': MODEL,
  'PUT /api/model/listings/{id}/photos/order': MODEL,
  'POST /api/model/listings/{id}/tours': MODEL,
  'DELETE /api/model/listings/{id}/tours/{tourId}': MODEL,
  'GET /api/model/listings/{id}/stats': MODEL,
  'POST /api/model/heartbeat': MODEL,
  'PUT /api/model/online-visibility': MODEL,
  'DELETE /api/model/account': MODEL,
  'GET /api/model/me': MODEL,
  'PUT /api/model/account/password': MODEL,
  'POST /api/model/account/email': MODEL,
  'POST /api/model/account/email/confirm': MODEL,

  // The admin console.
  'GET /api/admin/dashboard': ADMIN,
  'GET /api/admin/listings': ADMIN,
  'GET /api/admin/listings/{id}': ADMIN,
  'POST /api/admin/listings/{id}/approve': ADMIN,
  'POST /api/admin/listings/{id}/undo-approve': ADMIN,
  'POST /api/admin/listings/{id}/reject': ADMIN,
  'POST /api/admin/listings/{id}/suspend': ADMIN,
  'POST /api/admin/listings/{id}/restore': ADMIN,
  'POST /api/admin/listings/{id}/verify': ADMIN,
  'GET /api/admin/listings/{id}/verification/photo': ADMIN,
  'POST /api/admin/listings/{id}/verification/decline': ADMIN,
  'POST /api/admin/listings/{id}/unverify': ADMIN,
  'PUT /api/admin/listings/{id}/basics': ADMIN,
  'PUT /api/admin/listings/{id}/location': ADMIN,
  'PUT /api/admin/listings/{id}/about': ADMIN,
  'PUT /api/admin/listings/{id}/rates': ADMIN,
  'DELETE /api/admin/listings/{id}/photos/{photoId}': ADMIN,
  'GET /api/admin/users': ADMIN,
  'GET /api/admin/users/{id}': ADMIN,
  'POST /api/admin/users/{id}/suspend': ADMIN,
  'POST /api/admin/users/{id}/restore': ADMIN,
  'POST /api/admin/users/{id}/resend-verification': ADMIN,
  'GET /api/admin/admins': ADMIN,
  'POST /api/admin/admins': ADMIN,
  'DELETE /api/admin/admins/{id}': ADMIN,
  'GET /api/admin/blog-posts': ADMIN,
  'POST /api/admin/blog-posts': ADMIN,
  'GET /api/admin/blog-posts/{id}': ADMIN,
  'PUT /api/admin/blog-posts/{id}': ADMIN,
  'DELETE /api/admin/blog-posts/{id}': ADMIN,
  'POST /api/admin/blog-posts/{id}/publish': ADMIN,
  'POST /api/admin/blog-posts/{id}/unpublish': ADMIN,
  'POST /api/admin/blog-posts/{id}/cover': ADMIN,
  'DELETE /api/admin/blog-posts/{id}/cover': ADMIN,
  'GET /api/admin/messages': ADMIN,
  'GET /api/admin/messages/{id}': ADMIN,
  'POST /api/admin/messages/{id}/handled': ADMIN,
  'POST /api/admin/messages/{id}/unhandled': ADMIN,
  'POST /api/admin/messages/{id}/reply': ADMIN,
  'GET /api/admin/reports': ADMIN,
  'POST /api/admin/reports/{id}/resolve': ADMIN,
  'GET /api/admin/audit': ADMIN,
  'GET /api/admin/newsletter/subscribers': ADMIN,
  'GET /api/admin/newsletter/subscribers.csv': ADMIN,
  'GET /api/admin/newsletter/campaigns': ADMIN,
  'POST /api/admin/newsletter/campaigns': ADMIN,
  'GET /api/admin/newsletter/campaigns/{id}': ADMIN,
  'PUT /api/admin/newsletter/campaigns/{id}': ADMIN,
  'DELETE /api/admin/newsletter/campaigns/{id}': ADMIN,
  'POST /api/admin/newsletter/campaigns/{id}/test': ADMIN,
  'POST /api/admin/newsletter/campaigns/{id}/send': ADMIN,
};

/** The one caller a private operation is for (the fuzz test signs in as it). */
export function ownerOf(row: MatrixRow): Exclude<Caller, 'visitor'> | undefined {
  if (row.visitor === 'allowed') return undefined;
  return CALLERS.find((caller) => row[caller] === 'allowed') as Exclude<Caller, 'visitor'>;
}
