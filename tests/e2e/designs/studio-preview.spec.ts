// The studio as a design tool: the pool drawn live in the photo as it is placed. Dragging a corner
// redraws the preview and moves the measured size at once; choosing a kidney and rendering gives a
// render whose pool is where the preview drew it (intersection over union of at least 0.9,
// measured on the preview's canvas and on the render against its photo).
import { expect, type Locator, type Page, test } from '@playwright/test';
import { DesignSchema } from '@poolscape/shared';
import sharp from 'sharp';
import { iou } from '../../kit/masks.ts';
import { signIn, waitForRenders } from '../helpers/designs.ts';

/**
 * Drags `handle`'s centre by (dx, dy) with the mouse, the handle first scrolled to the middle of the
 * window (at its edge the sticky header would take the press).
 */
async function drag(page: Page, handle: Locator, dx: number, dy: number): Promise<void> {
  await handle.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const box = await handle.boundingBox();
  if (!box) throw new Error('nothing to drag');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 6 });
  await page.mouse.up();
}

/** The preview canvas's pixels, as a data URL. */
const canvasPixels = (canvas: Locator) =>
  canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());

/**
 * What the preview drew (its canvas as a PNG data URL), at `width` x `height`: 1 where it is opaque
 * (the pool and its coping), with the thin dashed outline of the footprint opened away.
 */
async function previewMask(dataUrl: string, width: number, height: number): Promise<Uint8Array> {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  const alpha = await sharp(png).resize(width, height, { fit: 'fill' }).extractChannel(3).raw().toBuffer();
  return open(
    Uint8Array.from(alpha, (value) => (value > 200 ? 1 : 0)),
    width,
    height,
    3,
  );
}

/** Erodes then dilates a mask by `radius` pixels: lines thinner than that go, areas stay. */
function open(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const pass = (source: Uint8Array, keep: (all: boolean, any: boolean) => boolean) => {
    const out = new Uint8Array(source.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let all = true;
        let any = false;
        for (let dy = -radius; dy <= radius; dy++) {
          for (let dx = -radius; dx <= radius; dx++) {
            const value =
              source[
                Math.min(height - 1, Math.max(0, y + dy)) * width + Math.min(width - 1, Math.max(0, x + dx))
              ];
            all &&= value === 1;
            any ||= value === 1;
          }
        }
        out[y * width + x] = keep(all, any) ? 1 : 0;
      }
    }
    return out;
  };
  return pass(
    pass(mask, (all) => all),
    (_all, any) => any,
  );
}

/** 1 where the render clearly changed its photo: the pool and its coping. */
async function renderedPool(
  render: Buffer,
  photo: Buffer,
): Promise<{ mask: Uint8Array; width: number; height: number }> {
  const after = await sharp(render).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = after.info;
  // The photo as the design shows it, at the render's size.
  const before = await sharp(photo).removeAlpha().resize(width, height, { fit: 'fill' }).raw().toBuffer();
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) {
    let change = 0;
    for (let c = 0; c < 3; c++) change += Math.abs((after.data[i * 3 + c] ?? 0) - (before[i * 3 + c] ?? 0));
    mask[i] = change > 40 ? 1 : 0;
  }
  return { mask, width, height };
}

