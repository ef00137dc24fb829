import type { GetBlogsResponse } from '@app/contract';
import { expect, test } from '../fixtures.js';
import { apiData } from '../support/requests.js';

test('the blog lists the posts; a post opens with its body, and links back to the list', async ({
  page,
}) => {
  const posts = await apiData<GetBlogsResponse>(page, '/api/get-blogs');
  expect(posts.length).toBeGreaterThan(0);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page).toHaveTitle(/^Blog \|/);
  for (const post of posts) {
    await expect(page.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
      'href',
      `/blog/${post.slug}/${post.id}`,
    );
  }
  const first = posts[0]!;
  const firstCard = page.getByRole('article').filter({ hasText: first.title });
  await expect(firstCard.getByText(first.excerpt)).toBeVisible();
  // The date as Australians write it: day, month in words, year.
  await expect(firstCard.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  if (first.cover_image) {
    await expect(firstCard.locator('img')).toHaveAttribute('src', `/images/${first.cover_image}`);
  }

  await page.getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first.slug}/${first.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  await expect(page).toHaveTitle(
    new RegExp(`^${first.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`),
  );
  const body = page.locator('article p').last();
  await expect(body).not.toBeEmpty();
  await expect(page.locator('article script')).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('a post that does not exist shows the 404 page', async ({ page }) => {
  await page.goto('/blog/no-such-post/2147480000');

  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found \|/);
});
