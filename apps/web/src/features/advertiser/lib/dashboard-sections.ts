import {
  MODEL_DASHBOARD_SECTIONS,
  ROUTES,
  type ModelDashboardSection,
} from '../../../lib/route-paths';

/** The dashboard's navigation, in order (docs/product/routes-and-screens.md#dashboards). */
export const DASHBOARD_SECTION_LABELS: Record<ModelDashboardSection, string> = {
  status: 'Status',
  listing: 'Listing',
  photos: 'Photos',
  tours: 'Tours',
  statistics: 'Statistics',
  account: 'Account',
};

/** The open section: the path's last word, and the first section at /modelDashboard itself. */
export function dashboardSectionOf(pathname: string): ModelDashboardSection {
  const rest = pathname
    .slice(ROUTES.modelDashboard.length)
    .replace(/^\/|\/$/g, '')
    .toLowerCase();
  return MODEL_DASHBOARD_SECTIONS.find((section) => section === rest) ?? 'status';
}
