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
  const grey = Buffer.alloc(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = zone[i] ? 255 : 0;
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .resize(size.width, size.height, { fit: 'fill', kernel: 'nearest' })
    .png()
    .toBuffer();
}

/**
 * How much of the model's picture each pixel takes: 0 outside the zone, rising to 1 over
 * `feather` pixels inside it (a box-blurred zone, kept only where the zone is set).
 */
export function featherWeights(
  zone: Uint8Array,
  width: number,
  height: number,
  feather: number,
): Float32Array {
  const r = Math.max(1, Math.round(feather));
  const rows = new Float32Array(width * height);
  // Horizontal then vertical running sums: a (2r+1)² box blur in O(n).
  for (let y = 0; y < height; y++) {
    let sum = 0;
    const base = y * width;
    for (let x = -r; x <= r; x++) sum += x >= 0 && x < width ? (zone[base + x] as number) : 0;
    for (let x = 0; x < width; x++) {
      rows[base + x] = sum;
      const out = x - r;
      const into = x + r + 1;
      if (out >= 0) sum -= zone[base + out] as number;
      if (into < width) sum += zone[base + into] as number;
    }
  }
  const weights = new Float32Array(width * height);
  const area = (2 * r + 1) * (2 * r + 1);
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -r; y <= r; y++) sum += y >= 0 && y < height ? (rows[y * width + x] as number) : 0;
    for (let y = 0; y < height; y++) {
      const i = y * width + x;
      if (zone[i]) {
        // At the zone's edge half the box is inside (0.5): that maps to 0, deep inside to 1.
        const t = Math.min(1, Math.max(0, (sum / area - 0.5) * 2));
        weights[i] = t * t * (3 - 2 * t);
      }
      const out = y - r;
      const into = y + r + 1;
      if (out >= 0) sum -= rows[out * width + x] as number;
      if (into < height) sum += rows[into * width + x] as number;
    }
  }
  return weights;
}

/** The photo with the model's picture blended in through the weights, as a lossless PNG. */
export async function compositeInto(photo: Pixels, model: Buffer, weights: Float32Array): Promise<Buffer> {
  const { width, height } = photo;
  const painted = await sharp(model)
    .removeAlpha()
    .toColourspace('srgb')
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  const out = Buffer.from(photo.data);
  for (let p = 0; p < width * height; p++) {
    const w = weights[p] as number;
    if (w <= 0) continue;
    const o = p * 3;
    for (let c = 0; c < 3; c++) {
      const a = out[o + c] as number;
      out[o + c] = Math.round(a + ((painted[o + c] as number) - a) * w);
    }
  }
  // Stored uncompressed: deflate gains about 1 % on a photo and takes most of the compositing time.
  return sharp(out, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();
}
