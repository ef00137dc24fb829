import { toAvailabilityText, toPublicRates, type OwnListing } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeOwnListing, makeOwnPhoto } from '../../../test/advertiser-factories';
import { toProfilePreview } from './profile-preview';

const TODAY = '2030-03-10';

describe('toProfilePreview: the draft in the public profile’s shape', () => {
  it('shows the rates, availability text and gallery in the words and order the server writes', () => {
    const listing = makeOwnListing({ photos: [makeOwnPhoto(9, 0), makeOwnPhoto(4, 1)] });
    const preview = toProfilePreview(listing, TODAY);
    expect(preview.rates).toEqual(toPublicRates(listing.rates));
    expect(preview.availability).toBe(toAvailabilityText(listing.availability));
    expect(preview.photos).toEqual(['photo-9-1280.webp', 'photo-4-1280.webp']);
  });

  it('shows no suburb when it is hidden: the city already names the shared area', () => {
    const preview = toProfilePreview(
      makeOwnListing({ show_suburb: false, suburb: 'Katoomba', city: 'Blue Mountains region' }),
      TODAY,
    );
    expect(preview).toMatchObject({ suburb: '', city: 'Blue Mountains region' });
    expect(JSON.stringify(preview)).not.toContain('Katoomba');
  });

  it('offers the channels as chosen, and none that needs a number without one', () => {
    const chosen = (contact_channels: OwnListing['contact_channels'], phone = '0491570006') =>
      toProfilePreview(makeOwnListing({ contact_channels, phone }), TODAY).contact.channels;
    expect(chosen(['sms', 'whatsapp'])).toEqual(['sms', 'whatsapp']);
    expect(chosen(['calls', 'sms', 'enquiry'], '')).toEqual(['enquiry']);
  });

  it('keeps current and coming tours, soonest first, as the profile lists them', () => {
    const tour = (id: number, city: string, starts_on: string, ends_on: string) => ({
      id,
      city,
      state: 'Queensland',
      starts_on,
      ends_on,
    });
    const preview = toProfilePreview(
      makeOwnListing({
        tours: [
          tour(1, 'Cairns', '2030-04-01', '2030-04-05'),
          tour(2, 'Brisbane', '2030-03-01', '2030-03-09'),
          tour(3, 'Townsville', '2030-03-08', '2030-03-12'),
        ],
      }),
      TODAY,
    );
    expect(preview.tours.map((item) => item.city)).toEqual(['Townsville', 'Cairns']);
  });

  it('shows the Verified badge with its date, and not once waiting changes would take it off', () => {
    const verified = makeOwnListing({ verified_at: '2026-11-03T01:00:00.000Z' });
    expect(toProfilePreview(verified, TODAY)).toMatchObject({
      verified: true,
      verified_since: '2026-11-03T01:00:00.000Z',
    });
    const changed = { ...verified, pending_changes: { submitted_at: TODAY, drops_badge: true } };
    expect(toProfilePreview(changed, TODAY)).toMatchObject({
      verified: false,
      verified_since: null,
    });
  });
});
