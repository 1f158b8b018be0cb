// The dusk and night guarantee: outside the zone the photo keeps its structure (its edge map and the
// render's agree), every pixel is what the grade predicts plus, near the lamps only, their light,
// and the night sky is dark.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lampBoxes } from './bands.ts';
import { encodeByte, LINEAR } from './colour.ts';
import { createSceneGrade, gradePhotoPixel, type SceneGrade } from './grade.ts';
import { type Corners, POOL_FEATURES, type RenderInput, renderPool, SAMPLE_CORNERS } from './index.ts';
import { prepareRender } from './render.ts';
import { detectSky, skyWeightAt } from './sky.ts';

const imagesDir = fileURLToPath(new URL('../../../cms/src/seed/images/', import.meta.url));
const WIDTH = 384;
const samples = Object.keys(SAMPLE_CORNERS).map((name) => ({
  name,
  photo: readFileSync(`${imagesDir}${name}`),
  corners: SAMPLE_CORNERS[name] as Corners,
}));

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
}

function gradeOf(base: Pixels, input: RenderInput): SceneGrade {
  const grade = createSceneGrade(input.timeOfDay, detectSky(base), Math.floor(Math.abs(input.seed)) >>> 0);
  if (!grade) throw new Error('no grade');
  return grade;
}

/** Sobel magnitude of the sRGB luma, scaled so that its 99th percentile is 1. */
function edges(img: Pixels): Float32Array {
  const { data, width, height, channels } = img;
  const luma = new Float32Array(width * height);
  for (let p = 0; p < luma.length; p++) {
    const o = p * channels;
    luma[p] = 0.299 * (data[o] as number) + 0.587 * (data[o + 1] as number) + 0.114 * (data[o + 2] as number);
  }
  const out = new Float32Array(width * height);
  const at = (x: number, y: number): number =>
    luma[Math.min(height - 1, Math.max(0, y)) * width + Math.min(width - 1, Math.max(0, x))] as number;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const gx =
        at(x + 1, y - 1) +
        2 * at(x + 1, y) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x - 1, y) -
        at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) +
        2 * at(x, y + 1) +
        at(x + 1, y + 1) -
        at(x - 1, y - 1) -
        2 * at(x, y - 1) -
        at(x + 1, y - 1);
      out[y * width + x] = Math.hypot(gx, gy);
    }
  }
  const sorted = Float32Array.from(out).sort();
  const top = (sorted[Math.floor(sorted.length * 0.99)] as number) || 1;
  for (let i = 0; i < out.length; i++) out[i] = Math.min(1, (out[i] as number) / top);
  return out;
}

/** Mean SSIM of two maps over 8 x 8 windows lying wholly outside the mask. */
function ssimOutside(
  a: Float32Array,
  b: Float32Array,
  mask: Uint8Array,
  width: number,
  height: number,
): number {
  const c1 = 0.01 ** 2;
  const c2 = 0.03 ** 2;
  let total = 0;
  let windows = 0;
  for (let y0 = 0; y0 + 8 <= height; y0 += 4) {
    for (let x0 = 0; x0 + 8 <= width; x0 += 4) {
      let ma = 0;
      let mb = 0;
      let inside = false;
      for (let y = y0; y < y0 + 8 && !inside; y++) {
        for (let x = x0; x < x0 + 8; x++) {
          const p = y * width + x;
          if ((mask[p] as number) > 0) inside = true;
          ma += a[p] as number;
          mb += b[p] as number;
        }
      }
      if (inside) continue;
      ma /= 64;
      mb /= 64;
      let va = 0;
      let vb = 0;
      let cov = 0;
      for (let y = y0; y < y0 + 8; y++) {
        for (let x = x0; x < x0 + 8; x++) {
          const p = y * width + x;
          const da = (a[p] as number) - ma;
          const db = (b[p] as number) - mb;
          va += da * da;
          vb += db * db;
          cov += da * db;
        }
      }
      va /= 63;
      vb /= 63;
      cov /= 63;
      total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2));
      windows++;
    }
  }
  return total / windows;
}

function input(sample: (typeof samples)[number], overrides: Partial<RenderInput>): RenderInput {
  return {
    photo: sample.photo,
    corners: sample.corners,
    style: 'natural',
    features: POOL_FEATURES,
    timeOfDay: 'night',
    seed: 4,
    maxWidth: WIDTH,
    ...overrides,
  };
}

