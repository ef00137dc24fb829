import { STATS_DAYS } from '@app/contract';
import { Spinner } from '../../../components/ui/spinner';
import { ViewsChart } from '../../../components/ui/views-chart';
import { useListingStats } from '../api/listing-stats';
import styles from './builder.module.css';

/** Views per day for the last 30 days, and the totals an advertiser watches. */
export function StatsPanel({ listingId }: { readonly listingId: number }) {
  const stats = useListingStats(listingId);
  if (stats.isError) {
    return (
      <div>
        <p>Your statistics could not be loaded just now.</p>
        <button type="button" className="button button--ghost" onClick={() => void stats.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (!stats.data) return <Spinner label="Loading your statistics…" />;
  const { views_by_day, total_views, wishlist_adds, call_clicks, sms_clicks } = stats.data;
  return (
    <div className={styles.form}>
      <dl className={styles.dl} aria-label="Totals">
        <dt>Profile views</dt>
        <dd data-testid="total-views">{total_views}</dd>
        <dt>Wishlist adds</dt>
        <dd>{wishlist_adds}</dd>
        <dt>Call clicks</dt>
        <dd>{call_clicks}</dd>
        <dt>SMS clicks</dt>
        <dd>{sms_clicks}</dd>
      </dl>
      <ViewsChart title={`Profile views per day, last ${STATS_DAYS} days`} days={views_by_day} />
    </div>
  );
}
