import { ToursPanel } from '../../components/tours-panel';
import { ListingCardSection } from './dashboard-context';

/** /modelDashboard/tours: the tours panel, the same as the builder's tours step. */
export default function ToursSectionPage() {
  return (
    <ListingCardSection title="Tours">
      {(listing) => <ToursPanel listing={listing} />}
    </ListingCardSection>
  );
}
