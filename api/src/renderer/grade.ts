// The dusk and night grade of the whole photo. The scene is exposed down, cooled and desaturated
// through a tone curve; where the photo shows sky (sky.ts) a new sky is blended in: a warm
// gradient at dusk, a dark blue one with faint stars at night, keeping the photo's clouds as a
// gentle modulation. A pixel's grade depends only on its own colour and, through smooth functions,
// on its place (the sky prior, the gradient), so every edge of the house survives. Lamps are added
// on top afterwards (lamps.ts). Exported so that tests can predict any pixel outside the zone.
import { encodeByte, fromBytes, LINEAR, type Rgb } from './colour.ts';
import { deriveSeed, hash2 } from './random.ts';
import { type SkyMap, skyPrior, skyRowLuminance, skyWeightAt } from './sky.ts';
import type { TimeOfDay } from './types.ts';

export interface SceneGrade {
  timeOfDay: TimeOfDay;
  sky: SkyMap;
  /** Linear value of each sRGB byte after the tone curve. */
  curve: Float32Array;
  /** The tone curve on [0, 1] in CURVE_STEPS steps, for drawn (float) colours. */
  fine: Float32Array;
  /** The tone curve: pivot · (c / pivot)^gamma. */
  gamma: number;
  pivot: number;
  /** Share of colour removed (towards a luminance weighted by `luma`), then the exposure. */
  desaturate: number;
  luma: Rgb;
  gain: Rgb;
  /** Split toning: the gain is tinted towards `shadow` in the dark, `highlight` in the light. */
  shadow: Rgb;
  highlight: Rgb;
  /** The new sky from the top of the photo to where the photo's sky ends (linear). */
  top: Rgb;
  middle: Rgb;
  horizon: Rgb;
  /** How much of the photo's cloud brightness shows in the new sky (0 to 1). */
  clouds: number;
  /** Brightness of the stars (0: none), and their seed. */
  stars: number;
  starSeed: number;
}

interface Look {
  gamma: number;
  desaturate: number;
  luma: Rgb;
  gain: Rgb;
  shadow: Rgb;
  highlight: Rgb;
  top: Rgb;
  middle: Rgb;
  horizon: Rgb;
  clouds: number;
  stars: number;
}

const LOOKS: Partial<Record<TimeOfDay, Look>> = {
  // About 2 stops down, cooler, a touch more contrast; the sky golden at the horizon, pink
  // higher up, then dusky blue.
  dusk: {
    gamma: 1.1,
    desaturate: 0.2,
    luma: [0.2126, 0.7152, 0.0722],
    gain: [0.25, 0.26, 0.3],
    // Blue skylight in the shadows, the low sun's warmth on what is lit.
    shadow: [0.82, 0.95, 1.25],
    highlight: [1.3, 1.02, 0.72],
    top: fromBytes(64, 82, 146),
    middle: fromBytes(190, 136, 158),
    horizon: fromBytes(255, 176, 108),
    clouds: 1,
    stars: 0,
  },
  // About 3.5 stops down, blue and desaturated, shadows lifted a little so the house stays
  // readable; the sky a deep blue, lighter near the horizon.
  night: {
    gamma: 1,
    desaturate: 0.7,
    // Night vision: reds go dark, blues and greens carry the brightness.
    luma: [0.12, 0.62, 0.26],
    gain: [0.075, 0.095, 0.16],
    shadow: [1, 1, 1],
    highlight: [1, 1, 1],
    top: fromBytes(4, 7, 18),
    middle: fromBytes(9, 16, 36),
    horizon: fromBytes(24, 38, 70),
    clouds: 0.35,
    stars: 0.05,
  },
};

const PIVOT = 0.18;
/** The luminance at which split toning is half way from shadow to highlight. */
const SPLIT = 0.2;
const CURVE_STEPS = 4096;
const STAR_DENSITY = 0.0008;

/** The grade for a time of day, or null in daylight (nothing outside the zone changes). */
export function createSceneGrade(timeOfDay: TimeOfDay, sky: SkyMap, seed: number): SceneGrade | null {
  const look = LOOKS[timeOfDay];
  if (!look) return null;
  const curve = new Float32Array(256);
  for (let i = 0; i < 256; i++) curve[i] = toneCurve(LINEAR[i] as number, look.gamma);
  const fine = new Float32Array(CURVE_STEPS + 2);
  for (let i = 0; i <= CURVE_STEPS + 1; i++) fine[i] = toneCurve(i / CURVE_STEPS, look.gamma);
  return { timeOfDay, sky, curve, fine, pivot: PIVOT, ...look, starSeed: deriveSeed(seed, 0x57a5) };
}

