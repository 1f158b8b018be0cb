// Social sign-in: the buttons start it at the API (against the test run's stand-in provider), and
// the page it returns to finishes it (handleSocialLoginReturn, run here by /test-login): errors
// become destructive toasts and leave the address clean; success stores the token, strips the
// query and reloads.
import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { notifications, openHydrated, savedToken } from '../helpers/auth.ts';
import { SOCIAL_USER } from '../helpers/product.ts';

const RETURN_PAGE = '/test-login';

test.describe('social login return', () => {
  for (const [error, title] of [
    ['google_auth_failed', AUTH_TEXT.errors.googleFailed],
    ['facebook_auth_failed', AUTH_TEXT.errors.facebookFailed],
    ['access_denied', AUTH_TEXT.errors.socialFailed],
  ] as const) {
    test(`error=${error} shows "${title}" and clears the query string`, async ({ page }) => {
      await openHydrated(page, `${RETURN_PAGE}?error=${error}`);
      await expect(notifications(page).getByRole('alert')).toHaveText(title);
      await expect(page).toHaveURL(new RegExp(`${RETURN_PAGE}$`));
    });
  }

  test('google_login=success with a token stores it, reloads without the query, and says so', async ({
    page,
  }) => {
    await page.goto(`${RETURN_PAGE}?google_login=success&token=social-session-token`);
    await page.waitForURL((url) => url.pathname === RETURN_PAGE && url.search === '');
    await expect(page.getByTestId('token-present')).toHaveText(AUTH_LABELS.testLogin.yes);
    expect(await savedToken(page)).toBe('social-session-token');
    await expect(notifications(page).getByRole('status')).toHaveText(AUTH_TEXT.success.google);
  });

  test('facebook_login=success takes the token from the authToken cookie and replaces that cookie', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      {
        name: 'authToken',
        value: 'cookie-session-token',
        url: baseURL ?? 'http://localhost',
        expires: Date.now() / 1000 + 120,
      },
    ]);
    await page.goto(`${RETURN_PAGE}?facebook_login=success`);
    await page.waitForURL((url) => url.pathname === RETURN_PAGE && url.search === '');
    await expect(notifications(page).getByRole('status')).toHaveText(AUTH_TEXT.success.facebook);
    expect(await savedToken(page)).toBe('cookie-session-token');
  });

  for (const [provider, name, flag, success] of [
    ['google', AUTH_LABELS.actions.continueWithGoogle, 'google_login', AUTH_TEXT.success.google],
    ['facebook', AUTH_LABELS.actions.continueWithFacebook, 'facebook_login', AUTH_TEXT.success.facebook],
  ] as const) {
    test(`${name} signs in at the provider, and the return page stores the session from the cookie`, async ({
      page,
      context,
      request,
    }) => {
      await openHydrated(page, '/simple-login');
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', `/api/auth/${provider}`);
      // The stand-in provider of the test run approves at once and sends the browser back.
      await page.getByRole('link', { name }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      const cookie = (await context.cookies()).find((entry) => entry.name === 'authToken');
      expect(cookie?.value).toBeTruthy();

      // Finish the return where handleSocialLoginReturn runs (the cookie lives two minutes).
      await page.goto(`${RETURN_PAGE}?${flag}=success`);
      await page.waitForURL((url) => url.pathname === RETURN_PAGE && url.search === '');
      await expect(notifications(page).getByRole('status')).toHaveText(success);
      const token = await savedToken(page);
      expect(token).toBe(decodeURIComponent(cookie?.value ?? ''));
      const me = await request.get('/api/simple/user', { headers: { authorization: `Bearer ${token}` } });
      expect(me.status()).toBe(200);
      expect((await me.json()).email).toBe(SOCIAL_USER.email);
    });
  }
});
