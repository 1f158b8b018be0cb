// The zone of a design in its photo without drawing it: where the pool and its features may
// appear (the plan's ground, up to the tallest thing standing on it), as a mask. AI engines
// let a model paint inside it and keep every pixel outside it; it contains the built-in
// renderer's own mask for the same design. A pool of a chosen shape with nothing standing around
// it gets a zone of that shape (the pool, its coping and the shadow band around them), so a
// kidney's bite or an oval's corners stay the customer's lawn.

import { applyHomography } from '@poolscape/shared/homography';
import { type OutlinePoint, offsetRing, type PoolShape } from '@poolscape/shared/plan-geometry';
import { COPING_WIDTHS, estimateAspect, planSize, waterRing } from '@poolscape/shared/pool-plan';
import { planFor } from './bands.ts';
import { createCamera, project } from './camera.ts';
import { placeObjects } from './features.ts';
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

/** The design's zone: 1 where the pool and its features may appear, 0 where the photo stays. */
export function designZone(input: ZoneInput): Uint8Array {
  const { corners, width, height, style, features, seed, shape = 'styleDefault', outline } = input;
  const size = planSize(style, estimateAspect(corners, width, height));
  if (shape !== 'styleDefault' && features.length === 0) {
    const water = waterRing(style, shape, size.length, size.width, outline);
    const toPhoto = createCamera(corners, width, height, size.length, size.width).toPhoto;
    const ring = offsetRing(water, COPING_WIDTHS[style] + SHADOW_REACH);
    return fillPolygon(
      ring.map(({ u, v }) => applyHomography(toPhoto, u, v)),
      width,
      height,
    );
  }
  const camera = createCamera(corners, width, height, size.length, size.width);
  const shaped = shape === 'styleDefault' ? {} : { shape, ...(outline ? { outline } : {}) };
  const plan = planFor(style, [...new Set(features)].sort(), size.length, size.width, shaped);
  let top = 1;
  for (const b of placeObjects(plan, seed)) top = Math.max(top, b.z + b.rz + 0.1);
  const { u0, v0, u1, v1 } = plan.bounds;
  const points: Point[] = [];
  for (const [u, v] of [
    [u0, v0],
    [u1, v0],
    [u1, v1],
    [u0, v1],
  ] as const) {
    for (const z of [0, top]) {
      const p = project(camera, u, v, z);
      // Beyond the horizon: the zone reaches the top of the photo above that corner.
      if (!p || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
        const ground = project(camera, u, v, 0);
        if (ground) points.push({ x: ground.x, y: 0 });
        continue;
      }
      points.push(p);
    }
  }
  return fillConvex(hull(points), width, height, Math.max(2, width / 400));
}