/** The tone curve of a linear value, from the table (a power only above 1). */
function curveOf(g: SceneGrade, c: number): number {
  if (g.gamma === 1) return Math.max(c, 0);
  if (!(c > 0)) return 0;
  if (c >= 1) return toneCurve(c, g.gamma);
  const f = c * CURVE_STEPS;
  const i = f | 0;
  const a = g.fine[i] as number;
  return a + ((g.fine[i + 1] as number) - a) * (f - i);
}

function toneCurve(c: number, gamma: number): number {
  return c > 0 ? PIVOT * (c / PIVOT) ** gamma : 0;
}

/** Whether any pixel of photo row y may be sky (else gradeScene alone is the whole grade). */
export function rowMaySeeSky(g: SceneGrade, y: number): boolean {
  const map = g.sky;
  const row = Math.min(Math.max(0, ((y + 0.5) / map.cell - 0.5) | 0), map.rows - 2);
  return (map.rowMax[row] as number) > 0.05 || (map.rowMax[row + 1] as number) > 0.05;
}

/**
 * Sets cols[x] to 1 for the columns of photo row y where the sky weight may be above 0 (the
 * others are gradeScene alone).
 */
export function markSky(g: SceneGrade, y: number, cols: Uint8Array): void {
  const map = g.sky;
  let fy = (y + 0.5) / map.cell - 0.5;
  fy = fy < 0 ? 0 : Math.min(fy, map.rows - 1.001);
  const iy = fy | 0;
  for (let c = 0; c < map.cols; c++) {
    const i = iy * map.cols + c;
    const p = map.prior;
    // The bilinear prior near this cell blends it, its right neighbour and the row below.
    const here = Math.max(p[i] as number, p[i + map.cols] as number);
    if (here <= 0.05) continue;
    const x0 = Math.max(0, Math.floor((c - 1) * map.cell));
    const x1 = Math.min(cols.length, Math.ceil((c + 2) * map.cell));
    cols.fill(1, x0, x1);
  }
}

/** The scene's grade of a photo pixel (sRGB bytes) into out (linear), without the sky. */
export function gradeScene(g: SceneGrade, r: number, gr: number, b: number, out: Float64Array): void {
  expose(g, g.curve[r] as number, g.curve[gr] as number, g.curve[b] as number, out);
}

function expose(g: SceneGrade, r: number, gr: number, b: number, out: Float64Array): void {
  const l = g.luma[0] * r + g.luma[1] * gr + g.luma[2] * b;
  const d = g.desaturate;
  const t = l / (l + SPLIT);
  const { gain, shadow, highlight } = g;
  out[0] = (r + (l - r) * d) * (gain[0] * (shadow[0] + (highlight[0] - shadow[0]) * t));
  out[1] = (gr + (l - gr) * d) * (gain[1] * (shadow[1] + (highlight[1] - shadow[1]) * t));
  out[2] = (b + (l - b) * d) * (gain[2] * (shadow[2] + (highlight[2] - shadow[2]) * t));
}

/** The grade of something the renderer drew (linear RGB in place): the scene's, never the sky's. */
export function gradeDrawn(g: SceneGrade, rgb: Float64Array): void {
  expose(g, curveOf(g, rgb[0] as number), curveOf(g, rgb[1] as number), curveOf(g, rgb[2] as number), rgb);
}

/**
 * gradeScene and sRGB encoding of photo pixels [start, end) from src into dst (both with
 * `channels` bytes per pixel): the same arithmetic in a tight loop, for rows with nothing else on.
 */
