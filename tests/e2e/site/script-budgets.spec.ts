// What a phone downloads in JavaScript on a first visit, as it crosses the network (compressed
// bodies and their response headers): a public page under 50 KB, `/gallery` included, and a
// signed-in screen under 150 KB before its own feature code. A page that grows past its budget
// fails here, in `npm test`.
import { type Browser, type BrowserContextOptions, expect, test } from '@playwright/test';
import { signInNewAccount } from '../helpers/auth.ts';

const KB = 1024;
const PUBLIC_BUDGET = 50 * KB;
const SIGNED_IN_BUDGET = 150 * KB;

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
async function scriptsOf(
  browser: Browser,
  path: string,
  storageState?: BrowserContextOptions['storageState'],
) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState });
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
  // What the visitor sees: the page it asked for (not a sign-in page), drawn.
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const shown = new URL(page.url()).pathname;
  const files = await Promise.all(sizes);
  await context.close();
  return { bytes: total(files), files, shown };
}

const total = (files: [string, number][]) => files.reduce((sum, [, size]) => sum + size, 0);
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

test('a signed-in screen loads under 150 KB of JavaScript before its own feature code', async ({
  browser,
}) => {
  const context = await browser.newContext();
  await signInNewAccount(await context.newPage());
  const signedIn = await context.storageState();
  await context.close();
  const screens = [];
  for (const path of SIGNED_IN_SCREENS) screens.push({ path, ...(await scriptsOf(browser, path, signedIn)) });
  // The app's shell is what every screen loads; the rest of a screen's files are its own feature code.
  const [first, ...others] = screens.map(({ files }) => files.map(([file]) => file));
  const shell = new Set(first?.filter((file) => others.every((files) => files.includes(file))));
  for (const { path, files, shown } of screens) {
    expect(shown).toBe(path);
    const shellBytes = total(files.filter(([file]) => shell.has(file)));
    const own = total(files) - shellBytes;
    const shares = `${(shellBytes / KB).toFixed(1)} KB of the shell, ${(own / KB).toFixed(1)} KB of its own`;
    expect(shellBytes, `${path}: ${shares}\n${described(files)}`).toBeLessThan(SIGNED_IN_BUDGET);
  }
});
