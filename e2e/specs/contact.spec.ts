import { CONTACT_MESSAGES } from '@app/contract';
import { expect, test } from '../fixtures.js';

test('the form shows the validation messages and sends nothing while they stand', async ({
  page,
}) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/contact')) posts += 1;
  });
  await page.goto('/contactus');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Message').fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByText(CONTACT_MESSAGES.nameRequired)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
  await expect(page.getByText(CONTACT_MESSAGES.messageTooShort)).toBeVisible();
  await expect(page.getByLabel('Name')).toBeFocused();
  expect(posts).toBe(0);
});

test('a valid message is stored (the API answers 200), confirmed, and the form cleared', async ({
  page,
}) => {
  await page.goto('/contactus');
  await page.getByLabel('Name').fill('Playwright Visitor');
  await page.getByLabel('Email').fill(`visitor-${Date.now()}@example.com`);
  await page.getByLabel('Phone (optional)').fill('0491 570 110');
  await page
    .getByLabel('Message')
    .fill('Hello team, this is a test message from the browser tests.');

  const answer = page.waitForResponse(
    (response) => response.url().endsWith('/api/contact') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();

  expect((await answer).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: CONTACT_MESSAGES.sent })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await expect(page.getByLabel('Message')).toHaveValue('');
});

test("the server's 422 field errors show on the fields and nothing typed is lost", async ({
  page,
}) => {
  await page.goto('/contactus');
  // The browser checks with the same schema as the server, so a 422 needs a request the form
  // would never send: the e-mail is spoilt on its way out, and the real server answers.
  await page.route('**/api/contact', async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, email: 'spoilt-address' }) });
  });
  await page.getByLabel('Name').fill('Playwright Visitor');
  await page.getByLabel('Email').fill('visitor@example.com');
  const message = 'This message goes out with a spoilt e-mail address.';
  await page.getByLabel('Message').fill(message);

  const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: 'Send message' }).click();

  expect((await answer).status()).toBe(422);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(CONTACT_MESSAGES.emailInvalid);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Name')).toHaveValue('Playwright Visitor');
  await expect(page.getByLabel('Email')).toHaveValue('visitor@example.com');
  await expect(page.getByLabel('Message')).toHaveValue(message);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled();
});
