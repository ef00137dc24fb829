import { useSearchParams } from 'react-router';
import { ListingReview } from './components/listing-review';
import { ListingsList } from './components/listings-list';

/**
 * The console's Listings section (/AdminDashboard/models): the list with its filters in the
 * URL, the review queue (`?status=pending`), and one listing opened by `?listing=<id>` (the
 * dashboard links there). Back returns to the list with its filters.
 */
export default function ModelsSection() {
  const [params] = useSearchParams();
  const listingId = Number(params.get('listing'));
  if (Number.isInteger(listingId) && listingId > 0) {
    const listParams = new URLSearchParams(params);
    listParams.delete('listing');
    const query = listParams.toString();
    return (
      <ListingReview key={listingId} listingId={listingId} backTo={query ? `?${query}` : '?'} />
    );
  }
  return <ListingsList />;
}
