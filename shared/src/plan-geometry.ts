// Outlines on the ground, in metres: the shapes a user can give a pool, as rings of points
// (clockwise on screen, v pointing towards the camera), and what can be asked of a ring (area,
// offset, crossing, inside). shared/src/pool-plan.ts fits them into a style's footprint. No zod
// here: the renderer's threads and the preview's frames run this.

/** The pool's shape, independent of its style; `styleDefault` is the style's own. */
export const POOL_SHAPES = [
  'styleDefault',
  'rectangle',
  'roundedRectangle',
  'lShape',
  'kidney',
  'oval',
  'freeform',
] as const;
export type PoolShape = (typeof POOL_SHAPES)[number];

export const SHAPE_LABELS: Record<PoolShape, string> = {
  styleDefault: "The style's own shape",
  rectangle: 'Rectangle',
  roundedRectangle: 'Rounded rectangle',
  lShape: 'L-shape',
  kidney: 'Kidney',
  oval: 'Oval',
  freeform: 'Freeform',
};

/** Where the hot tub goes: at a corner or in the middle of a side of the pool. */
export const SPA_PLACES = ['farLeft', 'farRight', 'nearLeft', 'nearRight', 'left', 'right'] as const;
export type SpaPlace = (typeof SPA_PLACES)[number];

export const SPA_PLACE_LABELS: Record<SpaPlace, string> = {
  farLeft: 'Far left',
  farRight: 'Far right',
  nearLeft: 'Near left',
  nearRight: 'Near right',
  left: 'Left side',
  right: 'Right side',
};

/** The hot tub's place, cut into the pool or standing apart on its own. */
export interface SpaChoice {
  place: SpaPlace;
  apart: boolean;
}

/** The wall the waterfall stands on: the far one (facing the camera) or the left one. */
export const WATERFALL_WALLS = ['far', 'left'] as const;
export type WaterfallWall = (typeof WATERFALL_WALLS)[number];

export const WATERFALL_WALL_LABELS: Record<WaterfallWall, string> = { far: 'Far wall', left: 'Left wall' };

/** A point of the plan, in metres. */
export interface PlanPoint {
  u: number;
  v: number;
}

export interface PlanBox {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
}

/** A freeform outline's control point, as fractions of the footprint (x along, y far to near). */
export interface OutlinePoint {
  x: number;
  y: number;
}

export const FREEFORM_POINTS = { min: 6, max: 24 } as const;

/** Where a new freeform outline starts: a soft, lopsided loop the user then drags into place. */
export const DEFAULT_FREEFORM: readonly OutlinePoint[] = [
  { x: 0.08, y: 0.32 },
  { x: 0.34, y: 0.06 },
  { x: 0.7, y: 0.1 },
  { x: 0.94, y: 0.34 },
  { x: 0.86, y: 0.8 },
  { x: 0.56, y: 0.94 },
  { x: 0.26, y: 0.84 },
  { x: 0.06, y: 0.62 },
];

export const TAU = 2 * Math.PI;

export function rectRing({ u0, v0, u1, v1 }: PlanBox): PlanPoint[] {
  return [
    { u: u0, v: v0 },
    { u: u1, v: v0 },
    { u: u1, v: v1 },
    { u: u0, v: v1 },
  ];
}

/** A quarter arc from angle `from` (radians, clockwise on screen from +u) around (cu, cv). */
export function arc(cu: number, cv: number, r: number, from: number, steps = 6): PlanPoint[] {
  const points: PlanPoint[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = from + (i / steps) * (Math.PI / 2);
    points.push({ u: cu + r * Math.cos(t), v: cv + r * Math.sin(t) });
  }
  return points;
}

export function roundedRectRing({ u0, v0, u1, v1 }: PlanBox, radius: number): PlanPoint[] {
  const r = Math.min(radius, (u1 - u0) / 2, (v1 - v0) / 2);
  return [
    ...arc(u0 + r, v0 + r, r, Math.PI),
    ...arc(u1 - r, v0 + r, r, -Math.PI / 2),
    ...arc(u1 - r, v1 - r, r, 0),
    ...arc(u0 + r, v1 - r, r, Math.PI / 2),
  ];
}

/** A loop around the box's centre whose radius at angle t is `radius(t)`, fitted to the box. */
export function starRing(box: PlanBox, radius: (t: number) => number, steps = 72): PlanPoint[] {
  const unit: PlanPoint[] = [];
  for (let i = 0; i < steps; i++) {
    const t = (i / steps) * TAU;
    const r = radius(t);
    unit.push({ u: r * Math.cos(t), v: r * Math.sin(t) });
  }
  return fitToBox(unit, box);
}

function fitToBox(points: readonly PlanPoint[], { u0, v0, u1, v1 }: PlanBox): PlanPoint[] {
  const minU = Math.min(...points.map((p) => p.u));
  const maxU = Math.max(...points.map((p) => p.u));
  const minV = Math.min(...points.map((p) => p.v));
  const maxV = Math.max(...points.map((p) => p.v));
  const su = (u1 - u0) / (maxU - minU || 1);
  const sv = (v1 - v0) / (maxV - minV || 1);
  return points.map((p) => ({ u: u0 + (p.u - minU) * su, v: v0 + (p.v - minV) * sv }));
}

/** A kidney: a lopsided oval with a bite out of its near side. */
export function kidneyRadius(t: number): number {
  let d = (t - Math.PI / 2) % TAU;
  if (d > Math.PI) d -= TAU;
  if (d < -Math.PI) d += TAU;
  return 1 + 0.1 * Math.cos(t) - 0.42 * Math.exp(-(d * d) / (2 * 0.38 * 0.38));
}

