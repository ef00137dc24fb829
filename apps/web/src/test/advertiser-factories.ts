import type { ModelMeResponse, OwnListing, OwnPhoto } from '@app/contract';

/** A photo with its three widths, as the listing API answers it. */
export function makeOwnPhoto(id: number, position = 0): OwnPhoto {
  return {
    id,
    position,
    image_name: `photo-${id}-1280.webp`,
    sources: [320, 640, 1280].map((width) => ({
      width,
      url: `/images/photo-${id}-${width}.webp`,
    })),
  };
}

/** The advertiser's own listing, complete up to review; override what the test looks at. */
export function makeOwnListing(overrides: Partial<OwnListing> = {}): OwnListing {
  return {
    id: 501,
    status: 'draft',
    rejection_reason: null,
    suspension_reason: null,
    completed_steps: ['basics', 'location', 'about', 'photos', 'rates'],
    name: 'Scarlett',
    age: 27,
    gender: 'female',
    account_type: 'Escort',
    categories: ['Independents'],
    state: 'New South Wales',
    city: 'Sydney',
    suburb: 'Surry Hills',
    postcode: '2010',
    show_suburb: true,
    description_html: '<p>Warm, witty and discreet companion for dinners and evenings.</p>',
    languages: ['English'],
    ethnicity: 'Australian',
    phone: '0412345678',
    contact_channels: ['calls', 'sms'],
    telegram_handle: '',
    rates: [{ kind: 'incall', minutes: 60, amount: 400 }],
    availability: [{ day: 'mon', from: '10:00', to: '22:00' }],
    photos: [makeOwnPhoto(1, 0), makeOwnPhoto(2, 1)],
    tours: [],
    hide_online_status: false,
    available_until: null,
    profile_path: '/profile/scarlett/501?state=new-south-wales',
    version: 3,
    verified_at: null,
    pending_changes: null,
    verification: {
      status: 'none',
      code: 'K7Q2ZD',
      requested_at: null,
      decided_at: null,
      reason: null,
    },
    ...overrides,
  };
}

export function makeModelMe(overrides: Partial<ModelMeResponse['data']> = {}): ModelMeResponse {
  return {
    data: {
      id: 77,
      name: 'Scarlett Advertiser',
      email: 'scarlett@example.com',
      phone: '0412345678',
      pending_email: null,
      listing_id: 501,
      hide_online_status: false,
      ...overrides,
    },
  };
}
