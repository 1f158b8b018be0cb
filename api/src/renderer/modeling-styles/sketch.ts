// The architect's sketch: ink contours from luminance and colour edges, pencil hatching in the
// shadows, a light colour wash on warm paper. Its contours also draw the watercolour's pencil lines.
import { deriveSeed, hash2 } from '../random.ts';
import {
  binomial,
  clamp01,
  enlargeInto,
  gauss,
  gaussWideSmall,
  grainTile,
  quantile,
  rowEnlarger,
  smoothstep,
  TILE,
  valueNoise,
} from './numeric.ts';
import {
  luma,
  lumaAndBlue,
  type Plane,
  type Raw,
  resizeRaw,
  scratch,
  scratchBytes,
  scratchInt,
  type Triple,
  toPlanes,
} from './planes.ts';

// ---------------------------------------------------------------------------------------------
// Contours: the sketch's line work and the watercolour's pencil under-drawing

export interface ContourOptions {
  /** Pre-smoothing, px. */
  sigma: number;
  /** Surround suppression: an edge crowded by other edges (grass, gravel, leaves) is weakened. */
  surroundSigma: number;
  surroundWeight: number;
  /** Share of the candidate edge pixels that start a line, and the weak threshold relative to it. */
  strongShare: number;
  weakRatio: number;
  /** A contrast floor, so that a flat image draws no lines. */
  minStrong: number;
  /** Lines with fewer pixels are texture, not contour; lines several times longer are drawn darker. */
  minLength: number;
}

/**
 * Canny-style contours with surround inhibition: a one-pixel-wide map of line strength (0..1)
 * along the kept edges. Edges come from the luminance and a blue-against-yellow plane, so that
 * water meets paving in a line even where both are equally bright. `lum` and `blue` are in
 * scratch slots `slot` and `slot + 1` and are consumed; slots up to `slot + 4` are used, and the
 * result is in `slot + 3`.
 */
