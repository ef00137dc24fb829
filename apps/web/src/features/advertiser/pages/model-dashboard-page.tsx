import type { ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PageSection } from '../../../components/ui/page-section';
import { Spinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { cx } from '../../../lib/class-names';
import {
  MODEL_DASHBOARD_SECTIONS,
  buildModelDashboardPath,
  type ModelDashboardSection,
} from '../../../lib/route-paths';
import { useModelMe } from '../api/model-me';
import { useOwnListing } from '../api/own-listing';
import styles from '../components/builder.module.css';
import { DASHBOARD_SECTION_LABELS, dashboardSectionOf } from '../lib/dashboard-sections';
import pageStyles from './advertiser-page.module.css';
import type { DashboardData } from './dashboard/dashboard-context';

/**
 * /modelDashboard: the layout of the dashboard's sections (status, listing, photos, tours,
 * statistics, account), each at its own URL under it and the first at /modelDashboard itself
 * (docs/decisions/037-builder-preview-and-dashboard-sections.md). It loads the account and the
 * listing once for every section. The router's `RequireRole` keeps it to a model session.
 */
export default function ModelDashboardPage() {
  const section = dashboardSectionOf(useLocation().pathname);
  useDocumentTitle(`Model Dashboard: ${DASHBOARD_SECTION_LABELS[section]}`);
  const me = useModelMe();
  const listingId = me.data?.listing_id ?? null;
  const listing = useOwnListing(listingId);

  let body: ReactNode;
  if (me.isError || listing.isError) {
    body = (
      <LoadFailed
        message="Your dashboard could not be loaded just now."
        onRetry={() => void (me.isError ? me.refetch() : listing.refetch())}
      />
    );
  } else if (!me.data || (listingId !== null && !listing.data)) {
    body = <Spinner label="Loading your dashboard…" />;
  } else {
    const data: DashboardData = { me: me.data, listing: listing.data ?? null };
    body = (
      <div className={pageStyles.sections}>
        <Outlet context={data} />
      </div>
    );
  }

  return (
    <PageSection
      title="Model Dashboard"
      className={pageStyles.page}
      headerClassName={pageStyles.header}
      headerExtra={me.data ? <p className={styles.hint}>Welcome, {me.data.name}</p> : null}
    >
      <DashboardNav current={section} />
      {body}
    </PageSection>
  );
}

/** The sections as links; the open one is the current page. */
function DashboardNav({ current }: { readonly current: ModelDashboardSection }) {
  return (
    <nav aria-label="Dashboard sections">
      <ul className={pageStyles.nav}>
        {MODEL_DASHBOARD_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={buildModelDashboardPath(section)}
              className={cx('button button--small', section !== current && 'button--ghost')}
              aria-current={section === current ? 'page' : undefined}
            >
              {DASHBOARD_SECTION_LABELS[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
