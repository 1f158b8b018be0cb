// The before/after viewer shows the whole photo and the whole render, at the photo's own
// proportions, on the result page and the share page, on a phone and on a desktop: nothing of the
// yard (where the pool often is, at the bottom) is cropped away. The photo is a wide one, 16:9.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type Design, DesignSchema, UploadSchema } from '@poolscape/shared';
import { type Account, signIn, waitForRenders } from '../helpers/designs.ts';
import { repoRoot } from '../helpers/product.ts';

const WIDE_PHOTO = join(repoRoot, 'cms', 'src', 'seed', 'images', 'pool-render-modern-villa-lawn-fence.jpg');

async function designFromWidePhoto(page: Page, account: Account): Promise<Design> {
  const upload = await page.request.post('/api/uploads', {
    headers: account.auth,
    multipart: {
      photo: { name: 'wide-yard.jpg', mimeType: 'image/jpeg', buffer: readFileSync(WIDE_PHOTO) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { uploadId, width, height } = UploadSchema.parse(await upload.json());
  expect(width / height).toBeGreaterThan(1.5);
  const response = await page.request.post('/api/designs', {
    headers: { ...account.auth, 'idempotency-key': `whole-photo-${Date.now()}` },
    data: { source: { uploadId }, options: { style: 'modern', variations: 1 }, name: 'Wide yard' },
  });
  expect(response.status(), await response.text()).toBe(202);
  return DesignSchema.parse(await response.json());
}

/** Width over height of the box an image is drawn in, once its picture has loaded. */
async function shownAspect(image: Locator): Promise<number> {
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true);
  const box = await image.boundingBox();
  if (!box) throw new Error('the image has no box');
  return box.width / box.height;
}

/** The viewer's two pictures are drawn whole: boxes of the photo's proportions, nothing cut off. */
async function expectWholePictures(page: Page, photoAspect: number): Promise<void> {
  const slider = page.getByRole('slider', { name: 'Before and after' });
  await expect(slider).toBeVisible({ timeout: 90_000 });
  for (const image of [
    page.getByRole('img', { name: /the pool design$/i }),
    page.getByRole('img', { name: 'The backyard before' }),
  ]) {
    expect(await shownAspect(image)).toBeCloseTo(photoAspect, 2);
    const frame = image.locator('xpath=..');
    const frameBox = await frame.boundingBox();
    const imageBox = await image.boundingBox();
    // The frame does not clip the picture: it is at least as large as the picture's box.
    expect(frameBox?.height ?? 0).toBeGreaterThanOrEqual((imageBox?.height ?? 0) - 1);
    expect(frameBox?.width ?? 0).toBeGreaterThanOrEqual((imageBox?.width ?? 0) - 1);
  }
}

test('the result and share pages show the whole wide photo and render, on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const account = await signIn(page);
  const design = await designFromWidePhoto(page, account);
  const photoAspect = design.photo.width / design.photo.height;
  await waitForRenders(page.request, account, [design.id]);
  const shared = await page.request.patch(`/api/designs/${design.id}`, {
    headers: account.auth,
    data: { visibility: 'unlisted' },
  });
  expect(shared.status()).toBe(200);

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    for (const path of [`/design/result/${design.id}`, `/design/share/${design.id}`]) {
      await test.step(`${path} at ${viewport.width} px`, async () => {
        await page.goto(path);
        await expectWholePictures(page, photoAspect);
      });
    }
  }
});
