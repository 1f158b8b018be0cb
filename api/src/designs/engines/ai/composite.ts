// Putting a model's picture back into the customer's photo. Whatever the model returns is resized
// to the photo and blended in through the zone, feathered inwards only: every pixel outside the
// zone is the photo's, byte for byte, so a model that changes the house cannot leak it into the
// result.
import sharp from 'sharp';

/** Raw RGB pixels of an image. */
export interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}

export async function decodeRgb(image: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(image).removeAlpha().toColourspace('srgb').raw().toBuffer({
    resolveWithObject: true,
  });
  return { data, width: info.width, height: info.height };
}

/** The zone as a greyscale PNG (white = the model may paint), at the given size. */
export async function zoneMaskPng(
  zone: Uint8Array,
  width: number,
  height: number,
  size = { width, height },
): Promise<Buffer> {
  const mask = sharp(zone, { raw: { width, height, channels: 1 } });
  if (size.width !== width || size.height !== height)
    mask.resize(size.width, size.height, { fit: 'fill', kernel: 'nearest' });
  // The zone holds 0 and 1: every 1 becomes white.
  return mask.threshold(1, { grayscale: true }).png().toBuffer();
}

/** A box of pixels: the zone's bounds. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How much of the model's picture each pixel of `bounds` takes, row by row (0 to 1). */
export interface Feather {
  bounds: Box;
  weights: Float32Array;
}

/** The weight at (x, y) of the photo: 0 outside the bounds. */
export function weightAt(feather: Feather, x: number, y: number): number {
  const { x: bx, y: by, width, height } = feather.bounds;
  if (x < bx || y < by || x >= bx + width || y >= by + height) return 0;
  return feather.weights[(y - by) * width + x - bx] as number;
}

/**
 * How much of the model's picture each pixel takes: 0 outside the zone, rising to 1 over
 * `feather` pixels inside it (a box-blurred zone, kept only where the zone is set). Only the
 * zone's bounds are kept; everywhere else is 0.
 */
export function featherWeights(
  zone: Uint8Array,
  width: number,
  height: number,
  feather: number,
  bounds: Box = { x: 0, y: 0, width, height },
): Feather {
  const r = Math.max(1, Math.round(feather));
  const { x: bx, y: by, width: bw, height: bh } = bounds;
  const weights = new Float32Array(bw * bh);
  // Rows reach r beyond the bounds, where the zone is 0 up to the photo's edge.
  const top = Math.max(0, by - r);
  const bottom = Math.min(height, by + bh + r);
  const at = (x: number, y: number) => (x >= 0 && x < width ? (zone[y * width + x] as number) : 0);
  // Horizontal running sums over the bounds' columns, then vertical ones: a (2r+1)² box blur.
  const rows = new Float32Array((bottom - top) * bw);
  for (let y = top; y < bottom; y++) {
    let sum = 0;
    for (let x = bx - r; x <= bx + r; x++) sum += at(x, y);
    const base = (y - top) * bw;
    for (let x = bx; x < bx + bw; x++) {
      rows[base + x - bx] = sum;
      sum += at(x + r + 1, y) - at(x - r, y);
    }
  }
  // The vertical sums slide down all columns at once, row by row (memory in order).
  const columns = new Float64Array(bw);
  const slide = (y: number, sign: number) => {
    if (y < top || y >= bottom) return;
    const base = (y - top) * bw;
    for (let i = 0; i < bw; i++) columns[i] = (columns[i] as number) + sign * (rows[base + i] as number);
  };
  for (let y = by - r; y <= by + r; y++) slide(y, 1);
  const area = (2 * r + 1) * (2 * r + 1);
  for (let y = by; y < by + bh; y++) {
    const z = y * width + bx;
    const w = (y - by) * bw;
    for (let i = 0; i < bw; i++) {
      if (!zone[z + i]) continue;
      // At the zone's edge half the box is inside (0.5): that maps to 0, deep inside to 1.
      const t = Math.min(1, Math.max(0, ((columns[i] as number) / area - 0.5) * 2));
      weights[w + i] = t * t * (3 - 2 * t);
    }
    slide(y + r + 1, 1);
    slide(y - r, -1);
  }
  return { bounds, weights };
}

/**
 * The base's pixels with the model's picture blended in through the weights, as raw pixels.
 * `reuse` blends into the base's own buffer (its last use) rather than a copy.
 */
export async function compositeInto(
  base: Pixels,
  model: Buffer,
  feather: Feather,
  reuse = false,
): Promise<Buffer> {
  const { width, height } = base;
  const { bounds, weights } = feather;
  const { x: bx, y: by, width: bw, height: bh } = bounds;
  // Copied before anything is awaited: the call that reuses the base may blend first.
  const out = reuse ? base.data : Buffer.from(base.data);
  // Only the bounds of the model's picture, resized to the photo (sharp computes no more of it).
  const painted = await sharp(model)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .extract({ left: bx, top: by, width: bw, height: bh })
    .raw()
    .toBuffer();
  for (let y = 0; y < bh; y++) {
    for (let x = 0; x < bw; x++) {
      const q = y * bw + x;
      const w = weights[q] as number;
      if (w <= 0) continue;
      const o = ((by + y) * width + bx + x) * 3;
      for (let c = 0; c < 3; c++) {
        const a = out[o + c] as number;
        out[o + c] = Math.round(a + ((painted[q * 3 + c] as number) - a) * w);
      }
    }
  }
  return out;
}
