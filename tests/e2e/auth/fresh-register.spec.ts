// The fresh register/login page (/fresh-register): the card's two modes, their messages, the
// pending label, and what success and failure do.
import { expect, type Page, test } from '@playwright/test';
import { AUTH_API_MESSAGES, AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import {
  createAccount,
  notifications,
  openHydrated,
  PASSWORD,
  savedToken,
  uniqueEmail,
} from '../helpers/auth.ts';

const { fields, actions, fresh } = AUTH_LABELS;

function submit(page: Page, name: string) {
  return page.locator('form').getByRole('button', { name, exact: true });
}

test.describe('fresh register/login page', () => {
  test('toggles between Sign In and Create Account', async ({ page }) => {
    await openHydrated(page, '/fresh-register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.signInTitle);
    await expect(page.getByText(fresh.signInSubtitle)).toBeVisible();
    await expect(page.getByLabel(fresh.firstName)).toHaveCount(0);

    await page.getByRole('button', { name: fresh.toSignUp }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.signUpTitle);
    await expect(page.getByText(fresh.signUpSubtitle)).toBeVisible();
    await expect(page.getByLabel(fresh.firstName)).toBeVisible();
    await expect(page.getByLabel(fresh.lastName)).toBeVisible();
    await expect(page.getByLabel(fields.email)).toBeVisible();
    await expect(page.getByLabel(fields.password, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: fresh.toSignIn }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fresh.signInTitle);
  });

  test('sign in: an invalid email and a short password, each under its field', async ({ page }) => {
    await openHydrated(page, '/fresh-register');
    await submit(page, actions.signIn).click();
    await expect(page.getByLabel(fields.email)).toHaveAccessibleDescription(
      AUTH_TEXT.validation.freshEmailInvalid,
    );
    await expect(page.getByLabel(fields.password, { exact: true })).toHaveAccessibleDescription(
      AUTH_TEXT.validation.freshPasswordTooShort,
    );
    await expect(page.locator('form').getByRole('alert')).toHaveText([
      'Please enter a valid email',
      'Password must be at least 6 characters',
    ]);
  });

  test('create account: the names are required too', async ({ page }) => {
    await openHydrated(page, '/fresh-register');
    await page.getByRole('button', { name: fresh.toSignUp }).click();
    await submit(page, actions.createAccount).click();
    await expect(page.locator('form').getByRole('alert')).toHaveText([
      'First name is required',
      'Last name is required',
      'Please enter a valid email',
      'Password must be at least 6 characters',
    ]);
    await expect(page.getByLabel(fresh.firstName)).toBeFocused();
  });

  test('signs in: "Please wait...", the "Successfully logged in!" toast, then / after a second', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/fresh-register');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.route('**/api/fresh/login', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await submit(page, actions.signIn).click();
    await expect(submit(page, AUTH_TEXT.pending.pleaseWait)).toBeVisible();
    await expect(notifications(page).getByRole('status')).toContainText(AUTH_TEXT.success.loggedIn);
    const toastShownAt = Date.now();
    await expect(page).toHaveURL(/\/fresh-register$/);
    await page.waitForURL((url) => url.pathname === '/');
    expect(Date.now() - toastShownAt).toBeGreaterThanOrEqual(500);
    expect(await savedToken(page)).toMatch(/\S{20,}/);
  });

  test('signing in fetches the user again from GET /api/fresh/user before leaving for /', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/fresh-register');
    const events: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname === '/api/fresh/user' && response.request().method() === 'GET') {
        const authorization = response.request().headers().authorization ?? '';
        events.push(
          `user ${response.status()} ${/^Bearer \S{20,}$/.test(authorization) ? 'with' : 'without'} token`,
        );
      }
    });
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) events.push(`page ${new URL(frame.url()).pathname}`);
    });
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await submit(page, actions.signIn).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(events.slice(0, 2)).toEqual(['user 200 with token', 'page /']);
  });

  test('a wrong password gives a destructive toast titled "Login failed"', async ({ page, request }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/fresh-register');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill('wrong-password');
    await submit(page, actions.signIn).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText(AUTH_TEXT.errors.loginFailed);
    await expect(toast).toContainText(AUTH_API_MESSAGES.invalidCredentials);
    expect(await savedToken(page)).toBeNull();
  });

  test('creates an account and goes to /', async ({ page }) => {
    await openHydrated(page, '/fresh-register');
    await page.getByRole('button', { name: fresh.toSignUp }).click();
    await page.getByLabel(fresh.firstName).fill('Ada');
    await page.getByLabel(fresh.lastName).fill('Pool');
    await page.getByLabel(fields.email).fill(uniqueEmail('fresh'));
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await submit(page, actions.createAccount).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await savedToken(page)).toMatch(/\S{20,}/);
    // The toast raised before leaving shows on the next page, once its Toaster has loaded.
    await expect(notifications(page).getByRole('status')).toContainText(AUTH_TEXT.success.accountCreated);
  });
});
