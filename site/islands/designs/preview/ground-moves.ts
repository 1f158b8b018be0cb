// Moves of the whole footprint on the ground, not on the picture: turning it about its centre and
// resizing it to typed dimensions. Both work in the plan (the footprint's rectangle in true
// proportions, from the corners' perspective) and map the result back into the photo through the
// same homography the preview and the renderer use.
import { type Corners, dimensionsOf, type Scale } from '@poolscape/shared';
import { cornerRuleBreak, type PixelCorners } from '@poolscape/shared/corners';
import { applyHomography, type Matrix3, planToPhoto } from '@poolscape/shared/homography';
import { estimateAspect } from '@poolscape/shared/pool-plan';

interface Photo {
  width: number;
  height: number;
}

function toPixels(corners: Corners, { width, height }: Photo): PixelCorners {
  return corners.map(({ x, y }) => ({ x: x * width, y: y * height })) as unknown as PixelCorners;
}

/** The footprint as a plan `aspect` x 1 and its map into the photo's pixels. */
function groundOf(corners: Corners, photo: Photo): { aspect: number; toPhoto: Matrix3 } {
  const pixels = toPixels(corners, photo);
  const aspect = estimateAspect(pixels, photo.width, photo.height);
  return { aspect, toPhoto: planToPhoto(pixels, aspect, 1) };
}

/** Plan points back on the photo as corners (fractions), or null when one leaves the photo. */
function cornersAt(
  points: readonly { u: number; v: number }[],
  toPhoto: Matrix3,
  photo: Photo,
): Corners | null {
  const corners = points.map(({ u, v }) => {
    const w = toPhoto[6] * u + toPhoto[7] * v + toPhoto[8];
    if (!(w > 0)) return null;
    const p = applyHomography(toPhoto, u, v);
    const round = (value: number) => Math.round(value * 10_000) / 10_000;
    return { x: round(p.x / photo.width), y: round(p.y / photo.height) };
  });
  if (corners.some((p) => !p || p.x < 0 || p.x > 1 || p.y < 0 || p.y > 1)) return null;
  const result = corners as unknown as Corners;
  return cornerRuleBreak(toPixels(result, photo), photo.width, photo.height) ? null : result;
}

/**
 * The footprint turned by `degrees` (clockwise seen from above) about its centre on the ground;
 * null when the turned pool would leave the photo or could no longer be drawn.
 */
export function rotateOnGround(corners: Corners, photo: Photo, degrees: number): Corners | null {
  const { aspect, toPhoto } = groundOf(corners, photo);
  const t = (degrees * Math.PI) / 180;
  const cos = Math.cos(t);
  const sin = Math.sin(t);
  const cu = aspect / 2;
  const cv = 0.5;
  const plan = [
    { u: 0, v: 0 },
    { u: aspect, v: 0 },
    { u: aspect, v: 1 },
    { u: 0, v: 1 },
  ].map(({ u, v }) => ({
    u: cu + (u - cu) * cos - (v - cv) * sin,
    v: cv + (u - cu) * sin + (v - cv) * cos,
  }));
  return cornersAt(plan, toPhoto, photo);
}

/** Why typed dimensions cannot be applied. */
export type ResizeProblem = 'noReference' | 'notMeasurable' | 'doesNotFit';

export const RESIZE_TEXT: Record<ResizeProblem, string> = {
  noReference: 'Mark a length you know on the photo first: typed sizes are measured from it.',
  notMeasurable: 'The pool cannot be measured from this reference. Move the amber line along the ground.',
  doesNotFit: 'A pool that size does not fit in the photo here. Move it or try a smaller size.',
};

/**
 * The footprint resized about its centre on the ground so that it measures `length` by `width`
 * (in the reference's unit; the longer side is the length), or why it cannot be. Measured as the
 * size line measures it, a few rounds until within half a percent.
 */
export function resizeOnGround(
  corners: Corners,
  photo: Photo,
  scale: Scale | null,
  length: number,
  width: number,
): Corners | ResizeProblem {
  if (!scale) return 'noReference';
  const long = Math.max(length, width);
  const short = Math.min(length, width);
  let current = corners;
  for (let round = 0; round < 8; round++) {
    const measured = dimensionsOf(current, scale, photo);
    if (!measured) return 'notMeasurable';
    const fLong = long / measured.length;
    const fShort = short / measured.width;
    if (Math.abs(fLong - 1) < 0.005 && Math.abs(fShort - 1) < 0.005) return current;
    const { aspect, toPhoto } = groundOf(current, photo);
    const [su, sv] = aspect >= 1 ? [fLong, fShort] : [fShort, fLong];
    const cu = aspect / 2;
    const plan = [
      { u: 0, v: 0 },
      { u: aspect, v: 0 },
      { u: aspect, v: 1 },
      { u: 0, v: 1 },
    ].map(({ u, v }) => ({ u: cu + (u - cu) * su, v: 0.5 + (v - 0.5) * sv }));
    const next = cornersAt(plan, toPhoto, photo);
    if (!next) return 'doesNotFit';
    current = next;
  }
  const measured = dimensionsOf(current, scale, photo);
  const close =
    measured && Math.abs(measured.length / long - 1) < 0.03 && Math.abs(measured.width / short - 1) < 0.03;
  return close ? current : 'notMeasurable';
}

/**
 * `after` (the footprint turned) resized to the size `before` measured, so a turn never changes
 * the size shown; as it is when there is no reference or the size cannot be kept here.
 */
export function keepMeasuredSize(
  before: Corners,
  after: Corners,
  photo: Photo,
  scale: Scale | null,
): Corners {
  const size = dimensionsOf(before, scale, photo);
  if (!size) return after;
  const kept = resizeOnGround(after, photo, scale, size.length, size.width);
  return typeof kept === 'string' ? after : kept;
}
