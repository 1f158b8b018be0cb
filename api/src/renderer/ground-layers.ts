// The ground pass's layers at one pixel, front to back after the raised things: the pool with its
// coping (and the geometric pool's gravel), the infinity pool's weir and catch basin, the deck with
// its visible edge, and the planting beds. Each adds what it covers of the pixel to the
// accumulator and, where it is the first thing seen, says what the pixel shows.
import type { Rgb } from './colour.ts';
import { type Canvas, KIND, type RenderContext } from './context.ts';
import { type Field, fieldAt } from './fields.ts';
import { shadeBed, shadeCoping, shadeDeck, shadeFace, shadeGravel } from './materials.ts';
import type { Bounds } from './outlines.ts';
import { sampleNearest } from './textures.ts';
import { shadeVessel } from './water.ts';

/** The ground pass's state: fixed for a band, except the fields of the pixel being shaded. */
export interface GroundPass {
  ctx: RenderContext;
  canvas: Canvas;
  /** Shading scratch: colour, then glow. */
  s: Float64Array;
  acc: Float64Array;
  glowOn: boolean;
  /** Plan metres over which the time-of-day grade fades out on the lawn around the edit. */
  halo: number;
  /** How far the raised deck's shadow reaches on the lawn. */
  shadowReach: number;
  /** What the pixel shows (a KIND), decided by the first layer that covers part of it. */
  what: number;
  /** Distance from the camera to a raised thing the pixel shows, or -1. */
  hit: number;
}

/** Share of a pixel `m` metres wide that lies inside an outline at signed distance `d`. */
export function cover(d: number, m: number): number {
  const a = 0.5 - d / m;
  return a < 0 ? 0 : Math.min(a, 1);
}

/** acc = [r, g, b, glow r, glow g, glow b, share of the pixel still uncovered]. */
export function addLayer(acc: Float64Array, s: Float64Array, a: number, glow: boolean): void {
  const k = a * (acc[6] as number);
  if (k <= 0) return;
  acc[0] = (acc[0] as number) + k * (s[0] as number);
  acc[1] = (acc[1] as number) + k * (s[1] as number);
  acc[2] = (acc[2] as number) + k * (s[2] as number);
  if (glow) {
    acc[3] = (acc[3] as number) + k * (s[3] as number);
    acc[4] = (acc[4] as number) + k * (s[4] as number);
    acc[5] = (acc[5] as number) + k * (s[5] as number);
  }
  acc[6] = (acc[6] as number) - k;
}

function boxDistance(b: Bounds, u: number, v: number): number {
  const qu = Math.abs(u - (b.u0 + b.u1) / 2) - (b.u1 - b.u0) / 2;
  const qv = Math.abs(v - (b.v0 + b.v1) / 2) - (b.v1 - b.v0) / 2;
  const ou = Math.max(qu, 0);
  const ov = Math.max(qv, 0);
  return Math.sqrt(ou * ou + ov * ov) + Math.min(Math.max(qu, qv), 0);
}

export const normal = new Float64Array(2);

/** Outward normal of a field at (u, v) into `normal`, by central differences. */
export function normalOf(field: Field, u: number, v: number): void {
  const e = 0.03;
  const gu = fieldAt(field, u + e, v) - fieldAt(field, u - e, v);
  const gv = fieldAt(field, u, v + e) - fieldAt(field, u, v - e);
  const l = Math.sqrt(gu * gu + gv * gv) || 1;
  normal[0] = gu / l;
  normal[1] = gv / l;
}

const WET_STONE: Rgb = [0.05, 0.055, 0.06];

