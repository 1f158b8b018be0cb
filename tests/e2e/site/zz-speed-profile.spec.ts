// TEMPORARY profiling spec (removed after measuring).
import AxeBuilder from '@axe-core/playwright';
import { test } from '@playwright/test';
import axe from 'axe-core';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
test('profile axe', async ({ page }) => {
  test.setTimeout(300_000);
  const rows: string[] = [];
  for (const path of ['/', '/blog', '/privacy', '/login']) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const t: Record<string, number> = {};
    let last = Date.now();
    const lap = (name: string) => {
      const now = Date.now();
      t[name] = now - last;
      last = now;
    };
    const std = await new AxeBuilder({ page }).withTags(tags).analyze();
    lap('std');
    const std2 = await new AxeBuilder({ page }).withTags(tags).analyze();
    lap('std2');
    const legacy = await new AxeBuilder({ page }).withTags(tags).setLegacyMode().analyze();
    lap('legacy');
    await page.evaluate(axe.source);
    lap('inject');
    // biome-ignore lint/suspicious/noExplicitAny: profiling
    const raw = await page.evaluate((values) => (window as any).axe.run(document, { runOnly: { type: 'tag', values } }), tags);
    lap('raw');
    // biome-ignore lint/suspicious/noExplicitAny: profiling
    await page.evaluate((values) => (window as any).axe.run(document, { runOnly: { type: 'tag', values } }), tags);
    lap('raw2');
    // biome-ignore lint/suspicious/noExplicitAny: profiling
    const sig = (r: any) => ['violations', 'passes', 'incomplete', 'inapplicable'].map((k) => `${k}:${r[k].length}:${r[k].map((x: any) => `${x.id}/${x.nodes.length}`).sort().join(',').length}`).join(' ');
    rows.push(`${path} ${JSON.stringify(t)}\n  std ${sig(std)}\n  std2 ${sig(std2)}\n  leg ${sig(legacy)}\n  raw ${sig(raw)}`);
  }
  console.log(rows.join('\n'));
});

test('profile keyboard', async ({ page }) => {
  await page.goto('/');
  await page.locator('[data-chat-launcher]:visible').waitFor();
  let presses = 0;
  let tPress = 0;
  let tEval = 0;
  let reached = false;
  while (!reached && presses < 200) {
    const a = Date.now();
    await page.keyboard.press('Tab');
    const b = Date.now();
    reached = await page.evaluate(() => document.activeElement?.hasAttribute('data-chat-launcher') === true);
    tEval += Date.now() - b;
    tPress += b - a;
    presses++;
  }
  console.log(`keyboard: presses=${presses} press=${tPress}ms eval=${tEval}ms reached=${reached}`);
  const names = await page.evaluate(() => {
    const sel = 'a[href],button,input,select,textarea,[tabindex],video[controls],summary';
    return Array.from(document.querySelectorAll(sel)).length;
  });
  console.log(`focusables ~${names}`);
});
