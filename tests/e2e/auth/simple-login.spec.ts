// The combined auth screen (/simple-login): sign in, create account and reset password, each
// mode's validation messages, pending labels, the server's answers, and the social buttons.
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

const { fields, actions, combined } = AUTH_LABELS;

function submit(page: Page, name: string) {
  return page.locator('form').getByRole('button', { name, exact: true });
}

async function expectNotice(page: Page, messages: string[]): Promise<void> {
  const notice = page.locator('form').getByRole('alert');
  await expect(notice).toContainText(AUTH_TEXT.validation.noticeTitle);
  await expect(notice.getByRole('listitem')).toHaveText(messages);
}

test.describe('combined auth screen: sign in', () => {
  test('opens in sign-in mode with Google, Facebook and remember me', async ({ page }) => {
    await openHydrated(page, '/simple-login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.signInTitle);
    await expect(page.getByRole('link', { name: actions.continueWithGoogle })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    await expect(page.getByRole('link', { name: actions.continueWithFacebook })).toHaveAttribute(
      'href',
      '/api/auth/facebook',
    );
    await expect(page.getByRole('checkbox', { name: fields.rememberMe })).toBeVisible();
    await expect(page.getByLabel(fields.password, { exact: true })).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    await expect(page.getByLabel(fields.firstName)).toHaveCount(0);
  });

  test('lists the email and password problems together', async ({ page }) => {
    await openHydrated(page, '/simple-login');
    await submit(page, actions.signIn).click();
    await expectNotice(page, ['Email is required', 'Password is required']);
    await page.getByLabel(fields.email).fill('ada@example');
    await page.getByLabel(fields.password, { exact: true }).fill('12345');
    await submit(page, actions.signIn).click();
    await expectNotice(page, [
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
    ]);
  });

  test('signs in, shows "Signing in..." meanwhile, and loads /', async ({ page, request }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/simple-login');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox', { name: fields.rememberMe }).check();
    let sent: unknown = null;
    await page.route('**/api/simple/login', async (route) => {
      sent = route.request().postDataJSON();
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await submit(page, actions.signIn).click();
    await expect(submit(page, AUTH_TEXT.pending.signingIn)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    expect(sent).toEqual({ email, password: PASSWORD, rememberMe: true });
    expect(await savedToken(page)).toMatch(/\S{20,}/);
  });

  test('a wrong password gives a "Login failed" toast with the server message', async ({ page, request }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/simple-login');
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.password, { exact: true }).fill('wrong-password');
    await submit(page, actions.signIn).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText(AUTH_TEXT.errors.loginFailed);
    await expect(toast).toContainText(AUTH_API_MESSAGES.invalidCredentials);
    await expect(page).toHaveURL(/\/simple-login$/);
  });

  test('an unreadable answer gives "Network error"', async ({ page }) => {
    await openHydrated(page, '/simple-login');
    await page.getByLabel(fields.email).fill('ada@example.com');
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.route('**/api/simple/login', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
    );
    await submit(page, actions.signIn).click();
    await expect(notifications(page).getByRole('alert')).toContainText(AUTH_TEXT.errors.networkError);
  });
});

test.describe('combined auth screen: create account', () => {
  test('?mode=signup opens it; every problem is listed together', async ({ page }) => {
    await openHydrated(page, '/simple-login?mode=signup');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.signUpTitle);
    await expect(page.getByLabel(fields.confirmPassword)).toHaveCount(0);
    await submit(page, actions.createAccount).click();
    await expectNotice(page, [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'You must agree to the Terms of Service and Privacy Policy',
    ]);
    await page.getByLabel(fields.firstName).fill('Ada');
    await page.getByLabel(fields.lastName).fill('Pool');
    await page.getByLabel(fields.email).fill('not-an-address');
    await page.getByLabel(fields.password, { exact: true }).fill('123');
    await page.getByRole('checkbox').check();
    await submit(page, actions.createAccount).click();
    await expectNotice(page, [
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
    ]);
  });

  test('the toggle switches between sign in and create account', async ({ page }) => {
    await openHydrated(page, '/simple-login');
    await page.getByRole('button', { name: combined.toSignUp }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.signUpTitle);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByLabel(fields.firstName)).toBeVisible();
    await expect(page.getByRole('link', { name: fields.termsOfService })).toHaveAttribute('href', '/terms');
    await page.getByRole('button', { name: combined.toSignIn }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.signInTitle);
  });

  test('creates the account, shows "Creating account..." meanwhile, and loads /', async ({ page }) => {
    await openHydrated(page, '/simple-login?mode=signup');
    await page.getByLabel(fields.firstName).fill('Ada');
    await page.getByLabel(fields.lastName).fill('Pool');
    await page.getByLabel(fields.email).fill(uniqueEmail('combined'));
    await page.getByLabel(fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('checkbox').check();
    await page.route('**/api/simple/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await submit(page, actions.createAccount).click();
    await expect(submit(page, AUTH_TEXT.pending.creatingAccount)).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await savedToken(page)).toMatch(/\S{20,}/);
  });
});

test.describe('combined auth screen: reset password', () => {
  test('?mode=forgot opens it with the email field only', async ({ page }) => {
    await openHydrated(page, '/simple-login?mode=forgot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.forgotTitle);
    await expect(page.getByLabel(fields.email)).toBeVisible();
    await expect(page.getByLabel(fields.password, { exact: true })).toHaveCount(0);
    await expect(submit(page, actions.sendResetLink)).toBeVisible();
  });

  test('a missing and an invalid address each give their titled toast', async ({ page }) => {
    await openHydrated(page, '/simple-login');
    await page.getByRole('button', { name: actions.forgotPassword }).click();
    await submit(page, actions.sendResetLink).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailRequiredTitle);
    await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailRequired);

    await page.getByLabel(fields.email).fill('ada@');
    await submit(page, actions.sendResetLink).click();
    await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailInvalidTitle);
    await expect(toast).toContainText(AUTH_TEXT.validation.emailInvalid);
    // One toast at a time: the second replaced the first.
    await expect(notifications(page).getByRole('alert')).toHaveCount(1);
  });

  test('sends the link: "Sending...", the "Email Sent" toast, then back to sign in', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/simple-login?mode=forgot');
    await page.getByLabel(fields.email).fill(email);
    await page.route('**/api/auth/forgot-password', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await submit(page, actions.sendResetLink).click();
    await expect(submit(page, AUTH_TEXT.pending.sending)).toBeVisible();
    const toast = notifications(page).getByRole('status');
    await expect(toast).toContainText(AUTH_TEXT.success.emailSent);
    await expect(toast).toContainText(AUTH_API_MESSAGES.forgotSent);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.signInTitle);
    await expect(page.getByLabel(fields.email)).toHaveValue(email);
  });

  test('a refused request gives "Failed to send reset email"', async ({ page }) => {
    await openHydrated(page, '/simple-login?mode=forgot');
    await page.getByLabel(fields.email).fill('ada@example.com');
    await page.route('**/api/auth/forgot-password', (route) =>
      route.fulfill({
        status: 429,
        json: { message: 'Too many requests. Please wait a moment and try again.' },
      }),
    );
    await submit(page, actions.sendResetLink).click();
    await expect(notifications(page).getByRole('alert')).toContainText(AUTH_TEXT.errors.forgotFailed);
  });

  test('"Back to sign in" returns to sign in', async ({ page }) => {
    await openHydrated(page, '/simple-login?mode=forgot');
    await page.getByRole('button', { name: actions.backToSignIn }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(combined.signInTitle);
  });
});
