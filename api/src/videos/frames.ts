// The built-in video maker's frames, as plain functions over raw RGB pixels: where a format's
// frame sits in the photo (around the pool), a sub-pixel sampler for camera moves, a wipe with a
// soft edge and a dissolve. Every template is a list of shots built from these (templates.ts).

/** A rectangle in source pixels (fractional). */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Raw RGB pixels. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The largest rectangle of `aspect` (width / height) inside a `width` × `height` image, centred on
 * `focus` as far as the image's edges allow.
 */
export function frameRect(width: number, height: number, aspect: number, focus: Rect | null): Rect {
  const frameWidth = Math.min(width, height * aspect);
  const frameHeight = frameWidth / aspect;
  const centreX = focus ? focus.x + focus.width / 2 : width / 2;
  const centreY = focus ? focus.y + focus.height / 2 : height / 2;
  return {
    x: clamp(centreX - frameWidth / 2, 0, width - frameWidth),
    y: clamp(centreY - frameHeight / 2, 0, height - frameHeight),
    width: frameWidth,
    height: frameHeight,
  };
}

/**
 * The rectangle a push-in ends on: `zoom` times closer than `start`, centred on the pool's centre
 * but never leaving `start` (so the camera only moves forward, never off the picture).
 */
export function pushInRect(start: Rect, focus: Rect | null, zoom: number): Rect {
  const width = start.width / zoom;
  const height = start.height / zoom;
  const centreX = focus ? focus.x + focus.width / 2 : start.x + start.width / 2;
  const centreY = focus ? focus.y + focus.height / 2 : start.y + start.height / 2;
  return {
    x: clamp(centreX - width / 2, start.x, start.x + start.width - width),
    y: clamp(centreY - height / 2, start.y, start.y + start.height - height),
    width,
    height,
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}

/** Smooth start and stop (cubic ease in and out), 0..1 to 0..1. */
export function ease(t: number): number {
  const u = clamp(t, 0, 1);
  return u < 0.5 ? 4 * u * u * u : 1 - (-2 * u + 2) ** 3 / 2;
}

export function lerpRect(a: Rect, b: Rect, t: number): Rect {
  return {
    x: a.x + (b.x - a.x) * t,
    y: a.y + (b.y - a.y) * t,
    width: a.width + (b.width - a.width) * t,
    height: a.height + (b.height - a.height) * t,
  };
}

/**
 * `rect` of `source` scaled to `width` × `height` with bilinear filtering at sub-pixel precision,
 * so a slow camera move glides instead of stepping a pixel at a time. Weights are 8-bit fixed
 * point; `into` is reused when given.
 */
export function sampleRect(
  source: RgbImage,
  rect: Rect,
  width: number,
  height: number,
  into?: Buffer,
): Buffer {
  const out = into ?? Buffer.allocUnsafe(width * height * 3);
  const src = source.data;
  const stride = source.width * 3;
  const maxX = source.width - 1;
  const maxY = source.height - 1;
  const scaleX = rect.width / width;
  const scaleY = rect.height / height;
  const x0s = new Int32Array(width);
  const x1s = new Int32Array(width);
  const wxs = new Int32Array(width);
  for (let x = 0; x < width; x++) {
    const sx = clamp(rect.x + (x + 0.5) * scaleX - 0.5, 0, maxX);
    const left = Math.floor(sx);
    x0s[x] = left * 3;
    x1s[x] = Math.min(left + 1, maxX) * 3;
    wxs[x] = Math.round((sx - left) * 256);
  }
  let o = 0;
  for (let y = 0; y < height; y++) {
    const sy = clamp(rect.y + (y + 0.5) * scaleY - 0.5, 0, maxY);
    const top = Math.floor(sy);
    const wy = Math.round((sy - top) * 256);
    const iy = 256 - wy;
    const row0 = top * stride;
    const row1 = Math.min(top + 1, maxY) * stride;
    for (let x = 0; x < width; x++) {
      const x0 = x0s[x] as number;
      const x1 = x1s[x] as number;
      const wx = wxs[x] as number;
      const ix = 256 - wx;
      const a = row0 + x0;
      const b = row0 + x1;
      const c = row1 + x0;
      const d = row1 + x1;
      // Two taps across, then two down; 16-bit fixed point, rounded.
      out[o++] =
        (((src[a] as number) * ix + (src[b] as number) * wx) * iy +
          ((src[c] as number) * ix + (src[d] as number) * wx) * wy +
          32768) >>>
        16;
      out[o++] =
        (((src[a + 1] as number) * ix + (src[b + 1] as number) * wx) * iy +
          ((src[c + 1] as number) * ix + (src[d + 1] as number) * wx) * wy +
          32768) >>>
        16;
      out[o++] =
        (((src[a + 2] as number) * ix + (src[b + 2] as number) * wx) * iy +
          ((src[c + 2] as number) * ix + (src[d + 2] as number) * wx) * wy +
          32768) >>>
        16;
    }
  }
  return out;
}

/** A copy of `source`, in `into` when given. */
function copyOf(source: Buffer, into?: Buffer): Buffer {
  if (!into) return Buffer.from(source);
  source.copy(into);
  return into;
}

/** `from` dissolving into `to`: `t` 0 is `from`, 1 is `to`. */
export function dissolve(from: Buffer, to: Buffer, t: number, into?: Buffer): Buffer {
  if (t <= 0) return copyOf(from, into);
  if (t >= 1) return copyOf(to, into);
  const out = into ?? Buffer.allocUnsafe(from.length);
  const w = Math.round(t * 256);
  for (let i = 0; i < from.length; i++) {
    const a = from[i] as number;
    out[i] = a + ((((to[i] as number) - a) * w + 128) >> 8);
  }
  return out;
}

/** Width of the wipe's soft edge, as a share of the frame's width. */
const WIPE_FEATHER = 0.03;

/**
 * `after` wiping in over `before` from left to right: `t` 0 shows `before` only, 1 `after` only.
 * The edge is soft, with a thin light line on it, and starts and ends outside the frame. Only the
 * columns of the edge are blended; the rest of each row is copied.
 */
export function wipe(
  before: Buffer,
  after: Buffer,
  width: number,
  height: number,
  t: number,
  into?: Buffer,
): Buffer {
  if (t <= 0) return copyOf(before, into);
  if (t >= 1) return copyOf(after, into);
  const feather = Math.max(2, Math.round(width * WIPE_FEATHER));
  const edge = -feather + t * (width + 2 * feather);
  // Columns [from, to) are blended; left of them is `after`, right of them `before`.
  const from = clamp(Math.floor(edge - feather / 2 - 2), 0, width);
  const to = clamp(Math.ceil(edge + feather / 2 + 2), from, width);
  const share = new Int32Array(Math.max(0, to - from));
  const light = new Int32Array(Math.max(0, to - from));
  for (let x = from; x < to; x++) {
    share[x - from] = Math.round(clamp((edge - x) / feather + 0.5, 0, 1) * 256);
    const distance = Math.abs(x + 0.5 - edge);
    light[x - from] = distance < 1.5 ? Math.round((1 - distance / 1.5) * 180) : 0;
  }
  const out = into ?? Buffer.allocUnsafe(before.length);
  const stride = width * 3;
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    after.copy(out, row, row, row + from * 3);
    before.copy(out, row + to * 3, row + to * 3, row + stride);
    let i = row + from * 3;
    for (let x = from; x < to; x++) {
      const s = share[x - from] as number;
      const l = light[x - from] as number;
      for (let k = 0; k < 3; k++, i++) {
        const a = before[i] as number;
        const mixed = a + ((((after[i] as number) - a) * s + 128) >> 8);
        out[i] = l ? mixed + (((255 - mixed) * l) >> 8) : mixed;
      }
    }
  }
  return out;
}