describe('the dusk and night grade keeps the photo outside the zone', () => {
  for (const sample of samples) {
    for (const timeOfDay of ['dusk', 'night'] as const) {
      it(`${timeOfDay}, ${sample.name}: the same edges, and only the grade and the lamps' light`, async () => {
        const lit = input(sample, { timeOfDay });
        const out = await renderPool(lit);
        expect(out.graded).toBe(true);
        const image = await pixels(out.image);
        const base = await pixels(out.base);
        const { width, height, channels } = base;
        // The sky is replaced by design: its own faint texture (haze, thin cloud) goes, so the
        // structure is compared outside the zone and the sky.
        const sky = detectSky(base);
        const zoneOrSky = new Uint8Array(width * height);
        for (let p = 0; p < zoneOrSky.length; p++) {
          const o = p * channels;
          const w = skyWeightAt(
            sky,
            base.data[o] as number,
            base.data[o + 1] as number,
            base.data[o + 2] as number,
            p % width,
            Math.floor(p / width),
          );
          zoneOrSky[p] = out.mask[p] === 1 || w > 0.02 ? 1 : 0;
        }
        const photoEdges = edges(base);
        const renderEdges = edges(image);
        // Measured at 384 px: 0.92 to 0.99 outside the zone and the sky, 0.85 to 0.98 with the
        // sky (night's desaturation shifts red against green, and its dark shadows quantise).
        expect(ssimOutside(photoEdges, renderEdges, zoneOrSky, width, height)).toBeGreaterThan(0.9);
        expect(ssimOutside(photoEdges, renderEdges, out.mask, width, height)).toBeGreaterThan(0.8);

        // Every pixel outside the zone is the grade's prediction, or brighter within a lamp's reach.
        const grade = gradeOf(base, lit);
        const { job, base: encoded } = await prepareRender(lit);
        await encoded;
        const boxes = lampBoxes(job);
        const rgb = new Float64Array(3);
        let off = 0;
        let lampLit = 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const p = y * width + x;
            if (out.mask[p] === 1) continue;
            const o = p * channels;
            gradePhotoPixel(
              grade,
              base.data[o] as number,
              base.data[o + 1] as number,
              base.data[o + 2] as number,
              x,
              y,
              rgb,
            );
            let differs = false;
            let darker = false;
            for (let c = 0; c < 3; c++) {
              const d = (image.data[o + c] as number) - encodeByte(rgb[c] as number);
              if (d !== 0) differs = true;
              if (d < 0) darker = true;
            }
            if (!differs) continue;
            const nearLamp = boxes.some((b) => x >= b.x0 && x < b.x1 && y >= b.y0 && y < b.y1);
            if (darker || !nearLamp) off++;
            else lampLit++;
          }
        }
        expect(off).toBe(0);
        expect(lampLit).toBeGreaterThan(0);
      });
    }
  }

  it('without lighting, every pixel outside the zone is exactly the grade', async () => {
    const sample = samples[0] as (typeof samples)[number];
    const unlit = input(sample, { features: POOL_FEATURES.filter((f) => f !== 'lighting') });
    const out = await renderPool(unlit);
    const image = await pixels(out.image);
    const base = await pixels(out.base);
    const grade = gradeOf(base, unlit);
    const rgb = new Float64Array(3);
    let off = 0;
    for (let p = 0; p < out.mask.length; p++) {
      if (out.mask[p] === 1) continue;
      const o = p * base.channels;
      gradePhotoPixel(
        grade,
        base.data[o] as number,
        base.data[o + 1] as number,
        base.data[o + 2] as number,
        p % base.width,
        Math.floor(p / base.width),
        rgb,
      );
      for (let c = 0; c < 3; c++) if (image.data[o + c] !== encodeByte(rgb[c] as number)) off++;
    }
    expect(off).toBe(0);
  });

  it('darkens the sky at night to well under a quarter of the day', async () => {
    const sample = samples.find((s) => s.name === 'garden-sloped-lawn-stone-house.jpg') ?? samples[0];
    if (!sample) throw new Error('no sample');
    const night = await renderPool(input(sample, {}));
    const image = await pixels(night.image);
    const base = await pixels(night.base);
    const sky = detectSky(base);
    let dayLum = 0;
    let nightLum = 0;
    let n = 0;
    for (let y = 0; y < Math.floor(base.height * 0.2); y++) {
      for (let x = 0; x < base.width; x++) {
        const o = (y * base.width + x) * base.channels;
        const [r, g, b] = [base.data[o], base.data[o + 1], base.data[o + 2]] as [number, number, number];
        if (skyWeightAt(sky, r, g, b, x, y) < 0.9) continue;
        const lum = (d: Buffer): number =>
          0.2126 * (LINEAR[d[o] as number] as number) +
          0.7152 * (LINEAR[d[o + 1] as number] as number) +
          0.0722 * (LINEAR[d[o + 2] as number] as number);
        dayLum += lum(base.data);
        nightLum += lum(image.data);
        n++;
      }
    }
    // Most of the top of this photo is sky.
    expect(n).toBeGreaterThan(base.width * base.height * 0.2 * 0.5);
    expect(nightLum).toBeLessThan(dayLum * 0.25);
  });

  it('finds little or no sky where there is none', () => {
    const width = 200;
    const height = 150;
    const data = new Uint8Array(width * height * 3);
    // A hedge: green and textured, top to bottom.
    for (let i = 0; i < width * height; i++) {
      const v = (i * 7919) % 61;
      data[i * 3] = 40 + v;
      data[i * 3 + 1] = 90 + v;
      data[i * 3 + 2] = 30 + v;
    }
    const sky = detectSky({ data, width, height, channels: 3 });
    expect(sky.share).toBe(0);
    expect(sky.prior.every((p) => p === 0)).toBe(true);
  });
});
