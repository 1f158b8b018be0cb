// Profiles: the set-up a new user is offered, and the public page it makes, which never shows
// the e-mail; a private profile does not exist for anyone else.
import { expect, test } from '@playwright/test';
import { signInNewAccount } from '../helpers/auth.ts';

test('profile set-up saves the role and company, and a public profile shows them without the e-mail', async ({
  page,
}) => {
  const { email, userId } = await signInNewAccount(page, 'Rio');
  await page.goto('/profile-setup');
  await page.getByLabel('Contractor').check();
  await page.getByLabel('Company (optional)').fill('Blue Water Pools');
  await page.getByLabel('Make my profile public').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Free trial plan · Contractor · Blue Water Pools')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish setting up your profile' })).toHaveCount(0);

  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no second page');
  const response = await visitor.goto(`${new URL(page.url()).origin}/profile/${userId}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Rio Reef' })).toBeVisible();
  await expect(visitor.getByText('Contractor · Blue Water Pools')).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await visitor.close();
});

test('a private profile is a 404', async ({ page }) => {
  const { userId } = await signInNewAccount(page);
  const response = await page.goto(`/profile/public/${userId}`);
  expect(response?.status()).toBe(404);
});
