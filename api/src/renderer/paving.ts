// Deck surfaces in true perspective: timber boards and pavers (travertine, porcelain) textured in
// plan metres. Every joint, gap and bevel is box-filtered over the pixel's footprint measured along
// the axis it varies on, and fine detail (grain, pits, per-board tone) fades to its average where
// a pixel covers more than its size, so the far deck neither shimmers nor turns into a flat slab.
import type { Rgb } from './colour.ts';
import type { RenderContext } from './context.ts';
import { hash2 } from './random.ts';
import { sample } from './textures.ts';

/** What shading a surface needs from the render: its textures, the photo's light and the seed. */
export type SurfaceContext = Pick<RenderContext, 'textures' | 'light' | 'seed' | 'daylight'>;

/** A pixel's footprint on the plan: metres of (u, v) per pixel step in x and in y. */
export interface Footprint {
  ux: number;
  vx: number;
  uy: number;
  vy: number;
}

export function createFootprint(): Footprint {
  return { ux: 0, vx: 0, uy: 0, vy: 0 };
}

/** A square footprint `m` metres wide (where only the pixel's size is known). */
export function setSquare(f: Footprint, m: number): Footprint {
  f.ux = m;
  f.vx = 0;
  f.uy = 0;
  f.vy = m;
  return f;
}

/** How far (m) the pixel reaches along the plan direction (nu, nv) (a unit vector). */
export function extentAlong(f: Footprint, nu: number, nv: number): number {
  return Math.abs(nu * f.ux + nv * f.vx) + Math.abs(nu * f.uy + nv * f.vy);
}

/** Length of [0, x] that lies in the bands [k·period + lo, k·period + hi], 0 ≤ lo < hi ≤ period. */
function bandMeasure(x: number, period: number, lo: number, hi: number): number {
  const n = Math.floor(x / period);
  const r = x - n * period;
  const inBand = r < lo ? 0 : r > hi ? hi - lo : r - lo;
  return n * (hi - lo) + inBand;
}

/**
 * Share of the interval [x - f/2, x + f/2] inside the periodic bands [k·period + lo, k·period + hi]:
 * an exact box filter, so a band finer than the pixel greys out to its average share instead of
 * flickering.
 */
export function periodicBand(x: number, period: number, lo: number, hi: number, f: number): number {
  if (f < 1e-7) {
    const r = x - Math.floor(x / period) * period;
    return r >= lo && r < hi ? 1 : 0;
  }
  const h = f / 2;
  return (bandMeasure(x + h, period, lo, hi) - bandMeasure(x - h, period, lo, hi)) / f;
}

/** Share of a footprint `f` wide at `x` covered by joints `2·half` wide centred on multiples of `period`. */
export function periodicJoint(x: number, period: number, half: number, f: number): number {
  return periodicBand(x + half, period, 0, 2 * half, f);
}

/** How much of a detail of size `size` (m) a pixel `f` metres wide still shows: 1 close up, 0 far. */
export function keepDetail(size: number, f: number): number {
  const r = f / size;
  if (r <= 0.3) return 1;
  if (r >= 1) return 0;
  const t = (1 - r) / 0.7;
  return t * t * (3 - 2 * t);
}

/** Writes colour·k, in the photo's white balance and exposure, into out[0..2]. */
export function litRgb(
  ctx: SurfaceContext,
  r: number,
  g: number,
  b: number,
  k: number,
  out: Float64Array,
): void {
  const { white, intensity } = ctx.light;
  const s = k * intensity;
  out[0] = r * white[0] * s;
  out[1] = g * white[1] * s;
  out[2] = b * white[2] * s;
}

/**
 * Brightness, relative to a level surface, of a face tilted by `tilt` (sine of the angle) towards
 * the plan direction (du, dv), in the scene's sun. Weaker when the sun is low or gone.
 */
export function tiltLight(ctx: SurfaceContext, du: number, dv: number, tilt: number): number {
  const { sun } = ctx.light;
  const cos = Math.sqrt(1 - tilt * tilt);
  const lit = cos + (tilt * (du * sun[0] + dv * sun[1])) / sun[2];
  const d = 0.3 + 0.7 * ctx.daylight;
  return 1 + (Math.max(lit, 0.15) - 1) * d;
}

/** Light on bevels facing -u, +u, -v and +v, for the render it was last worked out for. */
const bevels = { ctx: null as SurfaceContext | null, light: new Float64Array(4) };

function bevelLight(ctx: SurfaceContext): Float64Array {
  if (bevels.ctx !== ctx) {
    bevels.light[0] = tiltLight(ctx, -1, 0, 0.6);
    bevels.light[1] = tiltLight(ctx, 1, 0, 0.6);
    bevels.light[2] = tiltLight(ctx, 0, -1, 0.6);
    bevels.light[3] = tiltLight(ctx, 0, 1, 0.6);
    bevels.ctx = ctx;
  }
  return bevels.light;
}

const BOARD_WIDTH = 0.145;
const BOARD_LENGTH = 2.4;
const BOARD_GAP = 0.003;
const BOARD_EASE = 0.007;

