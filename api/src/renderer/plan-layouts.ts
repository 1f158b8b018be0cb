// The five styles' layouts in the footprint: the water's outline and depth, the coping, and where
// a hot tub and a waterfall would go. The footprint is the rectangle u ∈ [0, length] (far-left →
// far-right) × v ∈ [0, width] (far edge → near edge), in metres.
import { fromBytes } from './colour.ts';
import { circle, freeform, grow, type Outline, rasterise, roundedBox, subtract, union } from './outlines.ts';
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

/** A style's pool in the footprint, before the chosen features are added around it. */
export interface Layout {
  pool: LayoutVessel;
  coping: Coping;
  copingOuter: Outline;
  gravel: Outline | null;
  spaCentre: { u: number; v: number };
  spaSize: number;
  waterfall: Omit<Waterfall, 'colour' | 'kind'> | null;
}

function modernLayout(length: number, width: number): Layout {
  const cw = 0.3;
  const water = roundedBox({ u0: cw, v0: cw, u1: length - cw, v1: width - cw }, 0.03);
  const depth = steppedDepth(cw, length - cw, 1.1, 1.9);
  return {
    pool: { outline: water, waterLevel: 0.1, depthAt: (u) => depth(u), finish: FINISHES.modern, lamps: [] },
    coping: { width: cw, profile: 'flush', colour: fromBytes(232, 229, 222), stone: 0.6, openBelowV: null },
    copingOuter: grow(water, cw),
    gravel: null,
    spaCentre: { u: length - cw - 0.4, v: cw + 0.4 },
    spaSize: 2.2,
    waterfall: farWall(length / 2, cw, 1.7, 0.75),
  };
}

function farWall(centreU: number, farV: number, span: number, height: number): Layout['waterfall'] {
  return {
    box: { u0: centreU - span / 2, v0: farV - 0.55, u1: centreU + span / 2, v1: farV },
    height,
    axis: 'v',
    from: centreU - span / 2 + 0.2,
    to: centreU + span / 2 - 0.2,
    lip: height - 0.12,
    reach: 0.28 + height * 0.25,
  };
}

function geometricLayout(length: number, width: number): Layout {
  const cw = 0.3;
  const split = 0.46 * length;
  const shelfEdge = Math.max(0.4 * width, cw + 1.2);
  const arm = roundedBox({ u0: cw, v0: shelfEdge, u1: length - cw, v1: width - cw }, 0.02);
  const block = roundedBox({ u0: cw, v0: cw, u1: split, v1: width - cw }, 0.02);
  const water = union(arm, block);
  const footprint = roundedBox({ u0: 0, v0: 0, u1: length, v1: width }, 0.02);
  const depth = (u: number, v: number): number =>
    v < shelfEdge - 0.05 ? 0.35 : 1.2 + 0.6 * smooth((u - split) / Math.max(length - split, 1));
  return {
    pool: { outline: water, waterLevel: 0.1, depthAt: depth, finish: FINISHES.geometric, lamps: [] },
    coping: { width: cw, profile: 'flush', colour: fromBytes(236, 235, 230), stone: 0.6, openBelowV: null },
    copingOuter: union(grow(water, cw), footprint),
    gravel: subtract(grow(footprint, -cw), grow(water, cw + 0.15)),
    spaCentre: { u: length - cw - 1.2, v: shelfEdge / 2 },
    spaSize: Math.min(2.2, Math.max(shelfEdge - 0.3, 1.6)),
    waterfall: farWall((cw + split) / 2, cw, Math.min(1.4, split - cw - 0.6), 0.7),
  };
}

function traditionalLayout(length: number, width: number): Layout {
  const cw = 0.45;
  const inner = width - 2 * cw;
  const end = Math.min(0.34 * inner, 1.3, (length - 2 * cw) / 5);
  const mid = width / 2;
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
      colour: fromBytes(226, 210, 184),
      stone: 0.6,
      openBelowV: null,
    },
    copingOuter: grow(water, cw),
    gravel: null,
    spaCentre: { u: length - cw - 0.2, v: cw + 0.2 },
    spaSize: 2.3,
    waterfall: farWall(length / 2, cw, 1.5, 0.6),
  };
}

