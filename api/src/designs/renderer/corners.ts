// Checking and suggesting the pool's four corners in photo pixels.
import type { Corners, Point } from './types.ts';

const NAMES = ['far-left', 'far-right', 'near-right', 'near-left'] as const;

/** The smallest footprint accepted, as a share of the photo's area. */
export const MIN_AREA_SHARE = 0.01;

function cross(o: Point, a: Point, b: Point): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

export function quadArea(c: Corners): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    const p = c[i] as Point;
    const q = c[(i + 1) % 4] as Point;
    sum += p.x * q.y - q.x * p.y;
  }
  return Math.abs(sum) / 2;
}

/**
 * Why these corners cannot be used on a `width` x `height` photo, or null when they can: all four
 * inside the photo, in the order far-left, far-right, near-right, near-left, forming a convex shape
 * with the far edge above the near edge, and covering at least 1% of the photo.
 */
export function validateCorners(corners: readonly Point[], width: number, height: number): string | null {
  if (corners.length !== 4 || !corners.every((p) => Number.isFinite(p?.x) && Number.isFinite(p?.y))) {
    return 'Give exactly four corners, each with a numeric x and y.';
  }
  const c = corners as unknown as Corners;
  for (let i = 0; i < 4; i++) {
    const p = c[i] as Point;
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) {
      return `The ${NAMES[i]} corner (${Math.round(p.x)}, ${Math.round(p.y)}) is outside the photo (${width} x ${height} pixels).`;
    }
  }
  const turns = [0, 1, 2, 3].map((i) =>
    cross(c[i] as Point, c[(i + 1) % 4] as Point, c[(i + 2) % 4] as Point),
  );
  if (turns.every((t) => t < 0)) {
    return 'The corners are in the wrong order: give them as far-left, far-right, near-right, near-left.';
  }
  if (!turns.every((t) => t > 0)) {
    return 'The corners must form a convex shape: no crossing edges and no corner pointing inwards.';
  }
  if (c[0].y + c[1].y >= c[2].y + c[3].y) {
    return 'The far edge (the first two corners) must be higher in the photo than the near edge.';
  }
  if (quadArea(c) < MIN_AREA_SHARE * width * height) {
    return `The pool outline is too small: draw it over at least ${MIN_AREA_SHARE * 100}% of the photo.`;
  }
  return null;
}

/** A sensible starting footprint: a trapezoid in the lower middle of the photo. */
export function suggestPlacement(width: number, height: number): Corners {
  return [
    { x: width * 0.3, y: height * 0.64 },
    { x: width * 0.7, y: height * 0.64 },
    { x: width * 0.86, y: height * 0.9 },
    { x: width * 0.14, y: height * 0.9 },
  ];
}

export function scaleCorners(corners: Corners, factor: number): Corners {
  return corners.map((p) => ({ x: p.x * factor, y: p.y * factor })) as unknown as Corners;
}
