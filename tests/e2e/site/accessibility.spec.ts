// axe-core on every public page at a phone's width, and on one page of each layout at a desktop's
// too: no violations at all. A page is loaded once and checked at both widths (the layout follows
// the width without a reload). The pages are checked a few to a test, one after another in the
// same browser tab (its storage cleared before each, as for a new visitor), so the run does not
// pay for a new browser context per page; every page and width still has its own step and its own
// failure message, and a failing page does not stop the others from being checked.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import axe from 'axe-core';
import { PUBLIC_PAGE_PATHS } from '../helpers/public-pages.ts';

/** Every public page, a blog post and the not-found page. */
const PUBLIC_PAGES: readonly string[] = [
  ...PUBLIC_PAGE_PATHS.slice(0, 2),
  '/blog/designing-a-low-maintenance-pool',
  ...PUBLIC_PAGE_PATHS.slice(2),
  '/this-page-does-not-exist',
];

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

type WithAxe = Window & { axe?: typeof axe };

/**
 * axe-core's results for the page as it is now, with the rules of `TAGS`. A page without frames
 * is checked by running axe-core right in the page (put there once per page load), which gives
 * AxeBuilder's results without the blank page AxeBuilder opens on every run to merge the results
 * of a page's frames (about a second a run); a page with frames goes through AxeBuilder, which
 * checks inside them too.
 */
async function axeResults(page: Page): Promise<axe.AxeResults> {
  if (page.frames().length > 1) return new AxeBuilder({ page }).withTags(TAGS).analyze();
  const injected = await page.evaluate(
    (version) => (window as WithAxe).axe?.version === version,
    axe.version,
  );
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate((values) => {
    const inPage = (window as WithAxe).axe;
    if (!inPage) throw new Error('axe-core could not be put on the page');
    return inPage.run(document, { runOnly: { type: 'tag', values } });
  }, TAGS);
}

async function violations(page: Page): Promise<string[]> {
  const results = await axeResults(page);
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join('\n    ')}`,
  );
}

/**
 * Pages checked at a desktop's width too: one of each layout (home, listings, a post, a content
 * page, the support page, pricing, the gallery, a sign-in form, the not-found page). The others
 * share one of these layouts, header and footer, so the phone's width (the stricter) is enough.
 */
const BOTH_WIDTHS = new Set([
  '/',
  '/blog',
  '/blog/designing-a-low-maintenance-pool',
  '/tutorials',
  '/about',
  '/support',
  '/subscribe',
  '/gallery',
  '/simple-login',
  '/this-page-does-not-exist',
]);

/** How many pages one test checks: few enough that a test stays well within its time. */
const PAGES_PER_TEST = 6;

/** Nothing a page before it stored (cookies, local and session storage) carries over to the next. */
async function forgetEarlierPages(page: Page): Promise<void> {
  await page.context().clearCookies();
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
}

/** Lets what follows the width (matchMedia listeners, the re-render they cause) run before axe does. */
async function afterResize(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

for (let first = 0; first < PUBLIC_PAGES.length; first += PAGES_PER_TEST) {
  const paths = PUBLIC_PAGES.slice(first, first + PAGES_PER_TEST);
  test(`no accessibility violations on ${paths.join(', ')}`, async ({ page }) => {
    test.setTimeout(paths.length * 20_000);
    for (const path of paths) {
      const both = BOTH_WIDTHS.has(path);
      await test.step(`${path} at 375 px${both ? ' and at 1280 px' : ''}`, async () => {
        await forgetEarlierPages(page);
        await page.setViewportSize({ width: 375, height: 900 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const phone = await violations(page);
        expect.soft(phone, `${path} at 375 px:\n${phone.join('\n')}`).toEqual([]);
        if (!both) return;
        await page.setViewportSize({ width: 1280, height: 900 });
        await afterResize(page);
        const desktop = await violations(page);
        expect.soft(desktop, `${path} at 1280 px:\n${desktop.join('\n')}`).toEqual([]);
      });
    }
  });
}