export function contours(
  lum: Plane,
  blue: Plane,
  w: number,
  h: number,
  o: ContourOptions,
  slot: number,
): Plane {
  const n = w * h;
  const tmp = scratch(slot + 2, n);
  const s = gauss(lum, w, h, o.sigma, lum, tmp);
  const c = gauss(blue, w, h, o.sigma, blue, tmp);
  const mag = scratch(slot + 3, n);
  // Across-edge direction per pixel: 0 horizontal, 1 vertical, 2 and 3 the diagonals.
  const dir = scratchBytes(slot + 2, n);
  mag.fill(0);
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      const a0 = s[p - w - 1] as number;
      const a2 = s[p - w + 1] as number;
      const a6 = s[p + w - 1] as number;
      const a8 = s[p + w + 1] as number;
      let dx = (a2 + 2 * (s[p + 1] as number) + a8 - a0 - 2 * (s[p - 1] as number) - a6) * 0.125;
      let dy = (a6 + 2 * (s[p + w] as number) + a8 - a0 - 2 * (s[p - w] as number) - a2) * 0.125;
      const b0 = c[p - w - 1] as number;
      const b2 = c[p - w + 1] as number;
      const b6 = c[p + w - 1] as number;
      const b8 = c[p + w + 1] as number;
      const ex = (b2 + 2 * (c[p + 1] as number) + b8 - b0 - 2 * (c[p - 1] as number) - b6) * 0.125;
      const ey = (b6 + 2 * (c[p + w] as number) + b8 - b0 - 2 * (c[p - w] as number) - b2) * 0.125;
      const m2 = dx * dx + dy * dy;
      const e2 = ex * ex + ey * ey;
      if (e2 > m2) {
        dx = ex;
        dy = ey;
      }
      mag[p] = Math.sqrt(m2 + e2);
      const ax = dx < 0 ? -dx : dx;
      const ay = dy < 0 ? -dy : dy;
      dir[p] = ay <= ax * 0.4142 ? 0 : ax <= ay * 0.4142 ? 1 : dx * dy > 0 ? 2 : 3;
    }
  }
  const surround = enlargeInto(gaussWideSmall(mag, w, h, o.surroundSigma), w, h, scratch(slot, n));
  for (let p = 0; p < n; p++) {
    const v = (mag[p] as number) - o.surroundWeight * (surround[p] as number);
    mag[p] = Math.max(v, 0);
  }
  // Non-maximum suppression across the edge.
  const thin = scratch(slot + 1, n).fill(0);
  const steps = [1, w, w + 1, w - 1];
  for (let y = 2; y < h - 2; y++) {
    for (let x = 2; x < w - 2; x++) {
      const p = y * w + x;
      const v = mag[p] as number;
      if (v <= 0) continue;
      const step = steps[dir[p] as number] as number;
      if (v >= (mag[p - step] as number) && v > (mag[p + step] as number)) thin[p] = v;
    }
  }
  const high = Math.max(o.minStrong, quantile(thin, 1 - o.strongShare, true));
  const low = high * o.weakRatio;
  // Hysteresis: grow lines from strong pixels through weak ones (8-connected), drop short ones.
  // Border pixels are never candidates, so neighbours never wrap.
  const out = mag.fill(0);
  const seen = scratchBytes(slot + 2, n).fill(0);
  const stack = scratchInt(slot, n);
  const comp = scratchInt(slot + 4, n);
  const top2 = high * 2.2;
  const offsets = [-w - 1, -w, -w + 1, -1, 1, w - 1, w, w + 1];
  for (let p0 = 0; p0 < n; p0++) {
    if ((thin[p0] as number) < high || seen[p0]) continue;
    let top = 0;
    let size = 0;
    stack[top++] = p0;
    seen[p0] = 1;
    while (top > 0) {
      const p = stack[--top] as number;
      comp[size++] = p;
      for (let k = 0; k < 8; k++) {
        const q = p + (offsets[k] as number);
        if (seen[q] === 0 && (thin[q] as number) >= low) {
          seen[q] = 1;
          stack[top++] = q;
        }
      }
    }
    if (size < o.minLength) continue;
    const weight = 0.62 + 0.38 * smoothstep(o.minLength, 8 * o.minLength, size);
    for (let i = 0; i < size; i++) {
      const p = comp[i] as number;
      out[p] = (0.4 + 0.6 * smoothstep(low, top2, thin[p] as number)) * weight;
    }
  }
  return out;
}

/**
 * Gives a thin line map a stroke about `width` px wide, anti-aliased, values 0..1, in place; `tmp`
 * is scratch the same size.
 */
export function strokes(thin: Plane, w: number, h: number, width: number, tmp: Plane): Plane {
  // Each binomial pass adds a variance of 0.5 px^2.
  const passes = Math.max(1, Math.round((width * 0.42) ** 2 / 0.5));
  for (let i = 0; i < passes; i++) binomial(thin, w, h, thin, tmp);
  const gain = Math.sqrt(2 * Math.PI * 0.5 * passes) * 1.3;
  for (let i = 0; i < thin.length; i++) {
    const v = (thin[i] as number) * gain;
    thin[i] = Math.min(v, 1);
  }
  return thin;
}

// ---------------------------------------------------------------------------------------------
// Architect's sketch: ink line work, pencil hatching in the shadows, a light colour wash, paper

export const SKETCH_PAPER: Triple = [0.969, 0.951, 0.91];
export const INK: Triple = [0.17, 0.16, 0.17];

export interface HatchLayer {
  seed: number;
  /** +1: strokes rise to the right ("/"); -1: fall to the right ("\"). */
  sign: 1 | -1;
  /** The darkness at which the layer starts, with a per-stroke spread. */
  start: number;
  spread: number;
  opacity: number;
  /** Per stroke line: dash length and phase. */
  length: Float32Array;
  phase: Float32Array;
}

/**
 * Pencil hatching: `ink(x, y, darkness)` is how much graphite covers the pixel. Straight strokes
 * of random length with staggered, tapered ends and a little jitter in position and angle, as a
 * hand draws them, where the darkness passes each stroke's own threshold; a crossing layer in the
 * darkest tones.
 */
