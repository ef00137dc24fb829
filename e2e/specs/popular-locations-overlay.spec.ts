import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.js';

/**
 * docs/product/routes-and-screens.md, "Popular locations overlay: links", copied letter for letter (not taken
 * from the contract, so a slip there fails here): each state heading, then its cities.
 */
const SPEC_LINKS: Readonly<Record<string, readonly string[]>> = {
  'new-south-wales': [
    'sydney',
    'kings-cross',
    'north-sydney',
    'liverpool',
    'campbelltown',
    'bankstown',
    'home-bush',
    'parramatta',
    'penrith',
    'newcastle',
    'wollongong',
    'central-coast',
    'coffs-harbour',
    'forster',
    'byron-bay',
    'tweed-heads',
  ],
  queensland: [
    'brisbane',
    'gold-coast',
    'sunshine-coast',
    'ipswich',
    'toowoomba',
    'bundaberg',
    'gladstone',
    'rockhampton',
    'mackay',
    'townsville',
    'cairns',
    'mount-isa',
  ],
  'western-australia': [
    'perth',
    'mandurah',
    'rockingham',
    'bunbury',
    'joondalup',
    'fremantle',
    'kalgoorlie',
    'Broome',
    'port-hedland',
  ],
  victoria: ['melbourne', 'StKilda', 'geelong', 'ballarat'],
  'south-australia': ['adelaide', 'glenelg', 'flagstaff-hill'],
  'northern-territory': ['darwin', 'katherine', 'alice-springs'],
  tasmania: ['hobart'],
  'australian-capital-territory': ['canberra'],
};

const EXPECTED_HREFS = [
  '/',
  '/blog',
  ...Object.entries(SPEC_LINKS).flatMap(([state, cities]) => [
    `/escorts/${state}`,
    ...cities.map((city) => `/escorts/${state}/${city}`),
  ]),
];

async function openOverlay(page: Page) {
  await page.goto('/blog');
  const toggle = page.getByRole('button', { name: 'Popular Locations', exact: true });
  await toggle.click();
  const overlay = page.getByRole('dialog', { name: 'Popular Locations' });
  await expect(overlay).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { toggle, overlay };
}

test('the overlay holds every fixed link, exactly, in order', async ({ page }) => {
  const { overlay } = await openOverlay(page);
  const hrefs = await overlay
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(EXPECTED_HREFS);
  // Launceston is listed as text without a link.
  await expect(overlay.getByText('Launceston', { exact: true })).toBeVisible();
  await expect(overlay.getByRole('link', { name: 'Launceston' })).toHaveCount(0);
  // State headings link to the state.
  await expect(
    overlay.getByRole('heading', { name: 'Western Australia' }).getByRole('link'),
  ).toHaveAttribute('href', '/escorts/western-australia');
});

test('every overlay link opens its own results route', async ({ page }) => {
  const { overlay } = await openOverlay(page);
  await overlay.getByRole('link', { name: 'St Kilda' }).click();
  await expect(page).toHaveURL(/\/escorts\/victoria\/StKilda$/);
  // A route change closes the overlay.
  await expect(page.getByRole('dialog', { name: 'Popular Locations' })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Popular Locations', exact: true }),
  ).toHaveAttribute('aria-expanded', 'false');
});

test('the cross closes the overlay and gives focus back to the toggle', async ({ page }) => {
  const { toggle, overlay } = await openOverlay(page);
  await overlay.getByRole('button', { name: 'Close popular locations' }).click();
  await expect(overlay).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('Escape closes the overlay and gives focus back to the toggle', async ({ page }) => {
  const { toggle, overlay } = await openOverlay(page);
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(toggle).toBeFocused();
});

test('focus stays inside the open overlay and wraps at both ends', async ({ page }) => {
  const { overlay } = await openOverlay(page);
  const isFocusInside = () =>
    overlay.evaluate((element) => element.contains(document.activeElement));
  await expect.poll(isFocusInside).toBe(true);
  const first = overlay.getByRole('link', { name: 'Home', exact: true });
  const last = overlay.getByRole('link', { name: 'Canberra' });
  await first.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(last).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  for (let step = 0; step < 5; step++) {
    await page.keyboard.press('Tab');
    expect(await isFocusInside()).toBe(true);
  }
});

test('the Home and Blog links at the top go to / and /blog', async ({ page }) => {
  const { overlay } = await openOverlay(page);
  await overlay.getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Popular Locations', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Popular Locations' })
    .getByRole('link', { name: 'Blog' })
    .click();
  await expect(page).toHaveURL(/\/blog$/);
});
