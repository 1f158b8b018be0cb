// The offline modeling styles, judged the way a user would: on small synthetic scenes, the sketch
// is light paper with dark lines on the edges, the watercolour flattens texture but keeps each
// area's colour, the clay has a few flat values and muted colours, and the styles look different.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { applyModelingStyle, type FilteredModelingStyle } from './index.ts';

const W = 200;
const H = 150;
const STYLES: FilteredModelingStyle[] = ['sketch', 'watercolour', 'clay'];

type Colour = [number, number, number];

interface Pixels {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** A lossless RGB PNG painted by `paint` with per-pixel noise of +-`noise` levels. */
async function scene(paint: (x: number, y: number) => Colour, noise = 0, seed = 1): Promise<Buffer> {
  const rnd = createRandom(seed);
  const data = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const c = paint(x, y);
      for (let k = 0; k < 3; k++) {
        const v = (c[k] as number) + (rnd() * 2 - 1) * noise;
        data[(y * W + x) * 3 + k] = Math.max(0, Math.min(255, Math.round(v)));
      }
    }
  }
  return sharp(data, { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toBuffer();
}

async function pixels(png: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

function rgbAt(p: Pixels, x: number, y: number): Colour {
  const i = (y * p.width + x) * p.channels;
  return [p.data[i] as number, p.data[i + 1] as number, p.data[i + 2] as number];
}

const luma = ([r, g, b]: Colour): number => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function lumaAt(p: Pixels, x: number, y: number): number {
  return luma(rgbAt(p, x, y));
}

/** Pixels of a rectangle (inclusive-exclusive). */
function* box(x0: number, y0: number, x1: number, y1: number): Generator<[number, number]> {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) yield [x, y];
}

function meanColour(p: Pixels, points: Iterable<[number, number]>): Colour {
  const sum: Colour = [0, 0, 0];
  let n = 0;
  for (const [x, y] of points) {
    const c = rgbAt(p, x, y);
    for (let k = 0; k < 3; k++) sum[k] = (sum[k] as number) + (c[k] as number);
    n++;
  }
  return sum.map((v) => v / n) as Colour;
}

function hue([r, g, b]: Colour): number {
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return 0;
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return h * 60;
}

/** Mean saturation (chroma over value) of all pixels. */
function meanSaturation(p: Pixels): number {
  let sum = 0;
  for (const [x, y] of box(0, 0, p.width, p.height)) {
    const c = rgbAt(p, x, y);
    const max = Math.max(...c);
    sum += max > 0 ? (max - Math.min(...c)) / max : 0;
  }
  return sum / (p.width * p.height);
}

/** Mean absolute difference between horizontal neighbours' luma inside a rectangle: texture. */
function roughness(p: Pixels, x0: number, y0: number, x1: number, y1: number): number {
  let sum = 0;
  let n = 0;
  for (const [x, y] of box(x0, y0, x1 - 1, y1)) {
    sum += Math.abs(lumaAt(p, x + 1, y) - lumaAt(p, x, y));
    n++;
  }
  return sum / n;
}

/** Colours quantised to 16 levels a channel, counted. */
function distinctColours(p: Pixels): number {
  const seen = new Set<number>();
  for (const [x, y] of box(0, 0, p.width, p.height)) {
    const [r, g, b] = rgbAt(p, x, y);
    seen.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
  }
  return seen.size;
}

function meanAbsoluteDifference(a: Pixels, b: Pixels): number {
  let sum = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    for (let k = 0; k < 3; k++) {
      sum += Math.abs((a.data[i * a.channels + k] as number) - (b.data[i * b.channels + k] as number));
    }
  }
  return sum / (a.width * a.height * 3);
}

// A dark square on a light field.
const SQUARE = { x0: 70, y0: 45, x1: 130, y1: 105 };
const inSquare = (x: number, y: number): boolean =>
  x >= SQUARE.x0 && x < SQUARE.x1 && y >= SQUARE.y0 && y < SQUARE.y1;
const squareScene = (): Promise<Buffer> =>
  scene((x, y) => (inSquare(x, y) ? [45, 42, 40] : [222, 222, 216]), 3);

// Two large textured areas: blue water on the left, green lawn on the right.
const BLUE: Colour = [40, 110, 200];
const GREEN: Colour = [70, 150, 60];
const twoAreas = (): Promise<Buffer> => scene((x) => (x < W / 2 ? BLUE : GREEN), 40);

