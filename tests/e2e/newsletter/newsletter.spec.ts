// The footer's Stay Updated box, end to end: every message word for word, the pending state, the
// cleared field, the stored row (trimmed, lowercased, once), the real rate limits, and no React on
// the page until a toast shows.
//
// Each test sends its subscriptions as its own client (an X-Forwarded-For address, which the
// product trusts from loopback only), so the per-client limit it meets is its own and other
// specs' requests from 127.0.0.1 neither use it up nor are used up by it.
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { API_ERRORS, NEWSLETTER_API } from '@poolscape/shared';
import pg from 'pg';
import { ownClient } from '../helpers/auth.ts';
import { databaseUrlOf, E2E_DATA_DIR } from '../helpers/product.ts';

const SUBSCRIBE = '**/api/newsletter/subscribe';
/** A string every production build of React 19 contains (its element type symbol's name). */
const REACT_MARKER = 'react.transitional.element';

const box = (page: Page): Locator => page.locator('footer form[data-newsletter]');
const field = (page: Page): Locator => box(page).getByRole('textbox', { name: 'Address for the newsletter' });
const button = (page: Page): Locator => box(page).getByRole('button');
const region = (page: Page): Locator => page.getByRole('region', { name: 'Notifications (F8)' });

/** The toast on screen, checked for its exact title, description and variant. */
async function expectToast(
  page: Page,
  title: string,
  description: string,
  variant: 'default' | 'destructive',
): Promise<void> {
  const toast = region(page).getByRole(variant === 'destructive' ? 'alert' : 'status');
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveAttribute('data-variant', variant);
  await expect(toast.getByText(title, { exact: true })).toBeVisible();
  await expect(toast.getByText(description, { exact: true })).toBeVisible();
}

/** A client address of this test's own (documentation range 198.18.0.0/15). */
function uniqueClient(): string {
  return ownClient()['x-forwarded-for'];
}

function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Sends the page's subscriptions as `client`, and records what they carried. */
async function sendAs(page: Page, client: string): Promise<{ body: unknown; authorization?: string }[]> {
  const sent: { body: unknown; authorization?: string }[] = [];
  await page.route(SUBSCRIBE, async (route) => {
    const request = route.request();
    sent.push({ body: request.postDataJSON(), authorization: request.headers().authorization });
    await route.continue({ headers: { ...request.headers(), 'x-forwarded-for': client } });
  });
  return sent;
}

/** Opens a public page and waits until the box's script has taken over (empty field: disabled). */
async function open(page: Page, path = '/about'): Promise<void> {
  await page.goto(path);
  await expect(button(page)).toBeDisabled();
}

async function subscribe(page: Page, typed: string): Promise<void> {
  await field(page).fill(typed);
  await button(page).click();
}

/** Subscribes through the API directly, as `client`. */
async function subscribeByApi(request: APIRequestContext, email: string, client: string): Promise<number> {
  const response = await request.post('/api/newsletter/subscribe', {
    data: { email, source: 'footer' },
    headers: { 'x-forwarded-for': client },
  });
  return response.status();
}

/** The stored rows for `email`, read from the product's database. */
async function storedRows(email: string): Promise<{ email: string; source: string }[]> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  try {
    return (
      await client.query<{ email: string; source: string }>(
        'select email, source from app.newsletter_subscribers where lower(email) = lower($1)',
        [email],
      )
    ).rows;
  } finally {
    await client.end();
  }
}

test('the box is in the footer: title, one line of copy, a labelled email field and Subscribe', async ({
  page,
}) => {
  await open(page, '/blog');
  await expect(box(page).getByRole('heading', { name: 'Stay Updated', exact: true })).toBeVisible();
  await expect(box(page).locator('p')).toHaveCount(1);
  await expect(field(page)).toHaveAttribute('type', 'email');
  await expect(field(page)).toHaveAttribute('required', '');
  await expect(button(page)).toHaveText('Subscribe');
  await field(page).fill('   ');
  await expect(button(page)).toBeDisabled();
  await field(page).fill('a');
  await expect(button(page)).toBeEnabled();
  await field(page).fill('');
  await expect(button(page)).toBeDisabled();
});

test('a new address: Subscribing... while pending, then Success! with the server’s words, the field cleared, one lowercased row', async ({
  page,
}) => {
  const scripts: { path: string; text: Promise<string> }[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push({ path: new URL(response.url()).pathname, text: response.text() });
  });
  const email = uniqueEmail('Reader.Mixed');
  const sent = await sendAs(page, uniqueClient());
  await open(page);
  await page.waitForLoadState('networkidle');

  // Hold the answer to see the pending state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(SUBSCRIBE, async (route) => {
    await held;
    await route.fallback();
  });
  await subscribe(page, `  ${email.toUpperCase()}  `);
  await expect(button(page)).toHaveText('Subscribing...');
  await expect(button(page)).toBeDisabled();
  // Until a toast shows, the page has loaded no React: the box is plain HTML and a small script.
  const beforeToast = scripts.splice(0);
  expect(beforeToast.length).toBeGreaterThan(0);
  for (const script of beforeToast) expect(await script.text, script.path).not.toContain(REACT_MARKER);

  release();
  await expectToast(page, 'Success!', NEWSLETTER_API.subscribed, 'default');
  await expect(field(page)).toHaveValue('');
  await expect(button(page)).toHaveText('Subscribe');
  await expect(button(page)).toBeDisabled();
  expect(sent).toEqual([
    { body: { email: email.toLowerCase(), source: 'footer' }, authorization: undefined },
  ]);
  expect(await storedRows(email)).toEqual([{ email: email.toLowerCase(), source: 'footer' }]);
});

