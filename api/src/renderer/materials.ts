// Surfaces at coping level and the faces of raised walls: textured in plan metres (so they follow
// the perspective), lit with the photo's exposure and white balance.

import { lineCoverage, type Rgb } from './colour.ts';
import type { RenderContext } from './context.ts';
import { hash2 } from './random.ts';
import { sample, sampleNearest } from './textures.ts';

/** Writes colour·light into out[0..2]. */
function lit(ctx: RenderContext, c: Rgb, k: number, out: Float64Array): void {
  litRgb(ctx, c[0], c[1], c[2], k, out);
}

function litRgb(ctx: RenderContext, r: number, g: number, b: number, k: number, out: Float64Array): void {
  const { white, intensity } = ctx.light;
  const s = k * intensity;
  out[0] = r * white[0] * s;
  out[1] = g * white[1] * s;
  out[2] = b * white[2] * s;
}

const GRAVEL: Rgb = [0.62, 0.61, 0.58];
const MULCH: Rgb = [0.11, 0.065, 0.04];

/** Distance (m) from `x` to the nearest multiple of `period`, with the index of that stone. */
function jointOffset(x: number, period: number): number {
  const t = x / period;
  return Math.abs(t - Math.round(t)) * period;
}

/**
 * Coping: `across` is the distance from the water's edge (0) to the outer edge (`width`), `along`
 * the position along the edge, for joints between stones.
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
  m: number,
  out: Float64Array,
): void {
  const tex = ctx.textures;
  const seed = ctx.seed;
  if (profile === 'stone') {
    shadeFlagstone(ctx, colour, u, v, 0.5, m, out);
    // Stones overhanging the water cast a darker rim on their inner edge.
    const rim = across < 0.05 ? 0.75 + 5 * across : 1;
    out[0] = (out[0] as number) * rim;
    out[1] = (out[1] as number) * rim;
    out[2] = (out[2] as number) * rim;
    return;
  }
  const index = Math.round(along / stone);
  const tint = 0.94 + 0.12 * hash2(index, 3, seed);
  const macro = 0.92 + 0.16 * sample(tex.noise, u / 2.3, v / 2.3);
  const speck = 0.95 + 0.1 * sample(tex.detail, u / 0.31, v / 0.31);
  let k = tint * macro * speck;
  const joint = lineCoverage(jointOffset(along, stone), 0.003, m);
  const outerGroove = lineCoverage(width - across, 0.004, m);
  k *= 1 - 0.45 * Math.max(joint, outerGroove);
  if (profile === 'bullnose') {
    // The rounded nose turns away from the sky towards the water: darker, with a highlight on its crown.
    const t = across / width;
    k *= 0.68 + 0.32 * Math.min(1, t / 0.3);
    k += 0.14 * Math.exp(-(((t - 0.2) / 0.07) ** 2));
  } else {
    const arris = lineCoverage(across, 0.004, m);
    k *= 1 - 0.25 * arris;
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
  m: number,
  out: Float64Array,
): void {
  const tex = ctx.textures;
  const per = size * 12;
  const x = u / per;
  const y = v / per;
  const id = sampleNearest(tex.cellId, x, y);
  const gap = sample(tex.cellEdge, x, y) * size;
  const dome = sample(tex.cellF1, x, y);
  const mortar = lineCoverage(gap, 0.012, m);
  const hueShift = id - 0.5;
  const tone = 0.8 + 0.35 * id;
  const grain = 0.9 + 0.2 * sample(tex.detail, u / 0.5, v / 0.5);
  const k = tone * grain * (1.04 - 0.18 * dome * dome);
  const sr = colour[0] * (1 + 0.12 * hueShift) * k;
  const sg = colour[1] * k;
  const sb = colour[2] * (1 - 0.12 * hueShift) * k;
  const mr = colour[0] * 0.45;
  const mg = colour[1] * 0.43;
  const mb = colour[2] * 0.4;
  litRgb(ctx, sr + (mr - sr) * mortar, sg + (mg - sg) * mortar, sb + (mb - sb) * mortar, 1, out);
}

/** Deck boards run along the pool (u); pavers in a running bond; flagstones for the natural style. */
export function shadeDeck(
  ctx: RenderContext,
  kind: 'boards' | 'pavers' | 'flagstone',
  colour: Rgb,
  u: number,
  v: number,
  m: number,
  out: Float64Array,
): void {
  const tex = ctx.textures;
  const seed = ctx.seed;
  if (kind === 'flagstone') {
    shadeFlagstone(ctx, colour, u, v, 0.65, m, out);
    return;
  }
  if (kind === 'boards') {
    const width = 0.145;
    const length = 2.4;
    const row = Math.floor(v / width);
    const offset = hash2(row, 11, seed) * length;
    const s = (u + offset) / length;
    const segment = Math.floor(s);
    const side = lineCoverage(jointOffset(v, width), 0.003, m);
    const end = lineCoverage(jointOffset(u + offset, length), 0.0025, m);
    const board = hash2(row, segment, seed);
    const grain = sample(tex.noise, u / 3.1 + board * 7, v / 0.11);
    const fine = sample(tex.detail, u / 0.9, v / 0.021);
    const k = (0.82 + 0.3 * board) * (0.82 + 0.26 * grain) * (0.94 + 0.12 * fine);
    const gap = Math.max(side, end);
    const warm = 1 + 0.06 * (board - 0.5);
    litRgb(ctx, colour[0] * warm, colour[1], colour[2] / warm, k * (1 - 0.75 * gap), out);
    return;
  }
  const rowHeight = 0.4;
  const length = 0.6;
  const row = Math.floor(v / rowHeight);
  const offset = (row & 1) * length * 0.5;
  const segment = Math.floor((u + offset) / length);
  const seam = Math.max(
    lineCoverage(jointOffset(v, rowHeight), 0.003, m),
    lineCoverage(jointOffset(u + offset, length), 0.003, m),
  );
  const paver = hash2(row, segment, seed);
  const vein = sample(tex.noise, u / 0.9 + paver * 5, v / 0.35);
  const pits = sample(tex.detail, u / 0.23, v / 0.23);
  const k = (0.92 + 0.14 * paver) * (0.9 + 0.18 * vein) * (pits < 0.28 ? 0.86 : 1);
  lit(ctx, colour, k * (1 - 0.3 * seam), out);
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
