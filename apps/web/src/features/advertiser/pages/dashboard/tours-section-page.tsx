import { ToursPanel } from '../../components/tours-panel';
import { DashboardCard, WithListing } from './dashboard-context';

/** /modelDashboard/tours: the tours panel, the same as the builder's tours step. */
export default function ToursSectionPage() {
  return (
    <WithListing>
      {(listing) => (
        <DashboardCard title="Tours">
          <ToursPanel listing={listing} />
        </DashboardCard>
      )}
    </WithListing>
  );
}
