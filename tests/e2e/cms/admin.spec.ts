import { expect, test } from '@playwright/test';
import { productState } from '../helpers/state.ts';

test('the seeded editor signs in to the CMS admin at /cms/admin and sees the posts', async ({ page }) => {
  const { editor } = productState();
  await page.goto('/cms/admin');
  await expect(page).toHaveURL(/\/cms\/admin\/login/);
  await page.getByLabel('Email').fill(editor.email);
  await page.getByLabel('Password').fill(editor.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cms\/admin\/?$/);
  await page.goto('/cms/admin/collections/posts');
  await expect(page.getByText('Designing a Low-Maintenance Pool From Day One')).toBeVisible();
});

test('the CMS admin refuses a wrong password', async ({ request }) => {
  const { editor } = productState();
  const response = await request.post('/cms/api/users/login', {
    data: { email: editor.email, password: 'not-the-password' },
  });
  expect(response.status()).toBe(401);
});
