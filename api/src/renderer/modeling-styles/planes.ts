// The modeling styles' plumbing: decoding a render to 8-bit RGB and planes of 0..1, encoding it
// back, resizing, and the scratch planes kept between calls.
import sharp from 'sharp';

export type Plane = Float32Array;
export type Triple = readonly [number, number, number];

/** Interleaved 8-bit RGB. */
export interface Raw {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Planar RGB in 0..1. */
export interface Rgb {
  width: number;
  height: number;
  r: Plane;
  g: Plane;
  b: Plane;
}

// ---------------------------------------------------------------------------------------------
// Image plumbing

export async function decode(image: Buffer): Promise<Raw> {
  const { data, info } = await sharp(image)
    .toColourspace('srgb')
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const rgb =
    info.channels === 3
      ? data
      : await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
          .toColourspace('srgb')
          .raw()
          .toBuffer();
  return {
    data: new Uint8Array(rgb.buffer, rgb.byteOffset, rgb.length),
    width: info.width,
    height: info.height,
  };
}

export function encode(raw: Raw): Promise<Buffer> {
  return sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } })
    .png({ compressionLevel: 1, adaptiveFiltering: true })
    .toBuffer();
}

export async function resizeRaw(
  raw: Raw,
  width: number,
  height: number,
  kernel: 'lanczos3' | 'mitchell',
  blur = 0,
): Promise<Raw> {
  let pipeline = sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: 3 } }).resize({
    width,
    height,
    fit: 'fill',
    kernel,
  });
  if (blur >= 0.3) pipeline = pipeline.blur(blur);
  const data = await pipeline.raw().toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width, height };
}

export function newRgb(width: number, height: number): Rgb {
  const n = width * height;
  return { width, height, r: new Float32Array(n), g: new Float32Array(n), b: new Float32Array(n) };
}

/** 8-bit RGB as planes: into the given ones, or new ones. */
export function toPlanes(raw: Raw, into?: Rgb): Rgb {
  const n = raw.width * raw.height;
  const out = into ?? newRgb(raw.width, raw.height);
  const src = raw.data;
  const { r, g, b } = out;
  const k = 1 / 255;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    r[i] = (src[p] as number) * k;
    g[i] = (src[p + 1] as number) * k;
    b[i] = (src[p + 2] as number) * k;
  }
  return out;
}

export function toRaw(img: Rgb): Raw {
  const n = img.width * img.height;
  // A clamped array rounds and clamps on assignment.
  const out = new Uint8ClampedArray(n * 3);
  const { r, g, b } = img;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    out[p] = (r[i] as number) * 255;
    out[p + 1] = (g[i] as number) * 255;
    out[p + 2] = (b[i] as number) * 255;
  }
  return { data: new Uint8Array(out.buffer), width: img.width, height: img.height };
}

/**
 * The luma of 8-bit RGB (0..1) and how much bluer than yellow it is (0..1: water and sky stand
 * out; yellow flowers do not, their edges are in the luma already), into two planes.
 */
export function lumaAndBlue(raw: Raw, lum: Plane, blue: Plane): void {
  const n = raw.width * raw.height;
  const src = raw.data;
  const kr = 0.2126 / 255;
  const kg = 0.7152 / 255;
  const kb = 0.0722 / 255;
  const k = 1 / 255;
  for (let i = 0, p = 0; i < n; i++, p += 3) {
    const r = src[p] as number;
    const g = src[p + 1] as number;
    const b = src[p + 2] as number;
    lum[i] = r * kr + g * kg + b * kb;
    const bl = b - 0.5 * (r + g);
    blue[i] = bl > 0 ? bl * k : 0;
  }
}

export function luma(img: Rgb): Plane {
  const n = img.width * img.height;
  const out = new Float32Array(n);
  const { r, g, b } = img;
  for (let i = 0; i < n; i++)
    out[i] = 0.2126 * (r[i] as number) + 0.7152 * (g[i] as number) + 0.0722 * (b[i] as number);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Scratch planes

/**
 * Large planes kept between calls, as the renderer's canvas keeps its own (context.ts): on a busy
 * server, touching fresh memory for a dozen 1536-px planes per image costs more than the filters'
 * arithmetic. A call uses them only between two awaits, so concurrent calls never share one. Slots
 * are numbered by the caller; a slot holds the largest plane it was ever asked for.
 */
export const pool: Float32Array[] = [];

export function scratch(slot: number, n: number): Float32Array {
  let buffer = pool[slot];
  if (!buffer || buffer.length < n) {
    buffer = new Float32Array(n);
    pool[slot] = buffer;
  }
  return buffer.subarray(0, n);
}

export function scratchInt(slot: number, n: number): Int32Array {
  return new Int32Array(scratch(slot, n).buffer, 0, n);
}

export function scratchBytes(slot: number, n: number): Uint8Array {
  return new Uint8Array(scratch(slot, Math.ceil(n / 4)).buffer, 0, n);
}
