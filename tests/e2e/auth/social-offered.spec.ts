// The sign-in screens offer a social sign-in only when the installation has its keys. This product
// runs with both (the stand-in provider of global-setup), so its screens were built with both
// buttons; the screens also ask the API when they open, and here the API's answer is that of an
// installation without keys: the buttons and the "or" line go, and e-mail sign-in stands alone.
import { expect, test } from '@playwright/test';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { openHydrated } from '../helpers/auth.ts';

const { actions } = AUTH_LABELS;

test('without social keys, the sign-in screens show e-mail sign-in alone, with no gap', async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/api/auth/providers', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.fulfill({ json: { google: false, facebook: false } });
  });
  for (const [path, button] of [
    ['/register', actions.createAccount],
    ['/simple-login', actions.signIn],
    ['/login', actions.signIn],
  ] as const) {
    await openHydrated(page, path);
    const main = page.locator('main');
    await expect(main.getByRole('link', { name: /^Continue with/ })).toHaveCount(0);
    await expect(main.getByText(actions.or, { exact: true })).toHaveCount(0);
    await expect(main.getByRole('button', { name: button, exact: true })).toBeVisible();
    await expect(main.getByLabel('Email')).toBeVisible();
  }
  expect(asked).toHaveLength(3);

  // The API's real answer on this installation (both keys set) brings both back.
  await page.unroute('**/api/auth/providers');
  await openHydrated(page, '/register');
  await expect(page.getByRole('link', { name: actions.continueWithGoogle })).toBeVisible();
  await expect(page.getByRole('link', { name: actions.continueWithFacebook })).toBeVisible();
});
