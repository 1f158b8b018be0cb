// The plan's limit as a user meets it (the Free trial's 10 images used up: the API's 402 message
// and the way to upgrade), and the create screen on a 375-pixel phone, by touch.
import { expect, test } from '@playwright/test';
import { DESIGN_TEXT } from '@poolscape/shared';
import { createDesignByApi, signIn } from '../helpers/designs.ts';

test('with the Free trial’s 10 images used, submitting shows why and links to /upgrade', async ({ page }) => {
  const account = await signIn(page);
  const used = [
    await createDesignByApi(page.request, account, { variations: 4 }),
    await createDesignByApi(page.request, account, { variations: 4 }),
    await createDesignByApi(page.request, account, { variations: 2 }),
  ];
  // Deleting them does not give the images back (and spares the renderer the work).
  const deleted = await page.request.post('/api/designs/bulk-delete', {
    headers: account.auth,
    data: { ids: used.map((design) => design.id) },
  });
  expect(deleted.status()).toBe(200);

  await page.goto('/design/create');
  await page.getByRole('button', { name: 'Sloped lawn by a stone house' }).click();
  await expect(page.getByText('This design uses 1 image; you have 0 left this period.')).toBeVisible();
  await page.getByRole('button', { name: 'Create design' }).click();
  const notice = page.getByRole('alert').filter({ hasText: DESIGN_TEXT.quotaExceededFree });
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/design\/create$/);
  await notice.getByRole('link', { name: 'See plans and upgrade' }).click();
  await expect(page).toHaveURL(/\/upgrade$/);

  await page.goto('/dashboard');
  await expect(page.getByRole('meter', { name: 'Images used this period' })).toHaveAttribute(
    'aria-valuenow',
    '10',
  );
  await expect(page.getByRole('link', { name: 'Upgrade to keep designing' })).toBeVisible();
});

test.describe('on a 375-pixel phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the create screen fits, its handles are finger-sized and follow a finger', async ({ page }) => {
    await signIn(page);
    await page.goto('/design/create');
    await page.getByRole('button', { name: 'Small fenced yard' }).click();
    const handles = page.getByRole('button', { name: /corner, \d+% across/ });
    await expect(handles).toHaveCount(4);
    for (const handle of await handles.all()) {
      const box = await handle.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const submit = page.getByRole('button', { name: 'Create design' });
    const submitBox = await submit.boundingBox();
    expect((submitBox?.x ?? 0) + (submitBox?.width ?? 999)).toBeLessThanOrEqual(375);

    // A finger drags the far-left corner.
    const farLeft = page.getByRole('button', { name: /^Far-left corner/ });
    await farLeft.scrollIntoViewIfNeeded();
    const before = (await farLeft.getAttribute('aria-label')) ?? '';
    const box = await farLeft.boundingBox();
    if (!box) throw new Error('no handle');
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const touch = await page.context().newCDPSession(page);
    const point = (dx: number, dy: number) => [{ x: start.x + dx, y: start.y + dy, id: 1 }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(0, 0) });
    for (const step of [5, 10, 15, 20, 25]) {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(-step, -step) });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(farLeft).not.toHaveAttribute('aria-label', before);

    await page.getByRole('button', { name: 'Reset to suggested placement' }).click();
    await expect(farLeft).toHaveAttribute('aria-label', before);
  });
});
