// The modeling styles' numeric helpers: clamping and easing, fast Gaussian blurs by running box
// sums, shrinking and enlarging planes, quantiles, and seeded value noise and paper grain.
import { createRandom, deriveSeed } from '../random.ts';
import type { Plane } from './planes.ts';

// ---------------------------------------------------------------------------------------------
// Numeric helpers

export const clamp01 = (v: number): number => (v < 0 ? 0 : Math.min(v, 1));

export function smoothstep(a: number, b: number, v: number): number {
  const t = clamp01((v - a) / (b - a));
  return t * t * (3 - 2 * t);
}

/** Box radii whose three passes approximate a Gaussian of `sigma` (Kovesi). */
export function boxRadii(sigma: number): [number, number, number] {
  const ideal = Math.sqrt((12 * sigma * sigma) / 3 + 1);
  let wl = Math.floor(ideal);
  if (wl % 2 === 0) wl--;
  const wu = wl + 2;
  const m = Math.round((12 * sigma * sigma - 3 * wl * wl - 12 * wl - 9) / (-4 * wl - 4));
  const r = (i: number): number => ((i < m ? wl : wu) - 1) / 2;
  return [r(0), r(1), r(2)];
}

/** A running-sum box blur along rows, edges clamped. */
export function boxH(src: Plane, dst: Plane, w: number, h: number, r: number): void {
  if (r <= 0) {
    dst.set(src);
    return;
  }
  const inv = 1 / (2 * r + 1);
  const last = w - 1;
  const simple = 2 * r + 2 <= w;
  for (let y = 0; y < h; y++) {
    const o = y * w;
    const first = src[o] as number;
    const end = src[o + last] as number;
    let acc = first * (r + 1);
    for (let i = 1; i <= r; i++) acc += src[o + Math.min(i, last)] as number;
    if (!simple) {
      for (let x = 0; x < w; x++) {
        dst[o + x] = acc * inv;
        const add = x + r + 1;
        const sub = x - r;
        acc += (src[o + Math.min(add, last)] as number) - (src[o + Math.max(sub, 0)] as number);
      }
      continue;
    }
    let x = 0;
    for (; x <= r; x++) {
      dst[o + x] = acc * inv;
      acc += (src[o + x + r + 1] as number) - first;
    }
    for (; x < w - r - 1; x++) {
      dst[o + x] = acc * inv;
      acc += (src[o + x + r + 1] as number) - (src[o + x - r] as number);
    }
    for (; x < w; x++) {
      dst[o + x] = acc * inv;
      acc += end - (src[o + x - r] as number);
    }
  }
}

/** The same down columns, a row at a time. */
export function boxV(src: Plane, dst: Plane, w: number, h: number, r: number, acc: Float32Array): void {
  if (r <= 0) {
    dst.set(src);
    return;
  }
  const inv = 1 / (2 * r + 1);
  const last = h - 1;
  for (let x = 0; x < w; x++) acc[x] = (src[x] as number) * (r + 1);
  for (let i = 1; i <= r; i++) {
    const o = Math.min(i, last) * w;
    for (let x = 0; x < w; x++) acc[x] = (acc[x] as number) + (src[o + x] as number);
  }
  for (let y = 0; y < h; y++) {
    const o = y * w;
    const add = y + r + 1;
    const sub = y - r;
    const oa = Math.min(add, last) * w;
    const os = Math.max(sub, 0) * w;
    for (let x = 0; x < w; x++) {
      const a = acc[x] as number;
      dst[o + x] = a * inv;
      acc[x] = a + (src[oa + x] as number) - (src[os + x] as number);
    }
  }
}

/**
 * A Gaussian blur of `sigma` pixels (three box passes each way, edges clamped) into `out`, which
 * may be `src`; `tmp` is scratch the same size.
 */
export function gauss(
  src: Plane,
  w: number,
  h: number,
  sigma: number,
  out: Plane = new Float32Array(src.length),
  tmp: Plane = new Float32Array(src.length),
): Plane {
  if (sigma < 0.4) {
    if (out !== src) out.set(src);
    return out;
  }
  const acc = new Float32Array(w);
  const [r0, r1, r2] = boxRadii(sigma);
  boxH(src, tmp, w, h, r0);
  boxH(tmp, out, w, h, r1);
  boxH(out, tmp, w, h, r2);
  boxV(tmp, out, w, h, r0, acc);
  boxV(out, tmp, w, h, r1, acc);
  boxV(tmp, out, w, h, r2, acc);
  return out;
}

