// Signed distance fields sampled on a plan grid. Outlines are built from small closures (clear but
// slow to call millions of times); the per-pixel passes read these grids instead: one monomorphic
// bilinear look-up, whatever the shape.
import type { Bounds, Outline } from './outlines.ts';

/** Where Field.grid keeps the grid's origin and scale. */
const U0 = 0;
const V0 = 1;
const INV = 2;
const CELL = 3;

export interface Field {
  /**
   * The grid's origin (u0, v0) in plan metres, its cells per metre and its cell size (m), in that
   * order. They are kept in a typed array rather than as number properties on purpose: Node 24's
   * V8 (its Maglev tier) has been caught giving two Field objects made by the same optimised code
   * one shared storage for their double-valued properties, so making a field rewrote the origin
   * and cell size of a field made before it. Whether that happened depended on when the background
   * compiler finished, so on a busy machine one thread's plan (bands.ts keeps one per thread) drew
   * its water with the coping's scale and the bands it drew no longer matched the other threads'.
   * A typed array's elements are plain memory of its own, whatever tier writes them.
   */
  grid: Float64Array;
  cols: number;
  rows: number;
  data: Float32Array;
}

export function rasteriseField(outline: Outline, bounds: Bounds, cell: number): Field {
  const cols = Math.ceil((bounds.u1 - bounds.u0) / cell) + 2;
  const rows = Math.ceil((bounds.v1 - bounds.v0) / cell) + 2;
  const data = new Float32Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    const v = bounds.v0 + r * cell;
    for (let c = 0; c < cols; c++) data[r * cols + c] = outline.distance(bounds.u0 + c * cell, v);
  }
  const grid = new Float64Array(4);
  grid[U0] = bounds.u0;
  grid[V0] = bounds.v0;
  grid[INV] = 1 / cell;
  grid[CELL] = cell;
  return { grid, cols, rows, data };
}

/** The plan rectangle a field's grid covers. */
export function fieldBounds(f: Field): Bounds {
  const g = f.grid;
  const u0 = g[U0] as number;
  const v0 = g[V0] as number;
  const cell = g[CELL] as number;
  return { u0, v0, u1: u0 + f.cols * cell, v1: v0 + f.rows * cell };
}

/** Signed distance at (u, v); outside the grid it grows with the distance to the grid. */
export function fieldAt(f: Field, u: number, v: number): number {
  const g = f.grid;
  const inv = g[INV] as number;
  let fx = (u - (g[U0] as number)) * inv;
  let fy = (v - (g[V0] as number)) * inv;
  const mx = f.cols - 1.001;
  const my = f.rows - 1.001;
  let extra = 0;
  if (fx < 0 || fy < 0 || fx > mx || fy > my) {
    const cx = fx < 0 ? 0 : Math.min(fx, mx);
    const cy = fy < 0 ? 0 : Math.min(fy, my);
    extra = Math.sqrt((fx - cx) * (fx - cx) + (fy - cy) * (fy - cy)) * (g[CELL] as number);
    fx = cx;
    fy = cy;
  }
  const ix = fx | 0;
  const iy = fy | 0;
  const tx = fx - ix;
  const ty = fy - iy;
  const d = f.data;
  const i = iy * f.cols + ix;
  const a = d[i] as number;
  const b = d[i + 1] as number;
  const c = d[i + f.cols] as number;
  const e = d[i + f.cols + 1] as number;
  return a + (b - a) * tx + (c - a + (a - b + e - c) * tx) * ty + extra;
}