/** Timber boards along u: per-board tone, grain along the board, staggered butt joints, eased edges. */
export function shadeBoards(
  ctx: SurfaceContext,
  colour: Rgb,
  u: number,
  v: number,
  f: Footprint,
  out: Float64Array,
): void {
  const tex = ctx.textures;
  const seed = ctx.seed;
  const mu = Math.abs(f.ux) + Math.abs(f.uy);
  const mv = Math.abs(f.vx) + Math.abs(f.vy);
  const row = Math.floor(v / BOARD_WIDTH);
  const length = BOARD_LENGTH * (0.75 + 0.5 * hash2(row, 5, seed));
  const s = u + hash2(row, 11, seed) * length;
  const segment = Math.floor(s / length);
  const board = hash2(row, segment, seed);
  const tone = 1 + 0.3 * (board - 0.5) * keepDetail(BOARD_WIDTH, mv);
  // Grain: streaks long along the board, a fine and a broad layer, each fading with distance.
  const fine = sample(tex.detail, s / 8 + board * 3.7, v / 0.9);
  const broad = sample(tex.noise, s / 3 + board, v / 0.6 + board * 0.5);
  const grain =
    1 +
    0.6 * (fine - 0.5) * keepDetail(0.03, mv) +
    0.3 * (broad - 0.5) * keepDetail(0.1, Math.max(mv, mu * 0.3));
  // Eased edges: the side nearer the sun catches it, the other falls into shade.
  const y = v - row * BOARD_WIDTH;
  const lo = periodicBand(v, BOARD_WIDTH, BOARD_GAP, BOARD_GAP + BOARD_EASE, mv);
  const hi = periodicBand(v, BOARD_WIDTH, BOARD_WIDTH - BOARD_GAP - BOARD_EASE, BOARD_WIDTH - BOARD_GAP, mv);
  const light = bevelLight(ctx);
  const ease = 1 + lo * ((light[2] as number) - 1) + hi * ((light[3] as number) - 1);
  const side = periodicJoint(v, BOARD_WIDTH, BOARD_GAP, mv);
  const end = periodicJoint(s, length, 0.0025, mu) * (y > BOARD_GAP && y < BOARD_WIDTH - BOARD_GAP ? 1 : 0);
  const gap = Math.min(1, side + end);
  const warm = 1 + 0.08 * (board - 0.5) * keepDetail(BOARD_WIDTH, mv);
  const k = tone * grain * ease * (1 - 0.88 * gap);
  litRgb(ctx, colour[0] * warm, colour[1], colour[2] / warm, k, out);
}

/** A paver finish: its size, joints and surface. */
export interface PaverLook {
  /** Size along u and along v (m); rows run along u in a running bond. */
  length: number;
  depth: number;
  /** Half the joint's width and the bevel's width (m). */
  joint: number;
  bevel: number;
  /** Spread of tone from stone to stone. */
  spread: number;
  /** Travertine's pits and veins (0 for a plain porcelain). */
  pits: number;
  veins: number;
}

export const TRAVERTINE: PaverLook = {
  length: 0.6,
  depth: 0.4,
  joint: 0.002,
  bevel: 0.008,
  spread: 0.16,
  pits: 1,
  veins: 1,
};
export const PORCELAIN: PaverLook = {
  length: 0.9,
  depth: 0.45,
  joint: 0.0015,
  bevel: 0.004,
  spread: 0.07,
  pits: 0,
  veins: 0.35,
};

/** Pavers in a running bond: per-stone tone, bevelled edges lit by the sun, filtered joints. */
export function shadePavers(
  ctx: SurfaceContext,
  look: PaverLook,
  colour: Rgb,
  u: number,
  v: number,
  f: Footprint,
  out: Float64Array,
): void {
  const tex = ctx.textures;
  const seed = ctx.seed;
  const mu = Math.abs(f.ux) + Math.abs(f.uy);
  const mv = Math.abs(f.vx) + Math.abs(f.vy);
  const { length: L, depth: D, joint: h, bevel: b } = look;
  const row = Math.floor(v / D);
  const s = u + (row & 1) * L * 0.5;
  const segment = Math.floor(s / L);
  const paver = hash2(row, segment, seed);
  const tone = 1 + look.spread * (paver - 0.5) * 2 * keepDetail(D, Math.max(mu, mv));
  const fm = Math.max(mu, mv);
  let surface = 1;
  if (look.veins > 0) {
    const vein = sample(tex.noise, s / 1.6 + paver * 5, v / 0.5 + paver * 3);
    surface *= 1 + look.veins * 0.22 * (vein - 0.5) * keepDetail(0.03, mv);
  }
  if (look.pits > 0) {
    // Travertine's holes: dark specks that average out to a slightly darker stone far away.
    const p = sample(tex.detail, s / 0.9 + paver * 7, v / 0.9);
    const pit = p < 0.3 ? Math.min(1, (0.3 - p) * 12) : 0;
    const keep = keepDetail(0.02, fm);
    surface *= 1 - look.pits * (0.3 * pit * keep + 0.02 * (1 - keep));
  }
  const mottle = sample(tex.detail, u / 7, v / 7);
  surface *= 1 + 0.1 * (mottle - 0.5) * keepDetail(0.3, fm);
  // Bevels on all four sides, lit from the sun's direction; the joints between them.
  const bevV0 = periodicBand(v, D, h, h + b, mv);
  const bevV1 = periodicBand(v, D, D - h - b, D - h, mv);
  const bevU0 = periodicBand(s, L, h, h + b, mu);
  const bevU1 = periodicBand(s, L, L - h - b, L - h, mu);
  const light = bevelLight(ctx);
  const bevel =
    1 +
    bevV0 * ((light[2] as number) - 1) +
    bevV1 * ((light[3] as number) - 1) +
    bevU0 * ((light[0] as number) - 1) +
    bevU1 * ((light[1] as number) - 1);
  const seam = Math.min(1, periodicJoint(v, D, h, mv) + periodicJoint(s, L, h, mu));
  const k = tone * surface * bevel * (1 - 0.55 * seam);
  const hue = 1 + 0.05 * (paver - 0.5) * look.spread * 6;
  litRgb(ctx, colour[0] * hue, colour[1], colour[2] / hue, k, out);
}
