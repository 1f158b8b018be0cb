// Everything that touches encoded images goes through sharp here: decoding the upload once into raw
// bytes, encoding results losslessly (sharp writes no metadata unless asked), and the small
// blurred copy the water reflects.
import sharp from 'sharp';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA, when the upload has transparency). */
  channels: 3 | 4;
}

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export class UnsupportedPhotoError extends Error {}

/**
 * Decodes the upload, turns it upright per its EXIF orientation and downscales it to `maxWidth` if
 * it is wider. `scale` is the factor applied (1 when not downscaled).
 */
export async function decodePhoto(
  photo: Buffer,
  maxWidth: number,
): Promise<{ image: RawImage; upright: { width: number; height: number }; scale: number }> {
  const meta = await sharp(photo)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height) {
    throw new UnsupportedPhotoError('Please upload a JPEG, PNG or WebP photo.');
  }
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = { width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height };
  let pipeline = sharp(photo).rotate();
  if (upright.width > maxWidth) pipeline = pipeline.resize({ width: maxWidth });
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels === 4 ? 4 : 3;
  if (info.channels !== channels) throw new UnsupportedPhotoError('The photo has an unusual colour format.');
  return {
    image: { data, width: info.width, height: info.height, channels },
    upright,
    scale: info.width / upright.width,
  };
}

/**
 * A "Keep this" mask (a PNG, white where the photo is kept) at `width` x `height`: one byte per
 * pixel, 1 kept, 0 free. Scaled by nearest neighbour, so every kept pixel is kept at any size.
 */
export async function decodeKeepMask(png: Uint8Array, width: number, height: number): Promise<Uint8Array> {
  const grey = await sharp(png, { limitInputPixels: 4096 * 4096 })
    .flatten({ background: '#000000' })
    .resize(width, height, { fit: 'fill', kernel: 'nearest' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  const mask = new Uint8Array(width * height);
  for (let p = 0; p < mask.length; p++) mask[p] = (grey[p] as number) >= 128 ? 1 : 0;
  return mask;
}

/** Lossless PNG, no metadata. */
export function encodePng(image: RawImage): Promise<Buffer> {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } })
    .png({ compressionLevel: 1, adaptiveFiltering: true })
    .toBuffer();
}

/** A copy `width` pixels wide, blurred: what the water reflects, already out of focus. */
export async function blurredCopy(image: RawImage, width: number, sigma: number): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: image.channels },
  })
    .removeAlpha()
    .resize({ width: Math.max(8, Math.round(width)) })
    .blur(sigma)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 3 };
}

/** Re-encodes a photo as a JPEG `width` pixels wide (for benchmarks and fixtures). */
export function resizeToWidth(photo: Buffer, width: number): Promise<Buffer> {
  return sharp(photo).rotate().resize({ width }).jpeg({ quality: 90 }).toBuffer();
}
