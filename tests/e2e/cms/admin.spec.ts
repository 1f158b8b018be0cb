import { expect, test } from '@playwright/test';
import { ownClient } from '../helpers/auth.ts';
import { signInToCms } from '../helpers/cms.ts';
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

  // The media list shows each picture's thumbnail, loaded, with its alternative text.
  await page.goto('/cms/admin/collections/media');
  const thumbnails = page.locator('table img');
  await expect(thumbnails.first()).toBeVisible();
  expect(await thumbnails.count()).toBeGreaterThan(3);
  for (const index of [0, 1, 2, 3]) {
    const thumbnail = thumbnails.nth(index);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((image) => (image as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  }
  // Redirects are managed beside the content.
  await page.goto('/cms/admin/collections/redirects');
  await expect(page.getByRole('heading', { level: 1, name: 'Redirects' })).toBeVisible();
});

test('the CMS admin refuses a wrong password', async ({ request }) => {
  const { editor } = productState();
  const response = await request.post('/cms/api/users/login', {
    data: { email: editor.email, password: 'not-the-password' },
  });
  expect(response.status()).toBe(401);
});

test('a CMS user whose password an admin typed must choose their own before anything else', async ({
  page,
  request,
}) => {
  const admin = await signInToCms(request);
  const account = { email: `new-editor-${Date.now()}@pools.example`, password: 'typed-by-the-admin-1' };
  const created = await request.post('/cms/api/users', {
    headers: admin,
    data: { ...account, role: 'editor' },
  });
  expect(created.status()).toBe(201);

  // The typed password signs in, but opens no content.
  const login = await request.post('/cms/api/users/login', { data: account, headers: ownClient() });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const draft = await request.post('/cms/api/posts', {
    headers: { Authorization: `JWT ${token}` },
    data: { title: 'Not yet', slug: `not-yet-${Date.now()}` },
  });
  expect(draft.status()).toBe(403);

  await page.goto('/cms/admin/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/cms\/admin\/account$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose your own password to go on' }),
  ).toBeVisible();
  await page.goto('/cms/admin/collections/posts');
  await expect(page).toHaveURL(/\/cms\/admin\/account$/);

  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('New Password').fill('my-own-choice-of-password');
  await page.getByLabel('Confirm Password').fill('my-own-choice-of-password');
  // Payload's form takes the click only once it has checked the typed fields; a person whose first
  // click went unheard clicks again, and so does this test, until the admin opens.
  await expect(async () => {
    if (page.url().endsWith('/cms/admin/account'))
      await page.getByRole('button', { name: 'Save' }).click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/cms\/admin\/?$/, { timeout: 5000 });
  }).toPass({ timeout: 40_000 });
  await page.goto('/cms/admin/collections/posts');
  await expect(page.getByText('Designing a Low-Maintenance Pool From Day One')).toBeVisible();

  const typedAgain = await request.post('/cms/api/users/login', { data: account, headers: ownClient() });
  expect(typedAgain.status()).toBe(401);
});