export function gradeSceneRun(
  g: SceneGrade,
  src: Uint8Array,
  dst: Uint8Array,
  channels: number,
  start: number,
  end: number,
): void {
  const { curve, desaturate: d } = g;
  const [l0, l1, l2] = g.luma;
  const [g0, g1, g2] = g.gain;
  const [s0, s1, s2] = g.shadow;
  const [h0, h1, h2] = g.highlight;
  const k0 = h0 - s0;
  const k1 = h1 - s1;
  const k2 = h2 - s2;
  for (let p = start; p < end; p++) {
    const o = p * channels;
    const r = curve[src[o] as number] as number;
    const gr = curve[src[o + 1] as number] as number;
    const b = curve[src[o + 2] as number] as number;
    const l = l0 * r + l1 * gr + l2 * b;
    const t = l / (l + SPLIT);
    dst[o] = encodeByte((r + (l - r) * d) * (g0 * (s0 + k0 * t)));
    dst[o + 1] = encodeByte((gr + (l - gr) * d) * (g1 * (s1 + k1 * t)));
    dst[o + 2] = encodeByte((b + (l - b) * d) * (g2 * (s2 + k2 * t)));
  }
}

/** The new sky's colour at photo row y, before clouds (linear, into out). */
export function skyGradient(g: SceneGrade, y: number, out: Float64Array): void {
  const t = Math.min(1, Math.max(0, (y + 0.5) / Math.max(1, g.sky.bottom)));
  let a: Rgb;
  let b: Rgb;
  let s: number;
  if (t < 0.55) {
    a = g.top;
    b = g.middle;
    s = t / 0.55;
  } else {
    a = g.middle;
    b = g.horizon;
    s = (t - 0.55) / 0.45;
  }
  s = s * s * (3 - 2 * s);
  out[0] = a[0] + (b[0] - a[0]) * s;
  out[1] = a[1] + (b[1] - a[1]) * s;
  out[2] = a[2] + (b[2] - a[2]) * s;
}

const skyScratch = new Float64Array(3);

/** The graded colour (linear, into out) of photo pixel (x, y) whose sRGB bytes are (r, g, b). */
export function gradePhotoPixel(
  g: SceneGrade,
  r: number,
  gr: number,
  b: number,
  x: number,
  y: number,
  out: Float64Array,
): void {
  expose(g, g.curve[r] as number, g.curve[gr] as number, g.curve[b] as number, out);
  const w = skyWeightAt(g.sky, r, gr, b, x, y);
  if (w <= 0) return;
  const s = skyScratch;
  skyGradient(g, y, s);
  // The photo's clouds, as brightness relative to the sky around them.
  const lum =
    0.2126 * (LINEAR[r] as number) + 0.7152 * (LINEAR[gr] as number) + 0.0722 * (LINEAR[b] as number);
  const ref = skyRowLuminance(g.sky, y);
  let m = 1 + g.clouds * (lum / Math.max(ref, 0.02) - 1);
  m = m < 0.5 ? 0.5 : Math.min(m, 2);
  let star = 0;
  if (g.stars > 0) {
    const h = hash2(x, y, g.starSeed);
    if (h < STAR_DENSITY) {
      const above = 1 - Math.min(1, (y + 0.5) / Math.max(1, g.sky.bottom));
      star = g.stars * (0.25 + 0.75 * (h / STAR_DENSITY) ** 3) * above;
    }
  }
  out[0] = (out[0] as number) + ((s[0] as number) * m + star * 0.9 - (out[0] as number)) * w;
  out[1] = (out[1] as number) + ((s[1] as number) * m + star * 0.95 - (out[1] as number)) * w;
  out[2] = (out[2] as number) + ((s[2] as number) * m + star - (out[2] as number)) * w;
}

/**
 * What a reflection should see of photo pixel (x, y) with linear colour rgb (in place): where it is
 * sky, the new sky, brought back to the scene's exposure so that the scene's grade (which
 * everything drawn gets) turns it into the new sky again. Leaves the rest as it is.
 */
export function reflectedSky(g: SceneGrade, rgb: Float64Array, x: number, y: number): void {
  const p = skyPrior(g.sky, x, y);
  if (p <= 0.05) return;
  const r8 = encodeByte(rgb[0] as number);
  const g8 = encodeByte(rgb[1] as number);
  const b8 = encodeByte(rgb[2] as number);
  const w = skyWeightAt(g.sky, r8, g8, b8, x, y);
  if (w <= 0) return;
  const s = skyScratch;
  skyGradient(g, y, s);
  for (let c = 0; c < 3; c++) {
    const graded = (s[c] as number) / (g.gain[c] as number);
    const raw = graded > 0 ? PIVOT * (graded / PIVOT) ** (1 / g.gamma) : 0;
    rgb[c] = (rgb[c] as number) + (raw - (rgb[c] as number)) * w;
  }
}
