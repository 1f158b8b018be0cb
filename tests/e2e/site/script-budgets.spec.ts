// What a phone downloads in JavaScript on a first visit, as it crosses the network (compressed
// bodies and their response headers): a public page under 50 KB, `/gallery` included. A page that
// grows past its budget fails here, in `npm test`.
import { type Browser, expect, test } from '@playwright/test';

const KB = 1024;
const PUBLIC_BUDGET = 50 * KB;

const PUBLIC_PAGES = [
  '/',
  '/blog',
  '/blog/designing-a-low-maintenance-pool',
  '/tutorials',
  '/gallery',
  '/subscribe',
  '/about',
];

/** Bytes of JavaScript a first visit to `path` transfers, once the page has settled; and its files. */
async function scriptsOf(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
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
