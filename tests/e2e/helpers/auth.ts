// Helpers of the browser tests that need accounts or the toast region: unique accounts, signed-in
// browsers, hydrated pages, the notification region.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

export const PASSWORD = 'pool-design-1';

/** A fresh address per call, so tests never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens `path` and waits until every island loaded with `client:load` has hydrated. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('astro-island[client="load"][ssr]')).toHaveCount(0);
  // An island is marked hydrated when React starts; its first effects (reading the address, say,
  // which may change the form shown) run after the next paint.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  );
}

/**
 * Headers that make a request come from a client of its own (the API trusts the loopback proxy's
 * address), so the suite's many new accounts do not meet the per-client limit on registrations,
 * which counts 30 in ten minutes from one address.
 */
export function ownClient(): { 'x-forwarded-for': string } {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** The notification region of the Toaster island. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** Creates an account through the API (the register screen's endpoint) and returns its e-mail. */
export async function createAccount(request: APIRequestContext, email = uniqueEmail()): Promise<string> {
  const response = await request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Ada', lastName: 'Pool', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The token the product saved for this page (local storage), or null. */
export function savedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('authToken'));
}

/** A fresh account, signed in the way every sign-in screen leaves the browser. */
export async function signInNewAccount(
  page: Page,
  firstName = 'Maya',
): Promise<{ email: string; token: string; userId: string }> {
  const email = `app-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName, lastName: 'Reef', email, password: 'secret123' },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await keepToken(page, token);
  return { email, token, userId: user.id };
}

/** Leaves `token` where a sign-in screen leaves it: in local storage and the `authToken` cookie. */
export async function keepToken(page: Page, token: string): Promise<void> {
  await page.goto('/blog');
  await page.evaluate((value) => {
    localStorage.setItem('authToken', value);
    // biome-ignore lint/suspicious/noDocumentCookie: the token goes where the sign-in screens put it.
    document.cookie = `authToken=${value}; path=/`;
  }, token);
}
