// Where a pool could go in a backyard photo: the open, level-looking ground (lawn, paving, bare
// soil) that reaches the bottom of the picture, away from the sky, walls, trees, fences and large
// objects. Works on a small copy of the photo (about 160 cells wide): the ground is grown from the
// bottom middle through cells of the same colour and a smooth texture, then the largest footprint
// that fits in it, with a margin, is drawn in the ground's perspective: towards the point its
// receding lines meet where the photo shows them (lines.ts), else straight ahead.

import { findVanishingPoint, type Grid } from './lines.ts';

export type { Grid };

export interface GroundPlacement {
  /** Far-left, far-right, near-right, near-left, as fractions of the photo. */
  corners: [Point, Point, Point, Point];
  /** 0 to 1: how sure the analysis is that the footprint is on open ground. */
  confidence: number;
}

interface Point {
  x: number;
  y: number;
}

/** Each cell's chromaticity (r, g shares), luminance and local texture. */
function describe(grid: Grid): {
  r: Float32Array;
  g: Float32Array;
  lum: Float32Array;
  texture: Float32Array;
} {
  const { data, width, height } = grid;
  const n = width * height;
  const r = new Float32Array(n);
  const g = new Float32Array(n);
  const lum = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const R = data[i * 3] as number;
    const G = data[i * 3 + 1] as number;
    const B = data[i * 3 + 2] as number;
    const sum = R + G + B + 1;
    r[i] = R / sum;
    g[i] = G / sum;
    lum[i] = 0.299 * R + 0.587 * G + 0.114 * B;
  }
  // Texture: the mean absolute difference to the four neighbours, averaged over a 3 x 3 window.
  const edge = new Float32Array(n);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const here = lum[i] as number;
      const neighbours = [
        x > 0 ? i - 1 : -1,
        x < width - 1 ? i + 1 : -1,
        y > 0 ? i - width : -1,
        y < height - 1 ? i + width : -1,
      ].filter((j) => j >= 0);
      let sum = 0;
      for (const j of neighbours) sum += Math.abs(here - (lum[j] as number));
      const count = neighbours.length;
      edge[i] = count ? sum / count : 0;
    }
  }
  const texture = boxMean(edge, width, height, 1);
  return {
    r: boxMean(r, width, height, 1),
    g: boxMean(g, width, height, 1),
    lum: boxMean(lum, width, height, 1),
    texture,
  };
}

/** Each cell's mean over the (2 radius + 1)² window around it, inside the grid. */
function boxMean(values: Float32Array, width: number, height: number, radius: number): Float32Array {
  const out = new Float32Array(values.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      let count = 0;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy < 0 || yy >= height || xx < 0 || xx >= width) continue;
          sum += values[yy * width + xx] as number;
          count++;
        }
      }
      out[y * width + x] = sum / count;
    }
  }
  return out;
}

/** The most texture the bottom of the photo may have and still be ground to build on. */
const SMOOTH_GROUND = 9;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/**
 * The ground: cells connected to the bottom middle of the photo through cells whose colour is
 * close to the ground's there and whose texture is smooth. 1 for ground, 0 elsewhere.
 */
export function groundMask(grid: Grid): Uint8Array {
  const { width, height } = grid;
  const { r, g, lum, texture } = describe(grid);
  // The seed: the smoothest half of the bottom band's middle.
  const seeds: number[] = [];
  for (let y = Math.floor(height * 0.88); y < height; y++)
    for (let x = Math.floor(width * 0.2); x < Math.ceil(width * 0.8); x++) seeds.push(y * width + x);
  const smoothest = median(seeds.map((i) => texture[i] as number));
  const chosen = seeds.filter((i) => (texture[i] as number) <= smoothest);
  const seedR = median(chosen.map((i) => r[i] as number));
  const seedG = median(chosen.map((i) => g[i] as number));
  const seedLum = median(chosen.map((i) => lum[i] as number));
  const seedTexture = median(chosen.map((i) => texture[i] as number));
  // Lawn, paving and soil are smooth at this scale (a texture of 4 to 6); foliage is not.
  if (seedTexture > SMOOTH_GROUND) return new Uint8Array(width * height);
  const roughest = Math.max(8, 3 * seedTexture);
  // A step across a hard edge (a wall's foot, a kerb) ends the ground even in the same colours.
  const step = (i: number, j: number): boolean => Math.abs((lum[i] as number) - (lum[j] as number)) < 15;
  const like = (i: number): boolean =>
    Math.hypot((r[i] as number) - seedR, (g[i] as number) - seedG) < 0.045 &&
    (lum[i] as number) > seedLum * 0.45 &&
    (lum[i] as number) < seedLum * 1.9 + 10 &&
    (texture[i] as number) < roughest;
  const mask = new Uint8Array(width * height);
  const queue: number[] = chosen.filter(like);
  for (const i of queue) mask[i] = 1;
  while (queue.length > 0) {
    const i = queue.pop() as number;
    const x = i % width;
    const y = (i - x) / width;
    for (const j of [
      x > 0 ? i - 1 : -1,
      x < width - 1 ? i + 1 : -1,
      y > 0 ? i - width : -1,
      y < height - 1 ? i + width : -1,
    ]) {
      if (j < 0 || mask[j] || !like(j) || !step(i, j)) continue;
      mask[j] = 1;
      queue.push(j);
    }
  }
  // Closed: a tuft or a shadow inside the lawn is still lawn.
  return erode(dilate(mask, width, height, 2), width, height, 2);
}

/** The mask grown by `radius` cells. */
function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          if (yy >= 0 && yy < height && xx >= 0 && xx < width) out[yy * width + xx] = 1;
        }
      }
    }
  }
  return out;
}

