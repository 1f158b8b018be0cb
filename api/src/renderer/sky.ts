// Where the photo shows sky: a per-pixel weight used by the dusk and night grade to replace the sky
// with a gradient. Found on a grid of small cells (bright, blue or white, smooth, connected to the
// top edge), dilated and blurred into a soft prior; at full resolution a colour key cuts it
// along the pixel's own colour, so roof lines stay crisp and no halo of the old sky is left.
import { LINEAR } from './colour.ts';
import type { PhotoPixels } from './types.ts';

export interface SkyMap {
  /** Photo pixels per cell. */
  cell: number;
  cols: number;
  rows: number;
  /** Soft prior per cell (0 to 1): sky here or close by. */
  prior: Float32Array;
  /** The largest prior on each cell row (rows without sky are skipped quickly). */
  rowMax: Float32Array;
  /** Linear luminance of the sky per cell row (filled where a row has none). */
  rowLuminance: Float32Array;
  /** The sky's mean colour per cell row (sRGB bytes, three per row; filled likewise). */
  rowColour: Float32Array;
  /** Photo row where the sky ends (its lowest rows): the horizon of the new gradient. */
  bottom: number;
  /** Share of the photo that is sky. */
  share: number;
}

function smoothstep(a: number, b: number, x: number): number {
  const t = x <= a ? 0 : x >= b ? 1 : (x - a) / (b - a);
  return t * t * (3 - 2 * t);
}

/** How much a colour (sRGB bytes) looks like sky: clear blue, or bright white-to-pale-blue. */
export function skyColourKey(r: number, g: number, b: number): number {
  const max = r > g ? Math.max(r, b) : Math.max(g, b);
  if (max < 90) return 0;
  const min = r < g ? Math.min(r, b) : Math.min(g, b);
  const v = max / 255;
  const sat = (max - min) / max;
  // Clear sky: blue well above red, not greener than blue.
  let blue = 0;
  if (b >= g * 0.97 && b > r) blue = smoothstep(0.27, 0.38, (b - r) / b) * smoothstep(0.38, 0.58, v);
  // Overcast, haze, clouds and blown-out sky: bright and nearly grey (a little blue allowed).
  const bluish = b >= r && b >= g * 0.97;
  const white = smoothstep(0.74, 0.88, v) * (1 - smoothstep(bluish ? 0.2 : 0.08, bluish ? 0.32 : 0.18, sat));
  return Math.max(blue, white);
}

