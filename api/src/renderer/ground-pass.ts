// The ground pass's shared state and small helpers: what a pixel has accumulated so far, its
// footprint on the plan, coverage from signed distances and outline normals.
import type { Canvas, RenderContext } from './context.ts';
import { type Field, fieldAt } from './fields.ts';
import type { Bounds } from './outlines.ts';
import type { Footprint } from './paving.ts';

/** The ground pass's state: fixed for a band, except the fields of the pixel being shaded. */
export interface GroundPass {
  ctx: RenderContext;
  canvas: Canvas;
  /** Shading scratch: colour, then glow. */
  s: Float64Array;
  acc: Float64Array;
  glowOn: boolean;
  /** What the pixel shows (a KIND), decided by the first layer that covers part of it. */
  what: number;
  /** Distance from the camera to a raised thing the pixel shows, or -1. */
  hit: number;
  /** The pixel's footprint on the plan (set per pixel by the pass). */
  foot: Footprint;
  /** A scratch footprint for surfaces above the ground (hot tub rim, waterfall wall). */
  square: Footprint;
  /** Distance to the outer edge of the natural pool's stone edging and its normal (or Infinity). */
  stoneEdge: number;
  stoneNu: number;
  stoneNv: number;
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

export function boxDistance(b: Bounds, u: number, v: number): number {
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
