import type { Database } from '../db/client.js';
import { modelPhotos, models, tours, users } from '../db/schema.js';
import type { DemoListing } from './demo-listings.js';

const CHUNK_SIZE = 1_000;

/** Writes listings with their advertiser accounts, photos and tours, a thousand at a time. */
export async function insertListings(
  db: Database,
  listings: readonly DemoListing[],
): Promise<void> {
  for (let start = 0; start < listings.length; start += CHUNK_SIZE) {
    const chunk = listings.slice(start, start + CHUNK_SIZE);
    await db.transaction(async (tx) => {
      const owners = await tx
        .insert(users)
        .values(
          chunk.map((listing) => ({
            role: 'model' as const,
            name: listing.name,
            email: listing.email,
            phone: listing.phone,
            emailVerifiedAt: listing.wentLiveAt,
            lastSeenAt: listing.lastSeenAt,
          })),
        )
        .returning({ id: users.id });
      const inserted = await tx
        .insert(models)
        .values(
          chunk.map(({ email: _email, photos: _photos, tour: _tour, ...listing }, i) => ({
            ...listing,
            userId: owners[i]!.id,
            imageName: _photos[0] ?? null,
          })),
        )
        .returning({ id: models.id });
      const photoRows = chunk.flatMap((listing, i) =>
        listing.photos.map((imageName, position) => ({
          modelId: inserted[i]!.id,
          imageName,
          position,
        })),
      );
      if (photoRows.length > 0) await tx.insert(modelPhotos).values(photoRows);
      const tourRows = chunk.flatMap((listing, i) =>
        listing.tour ? [{ modelId: inserted[i]!.id, ...listing.tour }] : [],
      );
      if (tourRows.length > 0) await tx.insert(tours).values(tourRows);
    });
  }
}