/** Finds the sky in a photo (cheaply: one pass over the pixels, then work on cells). */
export function detectSky(photo: PhotoPixels): SkyMap {
  const { data, width, height, channels } = photo;
  const cell = Math.max(2, Math.round(width / 160));
  const cols = Math.max(2, Math.ceil(width / cell));
  const rows = Math.max(2, Math.ceil(height / cell));
  const n = cols * rows;
  const sum = new Float64Array(n * 5);
  const colCell = new Int32Array(width);
  for (let x = 0; x < width; x++) colCell[x] = Math.floor(x / cell);
  // A few samples per cell row and column are plenty to judge a cell.
  const stride = Math.max(1, Math.round(cell / 3.5));
  for (let y = 0; y < height; y += stride) {
    const row = Math.floor(y / cell) * cols;
    for (let x = 0; x < width; x += stride) {
      const o = (y * width + x) * channels;
      const r = data[o] as number;
      const g = data[o + 1] as number;
      const b = data[o + 2] as number;
      const l = 0.3 * r + 0.59 * g + 0.11 * b;
      const k = (row + (colCell[x] as number)) * 5;
      sum[k] = (sum[k] as number) + r;
      sum[k + 1] = (sum[k + 1] as number) + g;
      sum[k + 2] = (sum[k + 2] as number) + b;
      sum[k + 3] = (sum[k + 3] as number) + l * l;
      sum[k + 4] = (sum[k + 4] as number) + 1;
    }
  }
  const score = new Float32Array(n);
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const count = (sum[i * 5 + 4] as number) || 1;
    const r = (sum[i * 5] as number) / count;
    const g = (sum[i * 5 + 1] as number) / count;
    const b = (sum[i * 5 + 2] as number) / count;
    const l = 0.3 * r + 0.59 * g + 0.11 * b;
    const spread = Math.sqrt(Math.max(0, (sum[i * 5 + 3] as number) / count - l * l));
    score[i] = skyColourKey(r, g, b) * (1 - smoothstep(3, 10, spread));
    lum[i] =
      0.2126 * (LINEAR[Math.round(r)] as number) +
      0.7152 * (LINEAR[Math.round(g)] as number) +
      0.0722 * (LINEAR[Math.round(b)] as number);
  }

  // Sky is connected to the top edge: grow from confident cells there, through likely ones.
  const sky = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (let c = 0; c < cols; c++) {
    if ((score[c] as number) > 0.5) {
      sky[c] = 1;
      queue[tail++] = c;
    }
  }
  while (head < tail) {
    const i = queue[head++] as number;
    const x = i % cols;
    const y = (i - x) / cols;
    for (const j of [
      x > 0 ? i - 1 : -1,
      x < cols - 1 ? i + 1 : -1,
      y > 0 ? i - cols : -1,
      y < rows - 1 ? i + cols : -1,
    ]) {
      if (j >= 0 && sky[j] === 0 && (score[j] as number) > 0.25) {
        sky[j] = 1;
        queue[tail++] = j;
      }
    }
  }

  // The sky's brightness per cell row (for clouds), and where it ends.
  const rowLuminance = new Float32Array(rows);
  const rowColour = new Float32Array(rows * 3);
  let skyCells = 0;
  let bottomRow = -1;
  let known = -1;
  for (let y = 0; y < rows; y++) {
    let s = 0;
    let m = 0;
    const rgb = [0, 0, 0];
    for (let x = 0; x < cols; x++) {
      const i = y * cols + x;
      if (sky[i] === 1) {
        s += lum[i] as number;
        const count = (sum[i * 5 + 4] as number) || 1;
        for (let c = 0; c < 3; c++) rgb[c] = (rgb[c] as number) + (sum[i * 5 + c] as number) / count;
        m++;
      }
    }
    skyCells += m;
    if (m >= Math.max(1, cols * 0.03)) bottomRow = y;
    if (m > 0) {
      rowLuminance[y] = s / m;
      for (let c = 0; c < 3; c++) rowColour[y * 3 + c] = (rgb[c] as number) / m;
      if (known < 0) known = y;
    } else if (y > 0 && known >= 0) {
      // No sky on this row: carry the row above's.
      rowLuminance[y] = rowLuminance[y - 1] as number;
      for (let c = 0; c < 3; c++) rowColour[y * 3 + c] = rowColour[(y - 1) * 3 + c] as number;
    }
  }
  for (let y = 0; y < (known < 0 ? rows : known); y++) {
    rowLuminance[y] = known < 0 ? 0.4 : (rowLuminance[known] as number);
    for (let c = 0; c < 3; c++) rowColour[y * 3 + c] = known < 0 ? 200 : (rowColour[known * 3 + c] as number);
  }

  // Soft prior: one cell wider than the sky (the key cuts it to the pixel), then blurred twice.
  let prior: Float32Array<ArrayBuffer> = new Float32Array(n);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let on = 0;
      for (let dy = -1; dy <= 1 && on === 0; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < rows && xx >= 0 && xx < cols && sky[yy * cols + xx] === 1) {
            on = 1;
            break;
          }
        }
      }
      prior[y * cols + x] = on;
    }
  }
  for (let pass = 0; pass < 2; pass++) prior = blur3(prior, cols, rows);
  const bottom = bottomRow >= 0 ? Math.min(height, (bottomRow + 1) * cell) : Math.round(height * 0.3);
  const rowMax = new Float32Array(rows);
  for (let y = 0; y < rows; y++) rowMax[y] = Math.max(...prior.subarray(y * cols, (y + 1) * cols));
  return { cell, cols, rows, prior, rowMax, rowLuminance, rowColour, bottom, share: skyCells / n };
}

