// The design studio end to end in a browser: a photo uploaded and the pool placed by hand, options
// chosen, the render followed live to its result, before and after, downloads, rename, sharing
// (the share page as a signed-out visitor sees it), regenerating, image to image, a failed render
// retried, the screens checked for accessibility on a phone, and delete. These tests wait for
// renders, so they run before the library's, which leave designs queued behind them.
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { DESIGN_TEXT, DIMENSIONS_TEXT } from '@poolscape/shared';
import { createDesignByApi, signIn, sql, waitForRenders, YARD_PHOTO } from '../helpers/designs.ts';

/** Clicks the option card or segment whose label starts with `text`. */
async function choose(page: Page, text: string | RegExp): Promise<void> {
  await page
    .locator('label')
    .filter({ hasText: typeof text === 'string' ? new RegExp(`^${text}`) : text })
    .first()
    .click();
}

/** Drags `locator`'s centre by (dx, dy) with the mouse. */
async function drag(
  page: Page,
  selector: ReturnType<Page['locator']>,
  dx: number,
  dy: number,
): Promise<void> {
  await selector.scrollIntoViewIfNeeded();
  const box = await selector.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 4 });
  await page.mouse.move(x + dx, y + dy, { steps: 4 });
  await page.mouse.up();
}

function pngWidth(bytes: Buffer): number {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  return bytes.readUInt32BE(16);
}

