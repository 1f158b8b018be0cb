// "Keep this": a stroke of the brush over the pool shows the photo over it in the preview at
// once; the design made from it keeps those pixels of its photo byte for byte in the render; and
// "Regenerate with changes" shows the same mask again, ready to paint on or clear.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, test } from '@playwright/test';
import { DesignSchema, KEEP_ID } from '@poolscape/shared';
import sharp from 'sharp';
import { signIn, waitForRenders } from '../helpers/designs.ts';

const canvasPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());

test('what is painted to keep stays in front of the pool, and the render leaves it as it was', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Pro downloads are the render at full size, pixel for pixel over the photo.
  const account = await signIn(page, 'pro');
  await page.goto('/design/create');
  await page.getByRole('button', { name: /Small fenced yard/ }).click();
  const canvas = page.getByRole('img', { name: 'Pool preview' });
  await expect(canvas).toBeVisible();
  const whole = page.getByRole('button', { name: /^Whole pool, centred/ });
  await whole.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const middle = await whole.boundingBox();
  if (!middle) throw new Error('no pool on the photo');
  const before = await canvasPixels(canvas);

  // The brush takes the photo: the handles step aside while it is out.
  await expect(page.getByText('Nothing is kept yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Paint what to keep' }).click();
  await expect(page.getByRole('button', { name: 'Done painting' })).toHaveAttribute('aria-pressed', 'true');
  await expect(whole).toBeHidden();
  const y = middle.y + middle.height / 2;
  const x = middle.x + middle.width / 2;
  await page.mouse.move(x - 60, y);
  await page.mouse.down();
  await page.mouse.move(x + 60, y, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => canvasPixels(canvas)).not.toBe(before);
  await expect(
    page.getByRole('status').filter({ hasText: 'What you painted is shown over the pool' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear kept areas' })).toBeEnabled();
  // The keyboard paints too: Space puts the brush down, the arrows move it.
  const painted = await canvasPixels(canvas);
  await page.getByRole('application', { name: 'Keep this brush' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('Space');
  await expect.poll(() => canvasPixels(canvas)).not.toBe(painted);
  const scan = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  await page.getByRole('button', { name: 'Done painting' }).click();
  await expect(whole).toBeVisible();

  await page.getByRole('button', { name: 'Create design' }).click();
  await page.waitForURL(/\/design\/result\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) ?? '';
  await waitForRenders(page.request, account, [id]);
  const design = DesignSchema.parse(
    await (await page.request.get(`/api/designs/${id}`, { headers: account.auth })).json(),
  );
  const keepId = design.versions[0]?.options.keep ?? '';
  expect(keepId).toMatch(KEEP_ID);
  const [render, photo, mask] = await Promise.all(
    [
      design.versions[0]?.images[0]?.downloadUrl ?? '',
      design.photo.url,
      `/api/designs/${id}/keep/${keepId}`,
    ].map(async (url) => Buffer.from(await (await page.request.get(url, { headers: account.auth })).body())),
  );
  if (!render || !photo || !mask) throw new Error('a file of the design is missing');
  const after = await sharp(render).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = after.info;
  const base = await sharp(photo).removeAlpha().raw().toBuffer();
  const kept = await sharp(mask)
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  let keptPixels = 0;
  let changed = 0;
  for (let p = 0; p < width * height; p++) {
    if ((kept[p] ?? 0) < 128) continue;
    keptPixels++;
    for (let c = 0; c < 3; c++) if (after.data[p * 3 + c] !== base[p * 3 + c]) changed++;
  }
  expect(keptPixels).toBeGreaterThan(1000);
  expect(changed).toBe(0);

  // On regenerate the mask is there again.
  await page.getByText('Regenerate with changes').click();
  const regenerate = page.getByRole('region', { name: 'Regenerate with changes' });
  await expect(
    regenerate.getByRole('status').filter({ hasText: 'What you painted is shown over the pool' }),
  ).toBeVisible();
  await expect(regenerate.getByRole('button', { name: 'Clear kept areas' })).toBeEnabled();
});
