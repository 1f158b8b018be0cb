// The water's ripples: a seeded, tileable height field in plan metres (a few directional waves
// from one wind direction plus value noise), made once per seed as two small slope tiles, the long
// swell and the short wind ripples. Shading samples their slopes to tilt the water's normal, and
// fades each one out where a pixel is too large to show its waves (they turn into roughness).
import { causticTile } from './caustics.ts';
import { deriveSeed, hash2 } from './random.ts';

/** Texels along a tile's side (caustics.ts assumes the same). */
export const RIPPLE_TILE = 128;
const MASK = RIPPLE_TILE - 1;

/** Metres one tile spans: the swell repeats every 4 m, the short ripples every 1.7 m. */
export const LONG_PERIOD = 4;
export const SHORT_PERIOD = 1.7;
/** The shortest wavelength in each tile (m), which decides when a pixel is too large for it. */
export const LONG_SHORTEST = LONG_PERIOD / 7;
export const SHORT_SHORTEST = SHORT_PERIOD / 11;

export interface Ripples {
  /** Slope (dh/du, dh/dv) per texel, interleaved, scaled to a root-mean-square slope of 1. */
  long: Float32Array;
  short: Float32Array;
  /** The light the short ripples focus onto a floor, mean 1 (see caustics.ts). */
  caustics: Float32Array;
}

/** Adds periodic value noise on a lattice of `cells` per tile (smoothstepped) times `weight`. */
function addNoise(height: Float32Array, seed: number, cells: number, weight: number): void {
  const lattice = new Float64Array(cells * cells);
  for (let i = 0; i < lattice.length; i++)
    lattice[i] = (hash2(i % cells, Math.floor(i / cells), seed) - 0.5) * weight;
  const step = cells / RIPPLE_TILE;
  for (let y = 0; y < RIPPLE_TILE; y++) {
    const fy = y * step;
    const iy = Math.floor(fy);
    let ty = fy - iy;
    ty = ty * ty * (3 - 2 * ty);
    const r0 = (iy % cells) * cells;
    const r1 = ((iy + 1) % cells) * cells;
    for (let x = 0; x < RIPPLE_TILE; x++) {
      const fx = x * step;
      const ix = Math.floor(fx);
      let tx = fx - ix;
      tx = tx * tx * (3 - 2 * tx);
      const c0 = ix % cells;
      const c1 = (ix + 1) % cells;
      const a = lattice[r0 + c0] as number;
      const b = lattice[r0 + c1] as number;
      const c = lattice[r1 + c0] as number;
      const d = lattice[r1 + c1] as number;
      const i = y * RIPPLE_TILE + x;
      height[i] = (height[i] as number) + a + (b - a) * tx + (c - a + (a - b + d - c) * tx) * ty;
    }
  }
}

interface Wave {
  kx: number;
  ky: number;
  amplitude: number;
  phase: number;
}

/** Waves with whole numbers of cycles per tile (so the tile wraps), around the wind direction. */
function waves(seed: number, wind: number, spread: number, cycles: readonly number[]): Wave[] {
  const list: Wave[] = [];
  cycles.forEach((n, i) => {
    const angle = wind + (hash2(i, 1, seed) - 0.5) * 2 * spread;
    let kx = Math.round(n * Math.cos(angle));
    const ky = Math.round(n * Math.sin(angle));
    if (kx === 0 && ky === 0) kx = 1;
    // Equal steepness: the amplitude follows the wavelength, a little less for the short ones.
    const amplitude = (0.6 + 0.8 * hash2(i, 2, seed)) / Math.hypot(kx, ky) ** 1.2;
    list.push({ kx, ky, amplitude, phase: hash2(i, 3, seed) * Math.PI * 2 });
  });
  return list;
}