test('a photo becomes a design: placed, rendered live, compared, downloaded, renamed and shared', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const frames: { designId?: string; status?: string; progress?: number }[] = [];
  page.on('websocket', (socket) => {
    if (!socket.url().includes('/ws/designs')) return;
    socket.on('framereceived', (frame) => frames.push(JSON.parse(String(frame.payload))));
  });

  await page.goto('/design/create');
  await expect(page.getByRole('heading', { name: 'Create a design' })).toBeVisible();
  await page.getByLabel('Upload a photo of the backyard').setInputFiles(YARD_PHOTO);
  // The photo shows at once, then the outline with its four handles.
  await expect(
    page.getByRole('img', { name: 'Your photo: garden-small-fenced-yard.jpg' }).first(),
  ).toBeVisible();
  const farRight = page.getByRole('button', { name: /^Far-right corner/ });
  await expect(farRight).toBeVisible();
  const before = await farRight.getAttribute('aria-label');
  await drag(page, farRight, 40, -20);
  await expect(farRight).not.toHaveAttribute('aria-label', before ?? '');
  const nearLeft = page.getByRole('button', { name: /^Near-left corner/ });
  const nearLeftBefore = (await nearLeft.getAttribute('aria-label')) ?? '';
  const across = Number(nearLeftBefore.match(/(\d+)% across/)?.[1]);
  await nearLeft.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(nearLeft).toHaveAttribute(
    'aria-label',
    new RegExp(`^Near-left corner, ${across - 1}% across`),
  );
  await expect(page.getByRole('button', { name: 'Reset to suggested placement' })).toBeEnabled();

  // Real size: unknown until a length is marked, then measured live as the corners move.
  const size = page.getByTestId('pool-size');
  await expect(size).toHaveText(DIMENSIONS_TEXT.unknown);
  await page.getByRole('button', { name: 'Mark a length you know' }).click();
  await expect(size).toHaveText(DIMENSIONS_TEXT.typeLength);
  await page.getByLabel('Known length (feet)').fill('12');
  await expect(size).toHaveText(/^Pool: \d+ × \d+ ft · [\d,]+ sq ft · [\d,]+ cu ft/);
  const measured = await size.textContent();
  await drag(page, farRight, 30, 0);
  await expect(size).not.toHaveText(measured ?? '');
  const sized = await size.textContent();
  await page.getByRole('button', { name: /^Reference end/ }).focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect(size).not.toHaveText(sized ?? '');
  const finalSize = (await size.textContent())?.match(/^Pool: ([^·]+)/)?.[1]?.trim() ?? '';

  await choose(page, 'Natural');
  await page.getByRole('button', { name: 'Waterfalls' }).click();
  await expect(page.getByRole('button', { name: 'Waterfalls' })).toHaveAttribute('aria-pressed', 'true');
  await choose(page, 'Dusk');
  await choose(page, /^3$/);
  // Free plans see the custom prompt, switched off, with the reason.
  await expect(page.getByLabel('Custom prompt')).toBeDisabled();
  await expect(page.getByText(DESIGN_TEXT.promptNotInPlan)).toBeVisible();
  await expect(page.getByText('This design uses 3 images; you have 10 left this period.')).toBeVisible();
  await page.getByLabel('Name (optional)').fill('Backyard oasis');
  await page.getByRole('button', { name: 'Create design' }).click();

  await page.waitForURL(/\/design\/result\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) ?? '';
  // The loading screen, driven by the worker's progress events over the socket.
  await expect(page.getByRole('progressbar', { name: 'Render progress' })).toBeVisible();
  const slider = page.getByRole('slider', { name: 'Before and after' });
  await expect(slider).toBeVisible({ timeout: 90_000 });
  await expect
    .poll(() => frames.some((frame) => frame.designId === id && frame.status === 'ready'))
    .toBe(true);
  expect(frames.filter((frame) => frame.designId === id).length).toBeGreaterThan(1);

  // Before and after, by keyboard and by pointer.
  await expect(slider).toHaveAttribute('aria-valuenow', '50');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '99');
  const frame = slider.locator('..');
  const box = await frame.boundingBox();
  if (!box) throw new Error('no slider frame');
  await frame.click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBeCloseTo(25, -1);

  // The size measured on the create screen is the design's.
  await expect(page.getByRole('region', { name: 'Size' }).getByTestId('pool-size')).toContainText(
    `Pool: ${finalSize}`,
  );

  // Three variations in the carousel.
  await expect(page.getByRole('group', { name: 'Variation 1 of 3' })).toBeVisible();
  await page.getByRole('button', { name: 'Next variation' }).click();
  await expect(page.getByRole('group', { name: 'Variation 2 of 3' })).toBeVisible();

  // Download: a PNG at the Free plan's standard resolution.
  await expect(page.getByText(/Standard resolution PNG, 1024 pixels wide|Full resolution PNG/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download variation 2' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('poolscape-backyard-oasis-v1-2.png');
  const file = await download.path();
  expect(pngWidth(readFileSync(file))).toBeLessThanOrEqual(1024);

  // Rename inline; it stays renamed.
  await page.getByRole('button', { name: 'Rename design' }).click();
  await page.getByLabel('Design name').fill('Oasis by the fence');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Oasis by the fence' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Oasis by the fence' })).toBeVisible();

  // Share: public, the link copied, the networks offered.
  await page.getByLabel('Visibility').selectOption('public');
  await expect(page.getByText('Public: anyone').last()).toBeVisible();
  const shareUrl = `${baseURL}/design/share/${id}`;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy share link' }).click();
  await expect(page.getByText('Share link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await page.getByRole('button', { name: 'Share...' }).click();
  const modal = page.getByRole('dialog', { name: 'Share this design' });
  for (const network of ['Facebook', 'X (Twitter)', 'Pinterest', 'LinkedIn']) {
    await expect(
      modal.getByRole('link', { name: new RegExp(`Share on ${network.replace(/[()]/g, '\\$&')}`) }),
    ).toBeVisible();
  }
  await expect(modal.getByRole('link', { name: /Share on Facebook/ })).toHaveAttribute(
    'href',
    `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(shareUrl)}`,
  );
  await expect(modal.getByRole('link', { name: 'Send by e-mail' })).toHaveAttribute('href', /^mailto:/);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // A signed-out visitor: the share page with the render as its preview image, and a way in.
  const visitor = await browser.newContext();
  const guest = await visitor.newPage();
  const response = await guest.goto(`/design/share/${id}`);
  expect(response?.status()).toBe(200);
  await expect(guest.getByTestId('share-size')).toContainText(`Pool size: ${finalSize}`);
  const design = (await (
    await page.request.get(`/api/designs/${id}`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` },
    })
  ).json()) as { versions: { images: { id: string }[] }[] };
  const firstImage = design.versions[0]?.images[0]?.id;
  await expect(guest.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/api/images/${firstImage}/display`,
  );
  await expect(guest.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    'Oasis by the fence | Poolscape',
  );
  await expect(guest.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  await expect(guest.locator('meta[name="twitter:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/api/images/${firstImage}/display`,
  );
  await expect(guest.locator('link[rel="canonical"]')).toHaveAttribute('href', shareUrl);
  await expect(guest.getByRole('heading', { level: 1, name: 'Oasis by the fence' })).toBeVisible();
  await expect(guest.getByRole('slider', { name: 'Before and after' })).toBeVisible();
  const image = await guest.request.get(`/api/images/${firstImage}/display`);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/webp');
  await guest.getByRole('link', { name: 'Design your own pool' }).click();
  await expect(guest).toHaveURL(/\/register$/);
  expect(await guest.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/design/create');
  expect((await guest.goto(`/design-share/${id}`))?.status()).toBe(200);

  // Private again: the page is gone for everyone else.
  await page.getByLabel('Visibility').selectOption('private');
  await expect(page.getByText('Private: only you').last()).toBeVisible();
  await expect.poll(async () => (await guest.request.get(`/design/share/${id}`)).status()).toBe(404);
  await visitor.close();
});

test('photos are checked before and after the upload; a photo can also be dropped', async ({ page }) => {
  await signIn(page);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/uploads')) uploads.push(request.method());
  });
  await page.goto('/design/create');
  const picker = page.getByLabel('Upload a photo of the backyard');

  // Refused at once, with the contract's messages, without uploading anything.
  await picker.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: DESIGN_TEXT.uploadUnsupported })).toBeVisible();
  await picker.setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('heic') });
  await expect(page.getByRole('alert').filter({ hasText: DESIGN_TEXT.uploadHeic })).toBeVisible();
  expect(uploads).toEqual([]);

  // Dropped on the drop zone: a real PNG, but too small; the server's message is the one shown.
  const tinyPng =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'tiny.png', { type: 'image/png' }));
    return transfer;
  }, tinyPng);
  await page.getByTestId('photo-drop-zone').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('alert').filter({ hasText: DESIGN_TEXT.uploadTooSmall })).toBeVisible();
  expect(uploads).toEqual(['POST']);
  await expect(page.getByRole('button', { name: 'Create design' })).toBeDisabled();
});

