// What stands around the pool in its plan, in metres: the deck, the planting beds, the hot tub and
// the waterfall, placed for the style and shape; and the whole plan as the studio's preview draws
// it. The renderer builds its features on the same places. No zod here (see pool-plan.ts).
import type { PoolFeature, PoolStyle } from './designs.ts';
import {
  insideRing,
  type OutlinePoint,
  offsetRing,
  type PlanBox,
  type PlanPoint,
  type PoolShape,
  type SpaChoice,
  type WaterfallWall,
} from './plan-geometry.ts';
import { COPING_WIDTHS, lShapeSplit, waterBox, waterRing } from './pool-plan.ts';

/** Deck width on each side: wider left and right, where loungers go. */
export const DECK_SIDE = 2.0;
export const DECK_FAR = 1.2;
export const DECK_NEAR = 0.9;
/** How far the infinity pool's catch basin reaches beyond the far edge (m). */
export const BASIN_FAR_EDGE = -1.05;

/** The deck's extent: around the pool, and up to the catch basin's edge when there is one. */
export function deckBounds(length: number, width: number, basin: boolean): PlanBox {
  return {
    u0: -DECK_SIDE,
    v0: basin ? BASIN_FAR_EDGE : -DECK_FAR,
    u1: length + DECK_SIDE,
    v1: width + DECK_NEAR,
  };
}

/** Planting beds: along the far side, or beside the infinity pool so they never block its view. */
export function bedBounds(style: PoolStyle, length: number, width: number, decked: boolean): PlanBox[] {
  const outerU0 = decked ? -DECK_SIDE : -0.4;
  const outerU1 = decked ? length + DECK_SIDE : length + 0.4;
  if (style === 'infinity') {
    const v0 = -0.6;
    return [
      { u0: outerU0 - 1.3, v0, u1: outerU0 - 0.05, v1: width * 0.6 },
      { u0: outerU1 + 0.05, v0, u1: outerU1 + 1.3, v1: width * 0.6 },
    ];
  }
  const v1 = decked ? -DECK_FAR - 0.05 : -0.55;
  return [{ u0: outerU0 + 0.1, v0: v1 - 1.2, u1: outerU1 - 0.1, v1 }];
}

/** The hot tub's place: its centre and outer size (m), round or square. */
export interface SpaPlacement {
  u: number;
  v: number;
  size: number;
  round: boolean;
}

const ROUND_SPAS: Record<PoolStyle, boolean> = {
  modern: false,
  geometric: false,
  traditional: true,
  natural: true,
  infinity: false,
};

/** The hot tub at a chosen place: its centre in the water's corner or side, or beyond the coping. */
function chosenSpa(
  style: PoolStyle,
  length: number,
  width: number,
  size: number,
  choice: SpaChoice,
): SpaPlacement {
  const box = waterBox(style, length, width);
  const half = size / 2;
  // Cut into the pool: most of the tub over the water's corner or side. Apart: on the ground
  // beside the pool, clear of its coping.
  const beyond = half + COPING_WIDTHS[style] + 0.4;
  const left = choice.apart ? -beyond + COPING_WIDTHS[style] : box.u0 + half * 0.75;
  const right = choice.apart ? length + beyond - COPING_WIDTHS[style] : box.u1 - half * 0.75;
  const far = box.v0 + half * 0.75;
  const near = box.v1 - half * 0.75;
  const middle = width / 2;
  const [u, v] = {
    farLeft: [left, far],
    farRight: [right, far],
    nearLeft: [left, near],
    nearRight: [right, near],
    left: [left, middle],
    right: [right, middle],
  }[choice.place] as [number, number];
  return { u, v, size, round: ROUND_SPAS[style] };
}

/**
 * Where the hot tub goes: at the chosen place, or where the style puts it (a corner of the pool,
 * cut into it).
 */
export function spaPlacement(
  style: PoolStyle,
  length: number,
  width: number,
  choice?: SpaChoice,
): SpaPlacement {
  const own = styleSpa(style, length, width);
  return choice ? chosenSpa(style, length, width, own.size, choice) : own;
}

function styleSpa(style: PoolStyle, length: number, width: number): SpaPlacement {
  const cw = COPING_WIDTHS[style];
  const round = ROUND_SPAS[style];
  switch (style) {
    case 'geometric': {
      const { shelf } = lShapeSplit(waterBox(style, length, width), length, width);
      return { u: length - cw - 1.2, v: shelf / 2, size: Math.min(2.2, Math.max(shelf - 0.3, 1.6)), round };
    }
    case 'traditional':
      return { u: length - cw - 0.2, v: cw + 0.2, size: 2.3, round };
    case 'natural':
      return { u: length - 0.9, v: 0.9, size: 2.2, round };
    case 'infinity':
      return { u: length - cw - 0.1, v: width - cw - 0.1, size: 2.1, round };
    default:
      return { u: length - cw - 0.4, v: cw + 0.4, size: 2.2, round };
  }
}

/** A raised wall on the pool edge from which a sheet of water falls into the pool. */
export interface WaterfallPlacement {
  /** Footprint of the wall. */
  box: PlanBox;
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
}