/** Height field of some waves plus noise, then its slope normalised to an RMS of 1. */
function slopeTile(list: Wave[], noiseSeed: number, noiseCells: number, noiseShare: number): Float32Array {
  const height = new Float32Array(RIPPLE_TILE * RIPPLE_TILE);
  let waveScale = 0;
  for (const w of list) waveScale += w.amplitude;
  const tau = (Math.PI * 2) / RIPPLE_TILE;
  // sin(a + b) = sin a cos b + cos a sin b: one table per axis and wave, no sine per texel.
  const sinX = new Float64Array(RIPPLE_TILE);
  const cosX = new Float64Array(RIPPLE_TILE);
  const sinY = new Float64Array(RIPPLE_TILE);
  const cosY = new Float64Array(RIPPLE_TILE);
  for (const w of list) {
    for (let i = 0; i < RIPPLE_TILE; i++) {
      sinX[i] = w.amplitude * Math.sin(w.kx * i * tau + w.phase);
      cosX[i] = w.amplitude * Math.cos(w.kx * i * tau + w.phase);
      sinY[i] = Math.sin(w.ky * i * tau);
      cosY[i] = Math.cos(w.ky * i * tau);
    }
    for (let y = 0; y < RIPPLE_TILE; y++) {
      const sy = sinY[y] as number;
      const cy = cosY[y] as number;
      const row = y * RIPPLE_TILE;
      for (let x = 0; x < RIPPLE_TILE; x++) {
        height[row + x] = (height[row + x] as number) + (sinX[x] as number) * cy + (cosX[x] as number) * sy;
      }
    }
  }
  addNoise(height, noiseSeed, noiseCells, noiseShare * waveScale);
  addNoise(height, noiseSeed + 1, noiseCells * 2, 0.5 * noiseShare * waveScale);
  const slope = new Float32Array(RIPPLE_TILE * RIPPLE_TILE * 2);
  let sum = 0;
  for (let y = 0; y < RIPPLE_TILE; y++) {
    for (let x = 0; x < RIPPLE_TILE; x++) {
      const i = y * RIPPLE_TILE + x;
      const dx =
        (height[y * RIPPLE_TILE + ((x + 1) & MASK)] as number) -
        (height[y * RIPPLE_TILE + ((x - 1) & MASK)] as number);
      const dy =
        (height[((y + 1) & MASK) * RIPPLE_TILE + x] as number) -
        (height[((y - 1) & MASK) * RIPPLE_TILE + x] as number);
      slope[i * 2] = dx;
      slope[i * 2 + 1] = dy;
      sum += dx * dx + dy * dy;
    }
  }
  const scale = 1 / Math.sqrt(sum / (RIPPLE_TILE * RIPPLE_TILE) || 1);
  for (let i = 0; i < slope.length; i++) slope[i] = (slope[i] as number) * scale;
  return slope;
}

function createRipples(seed: number): Ripples {
  const s = deriveSeed(seed, 21);
  const wind = hash2(0, 0, s) * Math.PI * 2;
  const long = waves(s, wind, 0.7, [3, 4, 5, 6, 7]);
  const short = waves(deriveSeed(seed, 22), wind, 1.2, [4, 5, 6, 7, 8, 9, 11]);
  // The caustics come from waves of the same sizes running every way (a pool's surface is stirred
  // from all sides), which folds the light into a web rather than into parallel lines.
  const stirred = waves(deriveSeed(seed, 25), wind, Math.PI, [3, 3, 4, 4, 5, 5, 6, 7]);
  return {
    long: slopeTile(long, deriveSeed(seed, 23), 8, 0.35),
    short: slopeTile(short, deriveSeed(seed, 24), 8, 0.5),
    caustics: causticTile(slopeTile(stirred, deriveSeed(seed, 26), 8, 0.6)),
  };
}

const cache = new Map<number, Ripples>();

/** The ripples of a seed, made on first use and kept for a few seeds per thread. */
export function ripplesFor(seed: number): Ripples {
  const hit = cache.get(seed);
  if (hit) return hit;
  const made = createRipples(seed);
  cache.set(seed, made);
  if (cache.size > 4) cache.delete(cache.keys().next().value as number);
  return made;
}

/** Bilinear, wrapping look-up of a slope tile at (x, y) in tiles, added times `weight` into out[0..1]. */
export function addSlope(tile: Float32Array, x: number, y: number, weight: number, out: Float64Array): void {
  const fx = x * RIPPLE_TILE;
  const fy = y * RIPPLE_TILE;
  const ix = Math.floor(fx);
  const iy = Math.floor(fy);
  const tx = fx - ix;
  const ty = fy - iy;
  const a = ((iy & MASK) * RIPPLE_TILE + (ix & MASK)) * 2;
  const b = ((iy & MASK) * RIPPLE_TILE + ((ix + 1) & MASK)) * 2;
  const c = (((iy + 1) & MASK) * RIPPLE_TILE + (ix & MASK)) * 2;
  const d = (((iy + 1) & MASK) * RIPPLE_TILE + ((ix + 1) & MASK)) * 2;
  const w00 = (1 - tx) * (1 - ty) * weight;
  const w10 = tx * (1 - ty) * weight;
  const w01 = (1 - tx) * ty * weight;
  const w11 = tx * ty * weight;
  out[0] =
    (out[0] as number) +
    (tile[a] as number) * w00 +
    (tile[b] as number) * w10 +
    (tile[c] as number) * w01 +
    (tile[d] as number) * w11;
  out[1] =
    (out[1] as number) +
    (tile[a + 1] as number) * w00 +
    (tile[b + 1] as number) * w10 +
    (tile[c + 1] as number) * w01 +
    (tile[d + 1] as number) * w11;
}
