// The shapes a user chooses (shared/src/pool-plan.ts) in the built-in renderer: the render's pool
// is where the studio's preview draws it, for every shape and style, on both sample yards.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyHomography, planToPhoto } from '@poolscape/shared/homography';
import { DEFAULT_FREEFORM, offsetRing, POOL_SHAPES, type PoolShape } from '@poolscape/shared/plan-geometry';
import { planOutlines } from '@poolscape/shared/pool-features';
import { COPING_WIDTHS, estimateAspect, planSize, waterRing } from '@poolscape/shared/pool-plan';
import { iou } from '@poolscape/tests/kit/masks';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type Corners,
  POOL_FEATURES,
  POOL_STYLES,
  type PoolStyle,
  renderPool,
  SAMPLE_CORNERS,
} from './index.ts';
import { layoutFor } from './plan-layouts.ts';
import { designZone, fillPolygon } from './zone.ts';

const imagesDir = fileURLToPath(new URL('../../../cms/src/seed/images/', import.meta.url));
const WIDTH = 512;

/** The pool with its coping as the preview draws it, filled in the render's pixels. */
function previewFootprint(
  style: PoolStyle,
  shape: PoolShape,
  corners: Corners,
  width: number,
  height: number,
): Uint8Array {
  const size = planSize(style, estimateAspect(corners, width, height));
  const ring = offsetRing(waterRing(style, shape, size.length, size.width), COPING_WIDTHS[style]);
  const toPhoto = planToPhoto(corners, size.length, size.width);
  return fillPolygon(
    ring.map(({ u, v }) => applyHomography(toPhoto, u, v)),
    width,
    height,
  );
}

/**
 * The pool as the render drew it, measured on the images: pixels the render changed clearly from
 * the photo (the water and its coping; the soft contact shadow around them changes the lawn less).
 */
async function drawnPool(out: { image: Buffer; base: Buffer }): Promise<Uint8Array> {
  const image = await sharp(out.image).removeAlpha().raw().toBuffer();
  const base = await sharp(out.base).removeAlpha().raw().toBuffer();
  const drawn = new Uint8Array(image.length / 3);
  for (let i = 0; i < drawn.length; i++) {
    let change = 0;
    for (let c = 0; c < 3; c++)
      change += Math.abs((image[i * 3 + c] as number) - (base[i * 3 + c] as number));
    drawn[i] = change > 40 ? 1 : 0;
  }
  return drawn;
}

describe('the water ring of each style', () => {
  it.each(POOL_STYLES)('follows the renderer’s own outline of the %s style to within 3 cm', (style) => {
    const { length, width } = planSize(style, 2);
    const layout = layoutFor(style, length, width);
    for (const { u, v } of waterRing(style, 'styleDefault', length, width)) {
      expect(Math.abs(layout.pool.outline.distance(u, v))).toBeLessThan(0.03);
    }
  });
});

describe('a chosen shape', () => {
  const cases = Object.entries(SAMPLE_CORNERS).flatMap(([name, corners]) =>
    POOL_SHAPES.filter((shape) => shape !== 'styleDefault').map((shape) => ({ name, corners, shape })),
  );

  it.each(cases)(
    'is rendered where the preview draws it: $shape on $name',
    async ({ name, corners, shape }) => {
      const out = await renderPool({
        photo: readFileSync(`${imagesDir}${name}`),
        corners,
        style: 'modern',
        shape,
        ...(shape === 'freeform' ? { outline: DEFAULT_FREEFORM } : {}),
        features: [],
        timeOfDay: 'day',
        seed: 3,
        maxWidth: WIDTH,
      });
      const scale = out.width / 1070;
      const shown = corners.map(({ x, y }) => ({ x: x * scale, y: y * scale })) as unknown as Corners;
      const drawn = await drawnPool(out);
      expect(iou(previewFootprint('modern', shape, shown, out.width, out.height), drawn)).toBeGreaterThan(
        0.9,
      );
      // And not where another shape would be.
      const other = ['rectangle', 'roundedRectangle', 'lShape'].includes(shape) ? 'kidney' : 'rectangle';
      expect(iou(previewFootprint('modern', other, shown, out.width, out.height), drawn)).toBeLessThan(0.9);
    },
  );
});

