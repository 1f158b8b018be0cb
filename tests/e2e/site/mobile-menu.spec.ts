// The top navigation under 768 px, the phone breakpoint: one toggle menu listing every link,
// Tutorials and Support apart; it closes when a link is chosen; it works with the keyboard and
// tells assistive technology whether it is open.
import { type CDPSession, expect, type Page, test } from '@playwright/test';

const LINKS: [string, string][] = [
  ['AI Pool Design', '/ai-pool-design'],
  ['Gallery', '/gallery'],
  ['WordPress', '/wordpress'],
  ['Blog', '/blog'],
  ['Tutorials', '/tutorials'],
  ['Support', '/support'],
  ['Sign In', '/simple-login'],
  ['Start Free Trial', '/register'],
];

const toggle = (page: Page) => page.getByRole('banner').locator('summary[aria-label="Menu"]');
const openMenu = (page: Page) => page.getByRole('banner').locator('details[data-mobile-menu][open]');

/** Whether the browser's accessibility tree says the Menu toggle is expanded. */
async function menuExpanded(cdp: CDPSession): Promise<boolean | undefined> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      name?: { value?: string };
      ignored?: boolean;
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  const node = nodes.find((entry) => !entry.ignored && entry.name?.value === 'Menu');
  const expanded = node?.properties?.find((property) => property.name === 'expanded');
  return expanded ? Boolean(expanded.value.value) : undefined;
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
});

test('at 375 px a toggle opens a menu with every link, Tutorials and Support as links of their own', async ({
  page,
}) => {
  await page.goto('/about');
  const banner = page.getByRole('banner');
  // The desktop links and the Support dropdown are hidden at this width.
  await expect(banner.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
  await expect(toggle(page)).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  expect(await menuExpanded(cdp)).toBe(false);

  await toggle(page).click();
  const menu = openMenu(page);
  await expect(menu).toHaveCount(1);
  expect(await menuExpanded(cdp)).toBe(true);
  for (const [name, href] of LINKS) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link, name).toBeVisible();
    await expect(link, name).toHaveAttribute('href', href);
  }
  // No dropdown inside the phone menu: Tutorials and Support are each one tap away.
  await expect(menu.locator('details')).toHaveCount(0);

  await toggle(page).click();
  await expect(openMenu(page)).toHaveCount(0);
  expect(await menuExpanded(cdp)).toBe(false);
});

test('choosing a link closes the menu, also one that does not leave the page', async ({ page }) => {
  await page.goto('/about');
  await toggle(page).click();
  // A link that stays on this page (as a link to a place on the page would).
  const support = openMenu(page).getByRole('link', { name: 'Support', exact: true });
  await support.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await support.click();
  await expect(openMenu(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/about$/);

  await toggle(page).click();
  await openMenu(page).getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(openMenu(page)).toHaveCount(0);
});

test('works with the keyboard: Enter opens, Tab reaches the links, Escape closes and returns focus', async ({
  page,
}) => {
  await page.goto('/about');
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(openMenu(page)).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(openMenu(page).getByRole('link', { name: 'AI Pool Design' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(openMenu(page)).toHaveCount(0);
  await expect(toggle(page)).toBeFocused();

  await page.keyboard.press('Space');
  await expect(openMenu(page)).toHaveCount(1);
  for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
  const tutorials = openMenu(page).getByRole('link', { name: 'Tutorials', exact: true });
  await expect(tutorials).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tutorials$/);
});

test('from 768 px the links are in the bar and the toggle is gone', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 800 });
  await page.goto('/about');
  await expect(toggle(page)).toBeHidden();
  const banner = page.getByRole('banner');
  for (const name of ['AI Pool Design', 'Gallery', 'WordPress', 'Blog']) {
    await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await page.setViewportSize({ width: 767, height: 800 });
  await expect(toggle(page)).toBeVisible();
});
