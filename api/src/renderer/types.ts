// Shapes shared by the renderer's modules and its callers. The style, feature and time-of-day
// names are the design studio's own (shared/src/designs.ts); the corners are in photo pixels
// (shared/src/corners.ts).
import type { PixelCorners, PixelPoint } from '@poolscape/shared/corners';
import type { PoolFeature, PoolStyle, TimeOfDay } from '@poolscape/shared/designs';
import type { OutlinePoint, PoolShape, SpaChoice, WaterfallWall } from '@poolscape/shared/plan-geometry';

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
   * The pool's interior instead of the style's: 'dark' is a charcoal finish under deep blue water
   * (a lagoon look), 'light' white plaster under bright turquoise water. Unset (or unknown) keeps
   * the style's own.
   */
  water?: WaterTint;
  /** The deck's surface, when decking is chosen. Unset (or unknown) keeps the style's own. */
  deckMaterial?: DeckMaterial;
  /**
   * The coping's stone: a cut band of travertine or porcelain in the style's profile, or irregular
   * flagstones. Unset (or unknown) keeps the style's own.
   */
  copingMaterial?: CopingMaterial;
  /** The water's shape instead of the style's own (unset or 'styleDefault': the style's). */
  shape?: PoolShape;
  /** A freeform shape's control points, as fractions of the footprint. */
  outline?: readonly OutlinePoint[];
  /** Where the hot tub goes, when chosen; unset, where the style puts it. */
  spa?: SpaChoice;
  /** The wall the waterfall stands on, when chosen; unset, the style's. */
  waterfallWall?: WaterfallWall;
  /**
   * "Keep this": a PNG over the photo (any size of its proportions), white where nothing may be
   * drawn. Those pixels are left out of the mask, and by day are the base's, byte for byte.
   */
  keep?: Uint8Array;
}

/** Interiors a render can choose instead of the style's (RenderInput.water). */
export const WATER_TINTS = ['dark', 'light'] as const;
export type WaterTint = (typeof WATER_TINTS)[number];

/** Deck surfaces: timber boards, porcelain pavers, travertine pavers or irregular flagstones. */
export const DECK_MATERIALS = ['boards', 'porcelain', 'travertine', 'flagstone'] as const;
export type DeckMaterial = (typeof DECK_MATERIALS)[number];

/** Coping stones: cut porcelain or travertine, or irregular flagstones. */
export const COPING_MATERIALS = ['porcelain', 'travertine', 'flagstone'] as const;
export type CopingMaterial = (typeof COPING_MATERIALS)[number];

/** What a render may choose instead of its style's: surfaces, shape and the features' places. */
export type PlanChoices = Pick<
  RenderInput,
  'water' | 'deckMaterial' | 'copingMaterial' | 'shape' | 'outline' | 'spa' | 'waterfallWall'
>;

export interface RenderOutput {
  /** Lossless PNG of the result, no metadata. */
  image: Buffer;
  /**
   * Lossless PNG of the photo the render was made on: the upload decoded, turned upright per its
   * EXIF orientation and downscaled to `maxWidth` if it was wider. By day every pixel whose
   * `mask` is 0 is byte-identical in `image` and `base`.
   */
  base: Buffer;
  width: number;
  height: number;
  /**
   * The zone: one byte per pixel, row-major, 1 where the pool and its features were drawn, else 0.
   * Same meaning at every time of day.
   */
  mask: Uint8Array;
  /**
   * False by day: every pixel outside the mask is the base's. True at dusk and night: those pixels
   * are graded (exposed down, the sky replaced) and lit by the lamps, with every edge kept, so
   * they differ from the base by a smooth grade plus lamp light.
   */
  graded: boolean;
}

/** Raw photo bytes (the decoded upload or a shared copy of it). */
export interface PhotoPixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: 3 | 4;
}
