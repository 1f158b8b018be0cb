// Login alerts in the browser: a toast for another user's sign-in on any page, with where they
// signed in from, and the reconnect rule with a controlled clock (the socket is routed through
// Playwright so the test decides when it breaks).
import { expect, type Page, test, type WebSocketRoute } from '@playwright/test';
import pg from 'pg';
import { PUBLIC_TEST_ADDRESS } from '../../kit/client-addresses.ts';
import { keepToken } from '../helpers/auth.ts';
import { databaseUrlOf, E2E_DATA_DIR } from '../helpers/product.ts';

async function alphaUser(page: Page) {
  const email = `alpha-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    data: { firstName: 'Alma', lastName: 'Alpha', email, password: 'secret123' },
  });
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  return { email, token, id: user.id };
}

/** Makes a user alpha, as an admin would, directly in the database the product runs on. */
async function makeAlpha(userId: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  await client.query(`update app.users set subscription_tier = 'alpha' where id = $1`, [userId]);
  await client.end();
}

test('on any page, an alpha user sees a toast with name, e-mail, tier and where someone else signed in', async ({
  page,
}) => {
  const alpha = await alphaUser(page);
  await makeAlpha(alpha.id);
  await keepToken(page, alpha.token);
  // A public page, not the signed-in app: the alerts run wherever the alpha user is.
  await page.goto('/blog');
  // The test alert reaches only sockets that are open, so a delivered one says the page is listening.
  await expect
    .poll(async () => {
      const response = await page.request.post('/api/login-notifications/test', {
        headers: { authorization: `Bearer ${alpha.token}` },
      });
      return ((await response.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
  const other = `other-${Date.now()}@example.com`;
  // Through the product's trusted proxy, as a visitor from a public address would arrive.
  await page.request.post('/api/simple/register', {
    data: { firstName: 'Otto', lastName: 'Other', email: other, password: 'secret123' },
    headers: { 'x-forwarded-for': PUBLIC_TEST_ADDRESS.ip },
  });
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications).toContainText('Otto Other just logged in');
  await expect(notifications).toContainText(`${other} · FREE · ${PUBLIC_TEST_ADDRESS.place}`);
});

test('the login notification test page shows the socket connected and sends a test alert', async ({
  page,
}) => {
  const alpha = await alphaUser(page);
  await makeAlpha(alpha.id);
  await keepToken(page, alpha.token);
  await page.goto('/login-notification-test');
  await expect(page.getByTestId('socket-state')).toHaveText('Connected');
  await page.getByRole('button', { name: 'Send a test alert to myself' }).click();
  await expect(page.getByText('Test alert sent.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    'Alma Alpha just logged in',
  );
});

test('after an abnormal close the socket reconnects at 1, 2, 4, 8 and 16 s, then gives up', async ({
  page,
}) => {
  const alpha = await alphaUser(page);
  await makeAlpha(alpha.id);
  await keepToken(page, alpha.token);
  await page.clock.install();
  const connections: number[] = [];
  let first: WebSocketRoute | undefined;
  await page.routeWebSocket(/\/ws\/login-notifications/, (socket) => {
    connections.push(Date.now());
    // The first connection stays open until the clock is stopped; every later one breaks at once,
    // as a server that keeps failing would.
    if (connections.length === 1) first = socket;
    else socket.close({ code: 1011, reason: 'server error' });
  });
  await page.goto('/login-notification-test');
  await expect(page.getByTestId('socket-state')).toHaveText('Connected');
  // From here time moves only when the test says so. The page counts the reconnects it has
  // scheduled; once it shows attempt k, its timer started at the current (stopped) time.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  first?.close({ code: 1011, reason: 'server error' });
  for (const [index, delay] of [1000, 2000, 4000, 8000, 16000].entries()) {
    await expect(page.getByTestId('socket-attempts')).toHaveText(String(index + 1));
    await page.clock.runFor(delay - 1);
    expect(connections.length, `reconnect ${index + 1} came before ${delay} ms`).toBe(index + 1);
    await page.clock.runFor(1);
    await expect
      .poll(() => connections.length, { message: `reconnect ${index + 1} at ${delay} ms` })
      .toBe(index + 2);
  }
  await page.clock.runFor(120_000);
  expect(connections.length).toBe(6);
  await expect(page.getByTestId('socket-state')).toHaveText('Disconnected (gave up after 5 attempts)');
});
