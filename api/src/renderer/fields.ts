// Signed distance fields sampled on a plan grid. Outlines are built from small closures (clear but
// slow to call millions of times); the per-pixel passes read these grids instead: one monomorphic
// bilinear look-up, whatever the shape.
import type { Bounds, Outline } from './outlines.ts';

export interface Field {
  u0: number;
  v0: number;
  /** Cells per metre. */
  inv: number;
  cell: number;
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
  return { u0: bounds.u0, v0: bounds.v0, inv: 1 / cell, cell, cols, rows, data };
}

/** Signed distance at (u, v); outside the grid it grows with the distance to the grid. */
export function fieldAt(f: Field, u: number, v: number): number {
  let fx = (u - f.u0) * f.inv;
  let fy = (v - f.v0) * f.inv;
  const mx = f.cols - 1.001;
  const my = f.rows - 1.001;
  let extra = 0;
  if (fx < 0 || fy < 0 || fx > mx || fy > my) {
    const cx = fx < 0 ? 0 : Math.min(fx, mx);
    const cy = fy < 0 ? 0 : Math.min(fy, my);
    extra = Math.sqrt((fx - cx) * (fx - cx) + (fy - cy) * (fy - cy)) * f.cell;
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
