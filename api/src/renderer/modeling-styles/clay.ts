// The clay model: a few matte clays chosen by hue family and value, smooth surfaces with rounded
// edges, darkened creases, a soft sheen and a studio backdrop for the sky.
import { deriveSeed } from '../random.ts';
import {
  binomial,
  clamp01,
  enlargeInto,
  gauss,
  gaussWideSmall,
  grainTile,
  quantile,
  TILE,
  valueNoise,
} from './numeric.ts';
import {
  luma,
  type Plane,
  type Raw,
  resizeRaw,
  scratch,
  scratchBytes,
  type Triple,
  toPlanes,
} from './planes.ts';
import { gaussRgb, kuwahara } from './smoothing.ts';

// ---------------------------------------------------------------------------------------------
// Clay model: a few matte clays (posterised by hue family and value), smooth surfaces with
// rounded edges, occlusion in the creases, a soft sheen, warm light, the sky a studio backdrop

export function hslToRgb(hue: number, s: number, l: number): [number, number, number] {
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    const t = t0 < 0 ? t0 + 1 : t0 > 1 ? t0 - 1 : t0;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(hue + 1 / 3), channel(hue), channel(hue - 1 / 3)];
}

/** The model maker's clays: hue (degrees), saturation and the lightness of three values each. */
export const CLAYS: readonly { hue: number; s: number; l: Triple }[] = [
  { hue: 36, s: 0.1, l: [0.6, 0.74, 0.87] }, // cream and warm stone, for anything grey or white
  { hue: 196, s: 0.36, l: [0.64, 0.73, 0.83] }, // light blue: water
  { hue: 92, s: 0.17, l: [0.54, 0.65, 0.76] }, // sage: planting, lawn
  { hue: 18, s: 0.36, l: [0.56, 0.65, 0.75] }, // terracotta: brick, tile, timber
  { hue: 6, s: 0.38, l: [0.62, 0.71, 0.8] }, // dusty rose: flowers
  { hue: 36, s: 0.28, l: [0.6, 0.71, 0.83] }, // sand: paving, gravel, earth
];
export const CLAY_TONES: Triple[] = CLAYS.flatMap((c) => c.l.map((l) => hslToRgb(c.hue / 360, c.s, l)));
/** The sky becomes the studio's backdrop: the last label. */
export const BACKDROP = CLAY_TONES.length;
CLAY_TONES.push([0.9, 0.89, 0.865]);

/** Which of the clays a colour is modelled in. */
export function clayFamily(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const chroma = max - min;
  const sat = chroma / Math.max(0.15, max);
  if (sat < 0.17 || chroma < 0.045) return 0;
  let hue: number;
  if (max === r) hue = ((g - b) / chroma + 6) % 6;
  else if (max === g) hue = (b - r) / chroma + 2;
  else hue = (r - g) / chroma + 4;
  hue *= 60;
  // Only clearly turquoise or blue things that are not in deep shade are water; hazy hills and
  // blue-grey metal are stone, shaded foliage is planting.
  if (hue >= 135 && hue < 265) return sat > 0.3 && max > 0.33 ? 1 : hue < 180 ? 2 : 0;
  if (hue >= 65 && hue < 135) return 2;
  if (hue >= 265 || hue < 20) return sat > 0.45 ? 4 : 3;
  return sat > 0.45 ? 3 : 5;
}

/** Two luminance thresholds at the natural breaks of a histogram (1-D k-means, three classes). */
export function valueThresholds(lum: Plane): [number, number] {
  const hist = new Float64Array(256);
  for (let i = 0; i < lum.length; i++) {
    const bin = Math.min(255, Math.max(0, Math.round((lum[i] as number) * 255)));
    hist[bin] = (hist[bin] as number) + 1;
  }
  const centres = [quantile(lum, 0.17) * 255, quantile(lum, 0.5) * 255, quantile(lum, 0.83) * 255];
  for (let iter = 0; iter < 12; iter++) {
    const sum = [0, 0, 0];
    const cnt = [0, 0, 0];
    for (let v = 0; v < 256; v++) {
      const hv = hist[v] as number;
      if (hv === 0) continue;
      let best = 0;
      for (let c = 1; c < 3; c++) {
        if (Math.abs(v - (centres[c] as number)) < Math.abs(v - (centres[best] as number))) best = c;
      }
      sum[best] = (sum[best] as number) + v * hv;
      cnt[best] = (cnt[best] as number) + hv;
    }
    for (let c = 0; c < 3; c++)
      if ((cnt[c] as number) > 0) centres[c] = (sum[c] as number) / (cnt[c] as number);
  }
  centres.sort((a, b) => a - b);
  return [
    ((centres[0] as number) + (centres[1] as number)) / 510,
    ((centres[1] as number) + (centres[2] as number)) / 510,
  ];
}

