// Surfaces at coping level and the faces of raised walls: textured in plan metres (so they follow
// the perspective), lit with the photo's exposure and white balance. The coping's water edge is
// rounded (bullnose) or eased (flush) and lit from the sun's side; decks dispatch to paving.ts
// (boards, pavers) and edging.ts (flagstones).

import { lineCoverage, type Rgb } from './colour.ts';
import type { RenderContext } from './context.ts';
import { findStone, shadeStone } from './edging.ts';
import {
  extentAlong,
  type Footprint,
  keepDetail,
  litRgb,
  PORCELAIN,
  periodicJoint,
  shadeBoards,
  shadePavers,
  TRAVERTINE,
  tiltLight,
} from './paving.ts';
import type { DeckKind } from './plan-types.ts';
import { hash2 } from './random.ts';
import { sample, sampleNearest } from './textures.ts';

/** Writes colour·light into out[0..2]. */
function lit(ctx: RenderContext, c: Rgb, k: number, out: Float64Array): void {
  litRgb(ctx, c[0], c[1], c[2], k, out);
}

const GRAVEL: Rgb = [0.62, 0.61, 0.58];
const MULCH: Rgb = [0.11, 0.065, 0.04];

/** Distance (m) from `x` to the nearest multiple of `period`. */
function jointOffset(x: number, period: number): number {
  const t = x / period;
  return Math.abs(t - Math.round(t)) * period;
}

/** Box-filtered share of a footprint `f` wide at `x` inside [lo, hi]. */
function band(x: number, lo: number, hi: number, f: number): number {
  const a = Math.max(x - f / 2, lo);
  const b = Math.min(x + f / 2, hi);
  return b > a ? Math.min(1, (b - a) / f) : 0;
}

/** Radius of the traditional coping's rounded nose and of the modern coping's eased arris (m). */
const NOSE = 0.05;
const EASE = 0.01;

/** Light on the rounded nose `a` metres in from its lip, facing the water along (du, dv). */
function noseLight(ctx: RenderContext, a: number, du: number, dv: number): number {
  if (a < 0 || a >= NOSE) return 1;
  const t = (NOSE - a) / NOSE;
  const crown = 0.2 * Math.exp(-(((1 - t) * NOSE - 0.6 * NOSE) ** 2) / (0.2 * NOSE) ** 2);
  return tiltLight(ctx, du, dv, Math.min(0.95, t)) + crown * (0.4 + 0.6 * ctx.daylight);
}

/**
 * Coping: `across` is the distance from the water's edge (0) to the outer edge (`width`), `along`
 * the position along the edge, for joints between stones; (nu, nv) the edge's outward normal, or
 * (0, 0) where it is not known. The water's edge is rounded (bullnose) or eased (flush), lit from
 * the sun's side, every joint filtered over the pixel's footprint.
 */
export function shadeCoping(
  ctx: RenderContext,
  colour: Rgb,
  profile: 'flush' | 'bullnose' | 'stone',
  stone: number,
  width: number,
  u: number,
  v: number,
  across: number,
  along: number,
  f: Footprint,
  nu: number,
  nv: number,
  out: Float64Array,
): void {
  const tex = ctx.textures;
  const seed = ctx.seed;
  const known = nu !== 0 || nv !== 0;
  const fa = known ? extentAlong(f, nu, nv) : Math.abs(f.ux) + Math.abs(f.vy);
  const ft = known ? extentAlong(f, -nv, nu) : fa;
  const fm = Math.max(fa, ft);
  if (profile === 'stone') {
    findStone(u, v, stone, seed ^ 0x5f3);
    shadeStone(ctx, colour, u, v, f, 0.006, out);
    return;
  }
  const index = Math.round(along / stone);
  const tint = 1 + 0.12 * (hash2(index, 3, seed) - 0.5) * keepDetail(stone, ft);
  const macro = 0.92 + 0.16 * sample(tex.noise, u / 2.3, v / 2.3);
  const speck = 1 + 0.1 * (sample(tex.detail, u / 1.3, v / 1.3) - 0.5) * keepDetail(0.04, fm);
  let k = tint * macro * speck;
  const joint = periodicJoint(along, stone, 0.0025, ft);
  const outerGroove = band(width - across, -1, 0.004, fa);
  k *= 1 - 0.5 * Math.min(1, joint + outerGroove);
  if (profile === 'bullnose') {
    // A rounded nose towards the water: filtered by averaging three points across the footprint.
    const du = known ? -nu : 0;
    const dv = known ? -nv : 0;
    const h = fa / 3;
    k *=
      (noseLight(ctx, across - h, du, dv) +
        noseLight(ctx, across, du, dv) +
        noseLight(ctx, across + h, du, dv)) /
      3;
    // A second shallow bead where the nose meets the flat top.
    k *= 1 - 0.12 * band(across, NOSE, NOSE + 0.006, fa);
  } else {
    const eased = band(across, 0, EASE, fa);
    const light = known ? tiltLight(ctx, -nu, -nv, 0.7) : 0.8;
    // The arris catches the light as a thin bright line on the sun's side.
    const arris = band(across, EASE * 0.7, EASE * 1.6, fa);
    const glint = known ? Math.max(0, tiltLight(ctx, -nu, -nv, 0.35) - 1) * 1.5 : 0;
    k *= 1 + eased * (light - 1) + arris * glint;
  }
  lit(ctx, colour, k, out);
}

