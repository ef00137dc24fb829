import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { models, tours } from '../../db/schema.js';
import { useTestDatabase } from '../../test/api-test.js';
import { createListing, createTour } from '../../test/factories.js';
import { isoDay } from '../../test/days.js';

const test = useTestDatabase();

/**
 * What a tour keeps of its listing for the tour indexes (the rank inputs of drizzle/0026, the
 * newest and price keys and the languages of 0028), and the listing's own.
 */
async function copyAndListing(tourId: number) {
  const [tour] = await test.database.db.select().from(tours).where(eq(tours.id, tourId));
  const [listing] = await test.database.db
    .select()
    .from(models)
    .where(eq(models.id, tour!.modelId));
  return {
    copy: {
      live: tour!.listingLive,
      isVerified: tour!.isVerified,
      rotation: tour!.rotation,
      lastSeenAt: tour!.lastSeenAt,
      availableUntil: tour!.availableUntil,
      wentLiveAt: tour!.wentLiveAt,
      hourlyRateAud: tour!.hourlyRateAud,
      languageKeys: tour!.languageKeys,
    },
    listing: {
      live: listing!.status === 'live',
      isVerified: listing!.isVerified,
      rotation: listing!.rotation,
      lastSeenAt: listing!.lastSeenAt,
      availableUntil: listing!.availableUntil,
      wentLiveAt: listing!.wentLiveAt,
      hourlyRateAud: listing!.hourlyRateAud,
      languageKeys: listing!.languageKeys,
    },
  };
}

/**
 * Runs `work` while listening to the database's change announcements. `announced()` waits
 * for those already sent (a round trip on the listening connection) and answers every tag
 * heard so far.
 */
async function whileListening(work: (announced: () => Promise<string[]>) => Promise<void>) {
  const client = await test.database.pool.connect();
  const payloads: string[] = [];
  try {
    client.on('notification', (message) => payloads.push(message.payload ?? ''));
    await client.query('LISTEN listing_changes');
    await work(async () => {
      await client.query('SELECT 1');
      return payloads.flatMap((payload) => payload.split('\n'));
    });
  } finally {
    await client.query('UNLISTEN listing_changes');
    client.removeAllListeners('notification');
    client.release();
  }
}

const ballarat = (modelId: number, from: number) => ({
  modelId,
  state: 'Victoria',
  city: 'Ballarat',
  startsOn: isoDay(from),
  endsOn: isoDay(from + 2),
});

describe("a tour's copy of its listing's rank inputs, order keys and languages", () => {
  it('is taken when the tour is written and follows every change of the listing', async () => {
    const listing = await createListing(test.database.db, { isVerified: false, lastSeenAt: null });
    const other = await createListing(test.database.db, { status: 'paused', isVerified: true });
    const first = await createTour(test.database.db, ballarat(listing.id, 1));
    const second = await createTour(test.database.db, ballarat(listing.id, 5));
    const theirs = await createTour(test.database.db, ballarat(other.id, 1));

    const { copy, listing: own } = await copyAndListing(first.id);
    expect(copy).toEqual(own);
    expect(copy.live).toBe(true);

    const changes = [
      { status: 'paused' as const },
      { isVerified: true },
      { lastSeenAt: new Date(Date.now() - 60_000) },
      { availableUntil: new Date(Date.now() + 3_600_000) },
      { rateTable: [{ kind: 'incall' as const, minutes: 60 as const, amount: 350 }] },
      { wentLiveAt: new Date(Date.now() - 86_400_000) },
      { languages: ['English', 'Mandarin'] },
      { status: 'live' as const, lastSeenAt: null, availableUntil: null },
    ];
    for (const change of changes) {
      await test.database.db.update(models).set(change).where(eq(models.id, listing.id));
      for (const tour of [first, second]) {
        const now = await copyAndListing(tour.id);
        expect({ change, copy: now.copy }).toEqual({ change, copy: now.listing });
      }
    }
    // Another listing's tours keep their own listing's copy.
    expect((await copyAndListing(theirs.id)).copy).toMatchObject({ live: false, isVerified: true });

    // A tour moved to another listing takes that listing's copy.
    await test.database.db.update(tours).set({ modelId: other.id }).where(eq(tours.id, second.id));
    const moved = await copyAndListing(second.id);
    expect(moved.copy).toEqual(moved.listing);
    expect(moved.copy.live).toBe(false);
  });

  it("announces no search when a heartbeat reaches the tours, only the listing's profile", async () => {
    const listing = await createListing(test.database.db, {
      lastSeenAt: new Date(Date.now() - 60_000),
    });
    await createTour(test.database.db, ballarat(listing.id, 1));
    await whileListening(async (announced) => {
      // A heartbeat a minute later: the tour's copy moves, no kept search changes.
      await test.database.db
        .update(models)
        .set({ lastSeenAt: new Date() })
        .where(eq(models.id, listing.id));
      const tags = await announced();
      const [tour] = await test.database.db
        .select()
        .from(tours)
        .where(eq(tours.modelId, listing.id));
      expect(tour!.lastSeenAt).not.toBeNull();
      expect(tags).toEqual([`listing:${listing.id}`]);
      // A listing paused leaves the searches of its tour's place.
      await test.database.db
        .update(models)
        .set({ status: 'paused' })
        .where(eq(models.id, listing.id));
      expect(await announced()).toContain('city:ballarat');
    });
  });

  it("announces the toured city when the listing's price changes: its price pages hold the tour", async () => {
    const listing = await createListing(test.database.db, { city: 'Geelong', state: 'Victoria' });
    await createTour(test.database.db, ballarat(listing.id, 0));
    await whileListening(async (announced) => {
      await test.database.db
        .update(models)
        .set({ rateTable: [{ kind: 'outcall', minutes: 60, amount: 420 }] })
        .where(eq(models.id, listing.id));
      expect(await announced()).toContain('city:ballarat');
    });
  });
});
