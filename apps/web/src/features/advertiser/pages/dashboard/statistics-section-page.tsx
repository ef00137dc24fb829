import { StatsPanel } from '../../components/stats-panel';
import { ListingCardSection } from './dashboard-context';

/** /modelDashboard/statistics: views per day and the totals. */
export default function StatisticsSectionPage() {
  return (
    <ListingCardSection title="Statistics">
      {(listing) => <StatsPanel listingId={listing.id} />}
    </ListingCardSection>
  );
}