// A small backyard in soft light: sky, a beige house with a dark window, a lawn with a turquoise
// pool, everything shaded by smooth gradients, so the photo holds a continuum of values.
const POOL = { cx: 120, cy: 118, rx: 42, ry: 16 };
const inPool = (x: number, y: number): boolean =>
  ((x - POOL.cx) / POOL.rx) ** 2 + ((y - POOL.cy) / POOL.ry) ** 2 <= 1;
function yardColour(x: number, y: number): Colour {
  if (y < 40) return [150 + y, 190 + y / 2, 235];
  if (y < 95) {
    if (x > 110 && x < 135 && y > 55 && y < 75) return [35, 35, 40];
    const k = 0.55 + (0.45 * x) / W;
    return [215 * k, 200 * k, 170 * k];
  }
  const k = 0.55 + 0.45 * (1 - (y - 95) / 55) * (0.6 + (0.4 * x) / W);
  if (inPool(x, y)) return [40 * k + 20, 170 * k + 20, 185 * k + 30];
  return [80 * k, 150 * k, 60 * k];
}
const yard = (): Promise<Buffer> => scene(yardColour, 18);

describe('applyModelingStyle', () => {
  it('returns a lossless RGB PNG of the same size, the same for the same seed', async () => {
    const input = await yard();
    for (const style of STYLES) {
      const [a, b, c] = await Promise.all([
        applyModelingStyle(input, style, 5),
        applyModelingStyle(input, style, 5),
        applyModelingStyle(input, style, 6),
      ]);
      const meta = await sharp(a).metadata();
      expect([meta.format, meta.width, meta.height, meta.channels], style).toEqual(['png', W, H, 3]);
      expect(a.equals(b), style).toBe(true);
      // The seed moves details (hatching, grain, blotches), not the picture.
      expect(a.equals(c), style).toBe(false);
      expect(meanAbsoluteDifference(await pixels(a), await pixels(c)), style).toBeLessThan(20);
    }
  });

  it('draws each style visibly differently from the photo and from the others', async () => {
    const input = await yard();
    const photo = await pixels(input);
    const out = await Promise.all(STYLES.map(async (s) => pixels(await applyModelingStyle(input, s, 1))));
    for (const [i, style] of STYLES.entries()) {
      expect(meanAbsoluteDifference(out[i] as Pixels, photo), style).toBeGreaterThan(12);
      for (let j = i + 1; j < STYLES.length; j++) {
        expect(
          meanAbsoluteDifference(out[i] as Pixels, out[j] as Pixels),
          `${style} v ${STYLES[j]}`,
        ).toBeGreaterThan(10);
      }
    }
  });

  it('takes any width, including odd and tiny sizes', async () => {
    for (const [width, height] of [
      [37, 23],
      [301, 77],
    ] as const) {
      const input = await sharp({
        create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } },
      })
        .png()
        .toBuffer();
      for (const style of STYLES) {
        const meta = await sharp(await applyModelingStyle(input, style, 1)).metadata();
        expect([meta.width, meta.height], style).toEqual([width, height]);
      }
    }
  });
});

describe('the architect’s sketch', () => {
  it('is paper-light, with dark lines on the edges of a dark square and none in flat areas', async () => {
    const out = await pixels(await applyModelingStyle(await squareScene(), 'sketch', 1));
    // Paper well away from the square: light and even.
    const far = [...box(8, 8, 50, 140), ...box(150, 8, 192, 140)];
    const paper = far.map(([x, y]) => lumaAt(out, x, y));
    const paperMean = paper.reduce((a, b) => a + b, 0) / paper.length;
    expect(paperMean).toBeGreaterThan(215);
    expect(Math.min(...paper)).toBeGreaterThan(paperMean - 25);
    // Along each side of the square, the darkest pixel across the border is a line.
    const across: number[] = [];
    for (let t = SQUARE.x0 + 6; t < SQUARE.x1 - 6; t += 2) {
      for (const y of [SQUARE.y0, SQUARE.y1]) {
        across.push(Math.min(...[-3, -2, -1, 0, 1, 2].map((d) => lumaAt(out, t, y + d))));
      }
    }
    for (let t = SQUARE.y0 + 6; t < SQUARE.y1 - 6; t += 2) {
      for (const x of [SQUARE.x0, SQUARE.x1]) {
        across.push(Math.min(...[-3, -2, -1, 0, 1, 2].map((d) => lumaAt(out, x + d, t))));
      }
    }
    across.sort((a, b) => a - b);
    const median = across[Math.floor(across.length / 2)] as number;
    expect(median).toBeLessThan(paperMean * 0.45);
    // Most of the sheet is paper.
    let light = 0;
    for (const [x, y] of box(0, 0, W, H)) if (lumaAt(out, x, y) > paperMean * 0.85) light++;
    expect(light / (W * H)).toBeGreaterThan(0.7);
  });

  it('hatches the dark square, so it reads darker than the paper but far lighter than the photo', async () => {
    const out = await pixels(await applyModelingStyle(await squareScene(), 'sketch', 1));
    const mean = (points: [number, number][]): number =>
      points.reduce((a, [x, y]) => a + lumaAt(out, x, y), 0) / points.length;
    const paper = mean([...box(8, 8, 50, 140)]);
    const inside = mean([...box(SQUARE.x0 + 8, SQUARE.y0 + 8, SQUARE.x1 - 8, SQUARE.y1 - 8)]);
    expect(inside).toBeLessThan(paper * 0.9);
    expect(inside).toBeGreaterThan(90);
  });

  it('keeps a light wash of the water’s colour', async () => {
    const out = await pixels(await applyModelingStyle(await yard(), 'sketch', 1));
    const [r, g, b] = meanColour(out, [...box(POOL.cx - 25, POOL.cy - 6, POOL.cx + 25, POOL.cy + 6)]);
    expect(b).toBeGreaterThan(r + 8);
    expect(luma([r, g, b])).toBeGreaterThan(170);
  });
});