export function hatcher(
  w: number,
  h: number,
  u: number,
  seed: number,
): (x: number, y: number, d: number) => number {
  const spacing = Math.max(2.8, 5 * u);
  const half = Math.max(0.4, 0.42 * u);
  const r2 = Math.SQRT1_2;
  const first = -Math.ceil((h * r2) / spacing) - 2;
  const count = Math.ceil(((w + h) * r2) / spacing) + 4 - first;
  const layer = (tag: number, sign: 1 | -1, start: number, opacity: number): HatchLayer => {
    const s = deriveSeed(seed, tag);
    const length = new Float32Array(count);
    const phase = new Float32Array(count);
    for (let j = 0; j < count; j++) {
      length[j] = (26 + 50 * hash2(j + first, 1, s)) * u;
      phase[j] = hash2(j + first, 2, s);
    }
    return { seed: s, sign, start, spread: 0.14, opacity, length, phase };
  };
  const layers = [layer(31, 1, 0.3, 0.55), layer(32, -1, 0.66, 0.42)];
  const gap = 0.14;
  return (x, y, d) => {
    let clear = 1;
    for (const l of layers) {
      if (d < l.start - 0.05) continue;
      const across = l.sign > 0 ? (x + y) * r2 : (x - y) * r2;
      const along = l.sign > 0 ? (x - y) * r2 : (x + y) * r2;
      const line = Math.round(across / spacing);
      const segLen = l.length[line - first] as number;
      const s = along / segLen + (l.phase[line - first] as number);
      const seg = Math.floor(s);
      const f = s - seg;
      if (f > 1 - gap) continue;
      const hs = hash2(line, seg, l.seed);
      // Each stroke sits a little off its slot and a little off the angle.
      const shift = ((hs * 7.31) % 1) - 0.5;
      const tilt = ((hs * 3.17) % 1) - 0.5;
      const centre = line * spacing + shift * 0.35 * spacing + tilt * 0.035 * (f - 0.45) * segLen;
      const dist = Math.abs(across - centre);
      const cover = half + 0.5 - dist;
      if (cover <= 0) continue;
      const t = l.start + l.spread * hs;
      const on = smoothstep(t - 0.05, t + 0.05, d);
      if (on <= 0) continue;
      const taper = Math.min(1, f / 0.08, (1 - gap - f) / 0.08);
      clear *= 1 - Math.min(cover, 1) * taper * on * l.opacity * (0.75 + 0.25 * ((hs * 5.3) % 1));
    }
    return 1 - clear;
  };
}