/** One pass of the 3 x 3 binomial kernel (a Gaussian of about 0.7 px) into `out` (may be `src`). */
export function binomial(src: Plane, w: number, h: number, out: Plane, tmp: Plane): Plane {
  for (let y = 0; y < h; y++) {
    const o = y * w;
    tmp[o] = 0.75 * (src[o] as number) + 0.25 * (src[o + 1] as number);
    for (let x = 1; x < w - 1; x++) {
      tmp[o + x] =
        0.5 * (src[o + x] as number) + 0.25 * ((src[o + x - 1] as number) + (src[o + x + 1] as number));
    }
    tmp[o + w - 1] = 0.75 * (src[o + w - 1] as number) + 0.25 * (src[o + w - 2] as number);
  }
  for (let y = 0; y < h; y++) {
    const o = y * w;
    const up = y > 0 ? o - w : o;
    const down = y < h - 1 ? o + w : o;
    for (let x = 0; x < w; x++) {
      out[o + x] =
        0.5 * (tmp[o + x] as number) + 0.25 * ((tmp[up + x] as number) + (tmp[down + x] as number));
    }
  }
  return out;
}

export interface Small {
  plane: Plane;
  width: number;
  height: number;
}

/** The mean of each f x f block: a new plane ceil(w / f) x ceil(h / f). */
export function shrink(src: Plane, w: number, h: number, f: number): Small {
  const sw = Math.ceil(w / f);
  const sh = Math.ceil(h / f);
  const sum = new Float32Array(sw * sh);
  const count = new Float32Array(sw * sh);
  const col = new Int32Array(w);
  for (let x = 0; x < w; x++) col[x] = (x / f) | 0;
  for (let y = 0; y < h; y++) {
    const row = ((y / f) | 0) * sw;
    const o = y * w;
    for (let x = 0; x < w; x++) {
      const j = row + (col[x] as number);
      sum[j] = (sum[j] as number) + (src[o + x] as number);
      count[j] = (count[j] as number) + 1;
    }
  }
  for (let j = 0; j < sum.length; j++) sum[j] = (sum[j] as number) / (count[j] as number);
  return { plane: sum, width: sw, height: sh };
}

/**
 * Bilinear enlargement of small planes to rows `w` wide, a row at a time (pixel centres aligned,
 * edges clamped): `row(plane, y, out)` fills `out` with row y of the enlarged plane.
 */
export function rowEnlarger(
  sw: number,
  sh: number,
  w: number,
  h: number,
): (src: Plane, y: number, out: Plane) => void {
  const fx = sw / w;
  const fy = sh / h;
  const x0s = new Int32Array(w);
  const x1s = new Int32Array(w);
  const txs = new Float32Array(w);
  for (let x = 0; x < w; x++) {
    const sx = Math.min(sw - 1, Math.max(0, (x + 0.5) * fx - 0.5));
    const x0 = Math.floor(sx);
    x0s[x] = x0;
    x1s[x] = Math.min(sw - 1, x0 + 1);
    txs[x] = sx - x0;
  }
  const line = new Float32Array(sw);
  return (src, y, out) => {
    const sy = Math.min(sh - 1, Math.max(0, (y + 0.5) * fy - 0.5));
    const y0 = Math.floor(sy);
    const ty = sy - y0;
    const r0 = y0 * sw;
    const r1 = Math.min(sh - 1, y0 + 1) * sw;
    for (let j = 0; j < sw; j++) {
      const a = src[r0 + j] as number;
      line[j] = a + ((src[r1 + j] as number) - a) * ty;
    }
    for (let x = 0; x < w; x++) {
      const a = line[x0s[x] as number] as number;
      out[x] = a + ((line[x1s[x] as number] as number) - a) * (txs[x] as number);
    }
  };
}

/** A small plane enlarged to w x h into `out`. */
export function enlargeInto(small: Small, w: number, h: number, out: Plane): Plane {
  const row = rowEnlarger(small.width, small.height, w, h);
  const line = new Float32Array(w);
  for (let y = 0; y < h; y++) {
    row(small.plane, y, line);
    out.set(line, y * w);
  }
  return out;
}

