// The shape of a style's top-down plan, in metres: the pool and every feature around it, as
// outlines (for building) and sampled fields (for the per-pixel passes). See plans.ts for the axes.
import type { WaterfallPlacement } from '@poolscape/shared/pool-features';
import type { Rgb } from './colour.ts';
import type { Field } from './fields.ts';
import type { Bounds, Outline } from './outlines.ts';
import type { PoolStyle } from './types.ts';

/** Inner surfaces of a vessel, as sRGB-derived linear colours. */
export interface Finish {
  wall: Rgb;
  floor: Rgb;
  /** A band of mosaic just below the coping, or null. */
  waterline: Rgb | null;
  /** Tile size in metres for the grout grid, or 0 for a seamless finish. */
  tile: number;
}

export interface Vessel {
  /** The inner face of the walls. */
  outline: Outline;
  /** The same as a sampled field, for the per-pixel passes (set by buildPlan). */
  walls: Field;
  /** How far the water surface is below the top of the coping (m). */
  waterLevel: number;
  /** Depth of the floor below the water surface (m). */
  depthAt: (u: number, v: number) => number;
  finish: Finish;
  /** Underwater lamps (lit at dusk and night when lighting is chosen). */
  lamps: LightPoint[];
}

export interface Coping {
  width: number;
  profile: 'flush' | 'bullnose' | 'stone';
  colour: Rgb;
  /** Length of one coping stone along the edge (m). */
  stone: number;
  /** Infinity edge: no coping where v is below this (the vanishing edge), else null. */
  openBelowV: number | null;
  /** The band is laid in irregular flagstones (a flagstone coping chosen for a cut-stone style). */
  flagstones?: boolean;
}

export interface Spa {
  vessel: Vessel;
  /** Outer edge of its coping. */
  outer: Outline;
  copingWidth: number;
  /** Height of its rim above the pool coping (m). */
  height: number;
  cladding: Rgb;
  centre: { u: number; v: number };
}

export interface Basin {
  vessel: Vessel;
  outer: Outline;
  /** The weir: the strip between the pool's vanishing edge and the basin. */
  weir: Bounds;
}

/** Timber boards, large-format porcelain pavers, travertine pavers or irregular flagstones. */
export type DeckKind = 'boards' | 'pavers' | 'travertine' | 'flagstone';

export interface Deck {
  outline: Outline;
  kind: DeckKind;
  colour: Rgb;
  /** Height of the deck surface above the lawn (its visible edge). */
  rise: number;
}

/** The waterfall's wall where the plan puts it (shared/src/pool-features.ts), and how it looks. */
export interface Waterfall extends WaterfallPlacement {
  kind: 'sheer' | 'rock';
  colour: Rgb;
}

export interface LightPoint {
  u: number;
  v: number;
  z: number;
}

/** The plan's outlines as sampled fields (see fields.ts). */
export interface PlanFields {
  copingOuter: Field;
  platform: Field;
  deck: Field | null;
  spaOuter: Field | null;
  basinOuter: Field | null;
  gravel: Field | null;
}

export interface PoolPlan {
  style: PoolStyle;
  fields: PlanFields;
  length: number;
  width: number;
  pool: Vessel;
  coping: Coping;
  /** Outer edge of the coping. */
  copingOuter: Outline;
  /** No point further than this from the water (m) is coping: a shortcut for the per-pixel pass. */
  copingReach: number;
  /** A bed of gravel inside the footprint (the geometric pool's notch), or null. */
  gravel: Outline | null;
  spa: Spa | null;
  basin: Basin | null;
  deck: Deck | null;
  /** Planting beds (landscaping). */
  beds: Bounds[];
  waterfall: Waterfall | null;
  /** Everything level with the coping (deck, coping, spa base): for contact shadows. */
  platform: Outline;
  /** Underwater lights (on the walls) and deck lights. */
  poolLights: LightPoint[];
  deckLights: LightPoint[];
  /** Plan area holding every ground feature. */
  bounds: Bounds;
}
