// Shapes shared by the renderer's modules and its callers.

export const POOL_STYLES = ['modern', 'traditional', 'natural', 'infinity', 'geometric'] as const;
export type PoolStyle = (typeof POOL_STYLES)[number];

export const POOL_FEATURES = ['lighting', 'waterfalls', 'hotTub', 'decking', 'landscaping'] as const;
export type PoolFeature = (typeof POOL_FEATURES)[number];

export const TIMES_OF_DAY = ['day', 'dusk', 'night'] as const;
export type TimeOfDay = (typeof TIMES_OF_DAY)[number];

/** A point in photo pixels (x to the right, y down). */
export interface Point {
  x: number;
  y: number;
}

/**
 * The pool footprint as seen in the photo, in this order: far-left, far-right, near-right,
 * near-left (clockwise on screen).
 */
export type Corners = readonly [Point, Point, Point, Point];

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
