// axe-core on every public page, at a phone's width and a desktop's: no violations at all. Each
// page is loaded once and checked at both widths (the layout follows the width without a reload).
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

for (const path of PUBLIC_PAGES) {
  test(`${path} has no accessibility violations at 375 px and at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const phone = await violations(page);
    expect(phone, `at 375 px:\n${phone.join('\n')}`).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    // Let anything that follows the width (matchMedia listeners, lazy images) settle.
    await page.waitForLoadState('networkidle');
    const desktop = await violations(page);
    expect(desktop, `at 1280 px:\n${desktop.join('\n')}`).toEqual([]);
  });
}
