// The zone of a design in its photo without drawing it: where the pool and its features may
// appear, as a mask. AI engines let a model paint inside it and keep every pixel outside it; it
// contains the built-in renderer's own mask for the same design. It is the pool in its shape (the
// water, its coping and the shadow band around them) and, around it, each thing the plan lays or
// stands on the ground up to its height and its shadow's reach, so a kidney's bite or an oval's
// corners stay the customer's lawn unless something stands there.
import { applyHomography } from '@poolscape/shared/homography';
import { type OutlinePoint, offsetRing, type PlanBox, type PoolShape } from '@poolscape/shared/plan-geometry';
import { BASIN_FAR_EDGE, deckBounds } from '@poolscape/shared/pool-features';
import { COPING_WIDTHS, estimateAspect, planSize, waterRing } from '@poolscape/shared/pool-plan';
import { planFor } from './bands.ts';
import { createCamera, project } from './camera.ts';
import { placeObjects } from './features.ts';
import type { PoolPlan } from './plan-types.ts';
import type { Corners, PoolFeature, PoolStyle } from './types.ts';

export interface ZoneInput {
  /** In the photo's pixels (after any downscale). */
  corners: Corners;
  width: number;
  height: number;
  style: PoolStyle;
  features: readonly PoolFeature[];
  seed: number;
  shape?: PoolShape | undefined;
  outline?: readonly OutlinePoint[] | undefined;
}

type Point = { x: number; y: number };

/** The convex hull of points, counter-clockwise (Andrew's monotone chain). */
function hull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const lower: Point[] = [];
  for (const p of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2) as Point, lower.at(-1) as Point, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (const p of sorted.reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2) as Point, upper.at(-1) as Point, p) <= 0) upper.pop();
    upper.push(p);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/** 1 inside the convex polygon (pixel centres), else 0; `margin` pixels added all round. */
function fillConvex(polygon: Point[], width: number, height: number, margin: number): Uint8Array {
  const n = polygon.length;
  // Each row's span of the polygon, widened by the margin (empty rows: from > to).
  const from = new Float64Array(height).fill(Number.POSITIVE_INFINITY);
  const to = new Float64Array(height).fill(Number.NEGATIVE_INFINITY);
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    for (let i = 0; i < n; i++) {
      const a = polygon[i] as Point;
      const b = polygon[(i + 1) % n] as Point;
      if ((a.y <= cy && b.y >= cy) || (b.y <= cy && a.y >= cy)) {
        const x = a.y === b.y ? Math.min(a.x, b.x) : a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x);
        const xb = a.y === b.y ? Math.max(a.x, b.x) : x;
        from[y] = Math.min(from[y] as number, x - margin);
        to[y] = Math.max(to[y] as number, xb + margin);
      }
    }
  }
  // Grown vertically by the margin too: a row takes the widest span of the rows within reach
  // (a convex shape's spans overlap from row to row, so that is their union).
  const m = margin > 0 ? Math.ceil(margin) : 0;
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let x0 = Number.POSITIVE_INFINITY;
    let x1 = Number.NEGATIVE_INFINITY;
    for (let r = Math.max(0, y - m); r <= Math.min(height - 1, y + m); r++) {
      x0 = Math.min(x0, from[r] as number);
      x1 = Math.max(x1, to[r] as number);
    }
    if (!(x1 >= x0)) continue;
    const left = Math.max(0, Math.floor(x0));
    const right = Math.min(width, Math.ceil(x1));
    if (right > left) mask.fill(1, y * width + left, y * width + right);
  }
  return mask;
}

/** 1 where a pixel's centre lies inside the polygon (even-odd), else 0. */
export function fillPolygon(points: readonly Point[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const cy = y + 0.5;
    const xs: number[] = [];
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const a = points[i] as Point;
      const b = points[j] as Point;
      if (a.y > cy !== b.y > cy) xs.push(a.x + ((cy - a.y) / (b.y - a.y)) * (b.x - a.x));
    }
    xs.sort((p, q) => p - q);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const from = Math.max(0, Math.ceil((xs[k] as number) - 0.5));
      const to = Math.min(width, Math.ceil((xs[k + 1] as number) - 0.5));
      if (to > from) mask.fill(1, y * width + from, y * width + to);
    }
  }
  return mask;
}

/** How far beyond the coping the pool's zone reaches (its contact shadow and soil line), in metres. */
const SHADOW_REACH = 0.8;

/** A box on the plan standing `top` metres tall, whose shadow may fall `reach` metres around it. */
interface Piece {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
  top: number;
  reach: number;
}

