// The design library in a browser: the empty state that teaches, filters by style and dates,
// a debounced search, pages, filters kept in the address across a reload, and bulk delete.
import { expect, type Page, test } from '@playwright/test';
import { createDesignByApi, signIn, sql } from '../helpers/designs.ts';

const cards = (page: Page) => page.getByRole('list', { name: 'Designs' }).getByRole('listitem');

test('an empty library shows how to start', async ({ page }) => {
  await signIn(page);
  await page.goto('/library');
  await expect(page.getByRole('heading', { name: 'Your library is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Create your first design' }).click();
  await expect(page).toHaveURL(/\/design\/create$/);
  await expect(page.getByRole('heading', { name: 'Create a design' })).toBeVisible();
});

test('filters, search and pages live in the address; several designs are deleted at once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const account = await signIn(page, 'pro');
  const styles = ['modern', 'natural', 'geometric'];
  const made: { id: string; name: string }[] = [];
  for (let index = 1; index <= 14; index++) {
    const name = index <= 11 ? `Oak ${index}` : `Willow ${index}`;
    const design = await createDesignByApi(page.request, account, { name, style: styles[index % 3] });
    made.push({ id: design.id, name });
  }
  // Three made back in January, as an admin would date them.
  await sql(`update app.designs set created_at = '2026-01-15T12:00:00Z' where id = any($1::uuid[])`, [
    made.slice(0, 3).map((design) => design.id),
  ]);

  await page.goto('/library');
  await expect(page.getByText('14 designs')).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  // Newest first.
  await expect(cards(page).first()).toContainText('Willow 14');

  // Pages.
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination).toContainText('Page 1 of 2');
  await pagination.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/library\?page=2$/);
  await expect(cards(page)).toHaveCount(2);
  await page.goBack();
  await expect(page).toHaveURL(/\/library$/);
  await expect(cards(page)).toHaveCount(12);

  // Style.
  await page.getByLabel('Style').selectOption('geometric');
  await expect(page).toHaveURL(/\?style=geometric$/);
  const geometric = made.filter((_, index) => (index + 1) % 3 === 2).length;
  await expect(page.getByText(`${geometric} designs match your filters`)).toBeVisible();
  for (const card of await cards(page).all()) await expect(card).toContainText('Geometric');

  // Search by name, once typing pauses.
  await page.getByLabel('Style').selectOption('');
  await page.getByLabel('Search by name').fill('willow');
  await expect(page).toHaveURL(/\?q=willow$/);
  await expect(cards(page)).toHaveCount(3);

  // Dates, kept across a reload.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await page.getByLabel('From').fill('2026-01-01');
  await page.getByLabel('To').fill('2026-01-31');
  await expect(page).toHaveURL(/\?from=2026-01-01&to=2026-01-31$/);
  await expect(cards(page)).toHaveCount(3);
  await page.reload();
  await expect(page.getByLabel('From')).toHaveValue('2026-01-01');
  await expect(page.getByLabel('To')).toHaveValue('2026-01-31');
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByText('3 designs match your filters')).toBeVisible();

  // Several at once, after confirming.
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  await page.getByLabel('Select Oak 1', { exact: true }).check();
  await page.getByLabel('Select Oak 2', { exact: true }).check();
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 designs?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Delete selected (2)' }).click();
  await confirm.getByRole('button', { name: 'Delete 2 designs' }).click();
  await expect(page.getByText('2 designs deleted')).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page)).toContainText('Oak 3');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('12 designs')).toBeVisible();

  // A card opens its design.
  await cards(page).filter({ hasText: 'Willow 13' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Willow 13' })).toBeVisible();
});

test('the dashboard shows the latest six designs and the plan’s use', async ({ page }) => {
  const account = await signIn(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'Create your first design' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Images used this period' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  for (let index = 1; index <= 7; index++)
    await createDesignByApi(page.request, account, { name: `Pond ${index}` });
  await page.reload();
  const recent = page.getByRole('region', { name: 'Your recent designs' });
  await expect(recent.getByRole('listitem')).toHaveCount(6);
  await expect(recent.getByRole('listitem').first()).toContainText('Pond 7');
  await expect(recent.getByText('Pond 1', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('meter', { name: 'Images used this period' })).toHaveAttribute(
    'aria-valuenow',
    '7',
  );
  await expect(page.getByText('7 of 10 images used · 3 left')).toBeVisible();
  await expect(page.getByText(/Your free trial ends on/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade for more images' })).toHaveAttribute(
    'href',
    '/upgrade',
  );
  await expect(page.getByRole('link', { name: 'Video tutorials' })).toHaveAttribute('href', '/tutorials');
  // The banner and the announcement published in the CMS (seeded).
  const banners = page.getByRole('region', { name: 'Banners' });
  await expect(banners).toContainText('Show clients a design on any phone');
  await expect(banners.getByRole('link', { name: 'See how' })).toHaveAttribute(
    'href',
    '/tutorials#backyard-transformation-presentation',
  );
  const news = page.getByRole('region', { name: 'What’s new' });
  await expect(news.getByRole('heading', { name: 'Dusk and night renders are here' })).toBeVisible();
  await expect(news.getByRole('link', { name: 'Watch the tutorial' })).toHaveAttribute(
    'href',
    '/tutorials#rendering-dusk-and-night',
  );
  await recent.getByRole('link', { name: /See all in your library/ }).click();
  await expect(page).toHaveURL(/\/library$/);
});
