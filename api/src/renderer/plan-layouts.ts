// The pool's layout in the footprint: the water's outline and depth, the coping, and where a hot
// tub and a waterfall go. Each style has its own; a shape the user chose (shared/src/pool-plan.ts,
// the same outline the studio's preview draws) takes the place of the style's water. The footprint
// is the rectangle u ∈ [0, length] (far-left → far-right) × v ∈ [0, width] (far edge → near edge),
// in metres.

import type {
  OutlinePoint,
  PlanPoint,
  PoolShape,
  SpaChoice,
  WaterfallWall,
} from '@poolscape/shared/plan-geometry';
import { spaPlacement, waterfallPlacement } from '@poolscape/shared/pool-features';
import {
  COPING_RGB,
  LAGOON,
  lagoonFit,
  lShapeSplit,
  romanEnds,
  waterBox,
  waterRing,
} from '@poolscape/shared/pool-plan';
import { fromBytes } from './colour.ts';
import {
  circle,
  freeform,
  grow,
  type Outline,
  polygon,
  rasterise,
  roundedBox,
  subtract,
  union,
} from './outlines.ts';
import { FINISHES } from './plan-styles.ts';
import type { Coping, Vessel, Waterfall } from './plan-types.ts';
import type { PoolStyle } from './types.ts';

const smooth = (t: number): number => {
  const c = t < 0 ? 0 : Math.min(t, 1);
  return c * c * (3 - 2 * c);
};

/** Full-width entry steps at the left end, then a floor sloping from shallow to deep. */
function steppedDepth(u0: number, u1: number, shallow: number, deep: number): (u: number) => number {
  return (u) => {
    const x = u - u0;
    if (x < 0.45) return 0.3;
    if (x < 0.9) return 0.6;
    if (x < 1.35) return 0.9;
    return shallow + (deep - shallow) * smooth((x - 1.35) / Math.max(u1 - u0 - 1.35, 1));
  };
}

/** A vessel before its walls are sampled into a field. */
export type LayoutVessel = Omit<Vessel, 'walls'>;

/** A pool in the footprint, before the chosen features are added around it. */
export interface Layout {
  pool: LayoutVessel;
  coping: Coping;
  copingOuter: Outline;
  gravel: Outline | null;
  spaCentre: { u: number; v: number };
  spaSize: number;
  waterfall: Omit<Waterfall, 'colour' | 'kind'> | null;
}

/** The style's own water and coping, before the hot tub and the waterfall are placed. */
type StyleLayout = Omit<Layout, 'spaCentre' | 'spaSize' | 'waterfall'>;

function modernLayout(length: number, width: number): StyleLayout {
  const { u0, v0, u1, v1 } = waterBox('modern', length, width);
  const water = roundedBox({ u0, v0, u1, v1 }, 0.03);
  const depth = steppedDepth(u0, u1, 1.1, 1.9);
  return {
    pool: { outline: water, waterLevel: 0.1, depthAt: (u) => depth(u), finish: FINISHES.modern, lamps: [] },
    coping: {
      width: u0,
      profile: 'flush',
      colour: fromBytes(...COPING_RGB.modern),
      stone: 0.6,
      openBelowV: null,
    },
    copingOuter: grow(water, u0),
    gravel: null,
  };
}

function geometricLayout(length: number, width: number): StyleLayout {
  const box = waterBox('geometric', length, width);
  const cw = box.u0;
  const { split, shelf } = lShapeSplit(box, length, width);
  const arm = roundedBox({ u0: cw, v0: shelf, u1: box.u1, v1: box.v1 }, 0.02);
  const block = roundedBox({ u0: cw, v0: cw, u1: split, v1: box.v1 }, 0.02);
  const water = union(arm, block);
  const footprint = roundedBox({ u0: 0, v0: 0, u1: length, v1: width }, 0.02);
  const depth = (u: number, v: number): number =>
    v < shelf - 0.05 ? 0.35 : 1.2 + 0.6 * smooth((u - split) / Math.max(length - split, 1));
  return {
    pool: { outline: water, waterLevel: 0.1, depthAt: depth, finish: FINISHES.geometric, lamps: [] },
    coping: {
      width: cw,
      profile: 'flush',
      colour: fromBytes(...COPING_RGB.geometric),
      stone: 0.6,
      openBelowV: null,
    },
    copingOuter: union(grow(water, cw), footprint),
    gravel: subtract(grow(footprint, -cw), grow(water, cw + 0.15)),
  };
}

