// The optional surfaces a render can choose instead of its style's (RenderInput.water, deckMaterial,
// copingMaterial; the built-in engine sets them from the words of a custom prompt): each visibly
// changes the part of the pool it names, and nothing else moves: by day every pixel outside the
// mask is still the photo's, the mask is the same zone, and designZone still contains it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyHomography } from '@poolscape/shared/homography';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { planFor } from './bands.ts';
import { createCamera } from './camera.ts';
import { fieldAt } from './fields.ts';
import {
  type Corners,
  POOL_FEATURES,
  type RenderInput,
  type RenderOutput,
  renderPool,
  SAMPLE_CORNERS,
} from './index.ts';
import { prepareRender } from './render.ts';
import { designZone } from './zone.ts';

const imagesDir = fileURLToPath(new URL('../../../cms/src/seed/images/', import.meta.url));
const name = 'garden-sloped-lawn-stone-house.jpg';
const photo = readFileSync(`${imagesDir}${name}`);

function input(overrides: Partial<RenderInput> = {}): RenderInput {
  return {
    photo,
    corners: SAMPLE_CORNERS[name] as Corners,
    style: 'modern',
    features: ['decking'],
    timeOfDay: 'day',
    seed: 3,
    maxWidth: 400,
    ...overrides,
  };
}

interface Decoded {
  out: RenderOutput;
  image: Buffer;
  base: Buffer;
  channels: number;
}

async function render(overrides: Partial<RenderInput> = {}): Promise<Decoded> {
  const out = await renderPool(input(overrides));
  const image = await sharp(out.image).raw().toBuffer({ resolveWithObject: true });
  const base = await sharp(out.base).raw().toBuffer();
  return { out, image: image.data, base, channels: image.info.channels };
}

/** Pixel indices by what the plan has under them: the water well inside, the coping, the deck. */
interface Regions {
  water: number[];
  coping: number[];
  deck: number[];
}

async function regions(overrides: Partial<RenderInput> = {}): Promise<Regions> {
  const { job } = await prepareRender(input(overrides));
  const { width, height } = job.photo;
  const camera = createCamera(job.corners, width, height, job.planLength, job.planWidth);
  const plan = planFor(job.style, job.features, job.planLength, job.planWidth);
  const deck = plan.fields.deck;
  const found: Regions = { water: [], coping: [], deck: [] };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = applyHomography(camera.toPlan, x + 0.5, y + 0.5);
      const d = fieldAt(plan.pool.walls, p.x, p.y);
      if (d < -0.4) found.water.push(y * width + x);
      else if (d > 0.06 && d < plan.coping.width - 0.06) found.coping.push(y * width + x);
      else if (deck && d > plan.coping.width + 0.3 && fieldAt(deck, p.x, p.y) < -0.2)
        found.deck.push(y * width + x);
    }
  }
  return found;
}

const channel = (r: Decoded, p: number, c: number): number => r.image[p * r.channels + c] as number;

const luminance = (r: Decoded, p: number): number =>
  0.2126 * channel(r, p, 0) + 0.7152 * channel(r, p, 1) + 0.0722 * channel(r, p, 2);

const meanLuminance = (r: Decoded, pixels: number[]): number =>
  pixels.reduce((sum, p) => sum + luminance(r, p), 0) / pixels.length;

/** Mean absolute difference per channel over some pixels, in sRGB levels. */
function meanDifference(a: Decoded, b: Decoded, pixels: number[]): number {
  let sum = 0;
  for (const p of pixels) {
    for (let c = 0; c < 3; c++) sum += Math.abs(channel(a, p, c) - channel(b, p, c));
  }
  return sum / (pixels.length * 3);
}

/** By day nothing outside the mask changes, and the design's zone contains the mask. */
async function expectPhotoKept(r: Decoded, overrides: Partial<RenderInput> = {}): Promise<void> {
  const { out } = r;
  let changed = 0;
  for (let p = 0; p < out.mask.length; p++) {
    if (out.mask[p] === 1) continue;
    for (let c = 0; c < r.channels; c++)
      if (r.image[p * r.channels + c] !== r.base[p * r.channels + c]) changed++;
  }
  expect(changed).toBe(0);
  const { job } = await prepareRender(input(overrides));
  const zone = designZone({ ...job, width: out.width, height: out.height });
  let outside = 0;
  for (let p = 0; p < out.mask.length; p++) if (out.mask[p] === 1 && zone[p] !== 1) outside++;
  expect(outside).toBe(0);
}