/** Irregular stones with mortar between them; `size` is a typical stone's width in metres. */
export function shadeFlagstone(
  ctx: RenderContext,
  colour: Rgb,
  u: number,
  v: number,
  size: number,
  f: Footprint,
  out: Float64Array,
): void {
  findStone(u, v, size, ctx.seed ^ 0x2c1);
  shadeStone(ctx, colour, u, v, f, 0.008, out);
}

/** Deck boards run along the pool (u); pavers in a running bond; flagstones for the natural style. */
export function shadeDeck(
  ctx: RenderContext,
  kind: DeckKind,
  colour: Rgb,
  u: number,
  v: number,
  f: Footprint,
  out: Float64Array,
): void {
  if (kind === 'flagstone') shadeFlagstone(ctx, colour, u, v, 0.6, f, out);
  else if (kind === 'boards') shadeBoards(ctx, colour, u, v, f, out);
  else shadePavers(ctx, kind === 'travertine' ? TRAVERTINE : PORCELAIN, colour, u, v, f, out);
}

/** Light gravel: small pebbles with dark gaps. */
export function shadeGravel(ctx: RenderContext, u: number, v: number, m: number, out: Float64Array): void {
  const tex = ctx.textures;
  const x = u / 0.55;
  const y = v / 0.55;
  const id = sampleNearest(tex.cellId, x, y);
  const gap = sample(tex.cellEdge, x, y);
  const shade = m > 0.02 ? 0.8 : 0.55 + 0.45 * Math.min(1, gap * 4);
  const k = (0.72 + 0.3 * id) * shade;
  lit(ctx, GRAVEL, k, out);
}

/** A planting bed: dark bark mulch. */
export function shadeBed(ctx: RenderContext, u: number, v: number, out: Float64Array): void {
  const tex = ctx.textures;
  const n = sample(tex.detail, u / 0.35, v / 0.35);
  const chips = sample(tex.cellEdge, u / 0.4, v / 0.4);
  const k = (0.6 + 0.5 * n) * (chips < 0.08 ? 0.6 : 1);
  lit(ctx, MULCH, k, out);
}

/**
 * A vertical face (spa cladding, waterfall wall, deck edge) with outward normal (nu, nv) in the
 * plan; `along` and `z` place the texture on it.
 */
export function shadeFace(
  ctx: RenderContext,
  colour: Rgb,
  rough: boolean,
  nu: number,
  nv: number,
  along: number,
  z: number,
  out: Float64Array,
): void {
  const { sun } = ctx.light;
  const direct = Math.max(0, nu * sun[0] + nv * sun[1]) / sun[2];
  let k = 0.36 + 0.64 * Math.min(direct, 1.1);
  const tex = ctx.textures;
  if (rough) {
    const x = along / 4;
    const y = z / 2.4;
    const gap = sample(tex.cellEdge, x, y);
    const id = sampleNearest(tex.cellId, x, y);
    k *= (0.75 + 0.4 * id) * (gap < 0.07 ? 0.45 : 1);
  } else {
    // Tiles with thin joints.
    const joint = Math.max(
      lineCoverage(jointOffset(along, 0.3), 0.003, 0.01),
      lineCoverage(jointOffset(z, 0.15), 0.003, 0.01),
    );
    k *= (0.92 + 0.12 * sample(tex.detail, along / 0.6, z / 0.6)) * (1 - 0.3 * joint);
  }
  // Darker (wet, shaded) where the face meets the ground or the water.
  k *= 0.6 + 0.4 * Math.min(1, z / 0.1);
  lit(ctx, colour, k, out);
}