/** The mask shrunk by `radius` cells: a cell stays when everything within reach is ground. */
function erode(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let all = true;
      for (let dy = -radius; dy <= radius && all; dy++) {
        for (let dx = -radius; dx <= radius && all; dx++) {
          const yy = y + dy;
          const xx = x + dx;
          // The photo's bottom and sides are not obstacles: the ground goes on beyond them.
          if (yy >= height || xx < 0 || xx >= width) continue;
          if (yy < 0 || !mask[yy * width + xx]) all = false;
        }
      }
      out[y * width + x] = all ? 1 : 0;
    }
  }
  return out;
}

/** The largest rectangle of 1s (cells), no taller than `maxHeight` rows, by the histogram method. */
function largestRectangle(
  mask: Uint8Array,
  width: number,
  height: number,
  maxHeight: number,
): { x0: number; x1: number; y0: number; y1: number; area: number } | null {
  const heights = new Int32Array(width);
  let best: { x0: number; x1: number; y0: number; y1: number; area: number } | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) heights[x] = mask[y * width + x] ? (heights[x] as number) + 1 : 0;
    // Open bars: where each began and how tall it is (capped), rising from bottom to top.
    const stack: { start: number; tall: number }[] = [];
    for (let x = 0; x <= width; x++) {
      const tall = x < width ? Math.min(heights[x] as number, maxHeight) : 0;
      let start = x;
      while (stack.length > 0 && (stack.at(-1) as { tall: number }).tall >= tall) {
        const bar = stack.pop() as { start: number; tall: number };
        const area = bar.tall * (x - bar.start);
        if (bar.tall > 0 && (!best || area > best.area))
          best = { x0: bar.start, x1: x, y0: y - bar.tall + 1, y1: y + 1, area };
        start = bar.start;
      }
      stack.push({ start, tall });
    }
  }
  return best;
}

/**
 * The ground seen from above, roughly: each row widened about the middle by how much nearer the
 * horizon it is, so a footprint of parallel sides on the ground (a trapezoid in the photo) becomes
 * a rectangle here. Columns span three photo widths; cells outside the photo are not ground.
 */
function rectify(
  mask: Uint8Array,
  width: number,
  height: number,
  horizon: number,
  centre: number,
): { cells: Uint8Array; columns: number; toPhotoX: (u: number, y: number) => number } {
  const columns = width * 3;
  const spread = (y: number) => (y + 0.5 - horizon) / (height - horizon);
  const toPhotoX = (u: number, y: number) => centre + (u - width - centre) * spread(y);
  const cells = new Uint8Array(columns * height);
  // The handles stay clear of the photo's edges.
  const edge = Math.max(1, Math.round(width * 0.02));
  for (let y = Math.max(0, Math.ceil(horizon)); y < height - edge; y++) {
    for (let u = 0; u < columns; u++) {
      const x = Math.floor(toPhotoX(u + 0.5, y));
      if (x >= edge && x < width - edge && mask[y * width + x]) cells[y * columns + u] = 1;
    }
  }
  return { cells, columns, toPhotoX };
}

/**
 * The suggested footprint in the ground of `grid`, or null when the photo shows no usable open
 * ground (then the caller keeps its fixed trapezoid and says so).
 */
export function placeOnGround(grid: Grid): GroundPlacement | null {
  const { width, height } = grid;
  const ground = groundMask(grid);
  const groundCells = ground.reduce((sum, value) => sum + value, 0);
  if (groundCells < 0.03 * width * height) return null;
  // Ground right up to the top of the picture is no yard seen from standing height: a hedge, a
  // wall of leaves, a photo of the grass itself.
  const band = Math.max(1, Math.round(height * 0.05));
  let topGround = 0;
  for (let i = 0; i < band * width; i++) topGround += ground[i] as number;
  if (topGround > 0.5 * band * width) return null;
  const margin = Math.max(1, Math.round(width / 60));
  const clear = erode(ground, width, height, margin);
  // The horizon is always above the farthest ground. Where the ground's lines run to a point on it
  // (lines.ts), the pool's sides run there too; else a phone held at standing height sees the
  // horizon near the middle of the picture, straight ahead.
  let top = height;
  for (let i = 0; i < ground.length && top === height; i++) if (ground[i]) top = Math.floor(i / width);
  const lowest = top - 0.05 * height;
  const vanishing = findVanishingPoint(grid, dilate(ground, width, height, 1), top + 1);
  const horizon = vanishing ? vanishing.y : Math.min(lowest, 0.42 * height);
  const plan = rectify(clear, width, height, horizon, vanishing ? vanishing.x : width / 2);
  const rect = largestRectangle(plan.cells, plan.columns, height, Math.round(height * 0.45));
  if (!rect) return null;
  const far = rect.y0 + 0.5;
  const near = rect.y1 - 0.5;
  const at = (u: number, y: number): Point => ({
    x: Math.min(1, Math.max(0, plan.toPhotoX(u, Math.floor(y)) / width)),
    y: Math.min(1, Math.max(0, y / height)),
  });
  const corners: GroundPlacement['corners'] = [
    at(rect.x0, far),
    at(rect.x1, far),
    at(rect.x1, near),
    at(rect.x0, near),
  ];
  // The footprint's share of the photo: big enough to be a pool, wide enough to be seen.
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const p = corners[i] as Point;
    const q = corners[(i + 1) % 4] as Point;
    area += p.x * q.y - q.x * p.y;
  }
  area = Math.abs(area) / 2;
  if (area < 0.02 || corners[2].x - corners[3].x < 0.15) return null;
  return {
    corners,
    confidence: Math.min(1, area / 0.1) * Math.min(1, groundCells / (0.15 * width * height)),
  };
}