test('an address already on the list: Success! with “already subscribed”, and still one row', async ({
  page,
}) => {
  const email = uniqueEmail('twice');
  await sendAs(page, uniqueClient());
  await open(page);
  await subscribe(page, email);
  await expectToast(page, 'Success!', NEWSLETTER_API.subscribed, 'default');
  await subscribe(page, ` ${email.replace('twice', 'TWICE')} `);
  await expectToast(page, 'Success!', NEWSLETTER_API.alreadySubscribed, 'default');
  await expect(field(page)).toHaveValue('');
  expect(await storedRows(email)).toEqual([{ email, source: 'footer' }]);
});

test('an address without @: Invalid Email, nothing sent, the field kept', async ({ page }) => {
  const sent = await sendAs(page, uniqueClient());
  await open(page);
  await subscribe(page, 'reader.example.com');
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address', 'destructive');
  await expect(field(page)).toHaveValue('reader.example.com');
  await expect(button(page)).toHaveText('Subscribe');
  // Enter in the field submits too, with the same check.
  await region(page).getByRole('button', { name: 'Close' }).click();
  await expect(region(page).getByRole('alert')).toHaveCount(0);
  await field(page).press('Enter');
  await expectToast(page, 'Invalid Email', 'Please enter a valid email address', 'destructive');
  expect(sent).toEqual([]);
});

test('the server refuses one address sent too often: Subscription Failed with its words, the field kept', async ({
  page,
  request,
}) => {
  const client = uniqueClient();
  const email = uniqueEmail('flood');
  for (let attempt = 0; attempt < 5; attempt += 1) {
    expect(await subscribeByApi(request, email, client)).toBeLessThan(300);
  }
  await sendAs(page, client);
  await open(page);
  await subscribe(page, email);
  await expectToast(page, 'Subscription Failed', NEWSLETTER_API.tooManyForAddress, 'destructive');
  await expect(field(page)).toHaveValue(email);
  await expect(button(page)).toBeEnabled();
  expect(await storedRows(email)).toHaveLength(1);
});

test('the server refuses a client sending too much: Subscription Failed, nothing stored', async ({
  page,
  request,
}) => {
  const client = uniqueClient();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    expect(await subscribeByApi(request, uniqueEmail(`burst${attempt}`), client)).toBe(201);
  }
  const email = uniqueEmail('late');
  await sendAs(page, client);
  await open(page);
  await subscribe(page, email);
  await expectToast(page, 'Subscription Failed', API_ERRORS.rateLimited, 'destructive');
  expect(await storedRows(email)).toEqual([]);
});

test('a failure without a message: Subscription Failed with the spec’s fallback', async ({ page }) => {
  await open(page);
  await page.route(SUBSCRIBE, (route) => route.fulfill({ status: 500, json: {} }));
  await subscribe(page, 'someone@example.com');
  await expectToast(page, 'Subscription Failed', 'Failed to subscribe. Please try again', 'destructive');
  await expect(field(page)).toHaveValue('someone@example.com');
});

test('a network failure, or an answer that is not JSON: Error, Something went wrong', async ({ page }) => {
  await open(page);
  await page.route(SUBSCRIBE, (route) => route.abort('failed'));
  await subscribe(page, 'someone@example.com');
  await expectToast(page, 'Error', 'Something went wrong. Please try again later', 'destructive');
  await expect(field(page)).toHaveValue('someone@example.com');
  await expect(button(page)).toHaveText('Subscribe');

  await page.unroute(SUBSCRIBE);
  await page.route(SUBSCRIBE, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  );
  await region(page).getByRole('button', { name: 'Close' }).click();
  await expect(region(page).getByRole('alert')).toHaveCount(0);
  await button(page).click();
  await expectToast(page, 'Error', 'Something went wrong. Please try again later', 'destructive');
});

test('a signed-in visitor’s subscription carries the session token (the shared request rules)', async ({
  page,
  request,
}) => {
  const registered = await request.post('/api/simple/register', {
    headers: { 'x-forwarded-for': uniqueClient() },
    data: { firstName: 'Nina', lastName: 'Letter', email: uniqueEmail('member'), password: 'pool-design-1' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await page.addInitScript((saved) => localStorage.setItem('authToken', saved), token);
  const sent = await sendAs(page, uniqueClient());
  await open(page);
  const email = uniqueEmail('member-news');
  await subscribe(page, email);
  await expectToast(page, 'Success!', NEWSLETTER_API.subscribed, 'default');
  expect(sent).toEqual([{ body: { email, source: 'footer' }, authorization: `Bearer ${token}` }]);
});
