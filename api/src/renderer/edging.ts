// Irregular stones (crazy paving, the natural pool's stone edging): an exact jittered-grid Voronoi
// computed per pixel in plan metres, so each stone is a polygon with its own tone and tilt, the
// mortar joint is a true distance to the nearest bisector (filtered over the pixel's footprint
// across the joint), and the stone's rim rounds down into the joint, lit from the sun's side.
import type { Rgb } from './colour.ts';
import { extentAlong, type Footprint, keepDetail, litRgb, type SurfaceContext, tiltLight } from './paving.ts';
import { hash2 } from './random.ts';
import { sample } from './textures.ts';

/** The stone found by findStone: its id in [0, 1), its point, the nearest joint and its normal. */
export interface StoneHit {
  id: number;
  /** Grid cell of the stone. */
  cx: number;
  cy: number;
  /** The stone's seed point in plan metres. */
  pu: number;
  pv: number;
  /** Distance (m) from the pixel to the nearest joint (a bisector with a neighbour). */
  edge: number;
  /** Unit plan direction from the pixel towards that joint. */
  nu: number;
  nv: number;
  /** Whether the stone is laid (see findStone's `kept`). */
  laid: boolean;
  /** Distance (m) to the nearest joint with a stone of the other kind, and its direction. */
  outer: number;
  onu: number;
  onv: number;
  /** Distance from the pixel to the stone's seed point, in stone sizes. */
  f1: number;
}

export const stoneHit: StoneHit = {
  id: 0,
  cx: 0,
  cy: 0,
  pu: 0,
  pv: 0,
  edge: 0,
  nu: 0,
  nv: 0,
  laid: true,
  outer: 0,
  onu: 0,
  onv: 0,
  f1: 0,
};

/** Seed points and ids of a 64 × 64 block of cells, repeated (38 m and more: never seen twice). */
const CELLS = 64;
interface CellTable {
  x: Float64Array;
  y: Float64Array;
  id: Float64Array;
}
const tables = new Map<number, CellTable>();

function cellsFor(salt: number): CellTable {
  const known = tables.get(salt);
  if (known) return known;
  const n = CELLS * CELLS;
  const table = { x: new Float64Array(n), y: new Float64Array(n), id: new Float64Array(n) };
  for (let cy = 0; cy < CELLS; cy++) {
    for (let cx = 0; cx < CELLS; cx++) {
      const k = cy * CELLS + cx;
      table.x[k] = 0.12 + 0.76 * hash2(cx, cy, salt);
      table.y[k] = 0.12 + 0.76 * hash2(cx, cy, salt + 1);
      table.id[k] = hash2(cx, cy, salt + 2);
    }
  }
  // A few renders' worth at most (two tables per seed).
  if (tables.size >= 8) tables.clear();
  tables.set(salt, table);
  return table;
}

const px = new Float64Array(9);
const py = new Float64Array(9);
const gx = new Int32Array(9);
const gy = new Int32Array(9);
const ids = new Float64Array(9);

/**
 * Fills stoneHit with the stone of size `size` (m) under plan point (u, v): its nearest joint with
 * any neighbour, and when `kept` is given (which says of a stone, by its grid cell and seed point,
 * whether it is laid) its nearest joint with a neighbour of the other kind (the outer edge of a
 * band of stones), Infinity when there is none nearby.
 */
