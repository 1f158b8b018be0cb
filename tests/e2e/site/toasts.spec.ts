// The toast system on every page: one toast at a time, gone after 5000 ms, Close and Escape
// dismiss it, a swipe right past 50 px dismisses it, F8 focuses the notification region, and the
// region's place: the top on phones, bottom right from 640 px, at most 420 px wide from 768 px.
// Toasts are raised by the reset mode of /simple-login ("Missing Information"), with the keyboard
// so the mouse stays away.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { notifications, openHydrated } from '../helpers/auth.ts';

async function raiseToast(page: Page): Promise<Locator> {
  await openHydrated(page, '/simple-login?mode=forgot');
  await page.getByLabel(AUTH_LABELS.fields.email).press('Enter');
  const toast = notifications(page).getByRole('alert');
  await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailRequiredTitle);
  return toast;
}

for (const { width, height, place } of [
  { width: 375, height: 740, place: 'top, full width' },
  { width: 800, height: 700, place: 'bottom right, at most 420 px wide' },
  { width: 1280, height: 800, place: 'bottom right, at most 420 px wide' },
] as const) {
  test(`at ${width} px a toast sits ${place}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const toast = await raiseToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast is on screen');
    if (width < 640) {
      expect(box.y).toBeLessThan(40);
      expect(box.width).toBeGreaterThan(width - 40);
    } else {
      expect(box.width).toBeLessThanOrEqual(420);
      expect(box.width).toBeGreaterThan(420 - 40);
      expect(width - (box.x + box.width)).toBeLessThan(40);
      expect(height - (box.y + box.height)).toBeLessThan(40);
    }
  });
}

test('one toast at a time, gone by itself after 5 seconds', async ({ page }) => {
  await page.clock.install();
  const toast = await raiseToast(page);
  await page.getByLabel(AUTH_LABELS.fields.email).fill('ada@');
  await page.getByLabel(AUTH_LABELS.fields.email).press('Enter');
  await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailInvalidTitle);
  await expect(notifications(page).getByRole('alert')).toHaveCount(1);
  // Time stands still from here (the toast has been up for a moment already).
  await page.clock.pauseAt(new Date(Date.now() + 100));
  await page.clock.runFor(4500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(500);
  await expect(toast).toBeHidden();
});

test('a toast closes with the Close button or Escape', async ({ page }) => {
  const toast = await raiseToast(page);
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  await page.getByLabel(AUTH_LABELS.fields.email).press('Enter');
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
});

test('a swipe right past 50 px dismisses; a shorter one springs back', async ({ page }) => {
  const toast = await raiseToast(page);
  const box = await toast.boundingBox();
  if (!box) throw new Error('the toast is on screen');
  const start = { x: box.x + 40, y: box.y + box.height / 2 };
  for (const distance of [30, 45]) {
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + distance, start.y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();
    // It springs back to where it was before the next press.
    await expect.poll(async () => Math.round((await toast.boundingBox())?.x ?? -1)).toBe(Math.round(box.x));
  }
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 60, start.y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeHidden();
});

test('F8 moves focus to the notification region, with a toast on screen', async ({ page }) => {
  const toast = await raiseToast(page);
  await page.getByLabel(AUTH_LABELS.fields.email).focus();
  await page.keyboard.press('F8');
  await expect(notifications(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(toast.getByRole('button', { name: 'Close' })).toBeFocused();
});

test('F8 reaches the notification region on a page that has shown no toast yet', async ({ page }) => {
  await page.goto('/about');
  await expect(notifications(page)).toHaveCount(0);
  await page.keyboard.press('F8');
  await expect(notifications(page)).toBeFocused();
});
