// A pinhole camera recovered from the four corners: the plan's ground plane maps into the photo by
// the corners' homography exactly, and an assumed focal length adds the third dimension (heights of
// walls, plants, the water level below the coping, the camera's position for reflections).
import { invert3, type Matrix3, planToPhoto } from '@poolscape/shared/homography';
import type { Corners } from './types.ts';

/** Typical phone photos have a horizontal field of view of 50-70 degrees. */
const FOCAL_PER_PIXEL = 1.0;

export interface Camera {
  /** Plan metres (u along the far edge, v from far to near) to photo pixels, on the ground. */
  toPhoto: Matrix3;
  /** Photo pixels to plan metres on the ground (z = 0). */
  toPlan: Matrix3;
  /** The 3x4 projection, row-major: (u, v, z, 1) to homogeneous pixels; z is up, in metres. */
  projection: readonly number[];
  /** World direction of the ray through pixel (x, y) is rays · (x, y, 1). */
  rays: Matrix3;
  /** The camera's position in plan metres. */
  cu: number;
  cv: number;
  cz: number;
}

function focalLength(width: number, height: number): number {
  return FOCAL_PER_PIXEL * Math.max(width, height);
}

/** The columns of K⁻¹·H for a homography H, as plain vectors. */
function normalisedColumns(h: Matrix3, width: number, height: number): number[][] {
  const f = focalLength(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const columns: number[][] = [];
  for (let j = 0; j < 3; j++) {
    const x = h[j] as number;
    const y = h[3 + j] as number;
    const w = h[6 + j] as number;
    columns.push([(x - cx * w) / f, (y - cy * w) / f, w]);
  }
  return columns;
}

const norm = (v: number[]): number => Math.hypot(v[0] ?? 0, v[1] ?? 0, v[2] ?? 0);

export function createCamera(
  corners: Corners,
  width: number,
  height: number,
  planLength: number,
  planWidth: number,
): Camera {
  const toPhoto = planToPhoto(corners, planLength, planWidth);
  const f = focalLength(width, height);
  const [n1 = [], n2 = []] = normalisedColumns(toPhoto, width, height);
  const l1 = norm(n1);
  const l2 = norm(n2);
  const scale = (l1 + l2) / 2;
  const r1 = n1.map((c) => c / l1);
  const r2 = n2.map((c) => c / l2);
  let r3 = [
    (r1[1] ?? 0) * (r2[2] ?? 0) - (r1[2] ?? 0) * (r2[1] ?? 0),
    (r1[2] ?? 0) * (r2[0] ?? 0) - (r1[0] ?? 0) * (r2[2] ?? 0),
    (r1[0] ?? 0) * (r2[1] ?? 0) - (r1[1] ?? 0) * (r2[0] ?? 0),
  ];
  const l3 = norm(r3);
  r3 = r3.map((c) => c / l3);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = toPhoto;
  // Up is whichever side of the ground the camera is on (for an oblique photo that is also up in
  // the picture; for a straight-down one it is towards the camera).
  const solve = (sign: number): { up: number[]; rays: Matrix3; cu: number; cv: number; cz: number } => {
    const up = [
      sign * scale * (f * (r3[0] ?? 0) + (width / 2) * (r3[2] ?? 0)),
      sign * scale * (f * (r3[1] ?? 0) + (height / 2) * (r3[2] ?? 0)),
      sign * scale * (r3[2] ?? 0),
    ];
    const rays = invert3([h0, h1, up[0] ?? 0, h3, h4, up[1] ?? 0, h6, h7, up[2] ?? 0]);
    const [i0, i1, i2, i3, i4, i5, i6, i7, i8] = rays;
    return {
      up,
      rays,
      cu: -(i0 * h2 + i1 * h5 + i2 * h8),
      cv: -(i3 * h2 + i4 * h5 + i5 * h8),
      cz: -(i6 * h2 + i7 * h5 + i8 * h8),
    };
  };
  let solved = solve(1);
  if (solved.cz < 0) solved = solve(-1);
  const { up, rays, cu, cv, cz } = solved;
  // Keep the homogeneous w of photo → plan positive in front of the camera.
  let toPlan = invert3(toPhoto);
  const mx = (corners[0].x + corners[1].x + corners[2].x + corners[3].x) / 4;
  const my = (corners[0].y + corners[1].y + corners[2].y + corners[3].y) / 4;
  if (toPlan[6] * mx + toPlan[7] * my + toPlan[8] < 0) toPlan = toPlan.map((c) => -c) as unknown as Matrix3;
  return {
    toPhoto,
    toPlan,
    projection: [h0, h1, up[0] ?? 0, h2, h3, h4, up[1] ?? 0, h5, h6, h7, up[2] ?? 0, h8],
    rays,
    cu,
    cv,
    cz,
  };
}

/** Photo pixels of a point in plan metres at height z; null when it is behind the camera. */
export function project(camera: Camera, u: number, v: number, z: number): { x: number; y: number } | null {
  const p = camera.projection;
  const w = (p[8] as number) * u + (p[9] as number) * v + (p[10] as number) * z + (p[11] as number);
  if (w <= 1e-9) return null;
  return {
    x: ((p[0] as number) * u + (p[1] as number) * v + (p[2] as number) * z + (p[3] as number)) / w,
    y: ((p[4] as number) * u + (p[5] as number) * v + (p[6] as number) * z + (p[7] as number)) / w,
  };
}
