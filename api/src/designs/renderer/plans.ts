// Per-style top-down plans in metres. The footprint (the user's four corners) is the rectangle
// u ∈ [0, length] (far-left → far-right) × v ∈ [0, width] (far edge → near edge); the pool with its
// coping fills it, the deck and plants sit around it.
import { fromBytes, type Rgb } from './colour.ts';
import { type Field, rasteriseField } from './fields.ts';
import {
  type Bounds,
  circle,
  freeform,
  grow,
  type Outline,
  rasterise,
  roundedBox,
  subtract,
  union,
} from './outlines.ts';
import type { PoolFeature, PoolStyle } from './types.ts';

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

export interface Deck {
  outline: Outline;
  kind: 'boards' | 'pavers' | 'flagstone';
  colour: Rgb;
  /** Height of the deck surface above the lawn (its visible edge). */
  rise: number;
}

/** A raised wall on the pool edge from which a sheet of water falls into the pool. */
export interface Waterfall {
  /** Footprint of the wall. */
  box: Bounds;
  height: number;
  /** The wall face the water leaves from: the near face (+v) or the right face (+u). */
  axis: 'u' | 'v';
  /** Span of the sheet along the face (plan coordinate along the face). */
  from: number;
  to: number;
  /** Height the sheet leaves the wall at (m above the coping). */
  lip: number;
  /** How far out from the face the sheet lands (m). */
  reach: number;
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

/** Typical pool areas (m²) per style; the footprint's proportions come from the photo. */
const AREA: Record<PoolStyle, number> = {
  modern: 40,
  traditional: 40,
  natural: 46,
  infinity: 40,
  geometric: 46,
};

/** Plan size for a style and the footprint's length / width ratio. */
export function planSize(style: PoolStyle, aspect: number): { length: number; width: number } {
  const a = Math.min(Math.max(aspect, 0.5), 6);
  let length = Math.sqrt(AREA[style] * a);
  length = Math.min(Math.max(length, 5), 16);
  return { length, width: length / a };
}

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

const FINISHES: Record<PoolStyle, Finish> = {
  modern: { wall: fromBytes(226, 234, 238), floor: fromBytes(200, 222, 234), waterline: null, tile: 0.25 },
  geometric: { wall: fromBytes(224, 232, 236), floor: fromBytes(206, 224, 230), waterline: null, tile: 0.2 },
  traditional: {
    wall: fromBytes(232, 238, 240),
    floor: fromBytes(218, 230, 236),
    waterline: fromBytes(38, 92, 152),
    tile: 0,
  },
  natural: { wall: fromBytes(120, 118, 104), floor: fromBytes(168, 164, 140), waterline: null, tile: 0 },
  infinity: { wall: fromBytes(70, 104, 140), floor: fromBytes(80, 118, 158), waterline: null, tile: 0.3 },
};

type LayoutVessel = Omit<Vessel, 'walls'>;

interface Layout {
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

function naturalLayout(length: number, width: number): Layout {
  const edge = 0.5;
  // Fit the lagoon's extreme points inside the footprint less the stone edging.
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
  const water = rasterise(
    freeform(cu, cv, ru, rv, LAGOON),
    { u0: -margin, v0: -margin, u1: length + margin, v1: width + margin },
    0.04,
  );
  // The rock spillway stands on the far shore, a third of the way along.
  const fallU = length * 0.32;
  let fallV = 0;
  while (fallV < width / 2 && water.distance(fallU, fallV) > 0) fallV += 0.01;
  return {
    pool: {
      outline: water,
      waterLevel: 0.1,
      depthAt: (u, v) => Math.min(0.15 + 0.55 * -water.distance(u, v), 1.7),
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

const LAYOUTS: Record<PoolStyle, (length: number, width: number) => Layout> = {
  modern: modernLayout,
  geometric: geometricLayout,
  traditional: traditionalLayout,
  natural: naturalLayout,
  infinity: infinityLayout,
};

const DECKS: Record<PoolStyle, Omit<Deck, 'outline'>> = {
  modern: { kind: 'boards', colour: fromBytes(92, 86, 80), rise: 0.1 },
  geometric: { kind: 'boards', colour: fromBytes(150, 104, 72), rise: 0.1 },
  traditional: { kind: 'pavers', colour: fromBytes(222, 206, 180), rise: 0.06 },
  natural: { kind: 'flagstone', colour: fromBytes(170, 156, 134), rise: 0.06 },
  infinity: { kind: 'pavers', colour: fromBytes(196, 194, 188), rise: 0.06 },
};

/** Deck width on each side: wider left and right, where loungers go. */
const DECK_SIDE = 2.0;
const DECK_FAR = 1.2;
const DECK_NEAR = 0.9;

function withWalls(vessel: LayoutVessel, bounds: Bounds, cell: number): Vessel {
  return { ...vessel, walls: rasteriseField(vessel.outline, bounds, cell) };
}

export function buildPlan(
  style: PoolStyle,
  features: readonly PoolFeature[],
  length: number,
  width: number,
): PoolPlan {
  const layout = LAYOUTS[style](length, width);
  const has = (f: PoolFeature): boolean => features.includes(f);

  let spa: Spa | null = null;
  let pool: LayoutVessel = layout.pool;
  if (has('hotTub')) {
    const { u, v } = layout.spaCentre;
    const half = layout.spaSize / 2;
    const round = style === 'traditional' || style === 'natural';
    const copingWidth = style === 'traditional' ? 0.3 : 0.22;
    const inner = round
      ? circle(u, v, half - copingWidth)
      : roundedBox(
          {
            u0: u - half + copingWidth,
            v0: v - half + copingWidth,
            u1: u + half - copingWidth,
            v1: v + half - copingWidth,
          },
          0.25,
        );
    const outer = grow(inner, copingWidth);
    const spaVessel: LayoutVessel = {
      outline: inner,
      waterLevel: 0.1,
      depthAt: () => 0.9,
      finish: layout.pool.finish,
      lamps: has('lighting') ? [{ u, v, z: -0.5 }] : [],
    };
    spa = {
      vessel: withWalls(
        spaVessel,
        { u0: u - half - 0.5, v0: v - half - 0.5, u1: u + half + 0.5, v1: v + half + 0.5 },
        0.02,
      ),
      outer,
      copingWidth,
      height: style === 'natural' ? 0.35 : 0.3,
      cladding:
        style === 'modern' || style === 'geometric' || style === 'infinity'
          ? layout.coping.colour
          : fromBytes(150, 138, 120),
      centre: { u, v },
    };
    pool = { ...pool, outline: subtract(pool.outline, grow(outer, 0.02)) };
  }

  let basin: Basin | null = null;
  if (style === 'infinity') {
    const inner = roundedBox({ u0: 0.3, v0: -0.75, u1: length - 0.3, v1: -0.14 }, 0.02);
    basin = {
      vessel: withWalls(
        { outline: inner, waterLevel: 0.3, depthAt: () => 0.45, finish: layout.pool.finish, lamps: [] },
        { u0: -0.5, v0: -1.6, u1: length + 0.5, v1: 0.6 },
        0.025,
      ),
      outer: grow(inner, 0.28),
      weir: { u0: 0.3, v0: -0.14, u1: length - 0.3, v1: 0 },
    };
  }

  const farEdge = basin ? -1.05 : 0;
  let deck: Deck | null = null;
  if (has('decking')) {
    const bounds = {
      u0: -DECK_SIDE,
      v0: basin ? farEdge : -DECK_FAR,
      u1: length + DECK_SIDE,
      v1: width + DECK_NEAR,
    };
    deck = { outline: roundedBox(bounds, style === 'natural' ? 1.2 : 0.04), ...DECKS[style] };
  }

  const beds: Bounds[] = [];
  if (has('landscaping')) {
    const outerU0 = deck ? -DECK_SIDE : -0.4;
    const outerU1 = deck ? length + DECK_SIDE : length + 0.4;
    if (style === 'infinity') {
      const v0 = -0.6;
      beds.push({ u0: outerU0 - 1.3, v0, u1: outerU0 - 0.05, v1: width * 0.6 });
      beds.push({ u0: outerU1 + 0.05, v0, u1: outerU1 + 1.3, v1: width * 0.6 });
    } else {
      const v1 = deck ? -DECK_FAR - 0.05 : -0.55;
      beds.push({ u0: outerU0 + 0.1, v0: v1 - 1.2, u1: outerU1 - 0.1, v1 });
    }
  }

  let waterfall: Waterfall | null = null;
  if (has('waterfalls') && layout.waterfall) {
    waterfall = {
      ...layout.waterfall,
      kind: style === 'natural' ? 'rock' : 'sheer',
      colour:
        style === 'traditional'
          ? fromBytes(196, 178, 150)
          : style === 'modern'
            ? fromBytes(70, 70, 72)
            : style === 'infinity'
              ? fromBytes(150, 148, 142)
              : fromBytes(120, 116, 110),
    };
  }

  let platform = layout.copingOuter;
  if (spa) platform = union(platform, spa.outer);
  if (basin) platform = union(platform, basin.outer);
  if (deck) platform = union(platform, deck.outline);

  const poolLights: LightPoint[] = [];
  const deckLights: LightPoint[] = [];
  if (has('lighting')) {
    const n = Math.max(2, Math.round(length / 3.2));
    for (let i = 0; i < n; i++) {
      const u = length * ((i + 0.5) / n);
      poolLights.push({ u, v: width - 0.5, z: -0.45 });
      if (style !== 'infinity') poolLights.push({ u, v: 0.5, z: -0.45 });
    }
    if (deck) {
      const u0 = -DECK_SIDE + 0.25;
      const u1 = length + DECK_SIDE - 0.25;
      const v0 = (basin ? farEdge : -DECK_FAR) + 0.25;
      const v1 = width + DECK_NEAR - 0.25;
      for (const [u, v] of [
        [u0, v0],
        [u1, v0],
        [u0, v1],
        [u1, v1],
        [u0, (v0 + v1) / 2],
        [u1, (v0 + v1) / 2],
      ] as const) {
        deckLights.push({ u, v, z: 0.02 });
      }
      for (let i = 1; i < 4; i++) deckLights.push({ u: u0 + ((u1 - u0) * i) / 4, v: v1, z: 0.02 });
    } else {
      for (const [u, v] of [
        [0.12, 0.12],
        [length - 0.12, 0.12],
        [0.12, width - 0.12],
        [length - 0.12, width - 0.12],
      ] as const) {
        deckLights.push({ u, v, z: 0.02 });
      }
    }
  }

  const footprint: Bounds = { u0: -0.9, v0: -0.9, u1: length + 0.9, v1: width + 0.9 };
  const poolVessel = withWalls({ ...pool, lamps: poolLights }, footprint, 0.02);

  const bounds: Bounds = { u0: -0.8, v0: -0.8, u1: length + 0.8, v1: width + 0.8 };
  const include = (b: Bounds): void => {
    bounds.u0 = Math.min(bounds.u0, b.u0 - 0.8);
    bounds.v0 = Math.min(bounds.v0, b.v0 - 0.8);
    bounds.u1 = Math.max(bounds.u1, b.u1 + 0.8);
    bounds.v1 = Math.max(bounds.v1, b.v1 + 0.8);
  };
  if (deck)
    include({
      u0: -DECK_SIDE,
      v0: basin ? farEdge : -DECK_FAR,
      u1: length + DECK_SIDE,
      v1: width + DECK_NEAR,
    });
  if (basin) include({ u0: 0, v0: farEdge, u1: length, v1: 0 });
  for (const bed of beds) include(bed);
  if (spa)
    include({
      u0: spa.centre.u - 1.3,
      v0: spa.centre.v - 1.3,
      u1: spa.centre.u + 1.3,
      v1: spa.centre.v + 1.3,
    });

  const fields: PlanFields = {
    copingOuter: rasteriseField(layout.copingOuter, footprint, 0.025),
    platform: rasteriseField(platform, bounds, 0.05),
    deck: deck ? rasteriseField(deck.outline, bounds, 0.04) : null,
    spaOuter: spa
      ? rasteriseField(
          spa.outer,
          { u0: spa.centre.u - 2, v0: spa.centre.v - 2, u1: spa.centre.u + 2, v1: spa.centre.v + 2 },
          0.02,
        )
      : null,
    basinOuter: basin
      ? rasteriseField(basin.outer, { u0: -0.5, v0: -1.6, u1: length + 0.5, v1: 0.6 }, 0.025)
      : null,
    gravel: layout.gravel ? rasteriseField(layout.gravel, footprint, 0.025) : null,
  };

  return {
    style,
    fields,
    length,
    width,
    pool: poolVessel,
    coping: layout.coping,
    copingOuter: layout.copingOuter,
    copingReach: style === 'geometric' ? Number.POSITIVE_INFINITY : layout.coping.width + 0.05,
    gravel: layout.gravel,
    spa,
    basin,
    deck,
    beds,
    waterfall,
    platform,
    poolLights,
    deckLights,
    bounds,
  };
}
