import {
  ADMIN_DASHBOARD_DAYS,
  ADMIN_DASHBOARD_MESSAGES as M,
  type AdminDashboard,
  type AdminReviewQueueItem,
} from '@app/contract';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { DailyChart } from '../../../components/ui/views-chart';
import { plural } from '../../../lib/plural';
import { buildAdminPath } from '../../../lib/route-paths';
import { LoadFailed } from '../../../components/ui/load-failed';
import consoleStyles from '../components/admin-console.module.css';
import { buildAdminQuery } from '../lib/admin-query';
import { useAdminDashboard } from './dashboard-api';
import styles from './dashboard.module.css';
import { formatAdminDateTime } from '../lib/admin-dates';
import { AdminSection } from '../components/admin-section';
import { AdminCard } from '../components/admin-card';

/** Where each count card leads: the list it counts, already filtered. */
const DASHBOARD_LINKS = {
  live: buildAdminQuery(buildAdminPath('models'), { status: 'live' }),
  pending: buildAdminQuery(buildAdminPath('models'), { status: 'pending' }),
  paused: buildAdminQuery(buildAdminPath('models'), { status: 'paused' }),
  suspended: buildAdminQuery(buildAdminPath('models'), { status: 'suspended' }),
  customers: buildAdminQuery(buildAdminPath('users'), { role: 'customer' }),
  advertisers: buildAdminQuery(buildAdminPath('users'), { role: 'model' }),
  subscribers: buildAdminQuery(buildAdminPath('newsletter'), { status: 'active' }),
  unread: buildAdminQuery(buildAdminPath('messages'), { status: 'unread' }),
  reports: buildAdminQuery(buildAdminPath('reports'), { status: 'open' }),
} as const;

function buildQueueListingLink(listingId: number): string {
  return buildAdminQuery(buildAdminPath('models'), { listing: listingId });
}

/** /AdminDashboard/dashboard: the console's home. */
export default function DashboardSection() {
  const dashboard = useAdminDashboard();
  return (
    <AdminSection title="Dashboard" className={styles.dashboard}>
      {dashboard.isError ? (
        <LoadFailed message={M.loadFailed} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <DashboardBody data={dashboard.data} />
      ) : (
        <Spinner label="Loading the dashboard…" />
      )}
    </AdminSection>
  );
}

function DashboardBody({ data }: { readonly data: AdminDashboard }) {
  const { counts, review_queue } = data;
  return (
    <>
      {counts.open_underage_reports > 0 ? (
        <p className={styles.alert} role="alert">
          <strong>
            {plural(counts.open_underage_reports, 'open report says', 'open reports say')} a listing
            may be under 18.
          </strong>{' '}
          <Link to={DASHBOARD_LINKS.reports}>Review the reports now</Link>
        </p>
      ) : null}
      <section aria-labelledby="dashboard-listings">
        <h2 id="dashboard-listings" className={styles.heading}>
          Listings
        </h2>
        <ul className={styles.cards}>
          <CountCard label="Live" value={counts.listings.live} to={DASHBOARD_LINKS.live} />
          <CountCard
            label="Pending review"
            value={counts.listings.pending}
            to={DASHBOARD_LINKS.pending}
            isUrgent={counts.listings.pending > 0}
          />
          <CountCard label="Paused" value={counts.listings.paused} to={DASHBOARD_LINKS.paused} />
          <CountCard
            label="Suspended"
            value={counts.listings.suspended}
            to={DASHBOARD_LINKS.suspended}
          />
          <CountCard
            label="Open reports"
            value={counts.open_reports}
            to={DASHBOARD_LINKS.reports}
            isUrgent={counts.open_reports > 0}
          />
        </ul>
      </section>
      <section aria-labelledby="dashboard-people">
        <h2 id="dashboard-people" className={styles.heading}>
          People and messages
        </h2>
        <ul className={styles.cards}>
          <CountCard label="Customers" value={counts.customers} to={DASHBOARD_LINKS.customers} />
          <CountCard
            label="Advertisers"
            value={counts.advertisers}
            to={DASHBOARD_LINKS.advertisers}
          />
          <CountCard
            label="Subscribers"
            value={counts.subscribers}
            to={DASHBOARD_LINKS.subscribers}
          />
          <CountCard
            label="Unread messages"
            value={counts.unread_messages}
            to={DASHBOARD_LINKS.unread}
            isUrgent={counts.unread_messages > 0}
          />
        </ul>
      </section>
      <div className={styles.columns}>
        <section className={consoleStyles.card} aria-labelledby="dashboard-activity">
          <h2 id="dashboard-activity" className={styles.heading}>
            Activity
          </h2>
          <ActivityChart days={data.daily} />
        </section>
        <ReviewQueue total={review_queue.total} oldest={review_queue.oldest} />
      </div>
    </>
  );
}

interface CountCardProps {
  readonly label: string;
  readonly value: number;
  readonly to: string;
  /** Something waits for the admin: the card stands out. */
  readonly isUrgent?: boolean;
}

function CountCard({ label, value, to, isUrgent = false }: CountCardProps) {
  return (
    <li>
      <Link to={to} className={styles.countCard} data-urgent={isUrgent || undefined}>
        <span className={styles.countValue}>{value.toLocaleString('en-AU')}</span>
        <span className={styles.countLabel}>{label}</span>
      </Link>
    </li>
  );
}

function ActivityChart({ days }: { readonly days: AdminDashboard['daily'] }) {
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(
    () => [
      { label: 'Sign-ups', values: days.map((day) => day.sign_ups) },
      { label: 'New listings', values: days.map((day) => day.new_listings) },
    ],
    [days],
  );
  const signUps = series[0]!.values.reduce((sum, value) => sum + value, 0);
  const listings = series[1]!.values.reduce((sum, value) => sum + value, 0);
  return (
    <DailyChart
      title={`Sign-ups and new listings per day, last ${ADMIN_DASHBOARD_DAYS} days`}
      dates={dates}
      series={series}
      summary={`${plural(signUps, 'sign-up', 'sign-ups')} and ${plural(listings, 'new listing', 'new listings')} in the last ${days.length} days.`}
      summaryTestId="activity-summary"
    />
  );
}

interface ReviewQueueProps {
  readonly total: number;
  readonly oldest: readonly AdminReviewQueueItem[];
}

function ReviewQueue({ total, oldest }: ReviewQueueProps) {
  return (
    <AdminCard
      title="Review queue"
      titleClassName={styles.heading}
      actions={
        <span className={consoleStyles.status}>{total.toLocaleString('en-AU')} waiting</span>
      }
    >
      {oldest.length === 0 ? (
        <p className={consoleStyles.empty}>{M.queueEmpty}</p>
      ) : (
        <ol className={styles.queue}>
          {oldest.map((item) => (
            <li key={item.id}>
              <Link to={buildQueueListingLink(item.id)} className={styles.queueName}>
                {item.name}
              </Link>
              <span className={styles.queueMeta}>
                {item.city}, {item.state} · {submittedText(item.submitted_at)}
                {item.open_flags > 0 ? (
                  <span className={styles.flag}>
                    {' '}
                    · {plural(item.open_flags, 'photo match', 'photo matches')}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      <p>
        <Link to={DASHBOARD_LINKS.pending} className="button button--small">
          Open the review queue
        </Link>
      </p>
    </AdminCard>
  );
}

function submittedText(submittedAt: string | null): string {
  if (!submittedAt) return 'not submitted';
  return `submitted ${formatAdminDateTime(submittedAt)}`;
}
