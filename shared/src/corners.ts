// The corner rule: when four points drawn on a photo can be a pool's footprint. The renderer
// refuses corners that break it, and the site's placement editor checks the same rule so it can
// say what is wrong before the API refuses the design; each says it in its own words.
// No zod here: the renderer's threads load this file.

/** A point in a photo's pixels (x to the right, y down). */
export interface PixelPoint {
  x: number;
  y: number;
}

/**
 * The pool footprint as seen in the photo, in pixels, in this order: far-left, far-right,
 * near-right, near-left (clockwise on screen).
 */
export type PixelCorners = readonly [PixelPoint, PixelPoint, PixelPoint, PixelPoint];

/** The smallest footprint accepted, as a share of the photo's area. */
export const MIN_AREA_SHARE = 0.01;

/** The part of the corner rule four corners break. */
export type CornerRuleBreak = 'wrong-order' | 'not-convex' | 'far-edge-low' | 'too-small';

function cross(o: PixelPoint, a: PixelPoint, b: PixelPoint): number {
  return (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
}

/** The area of the four-sided outline, in square pixels. */
export function quadArea(corners: PixelCorners): number {
  let sum = 0;
  for (let i = 0; i < 4; i++) {
    const p = corners[i] as PixelPoint;
    const q = corners[(i + 1) % 4] as PixelPoint;
    sum += p.x * q.y - q.x * p.y;
  }
  return Math.abs(sum) / 2;
}

/**
 * Which part of the corner rule these corners break on a `width` x `height` photo, or null when
 * they keep it: in the order far-left, far-right, near-right, near-left (clockwise on screen),
 * forming a convex shape whose sides do not cross, with the far edge above the near edge, and
 * covering at least 1% of the photo. Whether they lie inside the photo is the caller's check.
 */
export function cornerRuleBreak(
  corners: PixelCorners,
  width: number,
  height: number,
): CornerRuleBreak | null {
  const turns = [0, 1, 2, 3].map((i) =>
    cross(corners[i] as PixelPoint, corners[(i + 1) % 4] as PixelPoint, corners[(i + 2) % 4] as PixelPoint),
  );
  if (turns.every((turn) => turn < 0)) return 'wrong-order';
  if (!turns.every((turn) => turn > 0)) return 'not-convex';
  const [farLeft, farRight, nearRight, nearLeft] = corners;
  if (farLeft.y + farRight.y >= nearRight.y + nearLeft.y) return 'far-edge-low';
  if (quadArea(corners) < MIN_AREA_SHARE * width * height) return 'too-small';
  return null;
}
