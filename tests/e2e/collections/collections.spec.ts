// Collections as a contractor uses them: three options chosen in the library go into a new
// collection (earning a badge, with its toast), get reordered and a note, the collection is made
// public, and a signed-out visitor opens its public view (with its share tags) and sees the shared
// designs with the note, then the member's public profile with the collection and the badges.
import { expect, test } from '@playwright/test';
import { createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';

test('a collection made from the library, reordered, noted, shared and seen signed out', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await signIn(page, 'pro');
  const designs = [];
  for (const name of ['Option A', 'Option B', 'Option C'])
    designs.push(await createDesignByApi(page.request, account, { name }));
  await waitForRenders(
    page.request,
    account,
    designs.map((design) => design.id),
  );
  // Two of them are shared; Option C stays private.
  for (const design of designs.slice(0, 2))
    await page.request.patch(`/api/designs/${design.id}`, {
      headers: account.auth,
      data: { visibility: 'unlisted' },
    });

  await page.goto('/library');
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (const name of ['Option A', 'Option B', 'Option C']) await page.getByLabel(`Select ${name}`).check();
  await page.getByRole('button', { name: 'Add to collection (3)' }).click();
  const modal = page.getByRole('dialog', { name: 'Add 3 designs to a collection' });
  await modal.getByLabel('Name of the new collection').fill('The Smiths');
  await modal.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added to The Smiths')).toBeVisible();

  await page.goto('/collections');
  await expect(page.getByText('Badge earned: First collection')).toBeVisible();
  await page.getByRole('link', { name: /The Smiths/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Smiths' })).toBeVisible();
  const items = page.getByTestId('collection-item');
  const order = () => items.getByRole('link').allTextContents();
  await expect.poll(order).toEqual(['Option A', 'Option B', 'Option C']);

  // Reordered from the keyboard: Option A moves down one place.
  await items
    .first()
    .getByRole('button', { name: /^Move down/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['Option B', 'Option A', 'Option C']);
  await items.first().getByLabel('Note for Option B').fill('Fits the budget best.');
  await items.first().getByRole('button', { name: 'Save note' }).click();
  await expect(items.first().getByRole('button', { name: 'Save note' })).toBeDisabled();
  await page.reload();
  await expect.poll(order).toEqual(['Option B', 'Option A', 'Option C']);
  await expect(items.first().getByLabel('Note for Option B')).toHaveValue('Fits the budget best.');

  await page.getByLabel('Who can see it').selectOption('public');
  const publicUrl = await page.getByTestId('collection-public-url').textContent();
  expect(publicUrl).toMatch(new RegExp(`/profile/public/${account.id}/collections/`));
  await expect(page.getByText('1 design is private and not shown there.', { exact: false })).toBeVisible();

  const stranger = await browser.newContext({ baseURL });
  const visitor = await stranger.newPage();
  await visitor.goto(new URL(publicUrl ?? '').pathname);
  await expect(visitor.getByRole('heading', { level: 1, name: 'The Smiths' })).toBeVisible();
  await expect(visitor.locator('meta[property="og:title"]')).toHaveAttribute('content', /The Smiths/);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    /\/api\/images\/.+\/display$/,
  );
  const shown = visitor.getByRole('list', { name: 'Designs' }).getByRole('heading', { level: 2 });
  await expect(shown).toHaveText(['1. Option B', '2. Option A']);
  await expect(visitor.getByText('Fits the budget best.')).toBeVisible();
  // The private design is nowhere on the page.
  await expect(visitor.getByText('Option C')).toHaveCount(0);

  // The member's public profile: the collection and the badges earned.
  await page.request.patch('/api/profile', { headers: account.auth, data: { profilePublic: true } });
  await visitor.goto(`/profile/public/${account.id}`);
  await expect(visitor.getByRole('region', { name: 'Collections' }).getByText('The Smiths')).toBeVisible();
  await expect(visitor.getByRole('region', { name: 'Badges' }).getByText('First collection')).toBeVisible();
  await stranger.close();

  // The dashboard's badges: earned, and the progress towards the next.
  await page.goto('/dashboard');
  await expect(page.getByTestId('badge-first-collection')).toContainText('Earned');
  await expect(page.getByTestId('badge-ten-designs')).toContainText('3 of 10 designs');
});
