// What each tutorial shows, step by step, in the running product: the same screens, labels and
// keys a person uses. Designs a tutorial only starts from (a finished render, a client's
// collection) are made through the API before its recording begins, as the browser tests make them.
import { expect, type Page } from '@playwright/test';
import {
  type Account,
  createCollectionByApi,
  createDesignByApi,
  waitForRenders,
  YARD_PHOTO,
} from '../e2e/helpers/designs.ts';
import { WORDPRESS_USERS, type WordPressSite } from '../kit/wordpress/wordpress.ts';
import type { Tour } from './tour.ts';

export interface Studio {
  /** Opens the tour of `slug` and makes its account (signed in, on `plan`) before it starts. */
  tour(slug: string): Promise<Tour>;
  account(page: Page, plan: 'free' | 'pro'): Promise<Account>;
  wordpress(): Promise<WordPressSite>;
}

/** The option card or segment whose label starts with `text`. */
function option(scope: Page | ReturnType<Page['locator']>, text: string) {
  return scope
    .locator('label')
    .filter({ hasText: new RegExp(`^${text}`) })
    .first();
}

/** Drags across the before and after slider, to show the yard as it is and as it will be. */
async function sweep(tour: Tour): Promise<void> {
  const slider = tour.page.getByRole('slider', { name: 'Before and after' });
  await expect(slider).toBeVisible({ timeout: 120_000 });
  const frame = slider.locator('..');
  await frame.scrollIntoViewIfNeeded();
  const box = await frame.boundingBox();
  if (!box) throw new Error('no before and after frame');
  await tour.drag(slider, -box.width * 0.3, 0);
  await tour.drag(slider, box.width * 0.6, 0);
  await tour.drag(slider, -box.width * 0.25, 0);
}