/** A closed Catmull-Rom curve through the control points, `steps` points per span. */
export function smoothLoop(points: readonly PlanPoint[], steps = 8): PlanPoint[] {
  const n = points.length;
  const at = (i: number): PlanPoint => points[((i % n) + n) % n] as PlanPoint;
  const ring: PlanPoint[] = [];
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    for (let s = 0; s < steps; s++) {
      const t = s / steps;
      const t2 = t * t;
      const t3 = t2 * t;
      const mix = (a: number, b: number, c: number, d: number): number =>
        0.5 * (2 * b + (c - a) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (3 * b - a - 3 * c + d) * t3);
      ring.push({ u: mix(p0.u, p1.u, p2.u, p3.u), v: mix(p0.v, p1.v, p2.v, p3.v) });
    }
  }
  return ring;
}

/** The freeform outline's control points in the plan: fractions of `box`. */
export function outlineInPlan(outline: readonly OutlinePoint[], box: PlanBox): PlanPoint[] {
  return outline.map(({ x, y }) => ({
    u: box.u0 + x * (box.u1 - box.u0),
    v: box.v0 + y * (box.v1 - box.v0),
  }));
}

export function freeformRing(outline: readonly OutlinePoint[], box: PlanBox): PlanPoint[] {
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  // The curve may swing a little past a control point near the edge; it stays in the box.
  return smoothLoop(outlineInPlan(outline, box)).map((p) => ({
    u: clamp(p.u, box.u0, box.u1),
    v: clamp(p.v, box.v0, box.v1),
  }));
}

/** Twice the signed area: positive when the ring runs clockwise on screen (v down). */
function signedArea2(ring: readonly PlanPoint[]): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const p = ring[i] as PlanPoint;
    const q = ring[(i + 1) % ring.length] as PlanPoint;
    sum += p.u * q.v - q.u * p.v;
  }
  return sum;
}

export function ringArea(ring: readonly PlanPoint[]): number {
  return Math.abs(signedArea2(ring)) / 2;
}

/** The ring pushed outwards by `distance` metres (mitred corners, capped at three times as far). */
export function offsetRing(ring: readonly PlanPoint[], distance: number): PlanPoint[] {
  const n = ring.length;
  const side = signedArea2(ring) > 0 ? 1 : -1;
  const normal = (a: PlanPoint, b: PlanPoint): PlanPoint => {
    const du = b.u - a.u;
    const dv = b.v - a.v;
    const length = Math.hypot(du, dv) || 1;
    // Outward for a clockwise-on-screen ring: the edge direction turned anticlockwise.
    return { u: (side * dv) / length, v: (-side * du) / length };
  };
  return ring.map((p, i) => {
    const before = normal(ring[(i - 1 + n) % n] as PlanPoint, p);
    const after = normal(p, ring[(i + 1) % n] as PlanPoint);
    const mu = before.u + after.u;
    const mv = before.v + after.v;
    const m = Math.hypot(mu, mv) || 1;
    const cos = (mu / m) * after.u + (mv / m) * after.v;
    const reach = distance / Math.max(cos, 1 / 3);
    return { u: p.u + (mu / m) * reach, v: p.v + (mv / m) * reach };
  });
}

function segmentsCross(a: PlanPoint, b: PlanPoint, c: PlanPoint, d: PlanPoint): boolean {
  const turn = (p: PlanPoint, q: PlanPoint, r: PlanPoint) =>
    (q.u - p.u) * (r.v - p.v) - (q.v - p.v) * (r.u - p.u);
  const d1 = turn(c, d, a);
  const d2 = turn(c, d, b);
  const d3 = turn(a, b, c);
  const d4 = turn(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Whether two sides of the ring that do not share a point cross. */
export function ringCrosses(ring: readonly PlanPoint[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i++) {
    const a = ring[i] as PlanPoint;
    const b = ring[(i + 1) % n] as PlanPoint;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (segmentsCross(a, b, ring[j] as PlanPoint, ring[(j + 1) % n] as PlanPoint)) return true;
    }
  }
  return false;
}

/** Whether a freeform outline's curve crosses itself (the API refuses it). */
export function freeformCrosses(outline: readonly OutlinePoint[]): boolean {
  return ringCrosses(smoothLoop(outlineInPlan(outline, { u0: 0, v0: 0, u1: 1, v1: 1 })));
}

export function insideRing(ring: readonly PlanPoint[], u: number, v: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as PlanPoint;
    const b = ring[j] as PlanPoint;
    if (a.v > v !== b.v > v && u < ((b.u - a.u) * (v - a.v)) / (b.v - a.v) + a.u) inside = !inside;
  }
  return inside;
}

/** What is wrong with a freeform outline's control points, or null when the API takes them. */
export function freeformProblem(outline: readonly OutlinePoint[]): string | null {
  if (outline.length < FREEFORM_POINTS.min || outline.length > FREEFORM_POINTS.max)
    return `outline must have ${FREEFORM_POINTS.min} to ${FREEFORM_POINTS.max} points.`;
  const inUnit = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
  if (!outline.every(({ x, y }) => inUnit(x) && inUnit(y)))
    return 'outline points must be fractions of the footprint, from 0 to 1.';
  if (freeformCrosses(outline)) return 'outline must not cross itself.';
  return null;
}

/** What is wrong with a design's shape and outline together, or null. */
export function shapeProblem({
  shape,
  outline,
}: {
  shape?: PoolShape | undefined;
  outline?: readonly OutlinePoint[] | undefined;
}): string | null {
  if (shape === 'freeform')
    return outline ? freeformProblem(outline) : 'outline is needed for the freeform shape.';
  return outline ? 'outline is only for the freeform shape.' : null;
}
