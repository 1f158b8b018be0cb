// "Keep this": the parts of a photo a design must not change (a tree, a shed, a neighbour's fence),
// painted with a brush in the studio. A design's options carry the mask as `keep`: sent as a PNG
// data: URL (white where the photo is kept), stored by the API as a PNG beside the design's photo
// and named by the first 16 hex digits of its SHA-256, which is what a version's options hold and
// what a regenerate may send back unchanged.
import { z } from 'zod';

export const KEEP_LIMITS = {
  /** The mask's longest side, in pixels (the studio paints at the photo's size, at most 1,536). */
  maxSide: 4096,
  /** The data: URL's length: about 750 KB of PNG, many times a painted mask's size. */
  maxChars: 1_000_000,
  /** How far the mask's proportions may differ from the photo's (rounding of its size). */
  aspectTolerance: 0.02,
} as const;

export const KEEP_DATA_URL_PREFIX = 'data:image/png;base64,';

/** A stored mask's name: the first 16 hex digits of the SHA-256 of its PNG. */
export const KEEP_ID = /^[0-9a-f]{16}$/;

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const KEEP_TEXT = {
  invalid: 'keep must be a PNG mask as a data: URL, or the id of a mask stored with this design.',
  tooLarge: `keep can be up to ${KEEP_LIMITS.maxChars.toLocaleString('en-US')} characters.`,
  unreadable: 'keep is not a PNG image we can read.',
  size: `keep must be at most ${KEEP_LIMITS.maxSide} pixels on its longest side.`,
  proportions: "keep must have the photo's proportions: paint it over the photo it belongs to.",
  unknown: 'keep names no mask stored with this design; send the mask itself.',
} as const;

/** `keep` as a design's options take it: a new mask, or one already stored with the design. */
export const KeepSchema = z
  .string({ error: KEEP_TEXT.invalid })
  .max(KEEP_LIMITS.maxChars, { error: KEEP_TEXT.tooLarge })
  .refine(
    (value) =>
      KEEP_ID.test(value) ||
      (value.startsWith(KEEP_DATA_URL_PREFIX) && BASE64.test(value.slice(KEEP_DATA_URL_PREFIX.length))),
    { error: KEEP_TEXT.invalid },
  );

/** Where the owner reads a stored mask (a PNG, white where the photo is kept). */
export const keepMaskUrl = (designId: string, keepId: string) => `/api/designs/${designId}/keep/${keepId}`;
