// Tooltips (open after 700 ms, at once within 300 ms of another closing, 4 px from their trigger)
// on the media check page's terms, on a controlled clock.
import { expect, type Locator, type Page, test } from '@playwright/test';

const PAGE = '/test-page/media';

/** Opens the page with the clock under the test's control (time stands still between steps). */
async function openPaused(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto(PAGE);
  await expect(page.locator('[data-media-term="lazy"]')).toHaveAttribute('data-tooltip-ready', 'true');
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
}

function term(page: Page, name: string): Locator {
  return page.locator(`[data-media-term="${name}"]`);
}

async function gapAbove(trigger: Locator, tip: Locator): Promise<number> {
  const [a, b] = await Promise.all([trigger.boundingBox(), tip.boundingBox()]);
  if (!a || !b) throw new Error('both are on screen');
  return Math.round(a.y - (b.y + b.height));
}

test('a tooltip opens 700 ms after the pointer rests, 4 px above its trigger, and describes it', async ({
  page,
}) => {
  await openPaused(page);
  const lazy = term(page, 'lazy');
  const tip = page.getByRole('tooltip', { name: 'A picture that waits until you scroll near it' });
  await lazy.hover();
  await page.clock.runFor(699);
  await expect(tip).toBeHidden();
  await page.clock.runFor(1);
  await expect(tip).toBeVisible();
  expect(await gapAbove(lazy, tip)).toBe(4);
  await expect(tip).toHaveAttribute('data-side', 'top');
  const id = await tip.getAttribute('id');
  await expect(lazy).toHaveAttribute('aria-describedby', id ?? 'missing');
  await expect(lazy).toHaveAccessibleDescription('A picture that waits until you scroll near it');
});

test('the next tooltip opens at once within 300 ms of one closing, and waits again after', async ({
  page,
}) => {
  await openPaused(page);
  const lazyTip = page.getByRole('tooltip', { name: /waits until you scroll/ });
  const posterTip = page.getByRole('tooltip', { name: /still picture/ });
  const motionTip = page.getByRole('tooltip', { name: /less motion|animation/ });

  await term(page, 'lazy').hover();
  await page.clock.runFor(700);
  await expect(lazyTip).toBeVisible();
  // Straight onto the next term: one tooltip at a time, and no waiting.
  await term(page, 'poster').hover();
  await expect(posterTip).toBeVisible();
  await expect(lazyTip).toBeHidden();

  // Away, then back onto a term 250 ms after the tooltip closed: still at once.
  await page.mouse.move(5, 400);
  await page.clock.runFor(100);
  await expect(posterTip).toBeHidden();
  await page.clock.runFor(250);
  await term(page, 'motion').hover();
  await expect(motionTip).toBeVisible();

  // Away for longer than 300 ms: the full delay again.
  await page.mouse.move(5, 400);
  await page.clock.runFor(100);
  await expect(motionTip).toBeHidden();
  await page.clock.runFor(300);
  await term(page, 'lazy').hover();
  await page.clock.runFor(699);
  await expect(lazyTip).toBeHidden();
  await page.clock.runFor(1);
  await expect(lazyTip).toBeVisible();
});

test('keyboard focus opens a tooltip after the delay; Escape and leaving close it', async ({ page }) => {
  await openPaused(page);
  const poster = term(page, 'poster');
  const tip = page.getByRole('tooltip', { name: /still picture/ });
  // The terms are not links or buttons: the enhancement lets the keyboard reach them.
  await expect(poster).toHaveAttribute('tabindex', '0');
  await poster.focus();
  await page.clock.runFor(699);
  await expect(tip).toBeHidden();
  await page.clock.runFor(1);
  await expect(tip).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(tip).toBeHidden();
  await expect(poster).toBeFocused();

  await poster.blur();
  await page.clock.runFor(1000);
  await poster.focus();
  await page.clock.runFor(700);
  await expect(tip).toBeVisible();
  await poster.blur();
  await expect(tip).toBeHidden();
});

test('the pointer can cross onto the tooltip without it closing', async ({ page }) => {
  await openPaused(page);
  const lazy = term(page, 'lazy');
  const tip = page.getByRole('tooltip', { name: /waits until you scroll/ });
  await lazy.hover();
  await page.clock.runFor(700);
  const box = await tip.boundingBox();
  if (!box) throw new Error('the tooltip is on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
  await page.clock.runFor(500);
  await expect(tip).toBeVisible();
  await page.mouse.move(5, 400);
  await page.clock.runFor(100);
  await expect(tip).toBeHidden();
});

test('a tooltip with no room above its trigger goes below it', async ({ page }) => {
  await openPaused(page);
  const motion = term(page, 'motion');
  const tip = page.getByRole('tooltip', { name: /less motion|animation/ });
  // The term right at the top of the viewport (under the sticky header, which does not matter here).
  await motion.evaluate((element) => {
    window.scrollBy({ top: element.getBoundingClientRect().top - 6, behavior: 'instant' });
    (element as HTMLElement).focus({ preventScroll: true });
  });
  await page.clock.runFor(700);
  await expect(tip).toBeVisible();
  await expect(tip).toHaveAttribute('data-side', 'bottom');
  const [a, b] = await Promise.all([motion.boundingBox(), tip.boundingBox()]);
  expect(Math.round((b?.y ?? 0) - ((a?.y ?? 0) + (a?.height ?? 0)))).toBe(4);
});
