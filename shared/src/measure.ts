// Real dimensions of a pool footprint from one photo. The four corners the user placed are a
// rectangle on the ground seen in perspective; a line the user drew along something on the same
// ground, with its length, gives the scale. No zod here: the create screen runs this while corners
// are dragged.
//
// The method: the camera's principal point is taken at the photo's centre (square pixels). The two
// pairs of opposite sides meet at two vanishing points; because the sides are at right angles on
// the ground, the focal length follows from them (f² = −(v₁·v₂), both relative to the centre).
// When that cannot be read (sides parallel in the photo, or an implausible value) a phone camera's
// typical focal length (0.8 × the photo's longer side) stands in. Each image point is then cast as
// a ray and met with the ground plane, whose normal is the cross product of the two vanishing
// directions: lengths on that plane are true up to one scale, which the reference line sets.
import type { PixelPoint } from './corners.ts';

type Vec3 = [number, number, number];

const cross3 = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const dot3 = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm3 = (a: Vec3) => Math.hypot(a[0], a[1], a[2]);
const scale3 = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const sub3 = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];

/** The footprint's size, in the reference's unit (area in its square, volume in its cube). */
export interface FootprintSize {
  /** The longer pair of opposite sides, averaged. */
  length: number;
  /** The shorter pair, averaged. */
  width: number;
  /** The four-sided outline's area on the ground. */
  area: number;
}

export interface MeasureInput {
  /** Far-left, far-right, near-right, near-left, in the photo's pixels. */
  corners: readonly [PixelPoint, PixelPoint, PixelPoint, PixelPoint];
  /** Two points on the ground, in pixels, and the real distance between them. */
  reference: { a: PixelPoint; b: PixelPoint; length: number };
  photo: { width: number; height: number };
}

/** A focal length (pixels) from the vanishing points of two ground directions at right angles. */
function focalFrom(v1: Vec3, v2: Vec3, longSide: number): number {
  const fallback = 0.8 * longSide;
  if (Math.abs(v1[2]) < 1e-9 || Math.abs(v2[2]) < 1e-9) return fallback;
  const x1 = v1[0] / v1[2];
  const y1 = v1[1] / v1[2];
  const x2 = v2[0] / v2[2];
  const y2 = v2[1] / v2[2];
  const f2 = -(x1 * x2 + y1 * y2);
  const f = f2 > 0 ? Math.sqrt(f2) : 0;
  return f >= 0.3 * longSide && f <= 5 * longSide ? f : fallback;
}

/** Lines through two points, and their meeting point, in homogeneous coordinates. */
const line = (p: Vec3, q: Vec3) => cross3(p, q);

/**
 * The footprint's true size, or null when the placement and the reference cannot give one (a
 * reference of no length, or a point at or beyond the horizon).
 */
export function measureFootprint(input: MeasureInput): FootprintSize | null {
  const { width, height } = input.photo;
  const cx = width / 2;
  const cy = height / 2;
  const toCentre = (p: PixelPoint): Vec3 => [p.x - cx, p.y - cy, 1];
  const [p0, p1, p2, p3] = input.corners.map(toCentre) as [Vec3, Vec3, Vec3, Vec3];
  // Far and near sides meet at one vanishing point, left and right sides at the other.
  const v1 = cross3(line(p0, p1), line(p3, p2));
  const v2 = cross3(line(p1, p2), line(p0, p3));
  const f = focalFrom(v1, v2, Math.max(width, height));
  const direction = (v: Vec3): Vec3 => {
    const d: Vec3 = [v[0], v[1], v[2] * f];
    const length = norm3(d);
    return length > 0 ? scale3(d, 1 / length) : d;
  };
  let normal = cross3(direction(v1), direction(v2));
  const normalLength = norm3(normal);
  if (!(normalLength > 1e-12)) return null;
  normal = scale3(normal, 1 / normalLength);
  const ray = (p: Vec3): Vec3 => [p[0], p[1], f];
  // The ground is below the camera: the near corner's ray must meet it in front.
  if (dot3(normal, ray(p3)) < 0) normal = scale3(normal, -1);
  const onGround = (p: Vec3): Vec3 | null => {
    const r = ray(p);
    const along = dot3(normal, r);
    return along > 1e-9 ? scale3(r, 1 / along) : null;
  };
  const ground = [p0, p1, p2, p3].map(onGround);
  const a = onGround(toCentre(input.reference.a));
  const b = onGround(toCentre(input.reference.b));
  if (ground.some((point) => point === null) || !a || !b) return null;
  const referenceLength = norm3(sub3(a, b));
  if (!(referenceLength > 0) || !(input.reference.length > 0)) return null;
  const k = input.reference.length / referenceLength;
  const [g0, g1, g2, g3] = ground as [Vec3, Vec3, Vec3, Vec3];
  const distance = (p: Vec3, q: Vec3) => norm3(sub3(p, q)) * k;
  const across = (distance(g0, g1) + distance(g3, g2)) / 2;
  const along = (distance(g1, g2) + distance(g0, g3)) / 2;
  // The area of the outline on the plane: half the length of the summed cross products.
  const summed = [
    [g0, g1],
    [g1, g2],
    [g2, g3],
    [g3, g0],
  ].reduce<Vec3>(
    (sum, [p, q]) => {
      const c = cross3(p as Vec3, q as Vec3);
      return [sum[0] + c[0], sum[1] + c[1], sum[2] + c[2]];
    },
    [0, 0, 0],
  );
  const area = (norm3(summed) / 2) * k * k;
  if (![across, along, area].every(Number.isFinite)) return null;
  return { length: Math.max(across, along), width: Math.min(across, along), area };
}