function traditionalLayout(length: number, width: number): StyleLayout {
  const box = waterBox('traditional', length, width);
  const cw = box.u0;
  const { end, mid } = romanEnds(length, width);
  const body = roundedBox({ u0: cw + end, v0: cw, u1: length - cw - end, v1: width - cw }, 0.35);
  const water = union(union(body, circle(cw + end, mid, end)), circle(length - cw - end, mid, end));
  const deepStart = cw + end;
  const depth = (u: number, v: number): number => {
    if (u < deepStart) {
      const r = Math.hypot(u - deepStart, v - mid) / end;
      return r > 0.66 ? 0.3 : r > 0.33 ? 0.6 : 0.9;
    }
    return 1.0 + 1.0 * smooth((u - deepStart) / Math.max(length - 2 * deepStart, 1));
  };
  return {
    pool: { outline: water, waterLevel: 0.12, depthAt: depth, finish: FINISHES.traditional, lamps: [] },
    coping: {
      width: cw,
      profile: 'bullnose',
      colour: fromBytes(...COPING_RGB.traditional),
      stone: 0.6,
      openBelowV: null,
    },
    copingOuter: grow(water, cw),
    gravel: null,
  };
}

/** The lagoon's outline, its extreme points touching the water's box. */
function lagoonOutline(length: number, width: number): Outline {
  const { cu, cv, ru, rv } = lagoonFit(waterBox('natural', length, width));
  const margin = 3.5;
  return rasterise(
    freeform(cu, cv, ru, rv, LAGOON),
    { u0: -margin, v0: -margin, u1: length + margin, v1: width + margin },
    0.04,
  );
}

/**
 * A bowl that levels out towards the middle: depth grows with the distance from the edge but
 * flattens well before the middle, so the floor has no crease along the lagoon's spine.
 */
const bowl =
  (water: Outline) =>
  (u: number, v: number): number =>
    0.15 + 1.45 * (1 - Math.exp(-Math.max(0, -water.distance(u, v)) / 0.75));

function naturalLayout(length: number, width: number): StyleLayout {
  const water = lagoonOutline(length, width);
  return {
    pool: { outline: water, waterLevel: 0.1, depthAt: bowl(water), finish: FINISHES.natural, lamps: [] },
    coping: {
      width: 0.42,
      profile: 'stone',
      colour: fromBytes(...COPING_RGB.natural),
      stone: 0.45,
      openBelowV: null,
    },
    copingOuter: grow(water, 0.42),
    gravel: null,
  };
}

function infinityLayout(length: number, width: number): StyleLayout {
  const box = waterBox('infinity', length, width);
  const cw = box.u0;
  const water = roundedBox(box, 0.02);
  const depth = steppedDepth(cw, box.u1, 1.3, 1.6);
  return {
    pool: {
      outline: water,
      waterLevel: 0.012,
      depthAt: (u) => depth(u),
      finish: FINISHES.infinity,
      lamps: [],
    },
    coping: {
      width: cw,
      profile: 'flush',
      colour: fromBytes(...COPING_RGB.infinity),
      stone: 0.8,
      openBelowV: 0.06,
    },
    copingOuter: grow(water, cw),
    gravel: null,
  };
}

const STYLE_LAYOUTS: Record<PoolStyle, (length: number, width: number) => StyleLayout> = {
  modern: modernLayout,
  geometric: geometricLayout,
  traditional: traditionalLayout,
  natural: naturalLayout,
  infinity: infinityLayout,
};

/** The style's pool with the water in the chosen shape: the style's coping, finish and depths. */
function shapedLayout(
  own: StyleLayout,
  ring: readonly PlanPoint[],
  length: number,
  width: number,
): StyleLayout {
  const margin = 1.5;
  const water = rasterise(
    polygon(ring),
    { u0: -margin, v0: -margin, u1: length + margin, v1: width + margin },
    0.03,
  );
  const natural = own.coping.profile === 'stone';
  return {
    pool: { ...own.pool, outline: water, ...(natural ? { depthAt: bowl(water) } : {}) },
    coping: own.coping,
    copingOuter: grow(water, own.coping.width),
    gravel: null,
  };
}

/**
 * The pool in a `length` x `width` footprint: the style's own, or its water in the chosen shape
 * (`outline` holds a freeform shape's control points), with the hot tub and the waterfall at the
 * chosen places or the style's.
 */
export function layoutFor(
  style: PoolStyle,
  length: number,
  width: number,
  choices: {
    shape?: PoolShape;
    outline?: readonly OutlinePoint[];
    spa?: SpaChoice;
    waterfallWall?: WaterfallWall;
  } = {},
): Layout {
  const shape = choices.shape ?? 'styleDefault';
  const own = STYLE_LAYOUTS[style](length, width);
  const ring = waterRing(style, shape, length, width, choices.outline);
  const layout = shape === 'styleDefault' ? own : shapedLayout(own, ring, length, width);
  const spa = spaPlacement(style, length, width, choices.spa);
  return {
    ...layout,
    spaCentre: { u: spa.u, v: spa.v },
    spaSize: spa.size,
    waterfall: waterfallPlacement(style, shape, length, width, ring, choices.waterfallWall),
  };
}
