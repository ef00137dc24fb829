import { StatsPanel } from '../../components/stats-panel';
import { DashboardCard, WithListing } from './dashboard-context';

/** /modelDashboard/statistics: views per day and the totals. */
export default function StatisticsSectionPage() {
  return (
    <WithListing>
      {(listing) => (
        <DashboardCard title="Statistics">
          <StatsPanel listingId={listing.id} />
        </DashboardCard>
      )}
    </WithListing>
  );
}