/** Replaces each label by the most common one within `r` (ties keep it), removing specks. */
export function modeFilter(
  labels: Uint8Array,
  w: number,
  h: number,
  k: number,
  r: number,
  out: Uint8Array = new Uint8Array(labels.length),
): Uint8Array {
  const counts = new Uint16Array(k);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const own = labels[i] as number;
      // Inside a region (same label left, right, up and down) nothing changes.
      if (
        x > 0 &&
        y > 0 &&
        x < w - 1 &&
        y < h - 1 &&
        labels[i - 1] === own &&
        labels[i + 1] === own &&
        labels[i - w] === own &&
        labels[i + w] === own
      ) {
        out[i] = own;
        continue;
      }
      counts.fill(0);
      for (let dy = -r; dy <= r; dy++) {
        const yy = Math.min(h - 1, Math.max(0, y + dy)) * w;
        for (let dx = -r; dx <= r; dx++) {
          const l = labels[yy + Math.min(w - 1, Math.max(0, x + dx))] as number;
          counts[l] = (counts[l] as number) + 1;
        }
      }
      let bl = own;
      let bc = counts[own] as number;
      for (let l = 0; l < k; l++) {
        if ((counts[l] as number) > bc) {
          bc = counts[l] as number;
          bl = l;
        }
      }
      out[i] = bl;
    }
  }
  return out;
}

