// The watercolour: transparent washes in a few values whose edges wander off a faint pencil
// drawing, pigment pooling at the rims, mottled paper showing through and white borders.
import { deriveSeed } from '../random.ts';
import { clamp01, gauss, grainTile, rowEnlarger, smoothstep, TILE, valueNoise } from './numeric.ts';
import { lumaAndBlue, type Raw, resizeRaw, scratch, type Triple, toPlanes, toRaw } from './planes.ts';
import { contours, strokes } from './sketch.ts';
import { gaussRgb, kuwahara, warped } from './smoothing.ts';

// ---------------------------------------------------------------------------------------------
// Watercolour: transparent washes in a few values with crisp edges that wander off a faint pencil
// drawing, pigment pooled along their edges, blooms, granulation, paper texture, and the sheet
// left white at its borders

export const WATERCOLOUR_PAPER: Triple = [0.985, 0.974, 0.944];

export async function watercolour(src: Raw, seed: number): Promise<Raw> {
  const { width: w, height: h } = src;
  // Washes are laid out on a copy about 360 px wide, where they are brush-sized and cheap.
  const sw = Math.min(w, 360);
  const sh = Math.max(1, Math.round((h * sw) / w));
  const su = sw / 1024;
  let wash = toPlanes(await resizeRaw(src, sw, sh, 'lanczos3'));
  wash = kuwahara(wash, 2);
  wash = kuwahara(wash, 2);
  wash = gaussRgb(wash, 0.7);
  // The washes wander a little off the drawing.
  const ndx = valueNoise(sw, sh, 80 * su, 2, deriveSeed(seed, 11));
  const ndy = valueNoise(sw, sh, 80 * su, 2, deriveSeed(seed, 12));
  wash = warped(wash, ndx, ndy, 4 * su);
  // Uneven pigment (blotches, which the value bands below turn into blooms), pigments separating
  // a little, and the painting stopping short of the sheet's edge, raggedly.
  const blotch = valueNoise(sw, sh, 110 * su, 3, deriveSeed(seed, 13));
  const bleed = valueNoise(sw, sh, 50 * su, 3, deriveSeed(seed, 14));
  const band = 0.075 * Math.min(sw, sh);
  for (let y = 0; y < sh; y++) {
    for (let x = 0; x < sw; x++) {
      const i = y * sw + x;
      const k = 0.22 * (blotch[i] as number);
      const edgeDist = Math.min(x, y, sw - 1 - x, sh - 1 - y);
      const m = smoothstep(0.1, 1, edgeDist / band + 0.55 * (bleed[i] as number));
      const r = clamp01((wash.r[i] as number) * (1 + 0.05 * (ndx[i] as number)));
      const g = wash.g[i] as number;
      const b = clamp01((wash.b[i] as number) * (1 + 0.05 * (ndy[i] as number)));
      wash.r[i] = 1 - m + m * clamp01(r - (r - r * r) * k);
      wash.g[i] = 1 - m + m * clamp01(g - (g - g * g) * k);
      wash.b[i] = 1 - m + m * clamp01(b - (b - b * b) * k);
    }
  }
  const hw = Math.max(1, Math.round(w / 2));
  const hh = Math.max(1, Math.round(h / 2));
  const [halfWash, halfSrc] = await Promise.all([
    resizeRaw(toRaw(wash), hw, hh, 'mitchell'),
    resizeRaw(src, hw, hh, 'lanczos3'),
  ]);

  // At half size, no awaits from here on (scratch planes): values gathered into a few bands with
  // crisp edges (each band a dried glaze), pigment pooled along the edge of each glaze, a faint
  // pencil drawing underneath.
  const hn = hw * hh;
  const hu = w / 1024;
  const paint = toPlanes(halfWash, {
    width: hw,
    height: hh,
    r: scratch(10, hn),
    g: scratch(11, hn),
    b: scratch(12, hn),
  });
  const lq = scratch(13, hn);
  const bands = 4;
  for (let i = 0; i < hn; i++) {
    const r = paint.r[i] as number;
    const g = paint.g[i] as number;
    const b = paint.b[i] as number;
    const l = Math.max(0.02, 0.2126 * r + 0.7152 * g + 0.0722 * b);
    const v = l * bands;
    const level = Math.floor(v);
    const q = Math.min(1, (level + smoothstep(0.3, 0.7, v - level)) / bands);
    // Half the band's value, half the original: soft gradients survive inside a glaze.
    const target = 0.45 * l + 0.55 * q;
    const scale = target / l;
    // Transparent pigment: no black, lifted towards the paper.
    paint.r[i] = 1 - (1 - (target + (r * scale - target) * 1.05)) * 0.62;
    paint.g[i] = 1 - (1 - (target + (g * scale - target) * 1.05)) * 0.62;
    paint.b[i] = 1 - (1 - (target + (b * scale - target) * 1.05)) * 0.62;
    lq[i] = 1 - (1 - target) * 0.62;
  }
  const around = gauss(lq, hw, hh, Math.max(0.6, 0.8 * hu), scratch(14, hn), scratch(15, hn));
  const lum = scratch(0, hn);
  const blue = scratch(1, hn);
  lumaAndBlue(halfSrc, lum, blue);
  const pencil = strokes(
    contours(
      lum,
      blue,
      hw,
      hh,
      {
        sigma: Math.max(0.6, 0.9 * hu),
        surroundSigma: Math.max(2, 4 * hu),
        surroundWeight: 1.3,
        strongShare: 0.08,
        weakRatio: 0.45,
        minStrong: 0.015,
        minLength: Math.max(6, Math.round(12 * hu)),
      },
      0,
    ),
    hw,
    hh,
    1,
    scratch(0, hn),
  );
  for (let i = 0; i < hn; i++) {
    // Bousseau's pigment density: C - (C - C^2) * k darkens mid tones and leaves the paper alone.
    const k = 1.25 * clamp01(((around[i] as number) - (lq[i] as number)) * 6);
    const ink = 1 - 0.42 * (pencil[i] as number);
    const r = paint.r[i] as number;
    const g = paint.g[i] as number;
    const b = paint.b[i] as number;
    paint.r[i] = (r - (r - r * r) * k) * ink;
    paint.g[i] = (g - (g - g * g) * k) * ink;
    paint.b[i] = (b - (b - b * b) * k) * (0.03 + 0.97 * ink);
  }

  // Full size: granulation (pigment settling in the paper's tooth) and the paper itself.
  const row = rowEnlarger(hw, hh, w, h);
  const rowR = new Float32Array(w);
  const rowG = new Float32Array(w);
  const rowB = new Float32Array(w);
  const grainPatch = grainTile(seed);
  const ox = deriveSeed(seed, 5) & 255;
  const oy = deriveSeed(seed, 6) & 255;
  const out = new Uint8ClampedArray(w * h * 3);
  const [pr, pg, pb] = WATERCOLOUR_PAPER;
  for (let y = 0; y < h; y++) {
    row(paint.r, y, rowR);
    row(paint.g, y, rowG);
    row(paint.b, y, rowB);
    const grow = ((y + oy) & 255) * TILE;
    const coarseRow = (((y >> 1) + 91) & 255) * TILE;
    for (let x = 0; x < w; x++) {
      const fine = grainPatch[grow + ((x + ox) & 255)] as number;
      const coarse = grainPatch[coarseRow + (((x >> 1) + 37) & 255)] as number;
      const paper = (1 + 0.02 * fine + 0.014 * coarse) * 255;
      const gk = 0.11 * coarse + 0.04 * fine;
      const r = rowR[x] as number;
      const g = rowG[x] as number;
      const b = rowB[x] as number;
      const p = (y * w + x) * 3;
      out[p] = pr * paper * (r - (r - r * r) * gk);
      out[p + 1] = pg * paper * (g - (g - g * g) * gk);
      out[p + 2] = pb * paper * (b - (b - b * b) * gk);
    }
  }
  return { data: new Uint8Array(out.buffer), width: w, height: h };
}