/** A wall standing on the far edge at `farV`, centred on `centreU`. */
function farWall(
  centreU: number,
  farV: number,
  span: number,
  height: number,
  depth = 0.55,
): WaterfallPlacement {
  return {
    box: { u0: centreU - span / 2, v0: farV - depth, u1: centreU + span / 2, v1: farV },
    height,
    axis: 'v',
    from: centreU - span / 2 + 0.2,
    to: centreU + span / 2 - 0.2,
    lip: height - 0.12,
    reach: 0.28 + height * 0.25,
  };
}

/** The first v (from the far side down) where the water starts at `u`, or `fallback`. */
function farEdgeAt(
  ring: readonly PlanPoint[],
  u: number,
  from: number,
  to: number,
  fallback: number,
): number {
  for (let v = from; v < to; v += 0.01) if (insideRing(ring, u, v)) return v;
  return fallback;
}

/** A wall on the left edge of the water, its sheet falling towards +u, centred on the side. */
function leftWall(ring: readonly PlanPoint[], box: PlanBox, width: number): WaterfallPlacement {
  const middle = width / 2;
  let edge = box.u0;
  while (edge < box.u1 && !insideRing(ring, edge, middle)) edge += 0.01;
  return {
    box: { u0: edge - 0.3, v0: middle - 0.8, u1: edge, v1: middle + 0.8 },
    height: 0.55,
    axis: 'u',
    from: middle - 0.6,
    to: middle + 0.6,
    lip: 0.45,
    reach: 0.4,
  };
}

/**
 * Where the waterfall stands for the style and shape: on the chosen wall, or on the style's (the
 * far wall facing the pool, the infinity pool's left one).
 */
export function waterfallPlacement(
  style: PoolStyle,
  shape: PoolShape,
  length: number,
  width: number,
  ring: readonly PlanPoint[],
  wall?: WaterfallWall,
): WaterfallPlacement {
  const box = waterBox(style, length, width);
  if (wall === 'left') return leftWall(ring, box, width);
  if (wall === 'far' && style === 'infinity' && shape === 'styleDefault')
    return farWall(length / 2, box.v0, 1.7, 0.75);
  if (shape === 'styleDefault') {
    switch (style) {
      case 'geometric': {
        const { split } = lShapeSplit(box, length, width);
        return farWall((box.u0 + split) / 2, box.v0, Math.min(1.4, split - box.u0 - 0.6), 0.7);
      }
      case 'traditional':
        return farWall(length / 2, box.v0, 1.5, 0.6);
      case 'natural': {
        // The rock spillway stands on the far shore, a third of the way along.
        const u = length * 0.32;
        const v = farEdgeAt(ring, u, 0, width / 2, width / 2);
        return { ...farWall(u, v, 1.4, 1.0, 0.8), from: u - 0.3, to: u + 0.3, lip: 0.85, reach: 0.45 };
      }
      case 'infinity':
        return leftWall(ring, box, width);
      default:
        return farWall(length / 2, box.v0, 1.7, 0.75);
    }
  }
  // A shape of the user's: on the far wall where the water comes closest to the far edge.
  const top = Math.min(...ring.map((p) => p.v));
  const near = ring.filter((p) => p.v <= top + 0.05).map((p) => p.u);
  const centre = (Math.min(...near) + Math.max(...near)) / 2;
  const span = Math.min(1.7, Math.max(1, (box.u1 - box.u0) / 4));
  return farWall(centre, farEdgeAt(ring, centre, box.v0 - 0.5, width, box.v0), span, 0.75);
}

/** Every part of a plan the preview draws, in metres. */
export interface PlanOutlines {
  length: number;
  width: number;
  water: PlanPoint[];
  coping: PlanPoint[];
  deck: PlanBox | null;
  beds: PlanBox[];
  spa: SpaPlacement | null;
  waterfall: WaterfallPlacement | null;
}

/** What a design chooses of its plan besides the style and features; unset, the style's own. */
export interface PlanChoice {
  shape?: PoolShape | undefined;
  outline?: readonly OutlinePoint[] | undefined;
  spa?: SpaChoice | undefined;
  waterfall?: WaterfallWall | undefined;
}

/** The pool's plan for a style, features and choices in a `length` x `width` footprint. */
export function planOutlines(
  style: PoolStyle,
  features: readonly PoolFeature[],
  length: number,
  width: number,
  choice: PlanChoice = {},
): PlanOutlines {
  const shape = choice.shape ?? 'styleDefault';
  const water = waterRing(style, shape, length, width, choice.outline);
  const decked = features.includes('decking');
  return {
    length,
    width,
    water,
    coping: offsetRing(water, COPING_WIDTHS[style]),
    deck: decked ? deckBounds(length, width, style === 'infinity') : null,
    beds: features.includes('landscaping') ? bedBounds(style, length, width, decked) : [],
    spa: features.includes('hotTub') ? spaPlacement(style, length, width, choice.spa) : null,
    waterfall: features.includes('waterfalls')
      ? waterfallPlacement(style, shape, length, width, water, choice.waterfall)
      : null,
  };
}
