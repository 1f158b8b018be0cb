// The ground pass's layers at one pixel, front to back after the raised things: the pool with its
// coping (and the geometric pool's gravel; the natural pool's ring of stones, each cut to its own
// width and standing a little above the lawn), the infinity pool's weir and catch basin, the deck
// with its visible edge, and the planting beds. Each adds what it covers of the pixel to the
// accumulator and, where it is the first thing seen, says what the pixel shows.
import type { Rgb } from './colour.ts';
import { occludeWater } from './contact.ts';
import { KIND } from './context.ts';
import { findStone, shadeStone, stoneHit } from './edging.ts';
import { fieldAt } from './fields.ts';
import { addLayer, boxDistance, cover, type GroundPass, normal, normalOf } from './ground-pass.ts';
import { shadeBed, shadeCoping, shadeDeck, shadeFace, shadeGravel } from './materials.ts';
import { extentAlong, tiltLight } from './paving.ts';
import type { PoolPlan } from './plan-types.ts';
import { shadeVessel } from './water.ts';

const WET_STONE: Rgb = [0.05, 0.055, 0.06];

/** The pool's water, then the gravel and the coping around it. */
export function layerPool(pass: GroundPass, u: number, v: number, m: number): void {
  const { ctx, s, acc, glowOn } = pass;
  const { plan } = ctx;
  const fields = plan.fields;
  const pool = plan.pool;
  const dP = fieldAt(pool.walls, u, v);
  const coping = plan.coping;
  const open = coping.openBelowV !== null && v < coping.openBelowV && dP > -0.5 && plan.basin !== null;
  if (dP < m) {
    const t = shadeVessel(ctx, pool, 0, u, v, m, false, s);
    if (!open) occludeWater(pass, u, v, dP);
    addLayer(acc, s, cover(dP, m), glowOn);
    if (pass.what === KIND.photo) pass.what = t;
  }
  if ((acc[6] as number) > 0 && fields.gravel) {
    const dG = fieldAt(fields.gravel, u, v);
    if (dG < m) {
      shadeGravel(ctx, u, v, m, s);
      addLayer(acc, s, cover(dG, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.paving;
    }
  }
  if ((acc[6] as number) > 0 && !open) {
    if (coping.profile === 'stone') {
      layerStones(pass, u, v, dP);
      return;
    }
    const dC = dP > plan.copingReach ? dP - coping.width : fieldAt(fields.copingOuter, u, v);
    if (dC < m) {
      normalOf(pool.walls, u, v);
      const nu = normal[0] as number;
      const nv = normal[1] as number;
      const along = pool.outline.along(u, v);
      shadeCoping(
        ctx,
        coping.colour,
        coping.flagstones ? 'stone' : coping.profile,
        coping.stone,
        coping.width,
        u,
        v,
        dP,
        along,
        pass.foot,
        nu,
        nv,
        s,
      );
      addLayer(acc, s, cover(dC, m), false);
      if (pass.what === KIND.photo) pass.what = KIND.paving;
    }
  }
}

/** Every stone whose seed point lies this close to the water (m) is laid. */
const STONE_BAND = 0.5;

/** How far from the water (m) the stone with this id reaches: each is cut to its own width. */
function stoneReach(width: number, id: number): number {
  return width - 0.1 + 0.22 * ((id * 7.31) % 1);
}

/**
 * Which grid cells of the edging hold a stone (1), or not (2), or are not known yet (0), for the
 * plan and seed they were worked out for: the test reads the water's field at the stone's point.
 */
const laidCells = {
  plan: null as PoolPlan | null,
  seed: -1,
  flags: new Uint8Array(0),
  c0: 0,
  r0: 0,
  cols: 0,
  rows: 0,
};

function laidAt(cx: number, cy: number, pu: number, pv: number): boolean {
  const col = cx - laidCells.c0;
  const row = cy - laidCells.r0;
  const inside = col >= 0 && col < laidCells.cols && row >= 0 && row < laidCells.rows;
  const i = row * laidCells.cols + col;
  const known = inside ? (laidCells.flags[i] as number) : 0;
  if (known !== 0) return known === 1;
  const laid = fieldAt((laidCells.plan as PoolPlan).pool.walls, pu, pv) < STONE_BAND;
  if (inside) laidCells.flags[i] = laid ? 1 : 2;
  return laid;
}

function prepareLaid(plan: PoolPlan, seed: number): void {
  if (laidCells.plan === plan && laidCells.seed === seed) return;
  const size = plan.coping.stone;
  const b = plan.bounds;
  laidCells.c0 = Math.floor(b.u0 / size) - 2;
  laidCells.r0 = Math.floor(b.v0 / size) - 2;
  laidCells.cols = Math.ceil(b.u1 / size) + 2 - laidCells.c0;
  laidCells.rows = Math.ceil(b.v1 / size) + 2 - laidCells.r0;
  laidCells.flags = new Uint8Array(laidCells.cols * laidCells.rows);
  laidCells.plan = plan;
  laidCells.seed = seed;
}

/**
 * The edging at one point: [signed distance to its outer edge, its normal (u, v), the cut's normal
 * (u, v), the cut].
 */
const edging = new Float64Array(6);

/** Fills `edging` for plan point (u, v), `dP` from the water; returns the id of the stone there. */
function edgingAt(pass: GroundPass, u: number, v: number, dP: number): number {
  const { ctx } = pass;
  const { plan } = ctx;
  const coping = plan.coping;
  prepareLaid(plan, ctx.seed);
  findStone(u, v, coping.stone, ctx.seed ^ 0x5f3, laidAt);
  const laid = stoneHit.laid;
  let edge = laid ? -stoneHit.outer : stoneHit.outer;
  let nu = laid ? stoneHit.onu : -stoneHit.onu;
  let nv = laid ? stoneHit.onv : -stoneHit.onv;
  if (!(stoneHit.outer < Number.POSITIVE_INFINITY)) edge = laid ? -1 : 1;
  const cut = dP - stoneReach(coping.width, stoneHit.id);
  normalOf(plan.pool.walls, u, v);
  const cu = normal[0] as number;
  const cv = normal[1] as number;
  if (cut > edge) {
    edge = cut;
    nu = cu;
    nv = cv;
  }
  edging[0] = edge;
  edging[1] = nu;
  edging[2] = nv;
  edging[3] = cu;
  edging[4] = cv;
  edging[5] = cut;
  return stoneHit.id;
}

/**
 * The natural pool's edging: a ring of stones round the water, each cut to its own width, so the
 * outer edge steps at the joints the way laid stone does; the cut edge rolls off towards the grass.
 */
function layerStones(pass: GroundPass, u: number, v: number, dP: number): void {
  const { ctx, s, acc } = pass;
  const coping = ctx.plan.coping;
  if (dP > coping.width + 0.35) return;
  edgingAt(pass, u, v, dP);
  const edge = edging[0] as number;
  const nu = edging[1] as number;
  const nv = edging[2] as number;
  const cut = edging[5] as number;
  // On a deck the stones lie level with it; on the lawn they stand proud, with an edge of their own.
  const onLawn = ctx.plan.deck === null;
  if (onLawn) {
    pass.stoneEdge = edge;
    pass.stoneNu = nu;
    pass.stoneNv = nv;
  }
  const fn = Math.max(extentAlong(pass.foot, nu, nv), 1e-4);
  if (edge >= fn) {
    if (onLawn && edge < 0.2) stoneSide(pass, u, v, fn);
    return;
  }
  const roll =
    cut > -0.03
      ? 1 + (tiltLight(ctx, edging[3] as number, edging[4] as number, 0.6) - 1) * (1 + cut / 0.03)
      : 1;
  // stoneHit still holds this point's stone and its joints from edgingAt.
  shadeStone(ctx, coping.colour, u, v, pass.foot, 0.007, s);
  // The cut outer edge rounds down towards the grass; the inner rim overhangs the water, darker.
  const rim = (dP < 0.05 ? 0.72 + 5.6 * Math.max(dP, 0) : 1) * roll;
  s[0] = (s[0] as number) * rim;
  s[1] = (s[1] as number) * rim;
  s[2] = (s[2] as number) * rim;
  addLayer(acc, s, cover(edge, fn), false);
  if (pass.what === KIND.photo) pass.what = KIND.paving;
}

/** How far the edging stones stand above the lawn (m). */
const STONE_RISE = 0.05;

/** The side of an edging stone, where the ray passes its top and meets it before the lawn. */
function stoneSide(pass: GroundPass, u: number, v: number, fn: number): void {
  const { ctx, s, acc } = pass;
  const { cu, cv, cz } = ctx.camera;
  const k = STONE_RISE / cz;
  const ul = u + (u - cu) * k;
  const vl = v + (v - cv) * k;
  const dPl = fieldAt(ctx.plan.pool.walls, ul, vl);
  if (dPl > ctx.plan.coping.width + 0.35) return;
  const id = edgingAt(pass, ul, vl, dPl);
  const dL = edging[0] as number;
  if (dL >= fn * 0.5) return;
  const nu = edging[1] as number;
  const nv = edging[2] as number;
  shadeFace(ctx, ctx.plan.coping.colour, true, nu, nv, nu * vl - nv * ul, STONE_RISE * 0.5, s);
  const k2 = 0.7 + 0.3 * id;
  s[0] = (s[0] as number) * k2;
  s[1] = (s[1] as number) * k2;
  s[2] = (s[2] as number) * k2;
  addLayer(acc, s, cover(dL, fn * 0.5), false);
  if (pass.what === KIND.photo) pass.what = KIND.solid;
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
      normalOf(basin.vessel.walls, u, v);
      const nu = normal[0] as number;
      const nv = normal[1] as number;
      const along = basin.outer.along(u, v);
      shadeCoping(
        ctx,
        plan.coping.colour,
        'flush',
        plan.coping.stone,
        0.28,
        u,
        v,
        dB,
        along,
        pass.foot,
        nu,
        nv,
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
    shadeDeck(ctx, deck.kind, deck.colour, u, v, pass.foot, s);
    // The deck's outer edge rolls off and sits in its own occlusion.
    if (dD > -0.06) {
      const roll = 1 - 0.18 * Math.exp(-Math.max(-dD, 0) / 0.02);
      s[0] = (s[0] as number) * roll;
      s[1] = (s[1] as number) * roll;
      s[2] = (s[2] as number) * roll;
    }
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
