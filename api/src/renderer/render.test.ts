import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  type Corners,
  InvalidCornersError,
  POOL_FEATURES,
  POOL_STYLES,
  type RenderInput,
  type RenderOutput,
  renderPool,
  SAMPLE_CORNERS,
  suggestPlacement,
  TIMES_OF_DAY,
  UnsupportedPhotoError,
} from './index.ts';

// The sample backyards ship with the CMS seed; renders here are small to keep the run short.
const imagesDir = fileURLToPath(new URL('../../../cms/src/seed/images/', import.meta.url));
const SMALL = 512;
const TINY = 320;
const samples = Object.keys(SAMPLE_CORNERS).map((name) => ({
  name,
  photo: readFileSync(`${imagesDir}${name}`),
  corners: SAMPLE_CORNERS[name] as Corners,
}));
const first = samples[0] as (typeof samples)[number];

async function pixels(
  png: Buffer,
): Promise<{ data: Buffer; width: number; height: number; channels: number }> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Pixels outside the mask that differ from the base, and the share of the photo the mask covers. */
async function compareOutsideMask(out: RenderOutput): Promise<{ changedOutside: number; masked: number }> {
  const image = await pixels(out.image);
  const base = await pixels(out.base);
  expect([image.width, image.height]).toEqual([out.width, out.height]);
  expect([base.width, base.height, base.channels]).toEqual([out.width, out.height, image.channels]);
  expect(out.mask.length).toBe(out.width * out.height);
  let changedOutside = 0;
  let masked = 0;
  for (let p = 0; p < out.mask.length; p++) {
    if (out.mask[p] === 1) {
      masked++;
      continue;
    }
    for (let c = 0; c < image.channels; c++) {
      if (image.data[p * image.channels + c] !== base.data[p * base.channels + c]) {
        changedOutside++;
        break;
      }
    }
  }
  return { changedOutside, masked: masked / out.mask.length };
}

function input(overrides: Partial<RenderInput> = {}): RenderInput {
  return {
    photo: first.photo,
    corners: first.corners,
    style: 'modern',
    features: POOL_FEATURES,
    timeOfDay: 'day',
    seed: 1,
    maxWidth: SMALL,
    ...overrides,
  };
}

describe('renderPool leaves the rest of the photo untouched by day', () => {
  for (const sample of samples) {
    for (const style of POOL_STYLES) {
      it(`${style}, day, ${sample.name}: every pixel outside the mask is the base's`, async () => {
        const out = await renderPool(
          input({
            photo: sample.photo,
            corners: sample.corners,
            style,
            timeOfDay: 'day',
            seed: 3,
            maxWidth: TINY,
          }),
        );
        expect(out.graded).toBe(false);
        const { changedOutside, masked } = await compareOutsideMask(out);
        expect(changedOutside).toBe(0);
        expect(masked).toBeGreaterThan(0.03);
        expect(masked).toBeLessThan(0.9);
      });
    }
  }

  it('marks the same zone at every time of day, and says when the rest is graded', async () => {
    const masks = [];
    for (const timeOfDay of TIMES_OF_DAY) {
      const out = await renderPool(input({ timeOfDay, seed: 3, maxWidth: TINY }));
      expect(out.graded).toBe(timeOfDay !== 'day');
      masks.push(out.mask);
    }
    const [day, ...others] = masks;
    for (const mask of others) {
      let differ = 0;
      for (let p = 0; p < mask.length; p++) if (mask[p] !== day?.[p]) differ++;
      // Lamps and the night's glow may nudge anti-aliased edges; the zone is the same.
      expect(differ / mask.length).toBeLessThan(0.002);
    }
  });

  it('returns as base the upload decoded and downscaled to maxWidth, nothing else', async () => {
    const out = await renderPool(input());
    const expected = await sharp(first.photo).rotate().resize({ width: SMALL }).raw().toBuffer();
    expect((await pixels(out.base)).data.equals(expected)).toBe(true);
    expect(out.width).toBe(SMALL);
  });

  it('keeps transparency outside the mask in a PNG upload with an alpha channel', async () => {
    const photo = await sharp(first.photo).resize({ width: 400 }).ensureAlpha(0.5).png().toBuffer();
    const corners = first.corners.map((p) => ({
      x: (p.x * 400) / 1070,
      y: (p.y * 400) / 1070,
    })) as unknown as Corners;
    const out = await renderPool(input({ photo, corners, maxWidth: 4000 }));
    const image = await pixels(out.image);
    expect(image.channels).toBe(4);
    const { changedOutside } = await compareOutsideMask(out);
    expect(changedOutside).toBe(0);
  });
});