describe('the surfaces a render can choose', () => {
  let plain: Decoded;
  let where: Regions;
  beforeAll(async () => {
    plain = await render();
    where = await regions();
    expect(where.water.length).toBeGreaterThan(500);
    expect(where.coping.length).toBeGreaterThan(100);
    expect(where.deck.length).toBeGreaterThan(500);
  });

  it('water: dark is clearly darker inside the pool, light lighter and more turquoise', async () => {
    const dark = await render({ water: 'dark' });
    const light = await render({ water: 'light' });
    const before = meanLuminance(plain, where.water);
    expect(meanLuminance(dark, where.water)).toBeLessThan(before * 0.7);
    expect(meanLuminance(light, where.water)).toBeGreaterThan(before + 12);
    // Turquoise: more green against red than the style's blue.
    const greenOverRed = (r: Decoded): number =>
      where.water.reduce((sum, p) => sum + channel(r, p, 1) - channel(r, p, 0), 0) / where.water.length;
    expect(greenOverRed(light)).toBeGreaterThan(greenOverRed(plain) + 10);
    for (const r of [dark, light]) {
      await expectPhotoKept(r);
      expect(Buffer.from(r.out.mask).equals(Buffer.from(plain.out.mask))).toBe(true);
      // Only the water changes: the coping and the deck are the same bytes.
      expect(meanDifference(r, plain, where.coping)).toBe(0);
      expect(meanDifference(r, plain, where.deck)).toBe(0);
    }
  });

  it.each([
    ['flagstone', 40],
    ['porcelain', 12],
    ['travertine', 12],
  ] as const)('coping: %s changes the coping band and nothing else', async (copingMaterial, levels) => {
    const r = await render({ copingMaterial });
    expect(meanDifference(r, plain, where.coping)).toBeGreaterThan(levels);
    expect(meanDifference(r, plain, where.water)).toBe(0);
    expect(meanDifference(r, plain, where.deck)).toBe(0);
    await expectPhotoKept(r);
    expect(Buffer.from(r.out.mask).equals(Buffer.from(plain.out.mask))).toBe(true);
  });

  it.each(['flagstone', 'porcelain', 'travertine'] as const)(
    'deck: %s changes the deck and nothing else',
    async (deckMaterial) => {
      const r = await render({ deckMaterial });
      expect(meanDifference(r, plain, where.deck)).toBeGreaterThan(30);
      expect(meanDifference(r, plain, where.water)).toBe(0);
      expect(meanDifference(r, plain, where.coping)).toBe(0);
      await expectPhotoKept(r);
      expect(Buffer.from(r.out.mask).equals(Buffer.from(plain.out.mask))).toBe(true);
    },
  );

  it("keeps the style's own surfaces when it already has the material, and ignores unknown values", async () => {
    const same = [
      [{ deckMaterial: 'boards' }, {}],
      [
        { water: 'purple', deckMaterial: 'glass', copingMaterial: 'gold' } as unknown as Partial<RenderInput>,
        {},
      ],
      [
        { style: 'traditional', copingMaterial: 'travertine', deckMaterial: 'travertine' },
        { style: 'traditional' },
      ],
      [{ style: 'natural', copingMaterial: 'flagstone', deckMaterial: 'flagstone' }, { style: 'natural' }],
    ] as const;
    for (const [chosen, own] of same) {
      const a = await renderPool(input(chosen));
      const b = await renderPool(input(own));
      expect(a.image.equals(b.image)).toBe(true);
    }
  });

  it("turns the natural pool's ring of stones into a cut coping that stays in the zone", async () => {
    const overrides = { style: 'natural', copingMaterial: 'travertine', water: 'light' } as const;
    const r = await render(overrides);
    const own = await render({ style: 'natural' });
    const ring = await regions({ style: 'natural' });
    expect(meanDifference(r, own, ring.coping)).toBeGreaterThan(12);
    await expectPhotoKept(r, overrides);
  });

  it.each([
    ['modern', 'travertine', 'porcelain'],
    ['geometric', 'flagstone', 'flagstone'],
    ['traditional', 'boards', 'porcelain'],
    ['natural', 'porcelain', 'travertine'],
    ['infinity', 'boards', 'flagstone'],
  ] as const)(
    '%s with every feature, a %s deck and %s coping: the photo kept, the zone kept',
    async (style, deckMaterial, copingMaterial) => {
      const overrides = {
        style,
        features: POOL_FEATURES,
        water: 'dark',
        deckMaterial,
        copingMaterial,
        maxWidth: 320,
      } as const;
      await expectPhotoKept(await render(overrides), overrides);
    },
  );

  it('draws every choice at night inside the same zone', async () => {
    const night = await renderPool(
      input({ timeOfDay: 'night', features: ['decking', 'lighting', 'hotTub'] }),
    );
    const chosen = await renderPool(
      input({
        timeOfDay: 'night',
        features: ['decking', 'lighting', 'hotTub'],
        water: 'dark',
        deckMaterial: 'travertine',
        copingMaterial: 'flagstone',
      }),
    );
    expect(chosen.graded).toBe(true);
    expect(chosen.image.equals(night.image)).toBe(false);
    let differ = 0;
    for (let p = 0; p < night.mask.length; p++) if (night.mask[p] !== chosen.mask[p]) differ++;
    expect(differ / night.mask.length).toBeLessThan(0.002);
  });
});
