/**
 * The browser pages of a customer's alerts, which mail links to. Apart from alerts.ts so the
 * web app's route table (loaded by every page, the home page too) carries these two paths and
 * not the alerts' messages and helpers.
 */
/** The customer's dashboard: saved searches, the tour-alert city and the tour alerts. */
export const CUSTOMER_DASHBOARD_PAGE = '/customer/dashboard';
/** The page each saved-search mail links to: one button press stops that search's mail. */
export const SAVED_SEARCH_UNSUBSCRIBE_PAGE = '/saved-searches/unsubscribe';
