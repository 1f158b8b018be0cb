// The water mirrors the scene: darken bands of the photo beyond the pool and the water changes
// where a mirror at the water's level would show them, not elsewhere; and the ripples, the
// reflections and the caustics are the same for a seed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { applyHomography } from '@poolscape/shared/homography';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { planFor } from './bands.ts';
import { createCamera, project } from './camera.ts';
import { fieldAt } from './fields.ts';
import { type Corners, type RenderInput, renderPool, SAMPLE_CORNERS } from './index.ts';
import { createRandom } from './random.ts';
import { prepareRender } from './render.ts';

const imagesDir = fileURLToPath(new URL('../../../cms/src/seed/images/', import.meta.url));
const name = 'garden-sloped-lawn-stone-house.jpg';
const photo = readFileSync(`${imagesDir}${name}`);

function input(overrides: Partial<RenderInput> = {}): RenderInput {
  return {
    photo,
    corners: SAMPLE_CORNERS[name] as Corners,
    style: 'infinity',
    features: [],
    timeOfDay: 'day',
    seed: 3,
    maxWidth: 640,
    ...overrides,
  };
}

/** Luminance of a raw RGB(A) image at pixel (x, y), clamped to its edges. */
function lum(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
  x: number,
  y: number,
): number {
  const cx = Math.min(Math.max(Math.round(x), 0), width - 1);
  const cy = Math.min(Math.max(Math.round(y), 0), height - 1);
  const i = (cy * width + cx) * channels;
  return 0.2126 * (data[i] as number) + 0.7152 * (data[i + 1] as number) + 0.0722 * (data[i + 2] as number);
}

function pearson(a: number[], b: number[]): number {
  const n = a.length;
  let ma = 0;
  let mb = 0;
  for (let i = 0; i < n; i++) {
    ma += a[i] as number;
    mb += b[i] as number;
  }
  ma /= n;
  mb /= n;
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - ma;
    const db = (b[i] as number) - mb;
    ab += da * db;
    aa += da * da;
    bb += db * db;
  }
  return ab / Math.sqrt(aa * bb);
}

/** The photo as PNG, and a copy darkened in vertical bands of random widths above a line. */
async function photoPair(above: (x: number) => number): Promise<{ plain: Buffer; banded: Buffer }> {
  const { data, info } = await sharp(photo).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const plain = await sharp(data, { raw }).png().toBuffer();
  const banded = Buffer.from(data);
  const random = createRandom(7);
  let x = 0;
  let dark = false;
  while (x < info.width) {
    const end = Math.min(info.width, x + 10 + Math.floor(random() * 40));
    if (dark) {
      for (let c = x; c < end; c++) {
        const limit = above(c);
        for (let y = 0; y < limit && y < info.height; y++) {
          const i = (y * info.width + c) * info.channels;
          for (let k = 0; k < 3; k++) banded[i + k] = Math.round((banded[i + k] as number) * 0.45);
        }
      }
    }
    dark = !dark;
    x = end;
  }
  return { plain, banded: await sharp(banded, { raw }).png().toBuffer() };
}

describe('water', () => {
  it('reflections present: the water region correlates with the mirrored scene above it', async () => {
    const { job } = await prepareRender(input());
    const { width, height } = job.photo;
    const camera = createCamera(job.corners, width, height, job.planLength, job.planWidth);
    const plan = planFor(job.style, job.features, job.planLength, job.planWidth);
    // The scene beyond the pool (everything above the footprint's far edge, in the upload's
    // pixels) gets dark bands; whatever changes in the water is what it reflects.
    const [farLeft, farRight] = SAMPLE_CORNERS[name] as Corners;
    const farY = (x: number): number =>
      farLeft.y + ((x - farLeft.x) * (farRight.y - farLeft.y)) / (farRight.x - farLeft.x) - 10;
    const { plain, banded } = await photoPair(farY);
    const decode = async (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });
    const before = await renderPool(input({ photo: plain }));
    const after = await renderPool(input({ photo: banded }));
    const [image0, image1, base0, base1] = await Promise.all([
      decode(before.image),
      decode(after.image),
      decode(before.base),
      decode(after.base),
    ]);
    const channels = image0.info.channels;
    type Decoded = typeof image0;
    const change = (a: Decoded, b: Decoded, x: number, y: number): number =>
      lum(b.data, width, height, channels, x, y) - lum(a.data, width, height, channels, x, y);
    // Water pixels well inside the pool's walls, seen on the water's surface.
    const rows: number[] = [];
    const xs: number[] = [];
    const water: number[] = [];
    const surface = -plan.pool.waterLevel;
    const k = (camera.cz - surface) / camera.cz;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const p = applyHomography(camera.toPlan, x + 0.5, y + 0.5);
        const qu = camera.cu + (p.x - camera.cu) * k;
        const qv = camera.cv + (p.y - camera.cv) * k;
        if (fieldAt(plan.pool.walls, qu, qv) > -0.2) continue;
        rows.push(y);
        xs.push(x);
        water.push(change(image0, image1, x, y));
      }
    }
    expect(water.length).toBeGreaterThan(2000);
    // What a flat mirror at the water's level shows, if the scene stood on a vertical plane `gap`
    // metres beyond the pool's far edge: the view ray's mirror image meets the plane at some
    // height, and the photo shows that point. How far the scene stands is unknown, so the best gap
    // counts; the same, taken a fifth of the photo to the side, is the unrelated control.
    const best = (sideways: number): number => {
      let top = -1;
      for (let gap = 0; gap <= 16; gap += 1) {
        const mirrored = xs.map((x, i) => {
          const p = applyHomography(camera.toPlan, x + 0.5, (rows[i] as number) + 0.5);
          const qu = camera.cu + (p.x - camera.cu) * k;
          const qv = camera.cv + (p.y - camera.cv) * k;
          const t = (qv + gap) / (camera.cv - qv);
          const hit = project(camera, qu - (camera.cu - qu) * t, -gap, surface + (camera.cz - surface) * t);
          return hit ? change(base0, base1, (hit.x + sideways) % width, hit.y) : 0;
        });
        top = Math.max(top, pearson(water, mirrored));
      }
      return top;
    };
    const withMirror = best(0);
    const withShift = best(Math.round(width / 5));
    expect(withMirror).toBeGreaterThan(0.5);
    expect(withMirror).toBeGreaterThan(withShift + 0.3);
  });

  it('is the same for a seed and changes with it', async () => {
    const a = await renderPool(input({ style: 'modern', maxWidth: 320 }));
    const b = await renderPool(input({ style: 'modern', maxWidth: 320 }));
    const c = await renderPool(input({ style: 'modern', maxWidth: 320, seed: 4 }));
    expect(Buffer.compare(a.image, b.image)).toBe(0);
    expect(Buffer.compare(a.image, c.image)).not.toBe(0);
  });
});