/** A wide Gaussian blur worked out on a shrunken copy: the small, blurred plane. */
export function gaussWideSmall(src: Plane, w: number, h: number, sigma: number): Small {
  const f = Math.min(8, 2 ** Math.floor(Math.log2(Math.max(1, sigma / 1.5))));
  const small = f >= 2 ? shrink(src, w, h, f) : { plane: src.slice(), width: w, height: h };
  // A box of f already blurs by about f / sqrt(12).
  const rest = Math.sqrt(Math.max(0, sigma * sigma - (f * f) / 12)) / f;
  gauss(small.plane, small.width, small.height, rest, small.plane);
  return small;
}

/** The value below which a share `q` of the values lie (only the positive ones if asked). */
export function quantile(values: Plane, q: number, onlyPositive = false): number {
  let max = 0;
  for (let i = 0; i < values.length; i++) if ((values[i] as number) > max) max = values[i] as number;
  if (max <= 0) return 0;
  const bins = 4096;
  const hist = new Uint32Array(bins);
  const k = (bins - 1) / max;
  let count = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    if (v <= 0 && onlyPositive) continue;
    const bin = v > 0 ? Math.floor(v * k) : 0;
    hist[bin] = (hist[bin] as number) + 1;
    count++;
  }
  const target = q * count;
  let acc = 0;
  for (let i = 0; i < bins; i++) {
    acc += hist[i] as number;
    if (acc >= target) return (i + 0.5) / k;
  }
  return max;
}

/**
 * Smooth value noise in about [-1, 1]: `octaves` octaves from `cell` pixels down, on a lattice of
 * seeded random values with a smooth fade. `stretch` > 1 elongates it horizontally.
 */
export function valueNoise(
  w: number,
  h: number,
  cell: number,
  octaves: number,
  seed: number,
  stretch = 1,
): Plane {
  const out = new Float32Array(w * h);
  let amp = 1;
  let total = 0;
  const ix = new Int32Array(w);
  const tx = new Float32Array(w);
  for (let o = 0; o < octaves; o++) {
    const cy = Math.max(1.5, cell / 2 ** o);
    const cx = cy * stretch;
    const gw = Math.ceil(w / cx) + 2;
    const gh = Math.ceil(h / cy) + 2;
    const rnd = createRandom(deriveSeed(seed, 101 + o));
    const grid = new Float32Array(gw * gh);
    for (let i = 0; i < grid.length; i++) grid[i] = rnd() * 2 - 1;
    for (let x = 0; x < w; x++) {
      const f = x / cx;
      const i = Math.floor(f);
      const t = f - i;
      ix[x] = i;
      tx[x] = t * t * (3 - 2 * t);
    }
    for (let y = 0; y < h; y++) {
      const f = y / cy;
      const j = Math.floor(f);
      let t = f - j;
      t = t * t * (3 - 2 * t);
      const row0 = j * gw;
      const row1 = row0 + gw;
      const oy = y * w;
      for (let x = 0; x < w; x++) {
        const i = ix[x] as number;
        const s = tx[x] as number;
        const g00 = grid[row0 + i] as number;
        const g10 = grid[row0 + i + 1] as number;
        const g01 = grid[row1 + i] as number;
        const g11 = grid[row1 + i + 1] as number;
        const a = g00 + (g10 - g00) * s;
        const c = g01 + (g11 - g01) * s;
        out[oy + x] = (out[oy + x] as number) + (a + (c - a) * t) * amp;
      }
    }
    total += amp;
    amp *= 0.5;
  }
  const k = 1.6 / total;
  for (let i = 0; i < out.length; i++) out[i] = (out[i] as number) * k;
  return out;
}

export const TILE = 256;

/** A tileable 256 x 256 patch of fine grain, about unit spread, softened to ~0.7 px. */
export function grainTile(seed: number): Plane {
  const rnd = createRandom(deriveSeed(seed, 7));
  const a = new Float32Array(TILE * TILE);
  for (let i = 0; i < a.length; i++) a[i] = rnd() * 2 - 1;
  const b = new Float32Array(TILE * TILE);
  const m = TILE - 1;
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      const i = y * TILE;
      b[i + x] =
        0.5 * (a[i + x] as number) +
        0.25 * ((a[i + ((x - 1) & m)] as number) + (a[i + ((x + 1) & m)] as number));
    }
  }
  for (let y = 0; y < TILE; y++) {
    for (let x = 0; x < TILE; x++) {
      a[y * TILE + x] =
        (0.5 * (b[y * TILE + x] as number) +
          0.25 * ((b[((y - 1) & m) * TILE + x] as number) + (b[((y + 1) & m) * TILE + x] as number))) *
        2.6;
    }
  }
  return a;
}
