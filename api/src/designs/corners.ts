// A design's corners are stored as fractions (0..1) of its photo's width and height, so the
// placement does not depend on the photo's resolution; the renderer and the corner rule work in
// pixels. These turn one into the other and answer the placement questions the design studio asks.
import type { Corners } from '@poolscape/shared';
import type { PixelCorners, PixelPoint } from '@poolscape/shared/corners';
import { suggestPlacement, validateCorners } from '../renderer/index.ts';

/** Normalised (0..1) corners in the pixels of a `width` x `height` photo. */
export function toPixels(corners: Corners, width: number, height: number): PixelCorners {
  return corners.map((point) => ({ x: point.x * width, y: point.y * height })) as unknown as PixelCorners;
}

/** Pixel corners as fractions (0..1) of a `width` x `height` photo. */
export function toFractions(corners: readonly PixelPoint[], width: number, height: number): Corners {
  const clamp = (value: number) => Math.min(1, Math.max(0, value));
  return corners.map((point) => ({ x: clamp(point.x / width), y: clamp(point.y / height) })) as Corners;
}

/** Why these corners cannot be used on the photo, or null (the renderer's own check). */
export function cornersProblem(corners: Corners, width: number, height: number): string | null {
  return validateCorners(toPixels(corners, width, height), width, height);
}

/** The renderer's suggested starting outline, normalised. */
export function suggestedCorners(width: number, height: number): Corners {
  return toFractions(suggestPlacement(width, height), width, height);
}
