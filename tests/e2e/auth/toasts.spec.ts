// The toast system, seen through the reset mode of /simple-login, whose messages are toasts:
// placement, one at a time, 5 s lifetime, Close, swipe right past 50 px, and F8.
import { expect, type Page, test } from '@playwright/test';
import { AUTH_TEXT } from '@poolscape/shared';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { notifications, openHydrated } from './auth-support.ts';

/** Raises the "Missing Information" toast with the keyboard, keeping the mouse away from it. */
async function raiseToast(page: Page) {
  await openHydrated(page, '/simple-login?mode=forgot');
  await page.getByLabel(AUTH_LABELS.fields.email).press('Enter');
  const toast = notifications(page).getByRole('alert');
  await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailRequiredTitle);
  return toast;
}

test.describe('toasts', () => {
  test('sit bottom right, at most 420 px wide, on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const toast = await raiseToast(page);
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.width).toBeLessThanOrEqual(420);
    expect(box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
  });

  test('sit at the top, full width, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const toast = await raiseToast(page);
    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y).toBeLessThan(40);
    expect(box.width).toBeGreaterThan(375 - 40);
  });

  test('show one at a time and leave by themselves after 5 seconds', async ({ page }) => {
    const toast = await raiseToast(page);
    await page.getByLabel(AUTH_LABELS.fields.email).fill('ada@');
    await page.getByLabel(AUTH_LABELS.fields.email).press('Enter');
    await expect(toast).toContainText(AUTH_TEXT.validation.resetEmailInvalidTitle);
    await expect(notifications(page).getByRole('alert')).toHaveCount(1);
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 3000 });
  });

  test('close with the Close button or Escape', async ({ page }) => {
    const toast = await raiseToast(page);
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toBeHidden();

    await page.getByLabel(AUTH_LABELS.fields.email).press('Enter');
    await expect(toast).toBeVisible();
    await toast.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Escape');
    await expect(toast).toBeHidden();
  });

  test('a swipe to the right dismisses past 50 px; a shorter one does not', async ({ page }) => {
    const toast = await raiseToast(page);
    const box = await toast.boundingBox();
    if (!box) throw new Error('the toast is on screen');
    const start = { x: box.x + 40, y: box.y + box.height / 2 };

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 30, start.y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeVisible();

    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + 80, start.y, { steps: 5 });
    await page.mouse.up();
    await expect(toast).toBeHidden();
  });

  test('F8 moves focus to the notification region', async ({ page }) => {
    await raiseToast(page);
    await page.getByLabel(AUTH_LABELS.fields.email).focus();
    await page.keyboard.press('F8');
    await expect(notifications(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notifications(page).getByRole('button', { name: 'Close' })).toBeFocused();
  });
});
