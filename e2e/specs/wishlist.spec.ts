import {
  CUSTOMER_MESSAGES,
  buildModelProfileApiPath,
  buildProfilePath,
  type GetModelProfileResponse,
  type ModelProfile,
  type SearchModelsResponse,
} from '@app/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/auth-test.js';
import { createSignedInCustomer, readWishlist } from '../support/customer-session.js';
import { toastWith } from '../support/toasts.js';

async function fetchProfile(request: APIRequestContext, id: number): Promise<ModelProfile> {
  const response = await request.get(buildModelProfileApiPath(id));
  expect(response.status()).toBe(200);
  return ((await response.json()) as GetModelProfileResponse).data;
}

/**
 * A live listing that carries the NEW badge (listed in the last 14 days), other than `exceptId`,
 * found through the public API at run time rather than assumed from the demo data.
 */
async function findNewListing(request: APIRequestContext, exceptId: number): Promise<ModelProfile> {
  let next: string | null = '/api/search-models';
  while (next) {
    const response = await request.get(next);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as SearchModelsResponse;
    for (const item of body.data) {
      if (item.model.id === exceptId) continue;
      const profile = await fetchProfile(request, item.model.id);
      if (profile.is_new) return profile;
    }
    next = body.next_page_url
      ? new URL(body.next_page_url).pathname + new URL(body.next_page_url).search
      : null;
  }
  throw new Error('no listing of the demo directory carries the NEW badge');
}

/** A result card (the article around a profile link) of listing `id`. */
/** The card linking to listing `id` (its path ends with the id, or the id before the query). */
function cardOf(page: Page, id: number): Locator {
  const link = `a[href^="/profile/"][href$="/${id}"], a[href^="/profile/"][href*="/${id}?"]`;
  return page.getByRole('article').filter({ has: page.locator(link) });
}

function idOfHref(href: string): number {
  return Number(new URL(href, 'http://x').pathname.split('/').at(-1));
}

test('a customer hearts a card and a profile, sees both with badges in the wishlist, removes them', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await createSignedInCustomer(page, request, 'wishlist');

  // On a result card, by keyboard: Tab from the card's link reaches its heart; Space presses it.
  await page.goto('/');
  const firstLink = page.locator('article a[href^="/profile/"]').first();
  await expect(firstLink).toBeVisible();
  const cardListing = await fetchProfile(
    request,
    idOfHref((await firstLink.getAttribute('href')) ?? ''),
  );
  const card = cardOf(page, cardListing.id);
  const cardHeart = card.getByRole('button', { name: 'Save to wishlist' });
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
  await card.getByRole('link').focus();
  await page.keyboard.press('Tab');
  await expect(cardHeart).toBeFocused();
  await page.keyboard.press('Space');
  await expect(toastWith(page, CUSTOMER_MESSAGES.wishlistAdded)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Still on the results: the heart is not part of the card's link.
  await expect(page).toHaveURL(/\/$/);

  // On a profile page: a listing with the NEW badge.
  const newListing = await findNewListing(request, cardListing.id);
  await page.goto(buildProfilePath(newListing.name, newListing.id, newListing.state));
  await expect(page.getByRole('heading', { level: 1, name: newListing.name })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Save to wishlist' }).click();
  await expect(toastWith(page, CUSTOMER_MESSAGES.wishlistAdded)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The wishlist: both cards, linking to the profiles, with the badges their listings carry.
  await page.goto('/customer/dashboard');
  await page.getByRole('tab', { name: 'Wishlist' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Wishlist' });
  await expect(panel.getByRole('article')).toHaveCount(2);
  // Active Now is the last quarter hour: read it from the wishlist as answered now, not from
  // the profiles read minutes ago (a listing may have crossed the line since).
  const activeNow = new Map(
    (await readWishlist(request, customer.token)).map((item) => [item.modeles.id, item.active_now]),
  );
  for (const listing of [cardListing, newListing]) {
    const saved = panel
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: listing.name, exact: true }) });
    await expect(saved.getByRole('link')).toHaveAttribute(
      'href',
      buildProfilePath(listing.name, listing.id, listing.state),
    );
    await expect(saved.getByText(listing.city, { exact: true })).toBeVisible();
    await expect(saved.getByText(`Age ${listing.age}`, { exact: true })).toBeVisible();
    if (listing.image_name) {
      await expect(saved.getByRole('img', { name: listing.name })).toHaveAttribute(
        'src',
        `/images/${listing.image_name}`,
      );
    }
    await expect(saved.getByText('NEW', { exact: true })).toHaveCount(listing.is_new ? 1 : 0);
    await expect(saved.getByText('Active Now', { exact: true })).toHaveCount(
      activeNow.get(listing.id) ? 1 : 0,
    );
  }

  // A card opens its profile.
  await panel
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: newListing.name, exact: true }) })
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(
    (url) =>
      `${url.pathname}${url.search}` ===
      buildProfilePath(newListing.name, newListing.id, newListing.state),
  );
  await page.goBack();

  // Removing both leaves the empty text, and the server agrees.
  const wishlistPanel = page.getByRole('tabpanel', { name: 'Wishlist' });
  for (const listing of [cardListing, newListing]) {
    await wishlistPanel
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: listing.name, exact: true }) })
      .getByRole('button', { name: 'Remove from wishlist' })
      .click();
    await expect(
      wishlistPanel
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: listing.name, exact: true }) }),
    ).toHaveCount(0);
  }
  await expect(wishlistPanel.getByText(CUSTOMER_MESSAGES.wishlistEmpty)).toBeVisible();
  expect(await readWishlist(request, customer.token)).toEqual([]);
});
