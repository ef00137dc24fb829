import { CONTACT_CHANNEL_LABELS, STATS_DAYS, TAP_CHANNELS } from '@app/contract';
import { LoadFailed } from '../../../components/ui/load-failed';
import { Spinner } from '../../../components/ui/spinner';
import { ViewsChart } from '../../../components/ui/views-chart';
import { useListingStats } from '../api/listing-stats';
import styles from './builder.module.css';
import statStyles from './stats-panel.module.css';

/** Views per day for the last 30 days, and the totals an advertiser watches (taps per channel too). */
export function StatsPanel({ listingId }: { readonly listingId: number }) {
  const stats = useListingStats(listingId);
  if (stats.isError) {
    return (
      <LoadFailed
        message="Your statistics could not be loaded just now."
        onRetry={() => void stats.refetch()}
      />
    );
  }
  if (!stats.data) return <Spinner label="Loading your statistics…" />;
  const { views_by_day, total_views, wishlist_adds, phone_reveals, contact_taps, enquiries } =
    stats.data;
  return (
    <div className={styles.form}>
      <p>Totals for the last {STATS_DAYS} days</p>
      <dl className={statStyles.tiles} aria-label={`Totals for the last ${STATS_DAYS} days`}>
        <StatTile label="Profile views" value={total_views} testId="total-views" />
        <StatTile label="Wishlist adds" value={wishlist_adds} />
        <StatTile label="Number shown" value={phone_reveals} testId="phone-reveals" />
        {TAP_CHANNELS.map((channel) => (
          <StatTile
            key={channel}
            label={`${CONTACT_CHANNEL_LABELS[channel]} taps`}
            value={contact_taps[channel]}
          />
        ))}
        <StatTile label="Enquiries" value={enquiries} />
      </dl>
      <ViewsChart title={`Profile views per day, last ${STATS_DAYS} days`} days={views_by_day} />
    </div>
  );
}

interface StatTileProps {
  readonly label: string;
  readonly value: number;
  readonly testId?: string;
}

function StatTile({ label, value, testId }: StatTileProps) {
  return (
    <div className={statStyles.tile}>
      <dt className={statStyles.label}>{label}</dt>
      <dd className={statStyles.value} data-testid={testId}>
        {value.toLocaleString('en-AU')}
      </dd>
    </div>
  );
}
