import { ContactPreferencesForm } from '../../components/contact-preferences-form';
import { ListingEditLinks } from '../../components/listing-edit-links';
import { ListingPreview } from '../../components/listing-preview';
import { DashboardCard, WithListing } from './dashboard-context';

/** /modelDashboard/listing: the listing as visitors see it, its sections to edit, contact. */
export default function ListingSectionPage() {
  return (
    <WithListing>
      {(listing) => (
        <>
          <DashboardCard title="Your listing">
            <ListingEditLinks listing={listing} />
            <ListingPreview listing={listing} />
          </DashboardCard>
          <DashboardCard title="Contact preferences">
            <ContactPreferencesForm
              key={`${listing.phone}|${listing.contact_channels.join()}|${listing.telegram_handle}`}
              listing={listing}
            />
          </DashboardCard>
        </>
      )}
    </WithListing>
  );
}
