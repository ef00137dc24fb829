import type { AdminSectionName } from '@app/contract';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Each section of the console is its own code chunk, loaded when it is first opened. */
export const ADMIN_SECTION_COMPONENTS: Record<
  AdminSectionName,
  LazyExoticComponent<ComponentType>
> = {
  dashboard: lazy(() => import('../dashboard/dashboard-section')),
  models: lazy(() => import('../models/models-section')),
  reports: lazy(() => import('../reports/reports-section')),
  users: lazy(() => import('../users/users-section')),
  blog: lazy(() => import('../blog/blog-section')),
  newsletter: lazy(() => import('../newsletter/newsletter-section')),
  messages: lazy(() => import('../messages/messages-section')),
  audit: lazy(() => import('../audit/audit-section')),
  admins: lazy(() => import('../admins/admins-section')),
};
