// The login screen (/login): sign-in with remember me, the server's refusal, a network failure,
// the links, show/hide password, and use with the keyboard alone.
import { expect, test } from '@playwright/test';
import { AUTH_API_MESSAGES, AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { createAccount, openHydrated, PASSWORD, savedToken } from '../helpers/auth.ts';

const { fields, actions, login } = AUTH_LABELS;
const DAY_SECONDS = 24 * 60 * 60;

test.describe('login screen', () => {
  test('signs in with remember me: token kept for 30 days, then the dashboard', async ({
    page,
    request,
    context,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/login');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: fields.rememberMe }).check();
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: actions.signIn, exact: true }).click();
    await expect(page.getByRole('button', { name: AUTH_TEXT.pending.signingIn })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await savedToken(page)).toMatch(/\S{20,}/);
    const cookie = (await context.cookies()).find((entry) => entry.name === 'authToken');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * DAY_SECONDS);
  });

  test('without remember me the token cookie ends with the browser session', async ({
    page,
    request,
    context,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/login');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: actions.signIn, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    const cookie = (await context.cookies()).find((entry) => entry.name === 'authToken');
    expect(cookie?.expires).toBe(-1);
  });

  test("a wrong password shows the server's message and keeps the visitor here", async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/login');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: actions.signIn, exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(AUTH_API_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/login$/);
    expect(await savedToken(page)).toBeNull();
  });

  test('an answer without a message shows "Login failed"; no answer shows the network message', async ({
    page,
  }) => {
    await openHydrated(page, '/login');
    await page.getByLabel(fields.email).fill('ada@example.com');
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, json: {} }));
    await page.getByRole('button', { name: actions.signIn, exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(AUTH_TEXT.errors.loginFailed);

    await page.unroute('**/api/auth/login');
    await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: actions.signIn, exact: true }).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText(AUTH_TEXT.errors.loginNetwork);
  });

  test('links to reset, sign up, home and Facebook', async ({ page }) => {
    await openHydrated(page, '/login');
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: actions.continueWithFacebook })).toHaveAttribute(
      'href',
      '/api/auth/facebook',
    );
    await expect(main.getByRole('link', { name: actions.continueWithGoogle })).toHaveCount(0);
    await expect(main.getByRole('link', { name: login.signUpLink, exact: true })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(main.getByRole('link', { name: actions.backToHome })).toHaveAttribute('href', '/');
    await main.getByRole('link', { name: actions.forgotPassword }).click();
    await expect(page).toHaveURL(/\/simple-login\?mode=forgot$/);
    await expect(page.getByRole('button', { name: actions.sendResetLink })).toBeVisible();
  });

  test('works with the keyboard alone, including show/hide password', async ({ page, request }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/login');
    const password = page.getByLabel(fields.password, { exact: true });
    await page.getByLabel(fields.email).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: fields.showPassword })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: fields.hidePassword })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: fields.rememberMe })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: fields.rememberMe })).toBeChecked();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(password).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });
});
