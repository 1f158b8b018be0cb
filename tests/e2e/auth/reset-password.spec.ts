// The reset password page (/reset-password?token=): without a token, its validation messages, a
// link the server refuses, and the whole way from the e-mail's link to signing in again.
import { expect, type Page, test } from '@playwright/test';
import { AUTH_API_MESSAGES, AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { createAccount, notifications, openHydrated } from '../helpers/auth.ts';
import { resetLinkIn, waitForMailTo } from '../helpers/mail.ts';

const { fields, actions, reset } = AUTH_LABELS;

async function choosePassword(page: Page, password: string, confirmation: string): Promise<void> {
  await page.getByLabel(fields.newPassword, { exact: true }).fill(password);
  await page.getByLabel(fields.confirmNewPassword, { exact: true }).fill(confirmation);
  await page.getByRole('button', { name: actions.resetPassword }).click();
}

test.describe('reset password page', () => {
  test('without a token: Invalid Reset Link, the explanation, the toast and Back to Login', async ({
    page,
  }) => {
    await openHydrated(page, '/reset-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(AUTH_TEXT.errors.invalidResetLinkTitle);
    // The page's own section; the notification region sits in an island of its own.
    await expect(page.locator('main > section').getByText(AUTH_TEXT.errors.invalidResetLink)).toBeVisible();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText(AUTH_TEXT.errors.invalidLinkTitle);
    await expect(toast).toContainText(AUTH_TEXT.errors.invalidResetLink);
    await expect(page.getByLabel(fields.newPassword)).toHaveCount(0);
    await page.locator('main').getByRole('link', { name: actions.backToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('asks for both fields, 6 characters, and the same password twice', async ({ page }) => {
    await openHydrated(page, '/reset-password?token=abc');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(reset.title);
    const problem = page.locator('form').getByRole('alert');

    await page.getByRole('button', { name: actions.resetPassword }).click();
    await expect(problem).toHaveText(AUTH_TEXT.validation.resetFillAll);
    await expect(page.getByLabel(fields.newPassword, { exact: true })).toBeFocused();

    await choosePassword(page, 'new-password-1', '');
    await expect(problem).toHaveText(AUTH_TEXT.validation.resetFillAll);

    await choosePassword(page, '12345', '12345');
    await expect(problem).toHaveText(AUTH_TEXT.validation.passwordTooShort);

    await choosePassword(page, 'new-password-1', 'new-password-2');
    await expect(problem).toHaveText(AUTH_TEXT.validation.passwordsDoNotMatch);
    await expect(page.getByLabel(fields.confirmNewPassword, { exact: true })).toBeFocused();

    await expect(page.locator('main').getByRole('link', { name: actions.backToLogin })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('a link the server does not know gives the "Error" toast with its message', async ({ page }) => {
    await openHydrated(page, '/reset-password?token=not-a-real-reset-token');
    await choosePassword(page, 'new-password-1', 'new-password-1');
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText(reset.errorTitle);
    await expect(toast).toContainText(AUTH_API_MESSAGES.resetInvalid);
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test('takes the token out of the address bar and the history, and still resets with it', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    // From a client address of its own (the API trusts the loopback proxy's), so the suite's other
    // reset requests keep the per-client limit to themselves.
    const asked = await request.post('/api/auth/forgot-password', {
      data: { email },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(asked.status()).toBe(200);
    const link = new URL(resetLinkIn(await waitForMailTo(email)));
    const token = link.searchParams.get('token') ?? '';
    expect(token).not.toBe('');

    await openHydrated(page, '/blog');
    await openHydrated(page, `${link.pathname}?utm_source=mail&token=${token}#top`);
    await expect(page).toHaveURL(/\/reset-password\?utm_source=mail#top$/);
    expect(await page.evaluate(() => window.location.href)).not.toContain(token);
    // Back and forward again: no entry of the history holds the token.
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await page.goForward();
    expect(page.url()).not.toContain(token);

    // The form kept the token in memory: the reset works from the cleaned address.
    await openHydrated(page, `${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/reset-password$/);
    await choosePassword(page, 'clean-address-1', 'clean-address-1');
    await expect(notifications(page).getByRole('status')).toContainText(AUTH_API_MESSAGES.resetDone);
  });

  test('from the e-mail: new password, "Resetting...", the message toast, /login after 2 s, and it signs in', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    const asked = await request.post('/api/auth/forgot-password', { data: { email } });
    expect(asked.status()).toBe(200);
    const link = new URL(resetLinkIn(await waitForMailTo(email)));

    await openHydrated(page, `${link.pathname}${link.search}`);
    await page.route('**/api/auth/reset-password', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await choosePassword(page, 'brand-new-password', 'brand-new-password');
    await expect(page.getByRole('button', { name: AUTH_TEXT.pending.resetting })).toBeVisible();
    await expect(notifications(page).getByRole('status')).toContainText(AUTH_API_MESSAGES.resetDone);
    const toastShownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(Date.now() - toastShownAt).toBeGreaterThanOrEqual(1500);

    const signedIn = await request.post('/api/auth/login', {
      data: { email, password: 'brand-new-password' },
    });
    expect(signedIn.status()).toBe(200);

    // The link works once.
    await openHydrated(page, `${link.pathname}${link.search}`);
    await choosePassword(page, 'another-password', 'another-password');
    await expect(notifications(page).getByRole('alert')).toContainText(AUTH_API_MESSAGES.resetInvalid);
  });
});
