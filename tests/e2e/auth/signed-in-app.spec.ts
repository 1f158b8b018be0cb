// The app a signed-in visitor sees, and the way in and out of it: the dashboard instead of the
// landing page, the hand-over cookie after Facebook, signing out, and a route without its own screen.
import { expect, test } from '@playwright/test';
import { NOT_FOUND } from '@poolscape/shared';
import { ownClient, signInNewAccount } from '../helpers/auth.ts';

test('a signed-out visitor is sent from /dashboard to /simple-login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/simple-login$/);
});

test('back from Facebook, /dashboard takes the hand-over cookie instead of redirecting to sign in', async ({
  page,
  baseURL,
}) => {
  const email = `fb-${Date.now()}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Faye', lastName: 'Book', email, password: 'secret123' },
  });
  const { token } = (await response.json()) as { token: string };
  // As the API's callback leaves it: the token in a short-lived cookie, nothing in local storage.
  await page.context().addCookies([{ name: 'authToken', value: token, url: baseURL ?? '' }]);
  await page.goto('/dashboard?facebook_login=success');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Faye' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
});

test('signed in, / is the dashboard and the navigation offers Back to Dashboard', async ({ page }) => {
  await signInNewAccount(page, 'Maya');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Start Free Trial' })).toBeHidden();
});

test('signing out ends the session on the server and returns to the landing page', async ({ page }) => {
  const { token } = await signInNewAccount(page, 'Lee');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Design Now' }).first()).toBeVisible();
  const after = await page.request.get('/api/simple/user', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a signed-in route without a screen of its own yet is served by the app shell, with the way back', async ({
  page,
}) => {
  await signInNewAccount(page, 'Noor');
  const response = await page.goto('/presentations');
  expect(response?.status()).toBe(200);
  // The app keeps the address and shows a screen of its own: not the not-found page, not sign-in.
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/presentations$/);
  await expect(page.getByRole('heading', { name: NOT_FOUND.heading })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Back to Dashboard' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Noor' })).toBeVisible();
});
