// Helpers of the design studio's browser tests: a fresh signed-in account (on any plan), designs
// made through the API the way the create screen makes them, and waiting for their renders.
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Design, DesignSchema } from '@poolscape/shared';
import pg from 'pg';
import { ownClient } from './auth.ts';
import { databaseUrlOf, E2E_DATA_DIR, repoRoot } from './product.ts';

/** The sample photo the tests upload (a CC0 photo the CMS seed ships). */
export const YARD_PHOTO = join(repoRoot, 'cms', 'src', 'seed', 'images', 'garden-small-fenced-yard.jpg');
export const SAMPLE_ID = 'garden-sloped-lawn-stone-house';

export interface Account {
  email: string;
  token: string;
  id: string;
  auth: { authorization: string };
}

/** Runs one statement on the product's database, as an admin fixing data by hand would. */
export async function sql(text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

/** A new account, signed in in `page` the way the sign-in screens leave the browser. */
export async function signIn(page: Page, plan: 'free' | 'pro' | 'premium' = 'free'): Promise<Account> {
  const email = `studio-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Pia', lastName: 'Pool', email, password: 'secret123' },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  if (plan !== 'free')
    await sql('update app.users set subscription_tier = $2 where id = $1', [user.id, plan]);
  await page.goto('/blog');
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.context().addCookies([{ name: 'authToken', value: token, url: new URL(page.url()).origin }]);
  return { email, token, id: user.id, auth: { authorization: `Bearer ${token}` } };
}

let submits = 0;

/** `POST /api/designs` from a sample backyard; resolves to the queued design. */
export async function createDesignByApi(
  request: APIRequestContext,
  account: Account,
  options: { name?: string; style?: string; variations?: number } = {},
): Promise<Design> {
  submits += 1;
  const response = await request.post('/api/designs', {
    headers: { ...account.auth, 'idempotency-key': `e2e-${Date.now()}-${submits}` },
    data: {
      source: { sampleId: SAMPLE_ID },
      options: { style: options.style ?? 'modern', variations: options.variations ?? 1 },
      ...(options.name ? { name: options.name } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(202);
  return DesignSchema.parse(await response.json());
}

/** Waits until every given design has finished rendering. */
export async function waitForRenders(
  request: APIRequestContext,
  account: Account,
  ids: string[],
): Promise<void> {
  await expect
    .poll(
      async () => {
        const statuses = await Promise.all(
          ids.map(async (id) => {
            const response = await request.get(`/api/designs/${id}`, { headers: account.auth });
            return ((await response.json()) as { status: string }).status;
          }),
        );
        return statuses.every((status) => status === 'ready' || status === 'failed');
      },
      { timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
}

/** A collection named `name` holding `designIds`, made through the API; resolves to its id. */
export async function createCollectionByApi(
  request: APIRequestContext,
  account: Account,
  name: string,
  designIds: string[],
): Promise<string> {
  const collection = await request.post('/api/collections', { headers: account.auth, data: { name } });
  expect(collection.status(), await collection.text()).toBe(201);
  const { id } = (await collection.json()) as { id: string };
  const added = await request.post(`/api/collections/${id}/designs`, {
    headers: account.auth,
    data: { designIds },
  });
  expect(added.ok(), await added.text()).toBe(true);
  return id;
}
