import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CUSTOMER_MESSAGES,
  CUSTOMER_WISHLIST_PATH,
  WishlistChangeResponseSchema,
  WishlistResponseSchema,
  buildWishlistItemPath,
} from '@app/contract';
import {
  listingStatsDaily,
  models,
  users,
  wishlist,
  wishlistCountedAdds,
} from '../../db/schema.js';
import { expectAnswer, useApiTest } from '../../test/api-test.js';
import { createCustomer, createListing } from '../../test/factories.js';

const api = useApiTest();

const MINUTE = 60_000;
const DAY = 86_400_000;

const newCustomer = () => createCustomer(api.db, api.testApp.tokens);

const readWishlist = (authorization?: string) =>
  api.app.inject({
    method: 'GET',
    url: CUSTOMER_WISHLIST_PATH,
    headers: authorization ? { authorization } : {},
  });

const changeWishlist = (
  method: 'POST' | 'DELETE',
  modelId: number | string,
  authorization?: string,
) =>
  api.app.inject({
    method,
    url:
      typeof modelId === 'number'
        ? buildWishlistItemPath(modelId)
        : `/api/customer/wishlist/${modelId}`,
    headers: authorization ? { authorization } : {},
  });

async function savedRows(customerId: number, modelId: number): Promise<number> {
  const rows = await api.db
    .select()
    .from(wishlist)
    .where(and(eq(wishlist.customerId, customerId), eq(wishlist.modelId, modelId)));
  return rows.length;
}

/** The listing's wishlist adds in the advertiser's statistics. */
async function countedAdds(modelId: number): Promise<number> {
  const rows = await api.db
    .select({ adds: listingStatsDaily.wishlistAdds })
    .from(listingStatsDaily)
    .where(eq(listingStatsDaily.modelId, modelId));
  return rows.reduce((total, row) => total + row.adds, 0);
}

describe('GET /api/customer/wishlist-models', () => {
  it('answers an empty list for a new customer', async () => {
    const { authorization } = await newCustomer();
    const response = await readWishlist(authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, data: [] });
  });

  it('lists live saved listings only, newest saved first, with the badges', async () => {
    const db = api.db;
    const { user, authorization } = await newCustomer();
    const now = Date.now();
    const fresh = await createListing(db, {
      name: 'Fresh Online',
      age: 24,
      city: 'Melbourne',
      state: 'Victoria',
      imageName: 'portrait-fresh.jpg',
      lastSeenAt: new Date(now - 5 * MINUTE),
      wentLiveAt: new Date(now - 3 * DAY),
    });
    const settled = await createListing(db, {
      name: 'Settled Away',
      age: 31,
      lastSeenAt: new Date(now - 20 * MINUTE),
      wentLiveAt: new Date(now - 15 * DAY),
    });
    const hidden = await createListing(db, { name: 'Soon Hidden' });
    await db.insert(wishlist).values([
      { customerId: user.id, modelId: settled.id, createdAt: new Date(now - 2 * DAY) },
      { customerId: user.id, modelId: hidden.id, createdAt: new Date(now - DAY) },
      { customerId: user.id, modelId: fresh.id, createdAt: new Date(now - MINUTE) },
    ]);
    await db.update(models).set({ status: 'suspended' }).where(eq(models.id, hidden.id));

    const response = await readWishlist(authorization);
    expect(response.statusCode).toBe(200);
    const body = WishlistResponseSchema.parse(response.json());
    expect(body.data).toEqual([
      {
        name: 'Fresh Online',
        city: 'Melbourne',
        state: 'Victoria',
        age: 24,
        active_now: true,
        is_new: true,
        modeles: { id: fresh.id, image_name: 'portrait-fresh.jpg' },
      },
      {
        name: 'Settled Away',
        city: 'Sydney',
        state: 'New South Wales',
        age: 31,
        active_now: false,
        is_new: false,
        modeles: { id: settled.id, image_name: null },
      },
    ]);
    // The hidden listing's row stays, so it comes back if the listing goes live again.
    expect(await savedRows(user.id, hidden.id)).toBe(1);
  });

  it('shows each customer only their own wishlist', async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const listing = await createListing(api.db, { name: 'Only First' });
    await changeWishlist('POST', listing.id, first.authorization);
    expect((await readWishlist(first.authorization)).json().data).toHaveLength(1);
    expect((await readWishlist(second.authorization)).json().data).toEqual([]);
  });

  it('answers 401 without a token, and 403 for a model account', async () => {
    expect((await readWishlist()).statusCode).toBe(401);
    const [model] = await api.db
      .insert(users)
      .values({ role: 'model', name: 'A model', email: `model-wishlist-${Date.now()}@x.test` })
      .returning();
    const token = await api.testApp.tokens.issue({
      userId: model!.id,
      role: 'model',
      tokenVersion: 0,
    });
    const response = await readWishlist(`Bearer ${token}`);
    expectAnswer(response, 403, AUTH_MESSAGES.forbidden);
  });
});

