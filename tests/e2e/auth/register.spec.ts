// The register screen (/register): fields, every validation message, the stored redirect rule,
// and the server's refusal as a toast.
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

const { fields, actions } = AUTH_LABELS;

async function fillRegistration(
  page: Page,
  values: { firstName?: string; lastName?: string; email?: string; password?: string; confirm?: string },
): Promise<void> {
  const form = page.locator('form');
  if (values.firstName !== undefined) await form.getByLabel(fields.firstName).fill(values.firstName);
  if (values.lastName !== undefined) await form.getByLabel(fields.lastName).fill(values.lastName);
  if (values.email !== undefined) await form.getByLabel(fields.email).fill(values.email);
  if (values.password !== undefined)
    await form.getByLabel(fields.password, { exact: true }).fill(values.password);
  if (values.confirm !== undefined)
    await form.getByLabel(fields.confirmPassword, { exact: true }).fill(values.confirm);
}

function notice(page: Page) {
  return page.locator('form').getByRole('alert');
}

async function expectNotice(page: Page, messages: string[]): Promise<void> {
  await expect(notice(page)).toContainText(AUTH_TEXT.validation.noticeTitle);
  await expect(notice(page).getByRole('listitem')).toHaveText(messages);
}

test.describe('register screen', () => {
  test('shows the fields, the terms links, the social buttons and the sign-in link', async ({ page }) => {
    await openHydrated(page, '/register');
    const form = page.locator('form');
    await expect(form.getByLabel(fields.firstName)).toHaveAttribute('autocomplete', 'given-name');
    await expect(form.getByLabel(fields.lastName)).toHaveAttribute('autocomplete', 'family-name');
    await expect(form.getByLabel(fields.email)).toHaveAttribute('autocomplete', 'email');
    await expect(form.getByLabel(fields.password, { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(form.getByLabel(fields.confirmPassword, { exact: true })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
    await expect(form.getByRole('link', { name: fields.termsOfService })).toHaveAttribute('href', '/terms');
    await expect(form.getByRole('link', { name: fields.privacyPolicy })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('link', { name: actions.continueWithGoogle })).toHaveAttribute(
      'href',
      '/api/auth/google',
    );
    await expect(page.getByRole('link', { name: actions.continueWithFacebook })).toHaveAttribute(
      'href',
      '/api/auth/facebook',
    );
    await expect(page.locator('main').getByRole('link', { name: 'Sign in', exact: true })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('lists every problem of an empty form together under "Please fix the following:"', async ({
    page,
  }) => {
    await openHydrated(page, '/register');
    await page.getByRole('button', { name: actions.createAccount }).click();
    await expectNotice(page, [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Password confirmation is required',
      'You must agree to the Terms of Service and Privacy Policy',
    ]);
    // The first field to fix has focus and is marked invalid.
    await expect(page.getByLabel(fields.firstName)).toBeFocused();
    await expect(page.getByLabel(fields.firstName)).toHaveAttribute('aria-invalid', 'true');
  });

  test('says an address is not valid, a password is too short, and passwords differ', async ({ page }) => {
    await openHydrated(page, '/register');
    await fillRegistration(page, {
      firstName: 'Ada',
      lastName: 'Pool',
      email: 'ada@',
      password: '12345',
      confirm: '1234',
    });
    await page.getByRole('button', { name: actions.createAccount }).click();
    await expectNotice(page, [
      'Please enter a valid email address',
      'Password must be at least 6 characters long',
      'Passwords do not match',
      'You must agree to the Terms of Service and Privacy Policy',
    ]);
    await expect(page.getByLabel(fields.firstName)).not.toHaveAttribute('aria-invalid', 'true');

    await fillRegistration(page, { email: 'ada@example.com', password: PASSWORD, confirm: `${PASSWORD}x` });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: actions.createAccount }).click();
    await expectNotice(page, ['Passwords do not match']);
  });

  test('creates the account, stores the token and opens the dashboard', async ({ page }) => {
    await openHydrated(page, '/register');
    await fillRegistration(page, {
      firstName: 'Ada',
      lastName: 'Pool',
      email: uniqueEmail('register'),
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await page.getByRole('checkbox').check();
    // Hold the answer back a little to see the pending label.
    await page.route('**/api/simple/register', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await page.getByRole('button', { name: actions.createAccount }).click();
    await expect(page.getByRole('button', { name: AUTH_TEXT.pending.creatingAccount })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await savedToken(page)).toMatch(/\S{20,}/);
  });

  test('goes to the stored redirect and clears redirectAfterLogin, signupMode and intendedPlan', async ({
    page,
  }) => {
    await openHydrated(page, '/register');
    await page.evaluate(() => {
      localStorage.setItem('redirectAfterLogin', '/design/create');
      localStorage.setItem('signupMode', 'create-design');
      localStorage.setItem('intendedPlan', 'pro');
    });
    await fillRegistration(page, {
      firstName: 'Grace',
      lastName: 'Deck',
      email: uniqueEmail('intent'),
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: actions.createAccount }).click();
    await page.waitForURL((url) => url.pathname === '/design/create');
    const left = await page.evaluate(() =>
      ['redirectAfterLogin', 'signupMode', 'intendedPlan'].map((key) => localStorage.getItem(key)),
    );
    expect(left).toEqual([null, null, null]);
  });

  test('an address that already has an account gives the "Registration failed" toast with the server message, even with its own password', async ({
    page,
    request,
  }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/register');
    // Registering never signs in, not even with the account's right password.
    await fillRegistration(page, {
      firstName: 'Ada',
      lastName: 'Pool',
      email,
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: actions.createAccount }).click();
    const toast = notifications(page).getByRole('alert');
    await expect(toast).toContainText(AUTH_TEXT.errors.registrationFailed);
    await expect(toast).toContainText(AUTH_API_MESSAGES.emailTaken);
    await expect(page).toHaveURL(/\/register$/);
    expect(await savedToken(page)).toBeNull();
  });

  test('no answer from the server gives "An error occurred during registration."', async ({ page }) => {
    await openHydrated(page, '/register');
    await page.route('**/api/simple/register', (route) => route.abort('connectionrefused'));
    await fillRegistration(page, {
      firstName: 'Ada',
      lastName: 'Pool',
      email: uniqueEmail('offline'),
      password: PASSWORD,
      confirm: PASSWORD,
    });
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: actions.createAccount }).click();
    await expect(notifications(page).getByRole('alert')).toContainText(AUTH_TEXT.errors.registrationNetwork);
  });
});