describe('renderPool is deterministic for a seed', () => {
  it('gives the same bytes for the same input', async () => {
    const a = await renderPool(input({ style: 'natural', timeOfDay: 'dusk', seed: 42 }));
    const b = await renderPool(input({ style: 'natural', timeOfDay: 'dusk', seed: 42 }));
    expect(a.image.equals(b.image)).toBe(true);
    expect(Buffer.from(a.mask).equals(Buffer.from(b.mask))).toBe(true);
  });

  it('gives the same bytes when renders overlap (they share threads and buffers)', async () => {
    const one = input({ style: 'modern', timeOfDay: 'night', seed: 8 });
    const two = input({ style: 'geometric', timeOfDay: 'day', seed: 9, photo: (samples[1] ?? first).photo });
    const [a, b] = await Promise.all([renderPool(one), renderPool(two)]);
    expect(a.image.equals((await renderPool(one)).image)).toBe(true);
    expect(b.image.equals((await renderPool(two)).image)).toBe(true);
  });

  it('changes details inside the edit area for another seed, never the photo around it', async () => {
    const a = await renderPool(input({ style: 'natural', seed: 1 }));
    const b = await renderPool(input({ style: 'natural', seed: 2 }));
    expect(a.image.equals(b.image)).toBe(false);
    const pa = await pixels(a.image);
    const pb = await pixels(b.image);
    let differentInside = 0;
    let differentOutside = 0;
    for (let p = 0; p < a.mask.length; p++) {
      const inside = a.mask[p] === 1 || b.mask[p] === 1;
      let same = true;
      for (let c = 0; c < pa.channels; c++)
        same &&= pa.data[p * pa.channels + c] === pb.data[p * pb.channels + c];
      if (!same && inside) differentInside++;
      if (!same && !inside) differentOutside++;
    }
    expect(differentInside).toBeGreaterThan(1000);
    expect(differentOutside).toBe(0);
  });
});

describe('renderPool and the upload', () => {
  it('turns the photo upright per EXIF and writes no metadata', async () => {
    const withExif = await sharp(first.photo)
      .withExif({ IFD0: { Copyright: 'Someone', ImageDescription: 'Taken at 51.5N 0.1W' } })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const meta = await sharp(withExif).metadata();
    expect(meta.exif).toBeDefined();
    expect(meta.orientation).toBe(6);
    // Orientation 6 stands the 1070 x 1090 photo on its side: 1090 x 1070 once upright.
    const out = await renderPool(input({ photo: withExif, corners: suggestPlacement(1090, 1070) }));
    expect(out.width).toBe(SMALL);
    expect(out.height).toBe(Math.round((SMALL * 1070) / 1090));
    for (const png of [out.image, out.base]) {
      const written = await sharp(png).metadata();
      expect(written.format).toBe('png');
      expect(written.exif).toBeUndefined();
      expect(written.orientation).toBeUndefined();
    }
  });

  it('refuses corners it cannot use, saying why', async () => {
    const corners: Corners = [
      { x: 100, y: 900 },
      { x: 600, y: 900 },
      { x: 700, y: 1200 },
      { x: 50, y: 1000 },
    ];
    const attempt = renderPool(input({ corners }));
    await expect(attempt).rejects.toBeInstanceOf(InvalidCornersError);
    await expect(attempt).rejects.toThrow(
      'The near-right corner (700, 1200) is outside the photo (1070 x 1090 pixels).',
    );
  });

  it('refuses files that are not JPEG, PNG or WebP', async () => {
    const gif = await sharp(first.photo).resize({ width: 64 }).gif().toBuffer();
    await expect(renderPool(input({ photo: gif }))).rejects.toBeInstanceOf(UnsupportedPhotoError);
    await expect(renderPool(input({ photo: Buffer.from('not an image') }))).rejects.toBeInstanceOf(
      UnsupportedPhotoError,
    );
  });
});
