import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listingFlags, modelPhotos, photoFingerprints } from '../../db/schema.js';
import {
  HASH_SEGMENT_BITS,
  hashSegments,
  type PhotoFingerprints,
} from '../../platform/storage/photo-fingerprint.js';

/**
 * Whether a listing's photos copy another advertiser's (docs/decisions/010-photos.md#fingerprints):
 * every path that makes photos public asks flagCopiedPhotos in the same transaction.
 */

/**
 * Two 64-bit perceptual hashes this close (bits that differ) are the same picture: a resize,
 * re-compression, light edit or a crop between two stored rungs stays within about 5 bits,
 * different photos sit near 32 (and above 18 at their closest turn or crop, as measured).
 */
export const PHOTO_MATCH_MAX_DISTANCE = 10;

export interface PhotoMatch {
  photoId: number;
  matchedListingId: number;
  matchedPhotoId: number;
  distance: number;
}

/** Stores a new photo's hashes for later photos to be compared with (in its transaction). */
export async function savePhotoFingerprints(
  tx: Db,
  photoId: number,
  fingerprints: PhotoFingerprints,
): Promise<void> {
  await tx
    .insert(photoFingerprints)
    .values(fingerprints.stored.map(({ kind, hash }) => ({ photoId, kind, hash })));
}

/**
 * The stored hashes, of photos before `beforePhotoId`, within PHOTO_MATCH_MAX_DISTANCE of a
 * probe they share a segment (HASH_SEGMENT_BITS) with: (photo_id, distance), the closest pair
 * per photo. Per probe, three index-only range reads (one per segment index, each holding the
 * hash), each of one or two entries at a million photos, so the work stays the same however
 * many photos there are.
 */
export function nearStoredHashesQuery(probes: readonly bigint[], beforePhotoId: number): SQL {
  // Arrays travel as one text parameter each ('{1,2,3}'), cast in SQL.
  const asArray = (values: readonly (bigint | number)[]) => `{${values.join(',')}}`;
  const segments = probes.map(hashSegments);
  const indexes = HASH_SEGMENT_BITS.map((_, i) => i);
  const columns = indexes.map((i) => sql`${asArray(segments.map((s) => s[i]!))}::int[]`);
  const bySegment = indexes.map(
    (i) =>
      sql`SELECT photo_id, hash FROM ${photoFingerprints} WHERE ${sql.raw(`segment_${i} = probe.s${i}`)}`,
  );
  return sql`
    SELECT near.photo_id, min(bit_count((near.hash # probe.hash)::bit(64)))::int AS distance
    FROM unnest(${asArray(probes)}::bigint[], ${sql.join(columns, sql`, `)})
      AS probe(${sql.raw(['hash', ...indexes.map((i) => `s${i}`)].join(', '))})
    CROSS JOIN LATERAL (${sql.join(bySegment, sql` UNION ALL `)}) near
    WHERE near.photo_id < ${beforePhotoId}
      AND bit_count((near.hash # probe.hash)::bit(64)) <= ${PHOTO_MATCH_MAX_DISTANCE}
    GROUP BY near.photo_id`;
}

/**
 * The closest photo of another advertiser, stored before `photoId`, that one of `probes`
 * matches. Candidates come from the segment indexes: a probe within 2 bits of a stored hash
 * shares one of the three segments with it (3 segments cannot each hold one of only 2
 * differing bits); each candidate pair is then measured whole and kept within
 * PHOTO_MATCH_MAX_DISTANCE. Pairs 3 to 10 bits apart are found when their differing bits leave
 * one segment whole, which is most of them; the turns and crops looked up make the closest
 * pair of a real copy 0 to 5 bits apart.
 */
export async function findCopiedPhoto(
  db: Db,
  ownerUserId: number,
  photoId: number,
  probes: readonly bigint[],
): Promise<PhotoMatch | undefined> {
  if (probes.length === 0) return undefined;
  const { rows } = await db.execute<{
    photo_id: number;
    model_id: number;
    distance: number;
  }>(sql`
    SELECT c.photo_id, p.model_id, c.distance
    FROM (${nearStoredHashesQuery(probes, photoId)}) c
    JOIN model_photos p ON p.id = c.photo_id
    JOIN models m ON m.id = p.model_id
    WHERE m.user_id <> ${ownerUserId}
    ORDER BY c.distance, c.photo_id
    LIMIT 1
  `);
  const match = rows[0];
  if (!match) return undefined;
  return {
    photoId,
    matchedListingId: match.model_id,
    matchedPhotoId: match.photo_id,
    distance: match.distance,
  };
}

/**
 * Checks a listing's photos (all, or `photoIds`) against every earlier photo of other
 * advertisers, records a `photo_match` flag for each new match, and answers whether any of
 * them is a suspected copy that no admin has cleared yet: the caller then keeps the listing
 * out of public view (pending) instead of making it live. A photo an admin already reviewed
 * (its flag resolved) is not flagged again; one with an open flag counts without a second
 * flag. Earlier photos only: the first uploader is never flagged by a later copy. Run it in
 * the transaction that changes the listing's status.
 */
export async function flagCopiedPhotos(
  tx: Db,
  listingId: number,
  ownerUserId: number,
  photoIds?: readonly number[],
): Promise<boolean> {
  const photos = await tx
    .select({ id: modelPhotos.id, phash: modelPhotos.phash, probes: modelPhotos.probeHashes })
    .from(modelPhotos)
    .where(
      and(
        eq(modelPhotos.modelId, listingId),
        photoIds ? inArray(modelPhotos.id, [...photoIds]) : undefined,
      ),
    );
  if (photos.length === 0) return false;
  const flags = await tx
    .select({ details: listingFlags.details, resolvedAt: listingFlags.resolvedAt })
    .from(listingFlags)
    .where(and(eq(listingFlags.modelId, listingId), eq(listingFlags.kind, 'photo_match')));
  const reviewed = new Set<number>();
  const open = new Set<number>();
  for (const flag of flags) (flag.resolvedAt ? reviewed : open).add(flag.details.photo_id);

  let hasCopy = false;
  for (const photo of photos) {
    if (open.has(photo.id)) {
      hasCopy = true;
      continue;
    }
    if (reviewed.has(photo.id)) continue;
    // Photos stored before fingerprints have only their upright hash; demo photos none.
    const probes = photo.probes ?? (photo.phash === null ? [] : [photo.phash]);
    const match = await findCopiedPhoto(tx, ownerUserId, photo.id, probes);
    if (!match) continue;
    await tx.insert(listingFlags).values({
      modelId: listingId,
      kind: 'photo_match',
      details: {
        photo_id: match.photoId,
        matched_listing_id: match.matchedListingId,
        matched_photo_id: match.matchedPhotoId,
        distance: match.distance,
      },
    });
    hasCopy = true;
  }
  return hasCopy;
}