export function findStone(
  u: number,
  v: number,
  size: number,
  salt: number,
  kept?: (cx: number, cy: number, pu: number, pv: number) => boolean,
): StoneHit {
  const x = u / size;
  const y = v / size;
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const cells = cellsFor(salt);
  let best = 0;
  let bestD = Number.POSITIVE_INFINITY;
  let k = 0;
  for (let oy = -1; oy <= 1; oy++) {
    for (let ox = -1; ox <= 1; ox++, k++) {
      const cx = ix + ox;
      const cy = iy + oy;
      const c = (cy & (CELLS - 1)) * CELLS + (cx & (CELLS - 1));
      const qx = cx + (cells.x[c] as number);
      const qy = cy + (cells.y[c] as number);
      ids[k] = cells.id[c] as number;
      px[k] = qx;
      py[k] = qy;
      gx[k] = cx;
      gy[k] = cy;
      const d = (qx - x) * (qx - x) + (qy - y) * (qy - y);
      if (d < bestD) {
        bestD = d;
        best = k;
      }
    }
  }
  const bx = px[best] as number;
  const by = py[best] as number;
  let edge = Number.POSITIVE_INFINITY;
  let nu = 0;
  let nv = 0;
  let outer = Number.POSITIVE_INFINITY;
  let onu = 0;
  let onv = 0;
  const ownKept = kept ? kept(gx[best] as number, gy[best] as number, bx * size, by * size) : true;
  for (let j = 0; j < 9; j++) {
    if (j === best) continue;
    const qx = px[j] as number;
    const qy = py[j] as number;
    const ex = qx - bx;
    const ey = qy - by;
    const l = Math.sqrt(ex * ex + ey * ey);
    // Distance from (x, y) to the bisector of the two points.
    const d = ((qx - x) * (qx - x) + (qy - y) * (qy - y) - bestD) / (2 * l);
    if (d < edge) {
      edge = d;
      nu = ex / l;
      nv = ey / l;
    }
    if (kept && d < outer && kept(gx[j] as number, gy[j] as number, qx * size, qy * size) !== ownKept) {
      outer = d;
      onu = ex / l;
      onv = ey / l;
    }
  }
  stoneHit.id = ids[best] as number;
  stoneHit.cx = gx[best] as number;
  stoneHit.cy = gy[best] as number;
  stoneHit.pu = bx * size;
  stoneHit.pv = by * size;
  stoneHit.laid = ownKept;
  stoneHit.edge = edge * size;
  stoneHit.nu = nu;
  stoneHit.nv = nv;
  stoneHit.outer = outer * size;
  stoneHit.onu = onu;
  stoneHit.onv = onv;
  stoneHit.f1 = Math.sqrt(bestD);
  return stoneHit;
}

/** Box-filtered share of a footprint `f` wide at `x` (≥ 0) inside [lo, hi]. */
function band(x: number, lo: number, hi: number, f: number): number {
  const a = Math.max(x - f / 2, lo);
  const b = Math.min(x + f / 2, hi);
  return b > a ? Math.min(1, (b - a) / f) : 0;
}

/**
 * Shades the stone in stoneHit at (u, v): per-stone tone, hue and tilt, a gently domed face with
 * grain, a rim rounding into the joint, and mortar. `mortar` is half the joint's width (m).
 */
export function shadeStone(
  ctx: SurfaceContext,
  colour: Rgb,
  u: number,
  v: number,
  f: Footprint,
  mortar: number,
  out: Float64Array,
): void {
  const s = stoneHit;
  const tex = ctx.textures;
  const fn = extentAlong(f, s.nu, s.nv);
  const fm = Math.max(Math.abs(f.ux) + Math.abs(f.uy), Math.abs(f.vx) + Math.abs(f.vy));
  const joint = band(s.edge, -1, mortar, fn);
  const rim = band(s.edge, mortar, mortar + 0.025, fn);
  // Each stone is laid with a slight tilt of its own; its rim rolls down towards the joint.
  const a = s.id * 41.3;
  const tilt = tiltLight(ctx, Math.cos(a), Math.sin(a), 0.1);
  const roll = 1 + rim * (tiltLight(ctx, s.nu, s.nv, 0.5) - 1);
  const tone = 0.84 + 0.32 * s.id;
  const grain = sample(tex.detail, u / 1.6 + s.id * 9, v / 1.6);
  const patch = sample(tex.noise, u / 3.1 + s.id * 5, v / 3.1);
  const surface =
    (1 + 0.3 * (grain - 0.5) * keepDetail(0.05, fm)) * (0.86 + 0.28 * patch) * (1.04 - 0.1 * s.f1 * s.f1);
  const k = tone * surface * tilt * roll;
  const hue = s.id - 0.5;
  const sr = colour[0] * (1 + 0.14 * hue) * k;
  const sg = colour[1] * (1 + 0.02 * hue) * k;
  const sb = colour[2] * (1 - 0.14 * hue) * k;
  const mr = colour[0] * 0.42;
  const mg = colour[1] * 0.4;
  const mb = colour[2] * 0.37;
  litRgb(ctx, sr + (mr - sr) * joint, sg + (mg - sg) * joint, sb + (mb - sb) * joint, 1, out);
}
