// On a 375-pixel phone the round chat button at the bottom left never covers a primary action of
// the signed-in screens: every button and link in the page's main part is scrolled to the bottom
// of the screen, where the button sits, and what is under the action's centre must be the action.
import { expect, type Page, test } from '@playwright/test';
import { createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

/** The actions in `main` whose centre is under the chat button after each is scrolled to the bottom. */
function coveredActions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const launcher = document.querySelector<HTMLElement>('[data-chat-launcher]');
    if (!launcher) return ['no chat button on the page'];
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const settle = async () => {
      await frame();
      await frame();
      await Promise.all(launcher.getAnimations().map((animation) => animation.finished));
    };
    const covered: string[] = [];
    const actions = [...document.querySelectorAll<HTMLElement>('main a[href], main button')];
    for (const action of actions) {
      if (action.getClientRects().length === 0) continue;
      action.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
      await settle();
      const box = action.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && launcher.contains(hit)) {
        covered.push(
          action.getAttribute('aria-label') || action.textContent?.trim() || action.outerHTML.slice(0, 80),
        );
      }
    }
    return covered;
  });
}

test('the chat button covers no button or link of the signed-in screens on a phone', async ({ page }) => {
  test.setTimeout(240_000);
  const account = await signIn(page);
  const design = await createDesignByApi(page.request, account, { name: 'Phone clearance', variations: 2 });
  await createDesignByApi(page.request, account, { name: 'Second yard' });
  await waitForRenders(page.request, account, [design.id]);

  const screens: [string, () => Promise<void>][] = [
    ['/dashboard', () => expect(page.getByRole('meter', { name: 'Images used this period' })).toBeVisible()],
    ['/library', () => expect(page.getByRole('list', { name: 'Designs' })).toBeVisible()],
    [
      `/design/result/${design.id}`,
      () => expect(page.getByRole('link', { name: 'Download variation 1' })).toBeVisible({ timeout: 90_000 }),
    ],
    ['/profile/edit', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
    ['/upgrade', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible()],
  ];
  for (const [path, ready] of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await ready();
      await expect(page.locator('[data-chat-launcher]'), `${path}: the chat button shows`).toBeVisible();
      expect(await coveredActions(page), `${path}: actions under the chat button`).toEqual([]);
    });
  }
});
