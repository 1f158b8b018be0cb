// Tileable textures made once per render from the seed (value noise, Voronoi cells), so
// the per-pixel shading only does table look-ups. Coordinates are in tiles: 1.0 = one period.
import { deriveSeed, hash2 } from './random.ts';

export const TILE = 256;
const MASK = TILE - 1;

export interface Textures {
  /** Fractal value noise in [0, 1]. */
  noise: Float32Array;
  /** A second, independent noise (fine detail). */
  detail: Float32Array;
  /** Voronoi: distance to the nearest cell point, border closeness (F2 - F1) and a cell id in [0, 1). */
  cellF1: Float32Array;
  cellEdge: Float32Array;
  cellId: Float32Array;
}

/** Bilinear, wrapping look-up of a tile at (x, y) in tile units. */
export function sample(tile: Float32Array, x: number, y: number): number {
  const fx = x * TILE;
  const fy = y * TILE;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  const x0 = ix & MASK;
  const y0 = (iy & MASK) * TILE;
  const x1 = (ix + 1) & MASK;
  const y1 = ((iy + 1) & MASK) * TILE;
  const a = tile[y0 + x0] as number;
  const b = tile[y0 + x1] as number;
  const c = tile[y1 + x0] as number;
  const d = tile[y1 + x1] as number;
  return a + (b - a) * tx + (c - a + (a - b + d - c) * tx) * ty;
}

/** Nearest-texel look-up (for cell ids, which must not be blended). */
export function sampleNearest(tile: Float32Array, x: number, y: number): number {
  return tile[(Math.floor(y * TILE) & MASK) * TILE + (Math.floor(x * TILE) & MASK)] as number;
}

function valueNoise(seed: number, octaves: number, basePeriod: number): Float32Array {
  const out = new Float32Array(TILE * TILE);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++) {
    const period = basePeriod << o;
    const lattice = new Float32Array(period * period);
    for (let i = 0; i < lattice.length; i++) lattice[i] = hash2(i % period, Math.floor(i / period), seed + o);
    const step = period / TILE;
    for (let y = 0; y < TILE; y++) {
      const fy = y * step;
      const iy = Math.floor(fy);
      let ty = fy - iy;
      ty = ty * ty * ty * (ty * (ty * 6 - 15) + 10);
      const r0 = (iy % period) * period;
      const r1 = ((iy + 1) % period) * period;
      for (let x = 0; x < TILE; x++) {
        const fx = x * step;
        const ix = Math.floor(fx);
        let tx = fx - ix;
        tx = tx * tx * tx * (tx * (tx * 6 - 15) + 10);
        const c0 = ix % period;
        const c1 = (ix + 1) % period;
        const a = lattice[r0 + c0] as number;
        const b = lattice[r0 + c1] as number;
        const c = lattice[r1 + c0] as number;
        const d = lattice[r1 + c1] as number;
        const top = a + (b - a) * tx;
        const bottom = c + (d - c) * tx;
        out[y * TILE + x] = (out[y * TILE + x] as number) + (top + (bottom - top) * ty) * amplitude;
      }
    }
    total += amplitude;
    amplitude *= 0.5;
  }
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) / total;
  return out;
}

function voronoi(seed: number, cells: number): { f1: Float32Array; edge: Float32Array; id: Float32Array } {
  const f1 = new Float32Array(TILE * TILE);
  const edge = new Float32Array(TILE * TILE);
  const id = new Float32Array(TILE * TILE);
  // Feature points with a one-cell wrapped border, so neighbours need no modulo.
  const span = cells + 2;
  const px = new Float64Array(span * span);
  const py = new Float64Array(span * span);
  const ids = new Float64Array(span * span);
  for (let cy = -1; cy <= cells; cy++) {
    for (let cx = -1; cx <= cells; cx++) {
      const wx = (cx + cells) % cells;
      const wy = (cy + cells) % cells;
      const k = (cy + 1) * span + cx + 1;
      px[k] = cx + 0.1 + 0.8 * hash2(wx, wy, seed);
      py[k] = cy + 0.1 + 0.8 * hash2(wx, wy, seed + 1);
      ids[k] = hash2(wy * cells + wx, 7, seed);
    }
  }
  const scale = cells / TILE;
  for (let y = 0; y < TILE; y++) {
    const fy = (y + 0.5) * scale;
    const cy = Math.floor(fy);
    for (let x = 0; x < TILE; x++) {
      const fx = (x + 0.5) * scale;
      const cx = Math.floor(fx);
      let d1 = 1e9;
      let d2 = 1e9;
      let best = 0;
      for (let oy = 0; oy < 3; oy++) {
        let k = (cy + oy) * span + cx;
        for (let ox = 0; ox < 3; ox++, k++) {
          const dx = (px[k] as number) - fx;
          const dy = (py[k] as number) - fy;
          const d = dx * dx + dy * dy;
          if (d < d1) {
            d2 = d1;
            d1 = d;
            best = k;
          } else if (d < d2) d2 = d;
        }
      }
      const i = y * TILE + x;
      const a = Math.sqrt(d1);
      f1[i] = a;
      edge[i] = Math.sqrt(d2) - a;
      id[i] = ids[best] as number;
    }
  }
  return { f1, edge, id };
}

export function createTextures(seed: number): Textures {
  const noise = valueNoise(deriveSeed(seed, 1), 4, 4);
  const detail = valueNoise(deriveSeed(seed, 2), 3, 16);
  const cells = voronoi(deriveSeed(seed, 3), 12);
  return {
    noise,
    detail,
    cellF1: cells.f1,
    cellEdge: cells.edge,
    cellId: cells.id,
  };
}
