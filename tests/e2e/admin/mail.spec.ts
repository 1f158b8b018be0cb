// /admin/mail on an installation without an SMTP server (this product, as `npm start`): a user who
// forgot their password asks for a link; an admin finds the mail by the user's address and opens
// its link, which lets the user choose a new password and sign in with it.
import { expect, test } from '@playwright/test';
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { createAccount, notifications } from '../helpers/auth.ts';
import { signIn, sql } from '../helpers/designs.ts';

const { fields, actions } = AUTH_LABELS;

test('an admin finds a reset mail on /admin/mail, and its link lets the user in again', async ({
  page,
  request,
}) => {
  const email = await createAccount(request);
  const asked = await request.post('/api/auth/forgot-password', {
    data: { email },
    headers: { 'x-forwarded-for': '198.51.100.91' },
  });
  expect(asked.status()).toBe(200);

  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Mail' }).click();
  await expect(page.getByRole('heading', { name: 'Mail', level: 1 })).toBeVisible();
  await expect(page.getByText(/No SMTP server is set up/)).toBeVisible();
  await page.getByLabel('Search by address or subject').fill(email);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/\./g, '\\.')}`));
  const message = page.getByTestId('kept-mail');
  await expect(message).toHaveCount(1);
  await expect(message).toContainText(`To ${email}`);
  const link = message.getByRole('link', { name: /\/reset-password\?token=/ });
  const opened = page.waitForEvent('popup');
  await link.click();
  const resetPage = await opened;

  // The link is the user's: passed on, it opens the reset form and the new password works.
  // (Not opened again: the page takes the token out of its address once it has it.)
  await expect(resetPage.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
  await resetPage.getByLabel(fields.newPassword, { exact: true }).fill('handed-on-link-1');
  await resetPage.getByLabel(fields.confirmNewPassword, { exact: true }).fill('handed-on-link-1');
  await resetPage.getByRole('button', { name: actions.resetPassword }).click();
  await expect(notifications(resetPage).getByRole('status')).toContainText(AUTH_API_MESSAGES.resetDone);
  const signedIn = await request.post('/api/auth/login', { data: { email, password: 'handed-on-link-1' } });
  expect(signedIn.status()).toBe(200);

  // A search that matches nothing says so.
  await page.getByLabel('Search by address or subject').fill('nobody-at-all@example.com');
  await expect(
    page.getByText('No kept mail matches “nobody-at-all@example.com”.', { exact: false }),
  ).toBeVisible();
});