const LAGOON: readonly (readonly [number, number, number])[] = [
  [2, 0.07, 0.6],
  [3, 0.09, 1.9],
  [4, 0.035, 0.2],
  [5, 0.03, 2.6],
];

/** The lagoon's outline, scaled so its extreme points fit the footprint less `edge` of stone edging. */
function lagoonOutline(length: number, width: number, edge: number): Outline {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (let i = 0; i < 360; i++) {
    const t = (i / 360) * 2 * Math.PI;
    let r = 1;
    for (const [k, a, p] of LAGOON) r += a * Math.cos(k * t + p);
    minX = Math.min(minX, r * Math.cos(t));
    maxX = Math.max(maxX, r * Math.cos(t));
    minY = Math.min(minY, r * Math.sin(t));
    maxY = Math.max(maxY, r * Math.sin(t));
  }
  const ru = (length - 2 * edge) / (maxX - minX);
  const rv = (width - 2 * edge) / (maxY - minY);
  const cu = edge - minX * ru;
  const cv = edge - minY * rv;
  const margin = 3.5;
  return rasterise(
    freeform(cu, cv, ru, rv, LAGOON),
    { u0: -margin, v0: -margin, u1: length + margin, v1: width + margin },
    0.04,
  );
}

function naturalLayout(length: number, width: number): Layout {
  const water = lagoonOutline(length, width, 0.5);
  // The rock spillway stands on the far shore, a third of the way along.
  const fallU = length * 0.32;
  let fallV = 0;
  while (fallV < width / 2 && water.distance(fallU, fallV) > 0) fallV += 0.01;
  return {
    pool: {
      outline: water,
      waterLevel: 0.1,
      // A bowl that levels out towards the middle: depth grows with the distance from the edge but
      // flattens well before the middle, so the floor has no crease along the lagoon's spine.
      depthAt: (u, v) => 0.15 + 1.45 * (1 - Math.exp(-Math.max(0, -water.distance(u, v)) / 0.75)),
      finish: FINISHES.natural,
      lamps: [],
    },
    coping: {
      width: 0.42,
      profile: 'stone',
      colour: fromBytes(178, 166, 146),
      stone: 0.45,
      openBelowV: null,
    },
    copingOuter: grow(water, 0.42),
    gravel: null,
    spaCentre: { u: length - 0.9, v: 0.9 },
    spaSize: 2.2,
    waterfall: {
      box: { u0: fallU - 0.7, v0: fallV - 0.8, u1: fallU + 0.7, v1: fallV },
      height: 1.0,
      axis: 'v',
      from: fallU - 0.3,
      to: fallU + 0.3,
      lip: 0.85,
      reach: 0.45,
    },
  };
}

function infinityLayout(length: number, width: number): Layout {
  const cw = 0.3;
  const water = roundedBox({ u0: cw, v0: 0, u1: length - cw, v1: width - cw }, 0.02);
  const depth = steppedDepth(cw, length - cw, 1.3, 1.6);
  return {
    pool: {
      outline: water,
      waterLevel: 0.012,
      depthAt: (u) => depth(u),
      finish: FINISHES.infinity,
      lamps: [],
    },
    coping: { width: cw, profile: 'flush', colour: fromBytes(214, 212, 206), stone: 0.8, openBelowV: 0.06 },
    copingOuter: grow(water, cw),
    gravel: null,
    spaCentre: { u: length - cw - 0.1, v: width - cw - 0.1 },
    spaSize: 2.1,
    waterfall: {
      box: { u0: cw - 0.3, v0: width / 2 - 0.8, u1: cw, v1: width / 2 + 0.8 },
      height: 0.55,
      axis: 'u',
      from: width / 2 - 0.6,
      to: width / 2 + 0.6,
      lip: 0.45,
      reach: 0.4,
    },
  };
}

export const LAYOUTS: Record<PoolStyle, (length: number, width: number) => Layout> = {
  modern: modernLayout,
  geometric: geometricLayout,
  traditional: traditionalLayout,
  natural: naturalLayout,
  infinity: infinityLayout,
};
