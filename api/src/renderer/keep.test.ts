// "Keep this" in the built-in renderer: where the mask is set nothing is drawn, so by day those
// pixels are the photo's byte for byte, for every shape on both sample yards; everywhere else the
// render is the one without a mask. At night kept pixels are graded with the photo, never drawn on.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FREEFORM, POOL_SHAPES } from '@poolscape/shared/plan-geometry';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeKeepMask } from './image-io.ts';
import { type Corners, renderPool, SAMPLE_CORNERS } from './index.ts';

const imagesDir = fileURLToPath(new URL('../../../cms/src/seed/images/', import.meta.url));
const WIDTH = 512;

/** A mask at the photo's own size that keeps the left `share` of it (white on transparent, as painted). */
async function leftPart(photo: Buffer, share: number): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(photo).metadata();
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < Math.round(width * share); x++)
      data.fill(255, (y * width + x) * 4, (y * width + x) * 4 + 4);
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const raw = (png: Buffer) => sharp(png).removeAlpha().raw().toBuffer();

describe('a render with parts of the photo kept', () => {
  const cases = Object.entries(SAMPLE_CORNERS).flatMap(([name, corners]) =>
    POOL_SHAPES.map((shape) => ({ name, corners, shape })),
  );

  it.each(cases)('leaves them as they are by day: $shape on $name', async ({ name, corners, shape }) => {
    const photo = readFileSync(`${imagesDir}${name}`);
    const input = {
      photo,
      corners: corners as Corners,
      style: 'modern' as const,
      shape,
      ...(shape === 'freeform' ? { outline: DEFAULT_FREEFORM } : {}),
      features: ['decking' as const],
      timeOfDay: 'day' as const,
      seed: 5,
      maxWidth: WIDTH,
    };
    // The pool's middle is kept, so the mask cuts through what would be drawn.
    const keepPng = await leftPart(photo, (corners[0].x + corners[1].x) / 2 / 1070);
    const [free, kept] = await Promise.all([renderPool(input), renderPool({ ...input, keep: keepPng })]);
    const keep = await decodeKeepMask(keepPng, kept.width, kept.height);
    const [image, base, freeImage] = await Promise.all([raw(kept.image), raw(kept.base), raw(free.image)]);
    let keptButDrawnWithout = 0;
    let drawnBeside = 0;
    let changedKept = 0;
    let changedBeside = 0;
    for (let p = 0; p < keep.length; p++) {
      const o = p * 3;
      if (keep[p]) {
        if (
          kept.mask[p] ||
          image[o] !== base[o] ||
          image[o + 1] !== base[o + 1] ||
          image[o + 2] !== base[o + 2]
        )
          changedKept++;
        if (free.mask[p]) keptButDrawnWithout++;
      } else {
        if (
          image[o] !== freeImage[o] ||
          image[o + 1] !== freeImage[o + 1] ||
          image[o + 2] !== freeImage[o + 2]
        )
          changedBeside++;
        if (kept.mask[p]) drawnBeside++;
      }
    }
    expect(changedKept).toBe(0);
    expect(changedBeside).toBe(0);
    // Without the mask the pool covered part of the kept area; the rest of it is still drawn.
    expect(keptButDrawnWithout).toBeGreaterThan(500);
    expect(drawnBeside).toBeGreaterThan(500);
  });

  it('grades kept pixels with the photo at night, with nothing of the pool on them', async () => {
    const name = 'garden-small-fenced-yard.jpg';
    const photo = readFileSync(`${imagesDir}${name}`);
    const corners = SAMPLE_CORNERS[name] as Corners;
    const input = {
      photo,
      corners,
      style: 'modern' as const,
      features: ['lighting' as const],
      timeOfDay: 'night' as const,
      seed: 2,
      maxWidth: WIDTH,
    };
    const keepPng = await leftPart(photo, (corners[0].x + corners[1].x) / 2 / 1070);
    const [free, kept] = await Promise.all([renderPool(input), renderPool({ ...input, keep: keepPng })]);
    const keep = await decodeKeepMask(keepPng, kept.width, kept.height);
    let drawnBefore = 0;
    let drawnOnKept = 0;
    for (let p = 0; p < keep.length; p++) {
      if (!keep[p]) continue;
      if (kept.mask[p]) drawnOnKept++;
      if (free.mask[p]) drawnBefore++;
    }
    expect(drawnOnKept).toBe(0);
    expect(drawnBefore).toBeGreaterThan(500);
    expect(kept.graded).toBe(true);
  });
});
