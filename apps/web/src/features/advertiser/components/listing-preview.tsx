import { australianDate, type OwnListing } from '@app/contract';
import { EnquirySignIn } from '../../../components/profile/enquiry-sign-in';
import { ProfileBody } from '../../../components/profile/profile-body';
import { toProfilePreview } from '../lib/profile-preview';
import styles from './listing-preview.module.css';

/**
 * The listing as visitors will see it: the public profile's own body, fed with the draft
 * (docs/decisions/037-builder-preview-and-dashboard-sections.md). "Show number" shows the
 * advertiser's own number from the draft and the channels' buttons do nothing: nothing is
 * asked of the public API or counted. Enquiries show what a visitor sees: the sign-in link.
 */
export function ListingPreview({ listing }: { readonly listing: OwnListing }) {
  const profile = toProfilePreview(listing, australianDate(new Date()));
  return (
    <div id="listing-preview" className={styles.preview}>
      <p className={styles.note}>{previewNote(listing)}</p>
      <ProfileBody
        profile={profile}
        revealPhone={() => Promise.resolve(listing.phone)}
        openChannel={() => Promise.resolve()}
        enquiry={profile.contact.channels.includes('enquiry') ? <EnquirySignIn /> : undefined}
      />
    </div>
  );
}

function previewNote(listing: OwnListing): string {
  if (listing.pending_changes) {
    return 'Preview: your listing with your changes, as visitors will see it once our team approves them.';
  }
  if (listing.status === 'live') return 'Your listing as visitors see it now.';
  return 'Preview: your listing as visitors will see it once it is live. Only you can see it now.';
}
