import {
  reachableChannels,
  toAvailabilityText,
  toPublicRates,
  type OwnListing,
} from '@app/contract';
import type { ProfileView } from '../../../components/profile/profile-body';

/**
 * The advertiser's listing (with any changes waiting for review) as the public profile will
 * show it once it is public: the one mapping from the own-listing answer to the profile's shape,
 * following the server's rules for the public columns (docs/product/listings-and-moderation.md#privacy-of-place)
 * and the public profile answer. `today` is the Australian day (tours that ended are not shown).
 *
 * Badges that depend on time or visitors (Active Now, Recently online, NEW) are left off: they
 * say something about the moment a visitor looks, not about the listing
 * (docs/decisions/037-builder-preview-and-dashboard-sections.md).
 */
export function toProfilePreview(listing: OwnListing, today: string): ProfileView {
  // Approving changes to the age or the photos takes the badge off, so the preview shows it gone.
  const isVerified = listing.verified_at !== null && !listing.pending_changes?.drops_badge;
  return {
    id: listing.id,
    name: listing.name,
    age: listing.age,
    gender: listing.gender,
    account_type: listing.account_type,
    categories: listing.categories,
    verified: isVerified,
    verified_since: isVerified ? listing.verified_at : null,
    active_now: false,
    recently_online: false,
    is_new: false,
    available_until: null,
    description_html: listing.description_html,
    state: listing.state,
    // With the suburb hidden, `city` already names the shared area shown instead of it.
    city: listing.city,
    suburb: listing.show_suburb ? listing.suburb : '',
    photos: listing.photos.map((photo) => photo.image_name),
    rates: toPublicRates(listing.rates),
    availability: toAvailabilityText(listing.availability),
    languages: listing.languages,
    ethnicity: listing.ethnicity,
    contact: {
      channels: reachableChannels(listing.contact_channels, {
        hasPhone: listing.phone.trim() !== '',
        hasTelegramHandle: listing.telegram_handle !== '',
      }),
    },
    tours: listing.tours
      .filter((tour) => tour.ends_on >= today)
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.ends_on.localeCompare(b.ends_on))
      .map(({ city, state, starts_on, ends_on }) => ({ city, state, starts_on, ends_on })),
  };
}