/** The pool's water, then the gravel and the coping around it. */
export function layerPool(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc, glowOn } = pass;
  const { plan } = ctx;
  const fields = plan.fields;
  const pool = plan.pool;
  const dP = fieldAt(pool.walls, u, v);
  if (dP < m) {
    const t = shadeVessel(ctx, pool, 0, u, v, m, false, s);
    addLayer(acc, s, cover(dP, m), glowOn);
    if (pass.what === KIND.photo) pass.what = t;
  }
  const coping = plan.coping;
  const open = coping.openBelowV !== null && v < coping.openBelowV && dP > -0.5 && plan.basin !== null;
  if ((acc[6] as number) > 0 && fields.gravel) {
    const dG = fieldAt(fields.gravel, u, v);
    if (dG < m) {
      shadeGravel(ctx, u, v, m, s);
      addLayer(acc, s, cover(dG, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.paving;
    }
  }
  if ((acc[6] as number) > 0 && !open) {
    let dC: number;
    if (coping.profile === 'stone') {
      // Irregular edging: each stone stops at its own distance from the water.
      const id = sampleNearest(ctx.textures.cellId, u / 6, v / 6);
      dC = dP - (coping.width + (id - 0.5) * 0.32);
    } else if (dP > plan.copingReach) {
      dC = dP - coping.width;
    } else {
      dC = fieldAt(fields.copingOuter, u, v);
    }
    if (dC < m) {
      shadeCoping(
        ctx,
        coping.colour,
        coping.profile,
        coping.stone,
        coping.width,
        u,
        v,
        dP,
        pool.outline.along(u, v),
        m,
        s,
      );
      addLayer(acc, s, cover(dC, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.paving;
    }
  }
}

/** The infinity edge's weir, the catch basin's water and the basin's coping. */
export function layerBasin(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc } = pass;
  const { plan, light } = ctx;
  const basin = plan.basin;
  if (!basin) return;
  const fields = plan.fields;
  const dW = boxDistance(basin.weir, u, v);
  if (dW < m) {
    // The weir: a wet dark lip with a film of water sliding over it.
    const sheen = Math.exp(-((v - basin.weir.v1) ** 2) / 0.002);
    const k = light.intensity;
    s[0] = (WET_STONE[0] + light.sky[0] * 0.25 * sheen) * k;
    s[1] = (WET_STONE[1] + light.sky[1] * 0.25 * sheen) * k;
    s[2] = (WET_STONE[2] + light.sky[2] * 0.25 * sheen) * k;
    addLayer(acc, s, cover(dW, m), false);
    if (pass.what === KIND.photo) pass.what = KIND.water;
  }
  if ((acc[6] as number) > 0) {
    const dB = fieldAt(basin.vessel.walls, u, v);
    if (dB < m) {
      shadeVessel(ctx, basin.vessel, 0, u, v, m, false, s);
      addLayer(acc, s, cover(dB, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.water;
    }
    const dO = fields.basinOuter ? fieldAt(fields.basinOuter, u, v) : 1;
    if ((acc[6] as number) > 0 && dO < m) {
      shadeCoping(
        ctx,
        plan.coping.colour,
        'flush',
        plan.coping.stone,
        0.28,
        u,
        v,
        dB,
        basin.outer.along(u, v),
        m,
        s,
      );
      addLayer(acc, s, cover(dO, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.paving;
    }
  }
}

/** The deck's surface, then its edge where the ray passes the deck top and meets its side. */
export function layerDeck(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc } = pass;
  const { camera, plan } = ctx;
  const { cu, cv, cz } = camera;
  const deck = plan.deck;
  const deckField = plan.fields.deck;
  if (!deck || !deckField) return;
  const dD = fieldAt(deckField, u, v);
  if (dD < m) {
    shadeDeck(ctx, deck.kind, deck.colour, u, v, m, s);
    addLayer(acc, s, cover(dD, m), false);
    if (pass.what === KIND.photo) pass.what = KIND.paving;
  }
  if ((acc[6] as number) > 0 && dD < 0.5) {
    // The deck's edge: the ray passes the deck top and meets its side before the lawn.
    const k = deck.rise / cz;
    const ul = u + (u - cu) * k;
    const vl = v + (v - cv) * k;
    const dL = fieldAt(deckField, ul, vl);
    if (dL < 0) {
      const t = dD / (dD - dL);
      normalOf(deckField, ul, vl);
      const nu = normal[0] as number;
      shadeFace(ctx, deck.colour, false, nu, normal[1] as number, nu !== 0 ? v : u, deck.rise * (1 - t), s);
      s[0] = (s[0] as number) * 0.8;
      s[1] = (s[1] as number) * 0.8;
      s[2] = (s[2] as number) * 0.8;
      addLayer(acc, s, cover(dL, m * 0.5), false);
      if (pass.what === KIND.photo) pass.what = KIND.solid;
    }
  }
}

export function layerBeds(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc } = pass;
  for (const bed of ctx.plan.beds) {
    const dB = boxDistance(bed, u, v);
    if (dB < m) {
      shadeBed(ctx, u, v, s);
      addLayer(acc, s, cover(dB, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.paving;
    }
  }
}
