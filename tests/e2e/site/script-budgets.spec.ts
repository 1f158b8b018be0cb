// What a phone downloads in JavaScript on a first visit, as it crosses the network (compressed
// bodies and their response headers): a public page under 50 KB, `/gallery` included, and a
// signed-in screen under 150 KB. A page that grows past its budget fails here, in `npm test`.
import { type Browser, expect, test } from '@playwright/test';
import { ownClient } from '../helpers/auth.ts';
import { E2E_PORT } from '../helpers/product.ts';

const KB = 1024;
const PUBLIC_BUDGET = 50 * KB;
const SIGNED_IN_BUDGET = 150 * KB;
const ORIGIN = `http://localhost:${E2E_PORT}`;

const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/blog/designing-a-low-maintenance-pool',
  '/tutorials',
  '/gallery',
  '/subscribe',
  '/about',
];
const SIGNED_IN_SCREENS = ['/dashboard', '/design/create', '/library'];

/** Bytes of JavaScript a first visit to `path` transfers, once the page has settled; and its files. */
async function scriptsOf(browser: Browser, path: string, token?: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(token
      ? {
          storageState: {
            cookies: [
              {
                name: 'authToken',
                value: token,
                domain: 'localhost',
                path: '/',
                expires: -1,
                httpOnly: false,
                secure: false,
                sameSite: 'Lax' as const,
              },
            ],
            origins: [{ origin: ORIGIN, localStorage: [{ name: 'authToken', value: token }] }],
          },
        }
      : {}),
  });
  const page = await context.newPage();
  const sizes: Promise<[string, number]>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request
        .sizes()
        .then(({ responseBodySize, responseHeadersSize }) => [
          new URL(request.url()).pathname,
          responseBodySize + responseHeadersSize,
        ]),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const files = await Promise.all(sizes);
  await context.close();
  return { bytes: files.reduce((total, [, size]) => total + size, 0), files };
}

const described = (files: [string, number][]) =>
  files
    .sort((a, b) => b[1] - a[1])
    .map(([file, size]) => `${(size / KB).toFixed(1)} KB ${file}`)
    .join('\n');

test('public pages load under 50 KB of JavaScript on a first visit', async ({ browser }) => {
  for (const path of PUBLIC_PAGES) {
    const { bytes, files } = await scriptsOf(browser, path);
    expect(bytes, `${path}: ${(bytes / KB).toFixed(1)} KB\n${described(files)}`).toBeLessThan(PUBLIC_BUDGET);
  }
});

test('signed-in screens load under 150 KB of JavaScript on a first visit', async ({ browser, request }) => {
  const email = `budget-${Date.now()}@example.com`;
  const registered = await request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Bea', lastName: 'Budget', email, password: 'secret123' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  for (const path of SIGNED_IN_SCREENS) {
    const { bytes, files } = await scriptsOf(browser, path, token);
    expect(files.length, `${path} loaded no script`).toBeGreaterThan(0);
    expect(bytes, `${path}: ${(bytes / KB).toFixed(1)} KB\n${described(files)}`).toBeLessThan(
      SIGNED_IN_BUDGET,
    );
  }
});