/** Everything of the plan that stands or lies beyond the pool and its coping, as boxes. */
function piecesOf(plan: PoolPlan, seed: number): Piece[] {
  const flat = (b: PlanBox, top = 0.3): Piece => ({ ...b, top, reach: SHADOW_REACH });
  const pieces: Piece[] = [];
  if (plan.deck) pieces.push(flat(deckBounds(plan.length, plan.width, plan.basin !== null)));
  if (plan.basin) pieces.push(flat({ u0: 0, v0: BASIN_FAR_EDGE, u1: plan.length, v1: 0 }));
  // The geometric style's gravel notch lies within the footprint.
  if (plan.gravel) pieces.push(flat({ u0: 0, v0: 0, u1: plan.length, v1: plan.width }));
  for (const bed of plan.beds) pieces.push(flat(bed));
  if (plan.spa) {
    const { u, v } = plan.spa.centre;
    pieces.push(flat({ u0: u - 1.3, v0: v - 1.3, u1: u + 1.3, v1: v + 1.3 }, plan.spa.height + 0.3));
  }
  if (plan.waterfall) {
    const top = plan.waterfall.height + 0.2;
    pieces.push({ ...plan.waterfall.box, top, reach: Math.max(SHADOW_REACH, top) });
  }
  for (const lamp of [...plan.deckLights, ...plan.poolLights]) {
    pieces.push(
      flat({ u0: lamp.u - 0.4, v0: lamp.v - 0.4, u1: lamp.u + 0.4, v1: lamp.v + 0.4 }, lamp.z + 0.3),
    );
  }
  for (const b of placeObjects(plan, seed)) {
    const top = b.z + b.rz + 0.1;
    pieces.push({
      u0: b.u - b.ru,
      v0: b.v - b.rv,
      u1: b.u + b.ru,
      v1: b.v + b.rv,
      top,
      reach: Math.max(SHADOW_REACH, top),
    });
  }
  return pieces;
}

/**
 * The design's zone: 1 where the pool and its features may appear, 0 where the photo stays. The
 * pool, its coping and the shadow band around them in the pool's own shape, and around them each
 * thing the plan lays or stands on the ground (deck, beds, hot tub, waterfall, lamps, plants), up
 * to its height and its shadow's reach: a kidney's bite stays the customer's lawn unless
 * something stands in it.
 */
export function designZone(input: ZoneInput): Uint8Array {
  const { corners, width, height, style, features, seed, shape = 'styleDefault', outline } = input;
  const size = planSize(style, estimateAspect(corners, width, height));
  const camera = createCamera(corners, width, height, size.length, size.width);
  const water = waterRing(style, shape, size.length, size.width, outline);
  // A little more than the shadow's reach: the renderer's own outline may differ by a few cm.
  const ring = offsetRing(water, COPING_WIDTHS[style] + SHADOW_REACH + 0.15);
  const zone = fillPolygon(
    ring.map(({ u, v }) => applyHomography(camera.toPhoto, u, v)),
    width,
    height,
  );
  if (features.length === 0 && shape !== 'styleDefault') return zone;
  const shaped = shape === 'styleDefault' ? {} : { shape, ...(outline ? { outline } : {}) };
  const plan = planFor(style, [...new Set(features)].sort(), size.length, size.width, shaped);
  const margin = Math.max(2, width / 400);
  for (const piece of piecesOf(plan, seed)) {
    const points: Point[] = [];
    const { reach, top } = piece;
    for (const [u, v] of [
      [piece.u0 - reach, piece.v0 - reach],
      [piece.u1 + reach, piece.v0 - reach],
      [piece.u1 + reach, piece.v1 + reach],
      [piece.u0 - reach, piece.v1 + reach],
    ] as const) {
      const p = project(camera, u, v, 0);
      if (p && Number.isFinite(p.x) && Number.isFinite(p.y)) points.push(p);
    }
    for (const [u, v] of [
      [piece.u0, piece.v0],
      [piece.u1, piece.v0],
      [piece.u1, piece.v1],
      [piece.u0, piece.v1],
    ] as const) {
      const p = project(camera, u, v, top);
      // Beyond the horizon: the zone reaches the top of the photo above that corner.
      if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
        const ground = project(camera, u, v, 0);
        if (ground) points.push({ x: ground.x, y: 0 });
        continue;
      }
      points.push(p);
    }
    if (points.length < 3) continue;
    const box = fillConvex(hull(points), width, height, margin);
    for (let i = 0; i < zone.length; i++) if (box[i]) zone[i] = 1;
  }
  return zone;
}
