import { expect, test } from '@playwright/test';
import { ownClient } from '../helpers/auth.ts';
import { resetLinkIn, waitForMailTo } from '../helpers/mail.ts';
import { SOCIAL_USER } from '../helpers/product.ts';

test('a forgotten password is reset through the e-mailed link, then signs in', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`;
  const registered = await request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Rene', lastName: 'Set', email, password: 'old-password' },
  });
  expect(registered.status()).toBe(201);
  const oldToken = ((await registered.json()) as { token: string }).token;

  await page.goto('/simple-login?mode=forgot');
  await page.getByLabel(/email/i).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email Sent')).toBeVisible();

  const link = resetLinkIn(await waitForMailTo(email));
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm new password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  expect(
    (await request.get('/api/simple/user', { headers: { authorization: `Bearer ${oldToken}` } })).status(),
  ).toBe(401);
  expect(
    (await request.post('/api/auth/login', { data: { email, password: 'old-password' } })).status(),
  ).toBe(401);
  expect(
    (await request.post('/api/auth/login', { data: { email, password: 'brand-new-password' } })).status(),
  ).toBe(200);
  // The link works once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('third-password');
  await page.getByLabel('Confirm new password').fill('third-password');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('This password reset link is invalid or has expired.').first()).toBeVisible();
});

test('Continue with Google signs in through the provider and lands on the dashboard', async ({ page }) => {
  await page.goto('/register');
  await page
    .getByRole('button', { name: 'Continue with Google' })
    .or(page.getByRole('link', { name: 'Continue with Google' }))
    .click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: `Welcome back, ${SOCIAL_USER.given_name}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
  expect(await page.evaluate(() => document.cookie.includes('authToken='))).toBe(true);
});

test('Continue with Facebook links to the same person and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page
    .getByRole('button', { name: 'Continue with Facebook' })
    .or(page.getByRole('link', { name: 'Continue with Facebook' }))
    .click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: `Welcome back, ${SOCIAL_USER.given_name}` })).toBeVisible();
  await expect(page.getByText(`Signed in as ${SOCIAL_USER.email}`)).toBeVisible();
});
