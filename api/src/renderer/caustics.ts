// Caustics made from the water's own ripples: sunlight refracted through the short ripples' slopes
// is carried down to the floor and counted where it lands (a forward splat over one tile), so the
// bright web on the floor has the ripples' shapes, folds where the surface focuses light and
// repeats with them. Made once per seed; the mean brightness of the tile is 1.

/** The tile's size in texels (the ripple tiles' size). */
const N = 128;
const MASK = N - 1;
/** Light rays traced per texel along each axis. */
const SUB = 2;

function splat(out: Float32Array, x: number, y: number, w: number): void {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const tx = x - ix;
  const ty = y - iy;
  const x0 = ix & MASK;
  const x1 = (ix + 1) & MASK;
  const y0 = (iy & MASK) * N;
  const y1 = ((iy + 1) & MASK) * N;
  out[y0 + x0] = (out[y0 + x0] as number) + w * (1 - tx) * (1 - ty);
  out[y0 + x1] = (out[y0 + x1] as number) + w * tx * (1 - ty);
  out[y1 + x0] = (out[y1 + x0] as number) + w * (1 - tx) * ty;
  out[y1 + x1] = (out[y1 + x1] as number) + w * tx * ty;
}

function slopeAt(tile: Float32Array, x: number, y: number, c: number): number {
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const tx = x - ix;
  const ty = y - iy;
  const a = tile[((iy & MASK) * N + (ix & MASK)) * 2 + c] as number;
  const b = tile[((iy & MASK) * N + ((ix + 1) & MASK)) * 2 + c] as number;
  const d = tile[(((iy + 1) & MASK) * N + (ix & MASK)) * 2 + c] as number;
  const e = tile[(((iy + 1) & MASK) * N + ((ix + 1) & MASK)) * 2 + c] as number;
  return a + (b - a) * tx + (d - a + (a - b + e - d) * tx) * ty;
}

/** The caustic tile of a ripple slope tile (same period and orientation), 128 texels square. */
export function causticTile(slope: Float32Array): Float32Array {
  // How strongly the surface focuses: chosen so that the most converging parts just fold over,
  // which is where the bright lines of real caustics come from.
  const div: number[] = [];
  for (let y = 0; y < N; y += 2) {
    for (let x = 0; x < N; x += 2) {
      const gx =
        (slope[(y * N + ((x + 1) & MASK)) * 2] as number) - (slope[(y * N + ((x - 1) & MASK)) * 2] as number);
      const gy =
        (slope[(((y + 1) & MASK) * N + x) * 2 + 1] as number) -
        (slope[(((y - 1) & MASK) * N + x) * 2 + 1] as number);
      div.push(-(gx + gy) / 4);
    }
  }
  div.sort((a, b) => a - b);
  const strong = div[Math.floor(div.length * 0.97)] ?? 1;
  const k = strong > 1e-6 ? 1.15 / strong : 1;
  const out = new Float32Array(N * N);
  const w = 1 / (SUB * SUB);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      for (let j = 0; j < SUB; j++) {
        for (let i = 0; i < SUB; i++) {
          const sx = x + (i + 0.5) / SUB;
          const sy = y + (j + 0.5) / SUB;
          splat(out, sx + k * slopeAt(slope, sx, sy, 0), sy + k * slopeAt(slope, sx, sy, 1), w);
        }
      }
    }
  }
  // A light blur (the sun is not a point), then cap the brightest folds.
  const soft = new Float32Array(N * N);
  for (let y = 0; y < N; y++) {
    for (let x = 0; x < N; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const wgt = (dx === 0 ? 2 : 1) * (dy === 0 ? 2 : 1);
          sum += wgt * (out[((y + dy) & MASK) * N + ((x + dx) & MASK)] as number);
        }
      }
      soft[y * N + x] = Math.min(sum / 16, 5);
    }
  }
  let mean = 0;
  for (let i = 0; i < soft.length; i++) mean += soft[i] as number;
  mean /= soft.length;
  for (let i = 0; i < soft.length; i++) soft[i] = (soft[i] as number) / mean;
  return soft;
}

/** Bilinear, wrapping look-up of a caustic tile at (x, y) in tiles. */
export function sampleCaustics(tile: Float32Array, x: number, y: number): number {
  const fx = x * N;
  const fy = y * N;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  const x0 = ix & MASK;
  const x1 = (ix + 1) & MASK;
  const y0 = (iy & MASK) * N;
  const y1 = ((iy + 1) & MASK) * N;
  const a = tile[y0 + x0] as number;
  const b = tile[y0 + x1] as number;
  const c = tile[y1 + x0] as number;
  const d = tile[y1 + x1] as number;
  return a + (b - a) * tx + (c - a + (a - b + d - c) * tx) * ty;
}
