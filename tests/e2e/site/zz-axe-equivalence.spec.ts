// TEMPORARY: AxeBuilder and axe-core run in the page give the same results (removed after checking).
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import axe from 'axe-core';
import { PUBLIC_PAGES } from '../support/public-pages.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
type R = Pick<axe.AxeResults, 'violations' | 'passes' | 'incomplete' | 'inapplicable'>;
const sig = (r: R) =>
  (['violations', 'passes', 'incomplete', 'inapplicable'] as const)
    .map((k) => `${k}=${r[k].map((x) => `${x.id}/${x.nodes.length}`).sort().join(',')}`)
    .join(' | ');

test('same results', async ({ page }) => {
  test.setTimeout(600_000);
  const out: string[] = [];
  for (const path of PUBLIC_PAGES) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const a = sig(await new AxeBuilder({ page }).withTags(TAGS).analyze());
      await page.evaluate(axe.source);
      // biome-ignore lint/suspicious/noExplicitAny: temporary
      const b = sig(await page.evaluate((values) => (window as any).axe.run(document, { runOnly: { type: 'tag', values } }), TAGS));
      out.push(`${a === b ? 'SAME' : 'DIFF'} ${path} ${width} frames=${page.frames().length}${a === b ? '' : `\n  builder ${a}\n  inpage  ${b}`}`);
    }
  }
  console.log(out.join('\n'));
});
