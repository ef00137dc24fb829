// What other modules may use of the admin console: their own admin routes share its deps and pager.
export {
  ADMIN_GUARD_ERRORS,
  adminItemSchema,
  adminListSchema,
  type AdminRouteDeps,
} from './admin-route-deps.js';
export { readAdminPage, readAdminTablePage, toAdminPage } from './admin-page.js';
