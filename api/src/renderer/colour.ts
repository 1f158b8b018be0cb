// Colour arithmetic in linear light: photo bytes are linearised through a table, shading happens in
// linear RGB, and results go back to sRGB bytes through a second table.

export type Rgb = readonly [number, number, number];

function srgbToLinear(c: number): number {
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function linearToSrgb(c: number): number {
  return c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055;
}

/** Linear value of each sRGB byte. */
export const LINEAR = new Float32Array(256);
for (let i = 0; i < 256; i++) LINEAR[i] = srgbToLinear(i / 255);

const ENCODE_STEPS = 16384;
const ENCODE = new Uint8Array(ENCODE_STEPS + 1);
for (let i = 0; i <= ENCODE_STEPS; i++) ENCODE[i] = Math.round(linearToSrgb(i / ENCODE_STEPS) * 255);

/** The sRGB byte (as a float, for blending) of a linear value, clamped to [0, 1]. */
export function encodeByte(linear: number): number {
  if (!(linear > 0)) return 0;
  if (linear >= 1) return 255;
  return ENCODE[(linear * ENCODE_STEPS + 0.5) | 0] as number;
}

/** A linear colour from sRGB bytes. */
export function fromBytes(r: number, g: number, b: number): Rgb {
  return [srgbToLinear(r / 255), srgbToLinear(g / 255), srgbToLinear(b / 255)];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/**
 * How much of a pixel `size` wide, centred `offset` from the middle of a line `halfWidth` either
 * side, the line covers (a box filter: thin far-away lines fade instead of flickering).
 */
export function lineCoverage(offset: number, halfWidth: number, size: number): number {
  const lo = Math.max(offset - size / 2, -halfWidth);
  const hi = Math.min(offset + size / 2, halfWidth);
  return hi > lo ? Math.min(1, (hi - lo) / size) : 0;
}
