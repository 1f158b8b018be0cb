// "Keep this" masks (shared/src/keep.ts) on the API's side. A mask sent with a submit or a
// regenerate is read, checked against the photo's proportions, made strictly black and white (a
// painted edge's grey becomes one or the other) and stored beside the design's photo under the
// hash of its PNG, which the version's options then hold. An id sent back must name a mask already
// stored with that design. A mask with nothing painted is no mask.
import { createHash } from 'node:crypto';
import { KEEP_DATA_URL_PREFIX, KEEP_ID, KEEP_LIMITS, KEEP_TEXT } from '@poolscape/shared/keep';
import sharp, { type Metadata } from 'sharp';
import type { Storage } from '../storage/storage.ts';
import { designKeys } from './designs.ts';

export type KeepResult = { ok: true; keepId: string | null } | { ok: false; problem: string };

/** A mask's PNG as stored: one grey channel, 0 (the design may paint) or 255 (kept). */
async function normalise(
  bytes: Buffer,
  photo: { width: number; height: number },
): Promise<KeepResult | Buffer> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: KEEP_LIMITS.maxSide ** 2 }).metadata();
  } catch {
    return { ok: false, problem: KEEP_TEXT.unreadable };
  }
  if (meta.format !== 'png' || !meta.width || !meta.height)
    return { ok: false, problem: KEEP_TEXT.unreadable };
  if (Math.max(meta.width, meta.height) > KEEP_LIMITS.maxSide) return { ok: false, problem: KEEP_TEXT.size };
  const ratio = meta.width / meta.height / (photo.width / photo.height);
  if (Math.abs(ratio - 1) > KEEP_LIMITS.aspectTolerance) return { ok: false, problem: KEEP_TEXT.proportions };
  try {
    // Painted strokes are opaque white on a transparent canvas: flattened onto black, they are the mask.
    return await sharp(bytes)
      .flatten({ background: '#000000' })
      .greyscale()
      .threshold(128)
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return { ok: false, problem: KEEP_TEXT.unreadable };
  }
}

/** Whether a stored mask keeps anything at all. */
async function keepsAnything(png: Buffer): Promise<boolean> {
  const { channels } = await sharp(png).stats();
  return (channels[0]?.max ?? 0) > 0;
}

/**
 * The mask `keep` names for the design `designId` (whose photo is `photo`), stored if it is new:
 * its id, null when nothing is kept, or why it is refused.
 */
export async function storeKeep(
  storage: Storage,
  designId: string,
  keep: string,
  photo: { width: number; height: number },
): Promise<KeepResult> {
  if (KEEP_ID.test(keep)) {
    const stored = await storage.get(designKeys.keep(designId, keep));
    return stored ? { ok: true, keepId: keep } : { ok: false, problem: KEEP_TEXT.unknown };
  }
  const png = await normalise(Buffer.from(keep.slice(KEEP_DATA_URL_PREFIX.length), 'base64'), photo);
  if (!Buffer.isBuffer(png)) return png;
  if (!(await keepsAnything(png))) return { ok: true, keepId: null };
  const keepId = createHash('sha256').update(png).digest('hex').slice(0, 16);
  await storage.put(designKeys.keep(designId, keepId), png, 'image/png');
  return { ok: true, keepId };
}

/** A stored mask's PNG, or null when the design has no such mask. */
export async function loadKeep(storage: Storage, designId: string, keepId: string): Promise<Buffer | null> {
  if (!KEEP_ID.test(keepId)) return null;
  return (await storage.get(designKeys.keep(designId, keepId)))?.body ?? null;
}
