// The promise no model keeps by itself: whatever the model paints, the photo outside the design's
// zone comes back byte for byte, and the zone covers everything the built-in renderer draws.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../env.ts';
import { POOL_STYLES, renderPool, SAMPLE_CORNERS } from '../../../renderer/index.ts';
import { designZone } from '../../../renderer/zone.ts';
import { compositeInto, decodeRgb, featherWeights, weightAt } from './composite.ts';

const NAME = 'garden-sloped-lawn-stone-house.jpg';
const photoBytes = readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', NAME));
const corners = SAMPLE_CORNERS[NAME] as NonNullable<(typeof SAMPLE_CORNERS)[string]>;

describe('compositing a model’s picture', () => {
  it('keeps every pixel outside the zone, however much the model changed', async () => {
    const photo = await decodeRgb(photoBytes);
    const { width, height } = photo;
    const zone = designZone({ corners, width, height, style: 'natural', features: ['waterfalls'], seed: 3 });
    // A "model" that repainted the whole picture, at another size.
    const noise = Buffer.alloc(700 * 500 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919) % 251;
    const model = await sharp(noise, { raw: { width: 700, height: 500, channels: 3 } })
      .png()
      .toBuffer();
    const out = {
      data: await compositeInto(photo, model, featherWeights(zone, width, height, 6)),
      width,
      height,
    };
    let outside = 0;
    let changedOutside = 0;
    let changedInside = 0;
    for (let p = 0; p < width * height; p++) {
      const same =
        out.data[p * 3] === photo.data[p * 3] &&
        out.data[p * 3 + 1] === photo.data[p * 3 + 1] &&
        out.data[p * 3 + 2] === photo.data[p * 3 + 2];
      if (!zone[p]) {
        outside++;
        if (!same) changedOutside++;
      } else if (!same) changedInside++;
    }
    expect(changedOutside).toBe(0);
    expect(outside).toBeGreaterThan(width * height * 0.3);
    expect(changedInside).toBeGreaterThan(zone.reduce((n, v) => n + v, 0) * 0.8);
  });

  it('blends softly: a pixel deep inside the zone is the model’s, one at its edge mostly the photo’s', () => {
    const width = 40;
    const height = 40;
    const zone = new Uint8Array(width * height);
    for (let y = 10; y < 30; y++) zone.fill(1, y * width + 10, y * width + 30);
    const feather = featherWeights(zone, width, height, 4);
    expect(weightAt(feather, 20, 20)).toBe(1);
    expect(weightAt(feather, 10, 20)).toBeLessThan(0.2);
    expect(weightAt(feather, 9, 20)).toBe(0);
  });

  it('feathers the same when it visits only the zone’s bounds, at the photo’s edges too', () => {
    const width = 60;
    const height = 50;
    for (const [x0, y0, x1, y1] of [
      [10, 12, 30, 40],
      [0, 0, 25, 18],
      [41, 30, 60, 50],
    ] as const) {
      const zone = new Uint8Array(width * height);
      for (let y = y0; y < y1; y++) zone.fill(1, y * width + x0, y * width + x1);
      const bounds = { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
      const inBounds = featherWeights(zone, width, height, 5, bounds);
      const whole = featherWeights(zone, width, height, 5);
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) expect(weightAt(inBounds, x, y)).toBe(weightAt(whole, x, y));
      expect(weightAt(whole, x0 + 12, y0 + 12)).toBe(1);
    }
  });

  it.each(POOL_STYLES)('the %s zone covers all the built-in renderer draws', async (style) => {
    const features = ['decking', 'landscaping', 'waterfalls', 'hotTub', 'lighting'] as const;
    const render = await renderPool({
      photo: photoBytes,
      corners,
      style,
      features,
      timeOfDay: 'day',
      seed: 5,
    });
    const zone = designZone({
      corners,
      width: render.width,
      height: render.height,
      style,
      features,
      seed: 5,
    });
    let outside = 0;
    for (let p = 0; p < render.mask.length; p++) if (render.mask[p] && !zone[p]) outside++;
    expect(outside).toBe(0);
  });
});