function blur3(src: Float32Array, cols: number, rows: number): Float32Array<ArrayBuffer> {
  const out = new Float32Array(src.length);
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < cols; x++) {
      let s = 0;
      let m = 0;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= rows) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= cols) continue;
          s += src[yy * cols + xx] as number;
          m++;
        }
      }
      out[y * cols + x] = s / m;
    }
  }
  return out;
}

/** The prior at photo pixel (x, y), bilinear between cell centres. */
export function skyPrior(map: SkyMap, x: number, y: number): number {
  let fx = (x + 0.5) / map.cell - 0.5;
  let fy = (y + 0.5) / map.cell - 0.5;
  fx = fx < 0 ? 0 : Math.min(fx, map.cols - 1.001);
  fy = fy < 0 ? 0 : Math.min(fy, map.rows - 1.001);
  const ix = fx | 0;
  const iy = fy | 0;
  const tx = fx - ix;
  const ty = fy - iy;
  const i = iy * map.cols + ix;
  const p = map.prior;
  const a = p[i] as number;
  const b = p[i + 1] as number;
  const c = p[i + map.cols] as number;
  const d = p[i + map.cols + 1] as number;
  return a + (b - a) * tx + (c - a + (a - b + d - c) * tx) * ty;
}

/** The sky's luminance around photo row y (for keeping clouds). */
export function skyRowLuminance(map: SkyMap, y: number): number {
  let fy = (y + 0.5) / map.cell - 0.5;
  fy = fy < 0 ? 0 : Math.min(fy, map.rows - 1.001);
  const iy = fy | 0;
  const t = fy - iy;
  const a = map.rowLuminance[iy] as number;
  const b = map.rowLuminance[iy + 1] as number;
  return a + (b - a) * t;
}

/**
 * How much photo pixel (x, y) of colour (r, g, b) (sRGB bytes) is sky: 1 deep inside the sky
 * found, else the prior cut by a key: the pixel's colour close to the sky's on that row, brighter
 * and no more colourful than it (clouds), or plainly sky-coloured.
 */
export function skyWeightAt(map: SkyMap, r: number, g: number, b: number, x: number, y: number): number {
  const row = Math.min(Math.max(0, ((y + 0.5) / map.cell - 0.5) | 0), map.rows - 2);
  // Nothing on the two cell rows around y (the prior there is a blend of them).
  if ((map.rowMax[row] as number) <= 0.05 && (map.rowMax[row + 1] as number) <= 0.05) return 0;
  const p = skyPrior(map, x, y);
  if (p <= 0.05) return 0;
  if (p >= 0.999) return 1;
  let fy = (y + 0.5) / map.cell - 0.5;
  fy = fy < 0 ? 0 : Math.min(fy, map.rows - 1.001);
  const iy = fy | 0;
  const t = fy - iy;
  const c = map.rowColour;
  const rr = (c[iy * 3] as number) * (1 - t) + (c[iy * 3 + 3] as number) * t;
  const rg = (c[iy * 3 + 1] as number) * (1 - t) + (c[iy * 3 + 4] as number) * t;
  const rb = (c[iy * 3 + 2] as number) * (1 - t) + (c[iy * 3 + 5] as number) * t;
  const dist = Math.sqrt((r - rr) ** 2 + (g - rg) ** 2 + (b - rb) ** 2) / 255;
  let key = 1 - smoothstep(0.1, 0.22, dist);
  if (key < 1 && b >= r * 0.92 && b >= g * 0.94) {
    const lift = (0.3 * r + 0.59 * g + 0.11 * b) / Math.max(1, 0.3 * rr + 0.59 * rg + 0.11 * rb);
    const cloud = smoothstep(0.98, 1.1, lift);
    if (cloud > key) key = cloud;
  }
  if (key < 1) {
    const plain = skyColourKey(r, g, b);
    if (plain > key) key = plain;
  }
  const core = smoothstep(0.85, 1, p);
  const edge = key * smoothstep(0.05, 0.5, p);
  return Math.max(core, edge);
}
