// Per-style top-down plans in metres. The footprint (the user's four corners) is the rectangle
// u ∈ [0, length] (far-left → far-right) × v ∈ [0, width] (far edge → near edge); the pool with its
// coping fills it, the deck and plants sit around it. A plan is the style's layout (plan-layouts.ts)
// with the chosen features built around it (plan-features.ts), sampled into fields for speed.

import { BASIN_FAR_EDGE, deckBounds } from '@poolscape/shared/pool-features';
import { rasteriseField } from './fields.ts';
import { type Bounds, grow, type Outline, subtract, union } from './outlines.ts';
import {
  buildBasin,
  buildBeds,
  buildDeck,
  buildLights,
  buildSpa,
  buildWaterfall,
  withWalls,
} from './plan-features.ts';
import { type Layout, layoutFor } from './plan-layouts.ts';
import { copingLook, finishFor } from './plan-styles.ts';
import type { Basin, Deck, LightPoint, PlanFields, PoolPlan, Spa } from './plan-types.ts';
import type { PlanChoices, PoolFeature, PoolStyle } from './types.ts';

/** What stands around the pool in one plan: the parts its bounds and fields are made from. */
interface PlanParts {
  layout: Layout;
  length: number;
  width: number;
  spa: Spa | null;
  basin: Basin | null;
  deck: Deck | null;
  beds: Bounds[];
}

/** Everything level with the coping (deck, coping, spa base): for contact shadows. */
function platformOf({ layout, spa, basin, deck }: PlanParts): Outline {
  let platform = layout.copingOuter;
  if (spa) platform = union(platform, spa.outer);
  if (basin) platform = union(platform, basin.outer);
  if (deck) platform = union(platform, deck.outline);
  return platform;
}

/** The plan area holding every ground feature, with a margin for anti-aliasing and shadows. */
function planBounds({ length, width, spa, basin, deck, beds }: PlanParts): Bounds {
  const bounds: Bounds = { u0: -0.8, v0: -0.8, u1: length + 0.8, v1: width + 0.8 };
  const include = (b: Bounds): void => {
    bounds.u0 = Math.min(bounds.u0, b.u0 - 0.8);
    bounds.v0 = Math.min(bounds.v0, b.v0 - 0.8);
    bounds.u1 = Math.max(bounds.u1, b.u1 + 0.8);
    bounds.v1 = Math.max(bounds.v1, b.v1 + 0.8);
  };
  if (deck) include(deckBounds(length, width, basin !== null));
  if (basin) include({ u0: 0, v0: BASIN_FAR_EDGE, u1: length, v1: 0 });
  for (const bed of beds) include(bed);
  if (spa)
    include({
      u0: spa.centre.u - 1.3,
      v0: spa.centre.v - 1.3,
      u1: spa.centre.u + 1.3,
      v1: spa.centre.v + 1.3,
    });
  return bounds;
}

function planFields(parts: PlanParts, platform: Outline, footprint: Bounds, bounds: Bounds): PlanFields {
  const { layout, length, spa, basin, deck } = parts;
  return {
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
}

/** The layout with the chosen interior and coping in place of the style's (the hot tub's too). */
function withSurfaces(style: PoolStyle, layout: Layout, { water, copingMaterial }: PlanChoices): Layout {
  if (!water && !copingMaterial) return layout;
  return {
    ...layout,
    pool: { ...layout.pool, finish: finishFor(style, water) },
    coping: copingLook(style, layout.coping, copingMaterial),
  };
}

export function buildPlan(
  style: PoolStyle,
  features: readonly PoolFeature[],
  length: number,
  width: number,
  surfaces: PlanChoices = {},
): PoolPlan {
  const shape = surfaces.shape ?? 'styleDefault';
  const layout = withSurfaces(style, layoutFor(style, length, width, { ...surfaces, shape }), surfaces);
  const has = (f: PoolFeature): boolean => features.includes(f);

  const spa = has('hotTub') ? buildSpa(style, layout, has('lighting')) : null;
  // The hot tub is cut out of the pool, with a sliver of wall between them.
  const poolOutline = spa ? subtract(layout.pool.outline, grow(spa.outer, 0.02)) : layout.pool.outline;
  const basin = style === 'infinity' ? buildBasin(layout, length) : null;
  const deck = has('decking') ? buildDeck(style, length, width, basin, surfaces.deckMaterial) : null;
  const beds = has('landscaping') ? buildBeds(style, length, width, deck !== null) : [];
  const waterfall = has('waterfalls') ? buildWaterfall(style, layout) : null;
  const parts: PlanParts = { layout, length, width, spa, basin, deck, beds };
  const platform = platformOf(parts);
  const lights: { poolLights: LightPoint[]; deckLights: LightPoint[] } = has('lighting')
    ? buildLights(style, length, width, deck, basin)
    : { poolLights: [], deckLights: [] };

  const footprint: Bounds = { u0: -0.9, v0: -0.9, u1: length + 0.9, v1: width + 0.9 };
  const pool = withWalls({ ...layout.pool, outline: poolOutline, lamps: lights.poolLights }, footprint, 0.02);
  const bounds = planBounds(parts);

  return {
    style,
    fields: planFields(parts, platform, footprint, bounds),
    length,
    width,
    pool,
    coping: layout.coping,
    copingOuter: layout.copingOuter,
    // The geometric style's own coping fills the footprint around its L.
    copingReach:
      style === 'geometric' && shape === 'styleDefault'
        ? Number.POSITIVE_INFINITY
        : layout.coping.width + 0.05,
    gravel: layout.gravel,
    spa,
    basin,
    deck,
    beds,
    waterfall,
    platform,
    poolLights: lights.poolLights,
    deckLights: lights.deckLights,
    bounds,
  };
}
