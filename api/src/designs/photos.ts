// Turning a user's photo into a base photo: the format is judged by the bytes (never the file
// name or the declared type), the photo is turned upright per its EXIF orientation, every piece
// of metadata (GPS position, camera, owner) is dropped by re-encoding, and it is scaled to at most
// UPLOAD_LIMITS.maxWidth wide and kept losslessly as PNG.
import { DESIGN_TEXT, UPLOAD_LIMITS } from '@poolscape/shared';
import sharp from 'sharp';
import { MAX_INPUT_PIXELS, readPictureHeader, reencodePicture } from '../images/user-pictures.ts';

export { MAX_INPUT_PIXELS };

export type PhotoProblem = 'heic' | 'unsupported' | 'tooSmall' | 'tooLarge';

export const PHOTO_PROBLEM_TEXT: Record<PhotoProblem, string> = {
  heic: DESIGN_TEXT.uploadHeic,
  unsupported: DESIGN_TEXT.uploadUnsupported,
  tooSmall: DESIGN_TEXT.uploadTooSmall,
  tooLarge: DESIGN_TEXT.uploadTooLarge,
};

export type PreparedPhoto =
  | { ok: true; png: Buffer; width: number; height: number }
  | { ok: false; problem: PhotoProblem };

/** ISO-BMFF brands of HEIC/HEIF stills (the iPhone's default format); AVIF is not among them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

/** Whether the bytes are an HEIC/HEIF file, from its `ftyp` box (major and compatible brands). */
export function isHeic(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  const brands: string[] = [bytes.toString('latin1', 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4)
    brands.push(bytes.toString('latin1', offset, offset + 4));
  if (brands.includes('avif') || brands.includes('avis')) return false;
  return brands.some((brand) => HEIC_BRANDS.has(brand));
}

/** An ISO-BMFF file whose brands `isHeic` does not know, but whose picture is HEVC (a HEIC still). */
async function isHevcHeif(bytes: Buffer): Promise<boolean> {
  if (bytes.length < 12 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  return meta?.format === 'heif' && meta.compression === 'hevc';
}

const ACCEPTED = new Set<string>(UPLOAD_LIMITS.formats);

/** Checks and normalises an uploaded photo (see the header). */
export async function preparePhoto(bytes: Buffer): Promise<PreparedPhoto> {
  if (isHeic(bytes)) return { ok: false, problem: 'heic' };
  const header = await readPictureHeader(bytes);
  if (!header) return { ok: false, problem: (await isHevcHeif(bytes)) ? 'heic' : 'unsupported' };
  const { meta } = header;
  if (!ACCEPTED.has(header.format)) return { ok: false, problem: 'unsupported' };
  if (header.width * header.height > MAX_INPUT_PIXELS) return { ok: false, problem: 'tooLarge' };
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? header.height : header.width;
  const height = sideways ? header.width : header.height;
  if (Math.min(width, height) < UPLOAD_LIMITS.minSide) return { ok: false, problem: 'tooSmall' };
  try {
    const { data, info } = await reencodePicture(
      bytes,
      (image) =>
        image
          .rotate()
          .resize({ width: UPLOAD_LIMITS.maxWidth, withoutEnlargement: true })
          .flatten({ background: '#ffffff' })
          .toColourspace('srgb')
          // sharp writes no metadata unless asked: EXIF (GPS included), XMP, IPTC and ICC are all gone.
          .png({ compressionLevel: 6 }),
      { failOn: 'error', sequentialRead: true },
    );
    return { ok: true, png: data, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file whose header still parsed, or one that takes too long to decode.
    return { ok: false, problem: 'unsupported' };
  }
}

/** A lossless PNG `width` wide at most (the photo of a sample or a render made into a new base). */
export async function normalisePhoto(bytes: Buffer): Promise<{ png: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize({ width: UPLOAD_LIMITS.maxWidth, withoutEnlargement: true })
    .toColourspace('srgb')
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