describe('the zone an image model may paint', () => {
  const name = 'garden-sloped-lawn-stone-house.jpg';
  const corners = SAMPLE_CORNERS[name] as Corners;
  const input = { corners, width: 1070, height: 1090, style: 'modern' as const, features: [], seed: 1 };

  it('takes the chosen shape, and still holds everything the built-in renderer draws', async () => {
    const kidney = designZone({ ...input, shape: 'kidney' });
    const own = designZone(input);
    const count = (mask: Uint8Array) => mask.reduce((sum, value) => sum + value, 0);
    expect(count(kidney)).toBeLessThan(0.9 * count(own));
    const out = await renderPool({
      photo: readFileSync(`${imagesDir}${name}`),
      ...input,
      shape: 'kidney',
      timeOfDay: 'day',
      maxWidth: 1070,
    });
    let outside = 0;
    for (let i = 0; i < out.mask.length; i++) if (out.mask[i] && !kidney[i]) outside++;
    expect(outside).toBe(0);
  });
});

describe('the zone with features around a chosen shape', () => {
  const name = 'garden-small-fenced-yard.jpg';
  const corners = SAMPLE_CORNERS[name] as Corners;
  const photo = readFileSync(`${imagesDir}${name}`);
  const count = (mask: Uint8Array) => mask.reduce((sum, value) => sum + value, 0);
  const cases = POOL_STYLES.flatMap((style) =>
    (['kidney', 'styleDefault'] as const).flatMap((shape) =>
      [['hotTub', 'waterfalls'] as const, POOL_FEATURES].map((features) => ({ style, shape, features })),
    ),
  );

  it.each(cases)(
    'holds everything the built-in renderer draws: $style, $shape, $features',
    async ({ style, shape, features }) => {
      const out = await renderPool({
        photo,
        corners,
        style,
        shape,
        features,
        timeOfDay: 'day',
        seed: 9,
        maxWidth: WIDTH,
      });
      const scale = out.width / 1070;
      const shown = corners.map(({ x, y }) => ({ x: x * scale, y: y * scale })) as unknown as Corners;
      const zone = designZone({
        corners: shown,
        width: out.width,
        height: out.height,
        style,
        features,
        seed: 9,
        shape,
      });
      let outside = 0;
      for (let i = 0; i < out.mask.length; i++) if (out.mask[i] && !zone[i]) outside++;
      expect(outside).toBe(0);
    },
  );

  it('keeps the lawn a kidney leaves open, with a hot tub and a waterfall standing by it', () => {
    const input = {
      corners,
      width: 1070,
      height: 1090,
      seed: 1,
      features: ['hotTub', 'waterfalls'] as const,
    };
    const kidney = designZone({ ...input, style: 'modern', shape: 'kidney' });
    const rectangle = designZone({ ...input, style: 'modern', shape: 'rectangle' });
    expect(count(kidney)).toBeLessThan(0.95 * count(rectangle));
  });
});

describe('the hot tub and the waterfall where they are chosen', () => {
  it('draws a hot tub apart from the pool where the preview puts it, not where the style would', async () => {
    const name = 'garden-sloped-lawn-stone-house.jpg';
    const corners = SAMPLE_CORNERS[name] as Corners;
    const render = (spa?: { place: 'nearRight'; apart: boolean }) =>
      renderPool({
        photo: readFileSync(`${imagesDir}${name}`),
        corners,
        style: 'modern',
        features: ['hotTub'],
        timeOfDay: 'day',
        seed: 5,
        maxWidth: WIDTH,
        ...(spa ? { spa } : {}),
      });
    const [own, apart] = await Promise.all([render(), render({ place: 'nearRight', apart: true })]);
    const scale = apart.width / 1070;
    const shown = corners.map(({ x, y }) => ({ x: x * scale, y: y * scale })) as unknown as Corners;
    const size = planSize('modern', estimateAspect(shown, apart.width, apart.height));
    const spa = planOutlines('modern', ['hotTub'], size.length, size.width, {
      spa: { place: 'nearRight', apart: true },
    }).spa;
    if (!spa) throw new Error('no hot tub in the plan');
    const at = applyHomography(planToPhoto(shown, size.length, size.width), spa.u, spa.v);
    expect(at.x).toBeLessThan(apart.width);
    const index = Math.round(at.y) * apart.width + Math.round(at.x);
    expect(apart.mask[index]).toBe(1);
    expect(own.mask[index]).toBe(0);
  });
});