export async function clay(src: Raw, seed: number): Promise<Raw> {
  const { width: w, height: h } = src;
  const k = CLAY_TONES.length;
  // Regions are found on a copy about 256 px wide, smoothed hard.
  const lw = Math.min(w, 256);
  const lh = Math.max(1, Math.round((h * lw) / w));
  let low = toPlanes(await resizeRaw(src, lw, lh, 'lanczos3'));
  low = kuwahara(low, 3);
  low = kuwahara(low, 2);
  low = gaussRgb(low, 0.9);
  const ln = lw * lh;
  const lowLum = luma(low);
  const [t1, t2] = valueThresholds(lowLum);
  let lowLabels: Uint8Array = new Uint8Array(ln);
  for (let i = 0; i < ln; i++) {
    const l = lowLum[i] as number;
    const family = clayFamily(low.r[i] as number, low.g[i] as number, low.b[i] as number);
    lowLabels[i] = family * 3 + (l < t1 ? 0 : l < t2 ? 1 : 2);
  }
  // The sky: the brightest stone or blue reached from the top edge without crossing anything else.
  const sky = new Uint8Array(ln);
  const skyish = (label: number): boolean => label === 2 || label === 5;
  const stack: number[] = [];
  for (let x = 0; x < lw; x++) {
    if (skyish(lowLabels[x] as number)) {
      sky[x] = 1;
      stack.push(x);
    }
  }
  while (stack.length > 0) {
    const p = stack.pop() as number;
    const x = p % lw;
    for (const q of [p - lw, p + lw, x > 0 ? p - 1 : -1, x < lw - 1 ? p + 1 : -1]) {
      if (q >= 0 && q < ln && sky[q] === 0 && skyish(lowLabels[q] as number)) {
        sky[q] = 1;
        stack.push(q);
      }
    }
  }
  // Bright blue is sky wherever it shows (through foliage, say); pools are darker than the sky.
  for (let i = 0; i < ln; i++) if (sky[i] || lowLabels[i] === 5) lowLabels[i] = BACKDROP;
  // Nor is there water up where the sky still fills much of a row: blue there is hazy hills.
  let horizon = -1;
  for (let y = 0; y < lh; y++) {
    let count = 0;
    for (let x = 0; x < lw; x++) if (lowLabels[y * lw + x] === BACKDROP) count++;
    if (count >= 0.15 * lw) horizon = y;
  }
  const hills = Math.min(lh, horizon + Math.round(0.04 * lh) + 1) * lw;
  for (let i = 0; i < hills; i++) {
    const label = lowLabels[i] as number;
    if (label >= 3 && label < 6) lowLabels[i] = label - 3;
  }
  lowLabels = modeFilter(lowLabels, lw, lh, k, 1);
  lowLabels = modeFilter(lowLabels, lw, lh, k, 2);
  // The photo's mean colour per label, for refining the boundaries below.
  const mean = new Float64Array(k * 4);
  for (let i = 0; i < ln; i++) {
    const c = (lowLabels[i] as number) * 4;
    mean[c] = (mean[c] as number) + (low.r[i] as number);
    mean[c + 1] = (mean[c + 1] as number) + (low.g[i] as number);
    mean[c + 2] = (mean[c + 2] as number) + (low.b[i] as number);
    mean[c + 3] = (mean[c + 3] as number) + 1;
  }
  for (let c = 0; c < k; c++) {
    const cnt = Math.max(1, mean[c * 4 + 3] as number);
    for (let j = 0; j < 3; j++) mean[c * 4 + j] = (mean[c * 4 + j] as number) / cnt;
  }
  const mw = Math.max(1, Math.round(w / 2));
  const mh = Math.max(1, Math.round(h / 2));
  const mid = (await resizeRaw(src, mw, mh, 'lanczos3', 1.2)).data;

  // The model is built at half size, no awaits from here on (scratch planes). Each boundary
  // follows the photo's own edges: a pixel between regions takes whichever neighbouring region's
  // colour it is closest to.
  const n = mw * mh;
  let labels: Uint8Array = scratchBytes(11, n);
  const fx = lw / mw;
  const fy = lh / mh;
  for (let y = 0; y < mh; y++) {
    const sy = Math.max(0, (y + 0.5) * fy - 0.5);
    const y0 = Math.min(lh - 1, Math.floor(sy));
    const y1 = Math.min(lh - 1, y0 + 1);
    for (let x = 0; x < mw; x++) {
      const sx = Math.max(0, (x + 0.5) * fx - 0.5);
      const x0 = Math.min(lw - 1, Math.floor(sx));
      const x1 = Math.min(lw - 1, x0 + 1);
      const a = lowLabels[y0 * lw + x0] as number;
      const b = lowLabels[y0 * lw + x1] as number;
      const c = lowLabels[y1 * lw + x0] as number;
      const d = lowLabels[y1 * lw + x1] as number;
      const i = y * mw + x;
      if (a === b && a === c && a === d) {
        labels[i] = a;
        continue;
      }
      const r = (mid[i * 3] as number) / 255;
      const g = (mid[i * 3 + 1] as number) / 255;
      const bl = (mid[i * 3 + 2] as number) / 255;
      let best = a;
      let bd = Number.POSITIVE_INFINITY;
      for (const cand of [a, b, c, d]) {
        const dr = r - (mean[cand * 4] as number);
        const dg = g - (mean[cand * 4 + 1] as number);
        const db = bl - (mean[cand * 4 + 2] as number);
        const dist = dr * dr + dg * dg + db * db;
        if (dist < bd) {
          bd = dist;
          best = cand;
        }
      }
      labels[i] = best;
    }
  }
  labels = modeFilter(labels, mw, mh, k, 1, scratchBytes(12, n));
  // Colour, and a height: lighter clay stands proud, the backdrop lies behind everything.
  const cr = scratch(0, n);
  const cg = scratch(1, n);
  const cb = scratch(2, n);
  const tmp = scratch(3, n);
  const relief0 = scratch(4, n);
  for (let i = 0; i < n; i++) {
    const label = labels[i] as number;
    const t = CLAY_TONES[label] as Triple;
    cr[i] = t[0];
    cg[i] = t[1];
    cb[i] = t[2];
    relief0[i] = label === BACKDROP ? 0.35 : 0.2126 * t[0] + 0.7152 * t[1] + 0.0722 * t[2];
  }
  // Soften the edges a touch: clay is rounded, not cut.
  binomial(cr, mw, mh, cr, tmp);
  binomial(cg, mw, mh, cg, tmp);
  binomial(cb, mw, mh, cb, tmp);
  const mu = mw / 1024;
  const height = gauss(relief0, mw, mh, Math.max(0.8, 3 * mu), scratch(5, n), tmp);
  // Occlusion: darker where a region lies below its neighbourhood (creases, gaps, under eaves).
  const near = gauss(relief0, mw, mh, Math.max(0.8, 4 * mu), scratch(6, n), tmp);
  const far = enlargeInto(gaussWideSmall(relief0, mw, mh, Math.max(2, 14 * mu)), mw, mh, scratch(7, n));
  // Form: the photo's own light and shade at the scale of roofs, rocks and shrubs, subdued.
  const photoLum = scratch(8, n);
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    photoLum[i] =
      (0.2126 * (mid[p] as number) + 0.7152 * (mid[p + 1] as number) + 0.0722 * (mid[p + 2] as number)) / 255;
  }
  const photoFar = enlargeInto(gaussWideSmall(photoLum, mw, mh, Math.max(2, 12 * mu)), mw, mh, scratch(9, n));
  const mottleW = Math.ceil(mw / 4);
  const mottleH = Math.ceil(mh / 4);
  const mottleSmall = valueNoise(mottleW, mottleH, (50 * mu) / 4, 2, deriveSeed(seed, 21));
  const mottle = enlargeInto({ plane: mottleSmall, width: mottleW, height: mottleH }, mw, mh, scratch(10, n));
  const grainPatch = grainTile(seed);
  const out = new Uint8ClampedArray(n * 3);
  // Light from the upper left, viewer straight on.
  const ll = Math.hypot(-0.45, -0.55, 0.7);
  const [lx, ly, lz] = [-0.45 / ll, -0.55 / ll, 0.7 / ll];
  const hl = Math.hypot(lx, ly, lz + 1);
  const [hx, hy, hz] = [lx / hl, ly / hl, (lz + 1) / hl];
  const relief = 7 / mu;
  for (let y = 0; y < mh; y++) {
    const ya = (y > 0 ? y - 1 : y) * mw;
    const yb = (y < mh - 1 ? y + 1 : y) * mw;
    for (let x = 0; x < mw; x++) {
      const i = y * mw + x;
      const backdrop = labels[i] === BACKDROP;
      const xa = x > 0 ? x - 1 : x;
      const xb = x < mw - 1 ? x + 1 : x;
      const nx = -((height[y * mw + xb] as number) - (height[y * mw + xa] as number)) * relief;
      const ny = -((height[yb + x] as number) - (height[ya + x] as number)) * relief;
      const nl = 1 / Math.sqrt(nx * nx + ny * ny + 1);
      const ndl = (nx * lx + ny * ly + lz) * nl;
      const ndh = Math.max(0, (nx * hx + ny * hy + hz) * nl);
      const diffuse = 0.8 + 0.2 * (ndl / lz);
      const crease = clamp01(
        ((near[i] as number) - (relief0[i] as number)) * 5 +
          ((far[i] as number) - (relief0[i] as number)) * 1.2,
      );
      const ao = 1 - 0.4 * crease;
      const form = backdrop
        ? 1 - 0.06 * (1 - y / mh)
        : Math.min(1.1, Math.max(0.84, 1 + 0.55 * ((photoLum[i] as number) - (photoFar[i] as number))));
      const h2 = ndh * ndh;
      const h4 = h2 * h2;
      const h8 = h4 * h4;
      const h32 = h8 * h8 * h8 * h8;
      const sheen = backdrop ? 0 : 0.07 * h32 * h8 + 0.03 * h4 * h2;
      const tex =
        1 + 0.012 * (grainPatch[(y & 255) * TILE + (x & 255)] as number) + 0.014 * (mottle[i] as number);
      const shade = diffuse * ao * form * tex * 255;
      const p = i * 3;
      out[p] = (cr[i] as number) * shade * 1.03 + sheen * 255;
      out[p + 1] = (cg[i] as number) * shade + sheen * 255;
      out[p + 2] = (cb[i] as number) * shade * 0.95 + sheen * 242;
    }
  }
  return resizeRaw({ data: new Uint8Array(out.buffer), width: mw, height: mh }, w, h, 'mitchell');
}
