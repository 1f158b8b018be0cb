// Helpers of the sign-in browser tests: unique accounts, hydrated pages, the toast region.
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
}

/** The notification region of the Toaster island. */
export function notifications(page: Page): Locator {
  return page.getByRole('region', { name: 'Notifications (F8)' });
}

/** Creates an account through the API (the register screen's endpoint) and returns its e-mail. */
export async function createAccount(request: APIRequestContext, email = uniqueEmail()): Promise<string> {
  const response = await request.post('/api/simple/register', {
    data: { firstName: 'Ada', lastName: 'Pool', email, password: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

/** The token the product saved for this page (local storage), or null. */
export function savedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('authToken'));
}