async function firstDesign(studio: Studio): Promise<Tour> {
  const tour = await studio.tour('your-first-pool-design');
  const { page } = tour;
  await studio.account(page, 'pro');
  await tour.begin('/design/create');
  await tour.step(0, async () => {
    const choosing = page.waitForEvent('filechooser');
    await tour.click(page.getByRole('button', { name: 'Choose a photo' }));
    await (await choosing).setFiles(YARD_PHOTO);
    await expect(page.getByRole('button', { name: /^Far-right corner/ })).toBeVisible();
  });
  await tour.step(1, async () => {
    await tour.drag(page.getByRole('button', { name: /^Far-right corner/ }), 50, -20);
    await tour.drag(page.getByRole('button', { name: /^Far-left corner/ }), -30, -10);
    await tour.drag(page.getByRole('button', { name: /^Near-right corner/ }), 40, 15);
    await tour.click(option(page, 'Kidney'));
    // Keep this: a stroke of the brush over what must stay as it is.
    await tour.click(page.getByRole('button', { name: 'Paint what to keep' }));
    await tour.drag(page.locator('[data-keep-surface]'), 120, 0);
    await tour.click(page.getByRole('button', { name: 'Done painting' }));
  });
  await tour.step(2, async () => {
    await tour.click(option(page, 'Modern'));
    await tour.click(page.getByRole('button', { name: 'Lighting' }));
    await tour.click(page.getByRole('button', { name: 'Waterfalls' }));
    await tour.click(option(page, '2$'));
  });
  await tour.step(3, async () => {
    await tour.type(page.getByLabel('Name (optional)'), 'Backyard oasis');
    await tour.click(page.getByRole('button', { name: 'Create design' }));
    await page.waitForURL(/\/design\/result\//);
    await sweep(tour);
    await tour.click(page.getByRole('button', { name: 'Next variation' }));
  });
  return tour;
}

async function duskAndNight(studio: Studio): Promise<Tour> {
  const tour = await studio.tour('rendering-dusk-and-night');
  const { page } = tour;
  const account = await studio.account(page, 'pro');
  const design = await createDesignByApi(page.request, account, { name: 'Stone house pool' });
  await waitForRenders(page.request, account, [design.id]);
  await tour.begin(`/design/result/${design.id}`);
  const regenerate = page.locator('details');
  await tour.step(0, async () => {
    await sweep(tour);
    await tour.click(page.getByText('Regenerate with changes'));
  });
  await tour.step(1, async () => {
    await tour.click(option(regenerate, 'Night'));
  });
  await tour.step(2, async () => {
    await tour.click(regenerate.getByRole('button', { name: 'Lighting' }));
    await tour.click(regenerate.getByRole('button', { name: 'Regenerate' }));
    await sweep(tour);
    const history = page.getByRole('region', { name: 'Version history' });
    await tour.click(history.getByRole('button', { name: 'View version 1' }));
    await tour.pause(1500);
    await tour.click(page.getByRole('button', { name: 'Back to the latest' }));
  });
  return tour;
}

async function presentation(studio: Studio): Promise<Tour> {
  const tour = await studio.tour('backyard-transformation-presentation');
  const { page } = tour;
  const account = await studio.account(page, 'pro');
  await page.request.patch('/api/profile', { headers: account.auth, data: { company: 'Blue Wave Pools' } });
  const designs = [];
  for (const [name, style] of [
    ['Lagoon option', 'natural'],
    ['Modern option', 'modern'],
  ] as const)
    designs.push(await createDesignByApi(page.request, account, { name, style }));
  const ids = designs.map((design) => design.id);
  await waitForRenders(page.request, account, ids);
  const collectionId = await createCollectionByApi(page.request, account, 'The Smiths', ids);

  await tour.begin('/presentations');
  await tour.step(0, async () => {
    await tour.type(page.getByLabel('Title'), 'Pool options for the Smiths');
    await tour.type(page.getByLabel(/Prepared for/), 'The Smith family');
    await tour.pointAt(page.getByLabel('Start from'));
    await page.getByLabel('Start from').selectOption(collectionId);
    await tour.click(page.getByRole('button', { name: 'Create presentation' }));
    await expect(page.getByRole('heading', { level: 1, name: 'Pool options for the Smiths' })).toBeVisible();
  });
  await tour.step(1, async () => {
    const slides = page.getByTestId('presentation-slide');
    await tour.click(slides.first().getByRole('button', { name: /^Move down/ }));
    await tour.type(slides.first().getByLabel('Price line'), 'From $58,000 installed');
    await tour.click(slides.first().getByRole('button', { name: 'Save slide' }));
  });
  await tour.step(2, async () => {
    await tour.click(page.getByRole('button', { name: 'Present', exact: true }));
    const presenter = page.getByRole('dialog', { name: 'Presenting Pool options for the Smiths' });
    await expect(presenter).toBeVisible();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight']) {
      await tour.pause(2200);
      await page.keyboard.press(key);
    }
    await tour.pause(2000);
    await page.keyboard.press('Escape');
    if (await presenter.isVisible()) await page.keyboard.press('Escape');
    await expect(presenter).toBeHidden();
  });
  await tour.step(3, async () => {
    await tour.click(page.getByRole('button', { name: 'Create share link' }));
    await expect(page.getByTestId('presentation-share-url')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await tour.click(page.getByRole('button', { name: 'Download PDF' }));
    await downloading;
  });
  return tour;
}

async function wordpress(studio: Studio): Promise<Tour> {
  const site = await studio.wordpress();
  const tour = await studio.tour('publish-designs-to-wordpress');
  const home = tour.page;
  const account = await studio.account(home, 'pro');
  const design = await createDesignByApi(home.request, account, { name: 'Harbour view pool' });
  await waitForRenders(home.request, account, [design.id]);

  await tour.begin('/wordpress-wizard');
  await tour.step(0, async () => {
    await tour.type(home.getByLabel('Site address'), site.url);
    await tour.click(home.getByRole('button', { name: 'Check the site' }));
    await expect(home.getByRole('link', { name: 'Open your WordPress profile' })).toBeVisible();
  });
  let password = '';
  await tour.step(1, async () => {
    const wp = await tour.openTab(home.getByRole('link', { name: 'Open your WordPress profile' }));
    const author = WORDPRESS_USERS.author;
    await tour.type(wp.getByLabel('Username or Email Address'), author.login);
    await tour.type(wp.getByLabel('Password', { exact: true }), author.password);
    await tour.click(wp.getByRole('button', { name: 'Log In' }));
    await wp.waitForURL(/profile\.php/);
    await tour.type(wp.locator('#new_application_password_name'), 'Poolscape');
    await tour.click(wp.getByRole('button', { name: 'Add New Application Password' }));
    const shown = wp.locator('#new-application-password-value');
    await expect(shown).toBeVisible();
    await tour.pointAt(shown);
    password = await shown.inputValue();
    await tour.pause(1500);
    await wp.close();
    await tour.showPage(home);
  });
  await tour.step(2, async () => {
    await tour.type(home.getByLabel('WordPress user name'), WORDPRESS_USERS.author.login);
    await tour.click(home.getByLabel('Application password'));
    await home.getByLabel('Application password').fill(password);
    await tour.click(home.getByRole('button', { name: 'Connect' }));
    await expect(home.getByTestId('wordpress-connected')).toBeVisible();
  });
  await tour.step(3, async () => {
    await home.goto(`/design/result/${design.id}`);
    const panel = home.getByRole('region', { name: 'WordPress' });
    await tour.click(panel.getByRole('button', { name: 'Publish to WordPress' }));
    const dialog = home.getByRole('dialog', { name: 'Publish to WordPress' });
    await tour.type(dialog.getByLabel('Text (optional)'), 'Our newest backyard design.');
    await tour.click(option(dialog, 'Publish now'));
    await tour.click(dialog.getByRole('button', { name: 'Publish', exact: true }));
    await expect(dialog).toBeHidden({ timeout: 30_000 });
    const post = await tour.openTab(panel.getByRole('link', { name: 'View the post' }));
    await expect(post.locator('figure', { hasText: 'After' }).locator('img')).toBeVisible();
    await tour.pause(1000);
    await post.mouse.wheel(0, 400);
  });
  return tour;
}

/** The four seeded tutorials' slugs, each with the flow that records it. */
export const TUTORIAL_FLOWS = {
  'your-first-pool-design': firstDesign,
  'rendering-dusk-and-night': duskAndNight,
  'backyard-transformation-presentation': presentation,
  'publish-designs-to-wordpress': wordpress,
} as const satisfies Record<string, (studio: Studio) => Promise<Tour>>;

export type TutorialSlug = keyof typeof TUTORIAL_FLOWS;