export async function sketch(src: Raw, seed: number): Promise<Raw> {
  const { width: w, height: h } = src;
  const n = w * h;
  const u = Math.max(0.2, w / 1024);

  // Tones and the wash on a copy shrunk 8x.
  const sw = Math.max(1, Math.round(w / 8));
  const sh = Math.max(1, Math.round(h / 8));
  const small = toPlanes(await resizeRaw(src, sw, sh, 'lanczos3'));
  const sn = sw * sh;
  // Hatching starts in the darkest third of the picture and crosses in the darkest tenth.
  const tone = gauss(luma(small), sw, sh, Math.max(0.4, (2 * u * sw) / w));
  const lo = quantile(tone, 0.01);
  const hi = Math.max(lo + 0.15, quantile(tone, 0.99));
  for (let i = 0; i < sn; i++) tone[i] = ((tone[i] as number) - lo) / (hi - lo);
  const single = Math.min(0.5, quantile(tone, 0.33));
  const cross = Math.min(single - 0.12, quantile(tone, 0.1));
  const washR = gauss(small.r, sw, sh, 0.8);
  const washG = gauss(small.g, sw, sh, 0.8);
  const washB = gauss(small.b, sw, sh, 0.8);
  const blotch = valueNoise(sw, sh, (160 * u * sw) / w, 2, deriveSeed(seed, 4));
  const fibres = valueNoise(sw, sh, (40 * u * sw) / w, 2, deriveSeed(seed, 3), 3);
  const dark = new Float32Array(sn);
  // The paper as washed: its colour times the wash's tint (the colour's chroma only, where it is
  // colourful: water, planting), with a faint graphite smudge in the shadows.
  const paperR = new Float32Array(sn);
  const paperG = new Float32Array(sn);
  const paperB = new Float32Array(sn);
  for (let i = 0; i < sn; i++) {
    const t = tone[i] as number;
    const d = t >= single ? 0.3 - (t - single) * 2 : 0.3 + (0.36 * (single - t)) / (single - cross);
    dark[i] = d;
    const cr = washR[i] as number;
    const cg = washG[i] as number;
    const cb = washB[i] as number;
    const l = Math.max(0.12, 0.2126 * cr + 0.7152 * cg + 0.0722 * cb);
    const chroma = Math.max(cr, cg, cb) - Math.min(cr, cg, cb);
    const a = 0.28 * smoothstep(0.05, 0.3, chroma) * (0.85 + 0.2 * (blotch[i] as number));
    const k = (1 + 0.012 * (fibres[i] as number)) * (1 - 0.14 * clamp01(d));
    paperR[i] = SKETCH_PAPER[0] * k * (1 + a * (Math.min(1.7, cr / l) - 1));
    paperG[i] = SKETCH_PAPER[1] * k * (1 + a * (Math.min(1.7, cg / l) - 1));
    paperB[i] = SKETCH_PAPER[2] * k * (1 + a * (Math.min(1.7, cb / l) - 1));
  }

  // Full size, no awaits from here on (scratch planes): the line work, then hatching and paper.
  const lum = scratch(0, n);
  const blue = scratch(1, n);
  lumaAndBlue(src, lum, blue);
  const thin = contours(
    lum,
    blue,
    w,
    h,
    {
      sigma: Math.max(0.7, 1.25 * u),
      surroundSigma: Math.max(2, 6 * u),
      surroundWeight: 1.15,
      strongShare: 0.13,
      weakRatio: 0.4,
      minStrong: 0.012,
      minLength: Math.max(6, Math.round(18 * u)),
    },
    0,
  );
  const lines = strokes(thin, w, h, Math.max(1, 1.35 * u), scratch(0, n));
  const hatch = hatcher(w, h, u, seed);
  const row = rowEnlarger(sw, sh, w, h);
  const rowDark = new Float32Array(w);
  const rowR = new Float32Array(w);
  const rowG = new Float32Array(w);
  const rowB = new Float32Array(w);
  const grainPatch = grainTile(seed);
  const ox = deriveSeed(seed, 5) & 255;
  const oy = deriveSeed(seed, 6) & 255;
  const out = new Uint8ClampedArray(n * 3);
  const [ir, ig, ib] = INK;
  for (let y = 0; y < h; y++) {
    row(dark, y, rowDark);
    row(paperR, y, rowR);
    row(paperG, y, rowG);
    row(paperB, y, rowB);
    const grow = ((y + oy) & 255) * TILE;
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const grain = 1 + 0.02 * (grainPatch[grow + ((x + ox) & 255)] as number);
      let r = (rowR[x] as number) * grain;
      let g = (rowG[x] as number) * grain;
      let b = (rowB[x] as number) * grain;
      const d = rowDark[x] as number;
      if (d > 0.25) {
        const ht = hatch(x, y, d) * 0.8;
        r += (ir - r) * ht;
        g += (ig - g) * ht;
        b += (ib - b) * ht;
      }
      const ln = (lines[i] as number) * 0.9;
      const p = i * 3;
      out[p] = (r + (ir - r) * ln) * 255;
      out[p + 1] = (g + (ig - g) * ln) * 255;
      out[p + 2] = (b + (ib - b) * ln) * 255;
    }
  }
  return { data: new Uint8Array(out.buffer), width: w, height: h };
}
