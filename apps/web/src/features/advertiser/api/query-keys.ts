/** The advertiser's query keys in one place, so every mutation invalidates the right ones. */
export const advertiserKeys = {
  me: ['model', 'me'] as const,
  listing: (listingId: number) => ['model', 'listing', listingId] as const,
  stats: (listingId: number) => ['model', 'listing', listingId, 'stats'] as const,
};
