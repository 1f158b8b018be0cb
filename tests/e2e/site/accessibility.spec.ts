// axe-core on every public page, at a phone's width and a desktop's: no violations at all.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_PAGES } from '../support/public-pages.ts';

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of PUBLIC_PAGES) {
      test(`${path} has no accessibility violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
          .analyze();
        const found = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes
              .slice(0, 3)
              .map((node) => node.target.join(' '))
              .join('\n    ')}`,
        );
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}
