import { CUSTOMER_MESSAGES, type GetCustomerProfileResponse } from '@app/contract';
import { expect, test } from '../support/auth-test.js';
import { seriousViolations } from '../support/axe.js';
import { createSignedInCustomer, makeJpeg } from '../support/customer-session.js';
import { startSignedIn } from '../support/session.js';
import { toastWith } from '../support/toasts.js';

test('a token the server refuses ends the session and goes to /user-login', async ({ page }) => {
  await startSignedIn(
    page,
    { userName: 'Old', email: 'old@example.com', role: 'customer', userId: '1', isLogging: true },
    'a.revoked.token',
  );

  await page.goto('/customer/dashboard');

  await expect(page).toHaveURL(/\/user-login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => window.localStorage.getItem('reduxState'))).toBeNull();
});

test('a customer sees the Dashboard card and edits the profile with a photo', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = await createSignedInCustomer(page, request, 'dashboard');

  await page.goto('/customer/dashboard');
  const menu = page.getByRole('tablist', { name: 'Dashboard menu' });
  await expect(menu.getByRole('tab')).toHaveText([
    'Dashboard',
    'Profile',
    'Wishlist',
    'Notifications',
  ]);
  const card = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(card.getByText(customer.name, { exact: true })).toBeVisible();
  await expect(card.getByText(customer.email, { exact: true })).toBeVisible();
  await expect(
    card.getByRole('img', { name: `Photo of ${customer.name}: no photo yet` }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Edit Profile on the card: the Profile panel, editable, the name field focused.
  await card.getByRole('button', { name: 'Edit Profile' }).click();
  const form = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(form.getByRole('button', { name: 'Editing Profile' })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toBeFocused();

  const name = `${customer.name} Edited`;
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Age', { exact: true }).fill('41');
  await form.getByLabel('Language', { exact: true }).fill('English, Italian');
  await form.getByLabel('Ethnicity', { exact: true }).fill('Mediterranean');
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await makeJpeg(page),
  });
  await expect(form.getByRole('img', { name: 'Preview of your new photo' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(toastWith(page, CUSTOMER_MESSAGES.profileUpdated)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveAttribute('readonly', '');
  const photo = form.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', /^\/images\//);
  const photoResponse = await request.get((await photo.getAttribute('src')) ?? '');
  expect(photoResponse.status()).toBe(200);
  expect(photoResponse.headers()['content-type']).toMatch(/^image\//);

  // Saved on the server: the API answers the new profile, and a reload shows it.
  const saved = await request.get(`/api/customer/getProfile/${customer.id}`, {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  const profile = ((await saved.json()) as GetCustomerProfileResponse).data;
  expect(profile).toMatchObject({
    name,
    age: 41,
    language: 'English, Italian',
    ethinicity: 'Mediterranean',
  });
  expect(profile.image).toBeTruthy();

  // The chosen panel survives the reload (?tab=profile); the card shows the saved profile.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Dashboard' }).click();
  const reloadedCard = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(reloadedCard.getByText(name, { exact: true })).toBeVisible();
  await expect(reloadedCard.getByText('41', { exact: true })).toBeVisible();
  await expect(reloadedCard.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute(
    'src',
    `/images/${profile.image}`,
  );
});

test('a refused photo toasts Failed to update profile., marks the field and keeps the typing', async ({
  page,
  request,
}) => {
  test.slow();
  await createSignedInCustomer(page, request, 'dashboard-refused');
  await page.goto('/customer/dashboard?tab=profile');
  const form = page.getByRole('tabpanel', { name: 'Profile' });
  await form.getByRole('button', { name: 'Edit Profile' }).click();

  await form.getByLabel('Language', { exact: true }).fill('Greek');
  // Named and typed as a PNG, but not an image by content: only the server can tell.
  await form.getByLabel('Photo', { exact: true }).setInputFiles({
    name: 'not-really.png',
    mimeType: 'image/png',
    buffer: Buffer.from('this is plain text, not a picture'),
  });
  await form.getByRole('button', { name: 'Submit' }).click();

  await expect(toastWith(page, CUSTOMER_MESSAGES.profileUpdateFailed)).toBeVisible();
  await expect(form.getByText(CUSTOMER_MESSAGES.imageNotImage)).toBeVisible();
  await expect(form.getByLabel('Photo', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Language', { exact: true })).toHaveValue('Greek');
  await expect(form.getByRole('button', { name: 'Editing Profile' })).toBeVisible();
});

test('the menu: arrow keys choose panels, Notifications is calm, phones get a row', async ({
  page,
  request,
}) => {
  test.slow();
  await createSignedInCustomer(page, request, 'dashboard-menu');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/customer/dashboard');
  const menu = page.getByRole('tablist', { name: 'Dashboard menu' });
  const tabs = menu.getByRole('tab');

  // A column on wide screens.
  const [first, second] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
  expect(first && second && second.y > first.y && Math.abs(second.x - first.x) < 2).toBe(true);

  await tabs.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(tabs.nth(1)).toBeFocused();
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\?tab=profile$/);
  await page.keyboard.press('End');
  await expect(tabs.nth(3)).toBeFocused();
  await expect(
    page.getByRole('tabpanel', { name: 'Notifications' }).getByText('No notifications'),
  ).toBeVisible();

  // A row on phones.
  await page.setViewportSize({ width: 360, height: 800 });
  const [rowFirst, rowSecond] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
  expect(
    rowFirst && rowSecond && Math.abs(rowSecond.y - rowFirst.y) < 2 && rowSecond.x > rowFirst.x,
  ).toBe(true);
  // The row scrolls inside the page; the panels stay within the 360 px screen.
  for (const tab of ['Profile', 'Wishlist', 'Dashboard']) {
    await menu.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel).toBeVisible();
    const box = await panel.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  }
});
