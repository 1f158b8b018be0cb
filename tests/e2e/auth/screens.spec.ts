// What every sign-in screen owes its visitors: it fits a 375 px phone, every field has a label and
// an autocomplete hint, nothing fails in the console (the Content-Security-Policy included), and
// the test login page signs in, shows what came back, and signs out.
import { expect, test } from '@playwright/test';
import { AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { createAccount, openHydrated, PASSWORD, savedToken } from '../helpers/auth.ts';
import { watchForErrors } from '../helpers/page-errors.ts';

const SCREENS = [
  '/login',
  '/simple-login',
  '/simple-login?mode=signup',
  '/simple-login?mode=forgot',
  '/register',
  '/fresh-register',
  '/reset-password?token=abc',
  '/reset-password',
  '/test-login',
];

test.describe('sign-in screens on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of SCREENS) {
    test(`${path} fits 375 px, labels every field and hints autocomplete`, async ({ page }) => {
      const errors = watchForErrors(page);
      await openHydrated(page, path);
      // Without a token the page turns its form into "Invalid Reset Link" once it has read the
      // address: check the screen it settles on.
      if (path === '/reset-password')
        await expect(
          page.getByRole('heading', { name: AUTH_TEXT.errors.invalidResetLinkTitle }),
        ).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);

      const inputs = page.locator('main input:not([type="hidden"])');
      for (const input of await inputs.all()) {
        await expect(input).toHaveAccessibleName(/\S/);
        if ((await input.getAttribute('type')) !== 'checkbox')
          await expect(input).toHaveAttribute(
            'autocomplete',
            /^(email|current-password|new-password|given-name|family-name)$/,
          );
      }
      for (const button of await page.locator('main button').all())
        await expect(button).toHaveAccessibleName(/\S/);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('test login page', () => {
  test('signs in, shows the answer with the token shortened, and signs out', async ({ page, request }) => {
    const email = await createAccount(request);
    await openHydrated(page, '/test-login');
    const present = page.getByTestId('token-present');
    await expect(present).toHaveText(AUTH_LABELS.testLogin.no);

    await page.getByLabel(AUTH_LABELS.fields.email).fill(email);
    await page.getByLabel(AUTH_LABELS.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: AUTH_LABELS.actions.signIn, exact: true }).click();
    await expect(present).toHaveText(AUTH_LABELS.testLogin.yes);
    const token = await savedToken(page);
    const result = page.locator('output');
    await expect(result).toContainText('"ok": true');
    await expect(result).toContainText(`"token": "${token?.slice(0, 6)}…"`);
    await expect(result).not.toContainText(token ?? 'no token');

    await page.getByRole('button', { name: AUTH_LABELS.actions.signOut }).click();
    await expect(present).toHaveText(AUTH_LABELS.testLogin.no);
    expect(await savedToken(page)).toBeNull();
    // The session ended on the server too.
    const me = await request.get('/api/simple/user', { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test('shows a refused sign-in as it came back', async ({ page }) => {
    await openHydrated(page, '/test-login');
    await page.getByLabel(AUTH_LABELS.fields.email).fill('nobody@example.com');
    await page.getByLabel(AUTH_LABELS.fields.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: AUTH_LABELS.actions.signIn, exact: true }).click();
    await expect(page.locator('output')).toContainText('"status": 401');
    await expect(page.getByTestId('token-present')).toHaveText(AUTH_LABELS.testLogin.no);
  });
});
