// Decoding pictures that people send (design photos, avatars, ticket screenshots). A picture is
// judged by its first bytes before any decoder sees it: only JPEG, PNG and WebP are decoded, so an
// SVG (rasterised with its filters, a minute of CPU from a few hundred bytes), a TIFF or a PDF
// never reaches libvips. The decoder libvips picks must be the one the bytes announced, the pixels
// are capped before decoding, and every re-encode has a time limit. At most two run at once, so
// the thread pool keeps threads for the files, zlib and DNS work of every other request.
import { UPLOAD_LIMITS } from '@poolscape/shared';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** Pixels a picture may have before it is refused (see `UPLOAD_LIMITS.maxPixels`). */
export const MAX_INPUT_PIXELS = UPLOAD_LIMITS.maxPixels;

/** How long one re-encode of a person's picture may take before it is given up. */
export const PICTURE_TIMEOUT_SECONDS = 20;

/** Re-encodes of people's pictures running at once in this process. */
const MAX_CONCURRENT_DECODES = 2;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the bytes announce by their signature, or null for anything but JPEG, PNG and WebP. */
export function sniffPictureFormat(bytes: Buffer): PictureFormat | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export type PictureHeader = { format: PictureFormat; width: number; height: number; meta: Metadata };

/**
 * The header of a JPEG, PNG or WebP picture (no pixels decoded), or null when the bytes are anything
 * else or libvips would read them with another decoder than their signature names.
 */
export async function readPictureHeader(bytes: Buffer): Promise<PictureHeader | null> {
  const format = sniffPictureFormat(bytes);
  if (!format) return null;
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== format || !meta.width || !meta.height) return null;
  return { format, width: meta.width, height: meta.height, meta };
}

let running = 0;
const waiting: Array<() => void> = [];

async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_DECODES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/**
 * Decodes a picture whose header was read by `readPictureHeader` and re-encodes it through
 * `pipeline`, with the pixel cap, a decoder that fails on corrupt data, and the time limit. Throws
 * when the picture does not decode to the end or takes too long; the caller says "not a picture".
 */
export function reencodePicture(
  bytes: Buffer,
  pipeline: (image: Sharp) => Sharp,
  options: { failOn?: 'error' | 'warning'; sequentialRead?: boolean; maxPixels?: number } = {},
): Promise<{ data: Buffer; info: OutputInfo }> {
  return withDecodeSlot(() =>
    pipeline(
      sharp(bytes, {
        limitInputPixels: options.maxPixels ?? MAX_INPUT_PIXELS,
        failOn: options.failOn ?? 'warning',
        sequentialRead: options.sequentialRead ?? false,
      }),
    )
      .timeout({ seconds: PICTURE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true }),
  );
}