describe('POST and DELETE /api/customer/wishlist/:modelId', () => {
  it('adds a live listing once however often it is added, and removes it', async () => {
    const { user, authorization } = await newCustomer();
    const listing = await createListing(api.db);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await changeWishlist('POST', listing.id, authorization);
      expect(added.statusCode).toBe(200);
      expect(WishlistChangeResponseSchema.parse(added.json())).toEqual({
        status: true,
        message: CUSTOMER_MESSAGES.wishlistAdded,
        saved: true,
      });
    }
    expect(await savedRows(user.id, listing.id)).toBe(1);
    const listed = (await readWishlist(authorization)).json().data;
    expect(listed.map((item: { modeles: { id: number } }) => item.modeles.id)).toEqual([
      listing.id,
    ]);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const removed = await changeWishlist('DELETE', listing.id, authorization);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({
        status: true,
        message: CUSTOMER_MESSAGES.wishlistRemoved,
        saved: false,
      });
    }
    expect(await savedRows(user.id, listing.id)).toBe(0);
    expect((await readWishlist(authorization)).json().data).toEqual([]);
  });

  it('counts an add once per customer and listing: removing and adding again counts nothing', async () => {
    const listing = await createListing(api.db);
    const first = await newCustomer();
    const second = await newCustomer();

    for (let round = 0; round < 3; round += 1) {
      await changeWishlist('POST', listing.id, first.authorization);
      await changeWishlist('DELETE', listing.id, first.authorization);
    }
    await changeWishlist('POST', listing.id, first.authorization);
    expect(await countedAdds(listing.id)).toBe(1);

    await changeWishlist('POST', listing.id, second.authorization);
    expect(await countedAdds(listing.id)).toBe(2);
  });

  it('remembers a counted add by a keyed hash of the pair, never by the customer', async () => {
    const listing = await createListing(api.db);
    const { authorization } = await newCustomer();
    await changeWishlist('POST', listing.id, authorization);
    await changeWishlist('DELETE', listing.id, authorization);

    const rows = await api.db
      .select()
      .from(wishlistCountedAdds)
      .where(eq(wishlistCountedAdds.modelId, listing.id));

    // The listing and an HMAC-SHA-256 of (customer, listing): no column names the customer.
    expect(rows).toEqual([{ modelId: listing.id, pairHash: expect.stringMatching(/^[\w-]{43}$/) }]);
  });

  it('answers 404 when the listing is not live or does not exist, saving nothing', async () => {
    const { user, authorization } = await newCustomer();
    const pending = await createListing(api.db, { status: 'pending' });
    for (const id of [pending.id, 2_000_000_000]) {
      const response = await changeWishlist('POST', id, authorization);
      expectAnswer(response, 404, CUSTOMER_MESSAGES.listingNotFound);
    }
    expect(await savedRows(user.id, pending.id)).toBe(0);
  });

  it('removes a listing that stopped being live', async () => {
    const { user, authorization } = await newCustomer();
    const listing = await createListing(api.db);
    await changeWishlist('POST', listing.id, authorization);
    await api.db.update(models).set({ status: 'suspended' }).where(eq(models.id, listing.id));
    expect((await changeWishlist('DELETE', listing.id, authorization)).statusCode).toBe(200);
    expect(await savedRows(user.id, listing.id)).toBe(0);
  });

  it("removing changes only the caller's wishlist", async () => {
    const first = await newCustomer();
    const second = await newCustomer();
    const listing = await createListing(api.db);
    await changeWishlist('POST', listing.id, first.authorization);
    await changeWishlist('DELETE', listing.id, second.authorization);
    expect(await savedRows(first.user.id, listing.id)).toBe(1);
  });

  it('answers 400 for a model id that is not a positive whole number, and 401 without a token', async () => {
    const { authorization } = await newCustomer();
    for (const id of ['abc', '0', '99999999999']) {
      expect((await changeWishlist('POST', id, authorization)).statusCode).toBe(400);
      expect((await changeWishlist('DELETE', id, authorization)).statusCode).toBe(400);
    }
    const listing = await createListing(api.db);
    expect((await changeWishlist('POST', listing.id)).statusCode).toBe(401);
    expect((await changeWishlist('DELETE', listing.id)).statusCode).toBe(401);
  });
});
