// What every drawing pass shares: the camera, the plan, the seeded textures, the photo's light,
// and the canvas (float buffers over the edit area's bounding box).
import type { Camera } from './camera.ts';
import { LINEAR } from './colour.ts';
import { reflectedSky, type SceneGrade } from './grade.ts';
import type { WaterLook } from './plan-styles.ts';
import type { PoolPlan } from './plan-types.ts';
import type { SceneLight } from './scene-light.ts';
import type { Textures } from './textures.ts';
import type { PhotoPixels, TimeOfDay } from './types.ts';

export type { PhotoPixels } from './types.ts';

/** What a canvas pixel shows (shadows and grading depend on it). */
export const KIND = { photo: 0, lawn: 1, paving: 2, water: 3, solid: 4 } as const;

export interface Canvas {
  /** The box in photo pixels. */
  x0: number;
  y0: number;
  width: number;
  height: number;
  /**
   * Linear RGB, three floats per pixel. Filled from the photo on first use (see loadPixel): most of
   * the box is never touched, and converting it all would be wasted work.
   */
  colour: Float32Array;
  photo: PhotoPixels;
  /** Distance from the camera of what the pixel shows (m); Infinity above the horizon. */
  depth: Float32Array;
  kind: Uint8Array;
  /** Light added after grading (lamps, glowing water), linear RGB; empty when no lamp is lit. */
  glow: Float32Array;
}

/** The photo, downscaled and blurred, in linear RGB: what reflections show. */
export interface Backdrop {
  data: Float32Array;
  width: number;
  height: number;
  /** Backdrop pixels per photo pixel. */
  scale: number;
}

export interface RenderContext {
  camera: Camera;
  plan: PoolPlan;
  textures: Textures;
  light: SceneLight;
  /** The style's water (absorption, body colour, ripples). */
  water: WaterLook;
  backdrop: Backdrop;
  /** The photo itself, sharp (what near reflections show). */
  photo: PhotoPixels;
  seed: number;
  timeOfDay: TimeOfDay;
  /** 1 in daylight, lower at dusk, 0 at night: sun-driven effects (caustics, glints) scale with it. */
  daylight: number;
  /** Strength of the lamps (0 when lighting is off or in daylight). */
  lamps: number;
  /**
   * The dusk or night grade (grade.ts), or null by day. Everything drawn gets the scene's grade
   * when composited; a reflection of the photo's sky should pass its colour through
   * `reflectedSky` so that it shows the new sky.
   */
  grade: SceneGrade | null;
}

/**
 * Scratch buffers kept between renders: a canvas is used from creation to compositing without any
 * await in between, so renders never share them at the same time, and reusing them spares the
 * garbage collector tens of megabytes per render.
 */
const scratch = { f32: new Float32Array(0), u8: new Uint8Array(0) };

function scratchFloats(n: number): Float32Array {
  if (scratch.f32.length < n) scratch.f32 = new Float32Array(Math.ceil(n * 1.2));
  return scratch.f32;
}

export function createCanvas(
  image: PhotoPixels,
  box: { x0: number; y0: number; width: number; height: number },
  withGlow: boolean,
): Canvas {
  const n = box.width * box.height;
  // One allocation carved into colour (3n), depth (n) and glow (3n when lit).
  const floats = scratchFloats(n * (withGlow ? 7 : 4));
  const colour = floats.subarray(0, 3 * n).fill(-1);
  const depth = floats.subarray(3 * n, 4 * n).fill(Number.POSITIVE_INFINITY);
  const glow = withGlow ? floats.subarray(4 * n, 7 * n).fill(0) : new Float32Array(0);
  if (scratch.u8.length < n) scratch.u8 = new Uint8Array(Math.ceil(n * 1.2));
  const kind = scratch.u8.subarray(0, n).fill(0);
  return { ...box, colour, photo: image, depth, kind, glow };
}

/** Makes sure canvas pixel i holds the photo's colour if nothing was drawn there yet. */
export function loadPixel(canvas: Canvas, i: number): void {
  const c = i * 3;
  if ((canvas.colour[c] as number) >= 0) return;
  const { photo } = canvas;
  const x = canvas.x0 + (i % canvas.width);
  const y = canvas.y0 + Math.floor(i / canvas.width);
  const s = (y * photo.width + x) * photo.channels;
  canvas.colour[c] = LINEAR[photo.data[s] as number] as number;
  canvas.colour[c + 1] = LINEAR[photo.data[s + 1] as number] as number;
  canvas.colour[c + 2] = LINEAR[photo.data[s + 2] as number] as number;
}

/** The backdrop, with the dusk or night sky in place of the photo's sky when there is a grade. */
export function createBackdrop(blurred: PhotoPixels, photoWidth: number, grade: SceneGrade | null): Backdrop {
  const n = blurred.width * blurred.height;
  const data = new Float32Array(n * 3);
  for (let i = 0; i < n * 3; i++) data[i] = LINEAR[blurred.data[i] as number] as number;
  const scale = blurred.width / photoWidth;
  if (grade) {
    const rgb = new Float64Array(3);
    for (let i = 0; i < n; i++) {
      rgb[0] = data[i * 3] as number;
      rgb[1] = data[i * 3 + 1] as number;
      rgb[2] = data[i * 3 + 2] as number;
      const x = ((i % blurred.width) + 0.5) / scale;
      const y = (Math.floor(i / blurred.width) + 0.5) / scale;
      reflectedSky(grade, rgb, x, y);
      data[i * 3] = rgb[0] as number;
      data[i * 3 + 1] = rgb[1] as number;
      data[i * 3 + 2] = rgb[2] as number;
    }
  }
  return { data, width: blurred.width, height: blurred.height, scale };
}

/** Bilinear look-up of the backdrop at photo pixel (x, y), clamped to its edges, into out[0..2]. */
export function sampleBackdrop(b: Backdrop, x: number, y: number, out: Float64Array): void {
  let fx = x * b.scale - 0.5;
  let fy = y * b.scale - 0.5;
  fx = fx < 0 ? 0 : Math.min(fx, b.width - 1.001);
  fy = fy < 0 ? 0 : Math.min(fy, b.height - 1.001);
  const ix = fx | 0;
  const iy = fy | 0;
  const tx = fx - ix;
  const ty = fy - iy;
  const i = (iy * b.width + ix) * 3;
  const j = i + b.width * 3;
  const d = b.data;
  for (let c = 0; c < 3; c++) {
    const top = (d[i + c] as number) + ((d[i + 3 + c] as number) - (d[i + c] as number)) * tx;
    const bottom = (d[j + c] as number) + ((d[j + 3 + c] as number) - (d[j + c] as number)) * tx;
    out[c] = top + (bottom - top) * ty;
  }
}
