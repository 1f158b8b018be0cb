// A presentation as a contractor uses it: made from a client's collection (earning a badge, with
// its toast), slides reordered from the keyboard and given a price line, presented full screen with
// the keyboard (each design revealed before moving on), exported as a PDF whose pages poppler
// renders, and shared by a link that a signed-out client plays until sharing ends.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { createCollectionByApi, createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';

/**
 * What axe-core finds wrong on the page as it is now. Toasts (checked in site/toasts.spec.ts) are
 * left out: one fading in or out over the screen is half transparent for a moment.
 */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .exclude('section[aria-label="Notifications (F8)"]')
    .analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes[0]?.target})`,
  );
}

test('a presentation made from a collection, presented with the keyboard, exported and shared', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const account = await signIn(page, 'pro');
  await page.request.patch('/api/profile', { headers: account.auth, data: { company: 'Blue Wave Pools' } });
  const designs = [];
  for (const name of ['Lagoon option', 'Modern option'])
    designs.push(await createDesignByApi(page.request, account, { name }));
  await waitForRenders(
    page.request,
    account,
    designs.map((design) => design.id),
  );
  const collectionId = await createCollectionByApi(
    page.request,
    account,
    'The Smiths',
    designs.map((design) => design.id),
  );

  // From the collection to a new presentation that starts with its designs.
  await page.goto(`/collections/${collectionId}`);
  await page.getByRole('link', { name: 'Make a presentation' }).click();
  await expect(page.getByLabel('Start from')).toHaveValue(collectionId);
  await page.getByLabel('Title').fill('Pool options for the Smiths');
  await page.getByLabel(/Prepared for/).fill('The Smith family');
  await page.getByRole('button', { name: 'Create presentation' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pool options for the Smiths' })).toBeVisible();
  await expect(page.getByText('Badge earned: First presentation')).toBeVisible();
  // The contact details on the closing slide are the owner's choice, off at first.
  const showEmail = page.getByLabel('Show my e-mail address on the closing slide');
  await expect(showEmail).not.toBeChecked();
  await showEmail.click();
  await expect(showEmail).toBeChecked();

  // The slides reordered from the keyboard, and a price line on the first.
  const slides = page.getByTestId('presentation-slide');
  const order = () => slides.getByRole('link').allTextContents();
  await expect.poll(order).toEqual(['Lagoon option', 'Modern option']);
  await slides
    .first()
    .getByRole('button', { name: /^Move down/ })
    .focus();
  await page.keyboard.press('Enter');
  await expect.poll(order).toEqual(['Modern option', 'Lagoon option']);
  await slides.first().getByLabel('Price line').fill('From $58,000 installed');
  await slides.first().getByRole('button', { name: 'Save slide' }).click();
  await expect(slides.first().getByRole('button', { name: 'Save slide' })).toBeDisabled();
  expect(await violations(page)).toEqual([]);

  // Presenter mode: the title slide, each design revealed on the next key, the closing slide.
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const presenter = page.getByRole('dialog', { name: 'Presenting Pool options for the Smiths' });
  await expect(presenter.getByText('Prepared for The Smith family')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(presenter.getByText('Slide 2 of 4')).toBeVisible();
  await expect(presenter.getByRole('heading', { name: 'Modern option' })).toBeVisible();
  await expect(presenter.getByTestId('slide-after')).toHaveAttribute('data-revealed', 'false');
  await page.keyboard.press('ArrowRight');
  await expect(presenter.getByTestId('slide-after')).toHaveAttribute('data-revealed', 'true');
  await expect(presenter.getByText('From $58,000 installed')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('ArrowRight');
  await expect(presenter.getByRole('heading', { name: 'Lagoon option' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(presenter.getByText('Slide 4 of 4')).toBeVisible();
  await expect(presenter.getByText('Blue Wave Pools')).toBeVisible();
  await expect(presenter.getByText(account.email)).toBeVisible();
  await page.keyboard.press('Escape');
  if (await presenter.isVisible()) await page.keyboard.press('Escape'); // the first one left full screen
  await expect(presenter).toBeHidden();

  // The PDF: one page per slide, each rendered by poppler with something on it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('poolscape-pool-options-for-the-smiths.pdf');
  const folder = mkdtempSync(join(tmpdir(), 'poolscape-pdf-'));
  try {
    const pdf = join(folder, 'presentation.pdf');
    await download.saveAs(pdf);
    expect(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' })).toMatch(/Pages:\s+4\n/);
    execFileSync('pdftoppm', ['-r', '50', '-png', pdf, join(folder, 'page')]);
    const pages = readdirSync(folder)
      .filter((file) => file.endsWith('.png'))
      .sort();
    expect(pages).toHaveLength(4);
    // A design page holds two photographs: far from a blank page.
    const stats = await sharp(join(folder, pages[1] as string)).stats();
    expect(stats.channels[1]?.stdev).toBeGreaterThan(30);
    const text = execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' });
    expect(text).toContain('Prepared for The Smith family');
    expect(text).toContain('From $58,000 installed');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // Shared: a signed-out client plays it from the link, until sharing ends.
  await page.getByRole('button', { name: 'Create share link' }).click();
  const shareUrl = (await page.getByTestId('presentation-share-url').textContent()) ?? '';
  expect(shareUrl).toMatch(/\/present\/[\w-]{43}$/);
  const stranger = await browser.newContext({ baseURL });
  const client = await stranger.newPage();
  await client.goto(new URL(shareUrl).pathname);
  await expect(client.getByRole('heading', { level: 1, name: 'Pool options for the Smiths' })).toBeVisible();
  await expect(client.locator('meta[property="og:title"]')).toHaveAttribute('content', /Pool options/);
  await client.getByRole('button', { name: 'Start the presentation' }).click();
  await client.keyboard.press('ArrowRight');
  await client.keyboard.press('ArrowRight');
  await expect(client.getByTestId('slide-after')).toHaveAttribute('data-revealed', 'true');
  await expect(client.getByTestId('slide-after')).toHaveJSProperty('complete', true);
  expect(
    await client.getByTestId('slide-after').evaluate((image: HTMLImageElement) => image.naturalWidth),
  ).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByRole('button', { name: 'Create share link' })).toBeVisible();
  const gone = await client.goto(new URL(shareUrl).pathname);
  expect(gone?.status()).toBe(404);
  await stranger.close();
});
