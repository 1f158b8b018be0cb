// TEMPORARY copy of the previous spec, to time it beside the new one (removed after measuring).
// axe-core on every public page at a phone's width, and on one page of each layout at a desktop's
// too: no violations at all. A page is loaded once and checked at both widths (the layout follows
// the width without a reload).
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../support/public-pages.ts';

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
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

for (const path of PUBLIC_PAGES) {
  const both = BOTH_WIDTHS.has(path);
  test(`${path} has no accessibility violations at 375 px${both ? ' and at 1280 px' : ''}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const phone = await violations(page);
    expect(phone, `at 375 px:\n${phone.join('\n')}`).toEqual([]);
    if (!both) return;
    await page.setViewportSize({ width: 1280, height: 900 });
    // Let anything that follows the width (matchMedia listeners, lazy images) settle.
    await page.waitForLoadState('networkidle');
    const desktop = await violations(page);
    expect(desktop, `at 1280 px:\n${desktop.join('\n')}`).toEqual([]);
  });
}