test('the pool is drawn in the photo as it is placed, and rendered where it was drawn', async ({ page }) => {
  test.setTimeout(150_000);
  const account = await signIn(page);
  await page.goto('/design/create');
  await page.getByRole('button', { name: /Sloped lawn by a stone house/ }).click();
  const canvas = page.getByRole('img', { name: 'Pool preview' });
  await expect(canvas).toBeVisible();
  await expect(canvas).toHaveAccessibleDescription(/^Modern pool in its own shape, centred \d+% across/);

  // A size typed without a reference is refused, saying what to do.
  await page.getByLabel('Pool length (feet)').fill('20');
  await page.getByLabel('Pool width (feet)').fill('10');
  await page.getByRole('button', { name: 'Resize the pool' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Mark a length you know on the photo first: typed sizes are measured from it.',
  );

  // Dragging a corner redraws the pool at once, and the measured size with it.
  await page.getByRole('button', { name: 'Mark a length you know' }).click();
  await page.getByLabel('Known length (feet)').fill('12');
  const size = page.getByTestId('pool-size');
  await expect(size).toHaveText(/^Pool: \d+ × \d+ ft/);
  const sizeBefore = await size.textContent();
  const pixelsBefore = await canvasPixels(canvas);
  const farRight = page.getByRole('button', { name: /^Far-right corner/ });
  const placed = await farRight.getAttribute('aria-label');
  await drag(page, farRight, -30, 10);
  await expect(farRight).not.toHaveAttribute('aria-label', placed ?? '');
  await expect.poll(() => canvasPixels(canvas)).not.toBe(pixelsBefore);
  await expect(size).not.toHaveText(sizeBefore ?? '');

  // Typed sizes resize the pool in perspective; turning it on the ground keeps its size.
  await page.getByRole('button', { name: 'Resize the pool' }).click();
  await expect(size).toHaveText(/^Pool: 20 × 10 ft/);
  const resized = await canvasPixels(canvas);
  await page.getByRole('button', { name: 'Turn the pool on the ground' }).focus();
  await page.keyboard.press('Shift+ArrowRight');
  await expect.poll(() => canvasPixels(canvas)).not.toBe(resized);
  await expect(size).toHaveText(/^Pool: 20 × 10 ft/);

  // The whole pool moves with the arrow keys from its middle handle.
  const whole = page.getByRole('button', { name: /^Whole pool, centred/ });
  const centred = await whole.getAttribute('aria-label');
  await whole.focus();
  await page.keyboard.press('ArrowUp');
  await expect(whole).not.toHaveAttribute('aria-label', centred ?? '');

  // The hot tub goes where it is put, and the preview shows it there at once.
  await page.getByRole('button', { name: 'Hot tub' }).click();
  const withTub = await canvasPixels(canvas);
  // Chosen on the preview itself, at a spot where it would go.
  await page.getByRole('button', { name: 'Place features on the photo' }).click();
  const spot = page.locator('[data-place^="spa-"]').first();
  await spot.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const where = (await spot.getAttribute('aria-label'))?.replace('Put the hot tub at the ', '') ?? '';
  await spot.click();
  const place = `${where.charAt(0).toUpperCase()}${where.slice(1)}`;
  await expect(page.getByRole('group', { name: 'Hot tub' }).getByLabel(place, { exact: true })).toBeChecked();
  await expect.poll(() => canvasPixels(canvas)).not.toBe(withTub);
  await page.getByRole('button', { name: 'Done placing features' }).click();
  await page.getByRole('button', { name: 'Hot tub' }).click();

  // A kidney, drawn at once; rendered, its pool is where the preview drew it.
  const beforeKidney = await canvasPixels(canvas);
  await page
    .locator('label')
    .filter({ hasText: /^Kidney$/ })
    .click();
  await expect(canvas).toHaveAccessibleDescription(/^Kidney pool in the Modern style, [\d.]+ × /);
  await expect.poll(() => canvasPixels(canvas)).not.toBe(beforeKidney);
  const drawnByPreview = await canvasPixels(canvas);
  await page.getByRole('button', { name: 'Create design' }).click();
  await page.waitForURL(/\/design\/result\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) ?? '';
  await waitForRenders(page.request, account, [id]);
  const design = DesignSchema.parse(
    await (await page.request.get(`/api/designs/${id}`, { headers: account.auth })).json(),
  );
  expect(design.versions[0]?.options).toMatchObject({ shape: 'kidney' });
  const image = design.versions[0]?.images[0];
  const [render, photo] = await Promise.all(
    [image?.downloadUrl ?? '', design.photo.url].map(async (url) =>
      Buffer.from(await (await page.request.get(url, { headers: account.auth })).body()),
    ),
  );
  if (!render || !photo) throw new Error('the render or its photo is missing');
  const drawn = await renderedPool(render, photo);
  const preview = await previewMask(drawnByPreview, drawn.width, drawn.height);
  expect(iou(preview, drawn.mask)).toBeGreaterThan(0.9);
});
