// "Delete my account" on the profile, then "Keep my account" at the next sign-in: the account is
// closed at once (signed out, its public profile gone), and the password within the 7 days brings
// it back whole.
import { expect, test } from '@playwright/test';
import { openHydrated, signInNewAccount } from '../helpers/auth.ts';

test('a user deletes their account, then signs in and keeps it', async ({ page }) => {
  const { email, userId, token } = await signInNewAccount(page, 'Rosa');
  const profile = `/api/profiles/${userId}`;
  await page.request.patch('/api/profile', {
    headers: { authorization: `Bearer ${token}` },
    data: { profilePublic: true },
  });
  expect((await page.request.get(profile)).status()).toBe(200);
  await openHydrated(page, '/profile/edit');
  await page.getByRole('button', { name: 'Delete my account…' }).click();
  const form = page.getByRole('form', { name: 'Confirm deleting your account' });
  await form.getByLabel('Your password').fill('not-my-password');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(form.getByRole('alert')).toHaveText('That password is not right.');
  await form.getByLabel('Your password').fill('secret123');
  await form.getByRole('button', { name: 'Delete my account' }).click();

  // Signed out, and told when it goes.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account is closed')).toBeVisible();
  await expect(page.getByText(/Your account will be deleted on \d+ \w+ \d{4}/)).toBeVisible();
  expect((await page.request.get(profile)).status()).toBe(404);

  // The password within the 7 days offers to keep it.
  await openHydrated(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/keep-account$/);
  await expect(page.getByRole('heading', { name: 'Your account is set to be deleted' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Keep my account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back. Your account is kept, and nothing was deleted.')).toBeVisible();
});
