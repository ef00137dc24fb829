import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACTIVE_NOW_MINUTES } from '@app/contract';
import { models } from '../../db/schema.js';
import { useApiTest } from '../../test/api-test.js';
import { createListing } from '../../test/factories.js';
import { sweepSeenLately } from './active-now-hint.js';

const api = useApiTest();

const seenLately = async (id: number) =>
  (
    await api.db.execute<{ seen_lately: boolean }>(
      sql`SELECT seen_lately FROM models WHERE id = ${id}`,
    )
  ).rows[0]!.seen_lately;

describe('the listings seen lately', () => {
  it('are marked by every heartbeat, not by an old moment, and cleared once Active Now has passed', async () => {
    const seen = new Date();
    const listing = await createListing(api.db, { lastSeenAt: seen });
    const never = await createListing(api.db, { lastSeenAt: null });
    const longAgo = await createListing(api.db, {
      lastSeenAt: new Date(Date.now() - 2 * 3_600_000),
    });
    expect(await seenLately(listing.id)).toBe(true);
    expect(await seenLately(never.id)).toBe(false);
    expect(await seenLately(longAgo.id)).toBe(false);

    const minutesLater = (minutes: number) => new Date(seen.getTime() + minutes * 60_000);
    expect(await sweepSeenLately(api.db, minutesLater(ACTIVE_NOW_MINUTES - 1))).toBe(0);
    expect(await seenLately(listing.id)).toBe(true);
    expect(await sweepSeenLately(api.db, minutesLater(ACTIVE_NOW_MINUTES + 1))).toBe(1);
    expect(await seenLately(listing.id)).toBe(false);

    // The next heartbeat marks it again; an edit of anything else does not.
    await api.db.update(models).set({ name: 'Renamed' }).where(eq(models.id, listing.id));
    expect(await seenLately(listing.id)).toBe(false);
    await api.db
      .update(models)
      .set({ lastSeenAt: minutesLater(30) })
      .where(eq(models.id, listing.id));
    expect(await seenLately(listing.id)).toBe(true);
  });

  it("lead their place's results, read from their own rank index", async () => {
    const quiet = await createListing(api.db, { city: 'Ballarat', state: 'Victoria' });
    const active = await createListing(api.db, {
      city: 'Ballarat',
      state: 'Victoria',
      lastSeenAt: new Date(),
    });
    const response = await api.app.inject({
      method: 'GET',
      url: '/api/search-models?state=victoria&city=ballarat',
    });
    const ids = (response.json() as { data: { model: { id: number } }[] }).data.map(
      (card) => card.model.id,
    );
    expect(ids).toEqual([active.id, quiet.id]);
  });
});
