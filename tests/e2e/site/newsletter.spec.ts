// The footer's Stay Updated box: every message of the spec, word for word.
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { databaseUrlOf, E2E_DATA_DIR } from '../support/product.ts';

const form = (page: Page) => page.locator('form[data-newsletter]');
const toastWith = (page: Page, title: string, description: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: title }).filter({ hasText: description });

async function subscribers(email: string): Promise<{ email: string; source: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  try {
    return (
      await client.query('select email, source from app.newsletter_subscribers where email = $1', [email])
    ).rows;
  } finally {
    await client.end();
  }
}

test('an address is sent trimmed and lowercased, stored once, and the field cleared', async ({ page }) => {
  const email = `Reader.${Date.now()}@Example.com`;
  await page.goto('/blog');
  const input = form(page).getByLabel('Address for the newsletter');
  const button = form(page).getByRole('button');
  await expect(button).toBeDisabled();
  await input.fill(`  ${email}  `);
  await expect(button).toBeEnabled();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/newsletter/subscribe', async (route) => {
    await held;
    await route.continue();
  });
  await button.click();
  await expect(button).toHaveText('Subscribing...');
  await expect(button).toBeDisabled();
  release();
  await expect(toastWith(page, 'Success!', 'Thanks for subscribing!')).toBeVisible();
  await expect(input).toHaveValue('');
  await expect(button).toHaveText('Subscribe');
  expect(await subscribers(email.toLowerCase())).toEqual([{ email: email.toLowerCase(), source: 'footer' }]);

  await page.unroute('**/api/newsletter/subscribe');
  await input.fill(email.toLowerCase());
  await button.click();
  await expect(toastWith(page, 'Success!', 'You are already subscribed.')).toBeVisible();
  expect(await subscribers(email.toLowerCase())).toHaveLength(1);
});

test('an address without @ gets Invalid Email and nothing is sent', async ({ page }) => {
  let sent = 0;
  await page.route('**/api/newsletter/subscribe', (route) => {
    sent += 1;
    return route.continue();
  });
  await page.goto('/about');
  await form(page).getByLabel('Address for the newsletter').fill('reader.example.com');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, 'Invalid Email', 'Please enter a valid email address')).toBeVisible();
  expect(sent).toBe(0);
});

test('a refusal shows Subscription Failed with the server’s words, or the spec’s fallback', async ({
  page,
}) => {
  await page.goto('/about');
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({
      status: 429,
      json: { message: 'Too many requests. Please wait a moment and try again.' },
    }),
  );
  await form(page).getByLabel('Address for the newsletter').fill('someone@example.com');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, 'Subscription Failed', 'Too many requests.')).toBeVisible();
  await expect(form(page).getByLabel('Address for the newsletter')).toHaveValue('someone@example.com');

  await page.unroute('**/api/newsletter/subscribe');
  await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, json: {} }));
  await page.keyboard.press('Escape');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, 'Subscription Failed', 'Failed to subscribe. Please try again')).toBeVisible();
});

test('a network failure shows Error: Something went wrong', async ({ page }) => {
  await page.goto('/about');
  await page.route('**/api/newsletter/subscribe', (route) => route.abort('failed'));
  await form(page).getByLabel('Address for the newsletter').fill('someone@example.com');
  await form(page).getByRole('button', { name: 'Subscribe' }).click();
  await expect(toastWith(page, 'Error', 'Something went wrong. Please try again later')).toBeVisible();
});