test('without the progress socket the result screen polls until the design is ready', async ({ page }) => {
  test.setTimeout(120_000);
  // Every connection to the socket is refused, as a strict proxy would.
  let refused = 0;
  await page.routeWebSocket(/\/ws\/designs/, (socket) => {
    refused += 1;
    socket.close({ code: 1011, reason: 'blocked' });
  });
  const account = await signIn(page);
  // A design already in the queue (one render at a time) keeps this one waiting while its screen
  // opens: a render alone can be done before the page is.
  await createDesignByApi(page.request, account);
  await page.goto('/design/create');
  await page.getByRole('button', { name: 'Small fenced yard' }).click();
  await page.getByRole('button', { name: 'Create design' }).click();
  await page.waitForURL(/\/design\/result\//);
  await expect(page.getByRole('progressbar', { name: 'Render progress' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible({ timeout: 90_000 });
  // Leaving and coming back shows the design as it is now.
  await page.goto('/library');
  await page.goBack();
  await expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible();
  expect(refused).toBeGreaterThan(0);
});

test('regenerating keeps a version history, and a render starts a new design', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await signIn(page);
  const design = await createDesignByApi(page.request, account, {
    name: 'Stone house pool',
    style: 'modern',
  });
  await page.goto(`/design/result/${design.id}`);
  await expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible({ timeout: 90_000 });

  await page.getByText('Regenerate with changes').click();
  const regenerate = page.locator('details');
  // The controls start from the version's own options.
  await expect(regenerate.getByRole('radio', { name: /^Modern/ })).toBeChecked();
  await regenerate
    .locator('label')
    .filter({ hasText: /^Night/ })
    .click();
  await regenerate.getByRole('button', { name: 'Lighting' }).click();
  await expect(regenerate.getByText('This design uses 1 image; you have 9 left this period.')).toBeVisible();
  await regenerate.getByRole('button', { name: 'Regenerate' }).click();
  await expect(page.getByRole('progressbar', { name: 'Render progress' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible({ timeout: 90_000 });

  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('Modern · Night · Lighting · 1 image')).toBeVisible();
  await history.getByRole('button', { name: 'View version 1' }).click();
  await expect(page.getByText('You are looking at version 1.')).toBeVisible();
  await expect(history.getByRole('button', { name: 'Viewing version 1' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await page.getByRole('button', { name: 'Back to the latest' }).click();

  // Image to image: the render becomes the photo of a new design.
  await page.getByRole('button', { name: 'New design from a render' }).click();
  const dialog = page.getByRole('dialog', { name: 'New design from a render' });
  await dialog
    .locator('label')
    .filter({ hasText: /^Geometric/ })
    .click();
  await dialog.getByRole('button', { name: 'Create new design' }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith('/design/result/') && !url.pathname.endsWith(design.id),
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Stone house pool (new)' })).toBeVisible();
  await expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible({ timeout: 90_000 });
  // The modal started from the render's own options; only the style was changed.
  await expect(page.getByText(/^Geometric · Night · Lighting · 1 image/).first()).toBeVisible();
});

test('a failed render says so and can be tried again', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await signIn(page);
  const design = await createDesignByApi(page.request, account, { name: 'Flaky render' });
  await waitForRenders(page.request, account, [design.id]);
  // As a render that failed for good leaves it.
  await sql(
    `update app.design_versions set status = 'failed', progress = 0, error = $2 where design_id = $1`,
    [design.id, DESIGN_TEXT.renderFailed],
  );
  await page.goto(`/design/result/${design.id}`);
  const failed = page.getByRole('alert').filter({ hasText: 'This render did not work' });
  await expect(failed).toContainText(DESIGN_TEXT.renderFailed);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('region', { name: 'Version history' }).getByRole('listitem')).toHaveCount(2);
});

test.describe('on a 375-pixel phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the design screens have no accessibility violations', async ({ page }) => {
    test.setTimeout(150_000);
    const account = await signIn(page);
    const design = await createDesignByApi(page.request, account, { name: 'Checked for access' });
    const scan = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      const found = results.violations.map(
        (violation) =>
          `${path}: ${violation.id}: ${violation.help} (${violation.nodes[0]?.target.join(' ')})`,
      );
      expect(found, found.join('\n')).toEqual([]);
    };
    await scan('/design/create', async () => {
      await page.getByRole('button', { name: 'Small fenced yard' }).click();
      await expect(page.getByRole('button', { name: /^Far-left corner/ })).toBeVisible();
    });
    await scan(`/design/result/${design.id}`, () =>
      expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible({ timeout: 90_000 }),
    );
    await scan('/library', () => expect(page.getByRole('list', { name: 'Designs' })).toBeVisible());
    await scan('/dashboard', () =>
      expect(page.getByRole('meter', { name: 'Images used this period' })).toBeVisible(),
    );
    const shared = await page.request.patch(`/api/designs/${design.id}`, {
      headers: account.auth,
      data: { visibility: 'unlisted' },
    });
    expect(shared.status()).toBe(200);
    await scan(`/design/share/${design.id}`, () =>
      expect(page.getByRole('slider', { name: 'Before and after' })).toBeVisible(),
    );
  });
});

test('deleting asks first and goes to the library; a deleted or foreign design is not found', async ({
  page,
  browser,
}) => {
  const account = await signIn(page);
  const design = await createDesignByApi(page.request, account, { name: 'Short-lived' });
  await page.goto(`/design/result/${design.id}`);
  await page.getByRole('button', { name: 'Delete design' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this design?' });
  await expect(confirm).toContainText('“Short-lived” and all its versions will be deleted.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete design' }).click();
  await confirm.getByRole('button', { name: 'Delete design' }).click();
  await expect(page).toHaveURL(/\/library$/);
  await expect(page.getByText('Design deleted')).toBeVisible();

  await page.goto(`/design/result/${design.id}`);
  await expect(page.getByRole('heading', { name: 'Design not found' })).toBeVisible();
  await expect(page.getByText(DESIGN_TEXT.notFound)).toBeVisible();

  // Someone else's design looks exactly like a missing one.
  const other = await browser.newContext();
  const stranger = await other.newPage();
  const strangerAccount = await signIn(stranger);
  const theirs = await createDesignByApi(stranger.request, strangerAccount, { name: 'Not yours' });
  await page.goto(`/design/result/${theirs.id}`);
  await expect(page.getByRole('heading', { name: 'Design not found' })).toBeVisible();
  await page.goto('/design/result/not-an-id');
  await expect(page.getByRole('heading', { name: 'Design not found' })).toBeVisible();
  // A private design has no share page.
  expect((await stranger.goto(`/design/share/${theirs.id}`))?.status()).toBe(404);
  await other.close();
});