describe('the watercolour', () => {
  it('flattens texture into washes but keeps the colour of large areas', async () => {
    const input = await twoAreas();
    const photo = await pixels(input);
    const out = await pixels(await applyModelingStyle(input, 'watercolour', 1));
    for (const [x0, x1, colour] of [
      [25, 80, BLUE],
      [120, 175, GREEN],
    ] as const) {
      expect(roughness(out, x0, 30, x1, 120)).toBeLessThan(roughness(photo, x0, 30, x1, 120) * 0.35);
      const mean = meanColour(out, box(x0, 30, x1, 120));
      expect(Math.abs(hue(mean) - hue(colour))).toBeLessThan(25);
      // Transparent pigment: lighter than the photo.
      expect(luma(mean)).toBeGreaterThan(luma(colour));
    }
    expect(distinctColours(out)).toBeLessThan(distinctColours(photo) * 0.5);
  });

  it('leaves white paper at the borders of the sheet', async () => {
    const out = await pixels(await applyModelingStyle(await twoAreas(), 'watercolour', 1));
    const edge = [...box(0, 0, W, 2), ...box(0, H - 2, W, H), ...box(0, 0, 2, H), ...box(W - 2, 0, W, H)];
    const mean = meanColour(out, edge);
    expect(Math.min(...mean)).toBeGreaterThan(225);
  });
});

describe('the clay model', () => {
  it('collapses the values into a few levels', async () => {
    const input = await yard();
    /** The share of pixels within 5 levels of the six most common luma values. */
    const inPeaks = (p: Pixels): number => {
      const hist = new Array<number>(256).fill(0);
      for (const [x, y] of box(0, 0, W, H)) {
        const v = Math.round(lumaAt(p, x, y));
        hist[v] = (hist[v] as number) + 1;
      }
      let covered = 0;
      for (let k = 0; k < 6; k++) {
        const peak = hist.indexOf(Math.max(...hist));
        for (let v = Math.max(0, peak - 5); v <= Math.min(255, peak + 5); v++) {
          covered += hist[v] as number;
          hist[v] = 0;
        }
      }
      return covered / (W * H);
    };
    expect(inPeaks(await pixels(input))).toBeLessThan(0.6);
    expect(inPeaks(await pixels(await applyModelingStyle(input, 'clay', 1)))).toBeGreaterThan(0.75);
  });

  it('is less saturated than the photo, and its water is a light, matte blue', async () => {
    const input = await yard();
    const photo = await pixels(input);
    const out = await pixels(await applyModelingStyle(input, 'clay', 1));
    expect(meanSaturation(out)).toBeLessThan(meanSaturation(photo) * 0.75);
    const pool = [...box(POOL.cx - 25, POOL.cy - 6, POOL.cx + 25, POOL.cy + 6)];
    const water = meanColour(out, pool);
    expect(water[2]).toBeGreaterThan(water[0] + 25);
    expect(luma(water)).toBeGreaterThan(luma(meanColour(photo, pool)) + 15);
    const roughWater = roughness(out, POOL.cx - 25, POOL.cy - 6, POOL.cx + 25, POOL.cy + 6);
    expect(roughWater).toBeLessThan(
      roughness(photo, POOL.cx - 25, POOL.cy - 6, POOL.cx + 25, POOL.cy + 6) * 0.5,
    );
  });
});
