// Shapes shared by the renderer's modules and its callers. The style, feature and time-of-day
// names are the design studio's own (shared/src/designs.ts); the corners are in photo pixels
// (shared/src/corners.ts).
import type { PixelCorners, PixelPoint } from '@poolscape/shared/corners';
import type { PoolFeature, PoolStyle, TimeOfDay } from '@poolscape/shared/designs';

export {
  POOL_FEATURES,
  POOL_STYLES,
  type PoolFeature,
  type PoolStyle,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '@poolscape/shared/designs';

/** A point in photo pixels (x to the right, y down). */
export type Point = PixelPoint;

/**
 * The pool footprint as seen in the photo, in this order: far-left, far-right, near-right,
 * near-left (clockwise on screen).
 */
export type Corners = PixelCorners;

export interface RenderInput {
  /** The upload: JPEG, PNG or WebP. */
  photo: Buffer;
  /** In pixels of the photo after EXIF rotation (and before any downscale to `maxWidth`). */
  corners: Corners;
  style: PoolStyle;
  features: readonly PoolFeature[];
  timeOfDay: TimeOfDay;
  /** Drives every random detail (stone pattern, plants, ripples); never the placement. */
  seed: number;
  /** Photos wider than this are downscaled first (default 1536). */
  maxWidth?: number;
  /**
   * Dusk and night: grade the whole photo, not only the edit area. Looks more natural, but then
   * every pixel may differ from the upload (the mask is all ones). Default false.
   */
  gradeWholePhoto?: boolean;
}

export interface RenderOutput {
  /** Lossless PNG of the result, no metadata. */
  image: Buffer;
  /**
   * Lossless PNG of the photo the render was made on: the upload decoded, turned upright per its
   * EXIF orientation and downscaled to `maxWidth` if it was wider. Every pixel whose `mask` is 0
   * is byte-identical in `image` and `base`.
   */
  base: Buffer;
  width: number;
  height: number;
  /** One byte per pixel, row-major: 1 where the pixel may differ from `base`, else 0. */
  mask: Uint8Array;
}
