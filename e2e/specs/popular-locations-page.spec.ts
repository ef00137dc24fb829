import {
  POPULAR_LOCATIONS,
  buildPopularCityPath,
  buildStatePath,
  toPlaceKey,
  type PopularLocationCountsResponse,
} from '@app/contract';
import { expect, test } from '../fixtures.js';
import { apiData } from '../support/requests.js';

function describeCount(count: number): string {
  if (count === 0) return 'No listings yet';
  return `${count.toLocaleString('en-AU')} ${count === 1 ? 'listing' : 'listings'}`;
}

test('every state and city shows its live listing count and links to its results', async ({
  page,
}) => {
  const counts = await apiData<PopularLocationCountsResponse>(page, '/api/locations/popular');

  await page.goto('/popular-locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Popular Locations' })).toBeVisible();

  for (const { state, cities } of POPULAR_LOCATIONS) {
    const stateCounts = counts.find((entry) => toPlaceKey(entry.state) === toPlaceKey(state.name));
    expect(stateCounts, state.name).toBeDefined();
    const card = page.getByRole('region', { name: new RegExp(`^${state.name}`) });
    const heading = card.getByRole('heading', { level: 2 });
    await expect(heading.getByRole('link', { name: state.name, exact: true })).toHaveAttribute(
      'href',
      buildStatePath(state),
    );
    await expect(heading).toContainText(describeCount(stateCounts!.count));

    for (const city of cities) {
      const cityCount = stateCounts!.cities.find(
        (c) => toPlaceKey(c.name) === toPlaceKey(city.name),
      );
      expect(cityCount, city.name).toBeDefined();
      const row = card.getByRole('listitem').filter({ hasText: new RegExp(`^${city.name}`) });
      await expect(row).toContainText(describeCount(cityCount!.count));
      const path = buildPopularCityPath(state, city);
      if (path) {
        await expect(row.getByRole('link', { name: city.name, exact: true })).toHaveAttribute(
          'href',
          path,
        );
      } else {
        // docs/product/routes-and-screens.md: Launceston is text without a link.
        await expect(row.getByRole('link')).toHaveCount(0);
      }
    }
  }

  // Some listings are live somewhere: the page is not all zeros.
  expect(counts.reduce((sum, entry) => sum + entry.count, 0)).toBeGreaterThan(0);
});

test('a city link leads to its results page', async ({ page }) => {
  await page.goto('/popular-locations');
  await page.getByRole('main').getByRole('link', { name: 'Sydney', exact: true }).click();
  await expect(page).toHaveURL(/\/escorts\/new-south-wales\/sydney$/);
});
