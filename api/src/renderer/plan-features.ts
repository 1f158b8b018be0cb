// The build steps that add the chosen features around a style's layout: the hot tub, the infinity
// pool's catch basin, the deck, the planting beds, the waterfall and the lights.

import {
  BASIN_FAR_EDGE,
  bedBounds,
  DECK_FAR,
  DECK_NEAR,
  DECK_SIDE,
  deckBounds,
} from '@poolscape/shared/pool-features';
import { rasteriseField } from './fields.ts';
import { type Bounds, circle, grow, roundedBox } from './outlines.ts';
import type { Layout, LayoutVessel } from './plan-layouts.ts';
import { DECK_CORNERS, deckLook, SPA_LOOKS, WATERFALL_LOOKS } from './plan-styles.ts';
import type { Basin, Deck, LightPoint, Spa, Vessel, Waterfall } from './plan-types.ts';
import type { DeckMaterial, PoolStyle } from './types.ts';

/** The vessel with its walls sampled on a grid of `cell` metres over `bounds`. */
export function withWalls(vessel: LayoutVessel, bounds: Bounds, cell: number): Vessel {
  return { ...vessel, walls: rasteriseField(vessel.outline, bounds, cell) };
}

/** The hot tub at the layout's spa corner; `lit` gives it an underwater lamp. */
export function buildSpa(style: PoolStyle, layout: Layout, lit: boolean): Spa {
  const { u, v } = layout.spaCentre;
  const half = layout.spaSize / 2;
  const look = SPA_LOOKS[style];
  const copingWidth = look.copingWidth;
  const inner = look.round
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
  const spaVessel: LayoutVessel = {
    outline: inner,
    waterLevel: 0.1,
    depthAt: () => 0.9,
    finish: layout.pool.finish,
    lamps: lit ? [{ u, v, z: -0.5 }] : [],
  };
  return {
    vessel: withWalls(
      spaVessel,
      { u0: u - half - 0.5, v0: v - half - 0.5, u1: u + half + 0.5, v1: v + half + 0.5 },
      0.02,
    ),
    outer: grow(inner, copingWidth),
    copingWidth,
    height: look.height,
    cladding: look.cladding ?? layout.coping.colour,
    centre: { u, v },
  };
}

/** The infinity pool's catch basin below its vanishing far edge. */
export function buildBasin(layout: Layout, length: number): Basin {
  const inner = roundedBox({ u0: 0.3, v0: -0.75, u1: length - 0.3, v1: -0.14 }, 0.02);
  return {
    vessel: withWalls(
      { outline: inner, waterLevel: 0.3, depthAt: () => 0.45, finish: layout.pool.finish, lamps: [] },
      { u0: -0.5, v0: -1.6, u1: length + 0.5, v1: 0.6 },
      0.025,
    ),
    outer: grow(inner, 0.28),
    weir: { u0: 0.3, v0: -0.14, u1: length - 0.3, v1: 0 },
  };
}

/** The deck in the style's material, or in `material` when one is chosen. */
export function buildDeck(
  style: PoolStyle,
  length: number,
  width: number,
  basin: Basin | null,
  material?: DeckMaterial,
): Deck {
  return {
    outline: roundedBox(deckBounds(length, width, basin !== null), DECK_CORNERS[style]),
    ...deckLook(style, material),
  };
}

/** Planting beds: along the far side, or beside the infinity pool so they never block its view. */
export function buildBeds(style: PoolStyle, length: number, width: number, decked: boolean): Bounds[] {
  return bedBounds(style, length, width, decked);
}

export function buildWaterfall(style: PoolStyle, layout: Layout): Waterfall | null {
  return layout.waterfall ? { ...layout.waterfall, ...WATERFALL_LOOKS[style] } : null;
}

/** Underwater lamps along the long walls (not under an infinity edge). */
function poolLightsFor(style: PoolStyle, length: number, width: number): LightPoint[] {
  const lights: LightPoint[] = [];
  const n = Math.max(2, Math.round(length / 3.2));
  for (let i = 0; i < n; i++) {
    const u = length * ((i + 0.5) / n);
    lights.push({ u, v: width - 0.5, z: -0.45 });
    if (style !== 'infinity') lights.push({ u, v: 0.5, z: -0.45 });
  }
  return lights;
}

/** Deck lamps at the deck's corners and along its edges, or at the coping's corners without one. */
function deckLightsFor(length: number, width: number, deck: Deck | null, basin: Basin | null): LightPoint[] {
  const lights: LightPoint[] = [];
  if (!deck) {
    for (const [u, v] of [
      [0.12, 0.12],
      [length - 0.12, 0.12],
      [0.12, width - 0.12],
      [length - 0.12, width - 0.12],
    ] as const) {
      lights.push({ u, v, z: 0.02 });
    }
    return lights;
  }
  const u0 = -DECK_SIDE + 0.25;
  const u1 = length + DECK_SIDE - 0.25;
  const v0 = (basin ? BASIN_FAR_EDGE : -DECK_FAR) + 0.25;
  const v1 = width + DECK_NEAR - 0.25;
  for (const [u, v] of [
    [u0, v0],
    [u1, v0],
    [u0, v1],
    [u1, v1],
    [u0, (v0 + v1) / 2],
    [u1, (v0 + v1) / 2],
  ] as const) {
    lights.push({ u, v, z: 0.02 });
  }
  for (let i = 1; i < 4; i++) lights.push({ u: u0 + ((u1 - u0) * i) / 4, v: v1, z: 0.02 });
  return lights;
}

export function buildLights(
  style: PoolStyle,
  length: number,
  width: number,
  deck: Deck | null,
  basin: Basin | null,
): { poolLights: LightPoint[]; deckLights: LightPoint[] } {
  return {
    poolLights: poolLightsFor(style, length, width),
    deckLights: deckLightsFor(length, width, deck, basin),
  };
}
