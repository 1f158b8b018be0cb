// Checking and suggesting the pool's four corners in photo pixels. The corner rule itself (order,
// convexity, far edge above the near edge, size) is shared with the site's placement editor; this
// adds the renderer's own input checks and its messages.
import { type CornerRuleBreak, cornerRuleBreak, MIN_AREA_SHARE } from '@poolscape/shared/corners';
import type { Corners, Point } from './types.ts';

const NAMES = ['far-left', 'far-right', 'near-right', 'near-left'] as const;

const RULE_TEXT: Record<CornerRuleBreak, string> = {
  'wrong-order':
    'The corners are in the wrong order: give them as far-left, far-right, near-right, near-left.',
  'not-convex': 'The corners must form a convex shape: no crossing edges and no corner pointing inwards.',
  'far-edge-low': 'The far edge (the first two corners) must be higher in the photo than the near edge.',
  'too-small': `The pool outline is too small: draw it over at least ${MIN_AREA_SHARE * 100}% of the photo.`,
};

/**
 * Why these corners cannot be used on a `width` x `height` photo, or null when they can: four
 * numeric points, all inside the photo, that keep the corner rule.
 */
export function validateCorners(corners: readonly Point[], width: number, height: number): string | null {
  if (corners.length !== 4 || !corners.every((p) => Number.isFinite(p?.x) && Number.isFinite(p?.y))) {
    return 'Give exactly four corners, each with a numeric x and y.';
  }
  const c = corners as unknown as Corners;
  for (let i = 0; i < 4; i++) {
    const p = c[i] as Point;
    if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) {
      return `The ${NAMES[i]} corner (${Math.round(p.x)}, ${Math.round(p.y)}) is outside the photo (${width} x ${height} pixels).`;
    }
  }
  const broken = cornerRuleBreak(c, width, height);
  return broken ? RULE_TEXT[broken] : null;
}

/** A sensible starting footprint: a trapezoid in the lower middle of the photo. */
export function suggestPlacement(width: number, height: number): Corners {
  return [
    { x: width * 0.3, y: height * 0.64 },
    { x: width * 0.7, y: height * 0.64 },
    { x: width * 0.86, y: height * 0.9 },
    { x: width * 0.14, y: height * 0.9 },
  ];
}

export function scaleCorners(corners: Corners, factor: number): Corners {
  return corners.map((p) => ({ x: p.x * factor, y: p.y * factor })) as unknown as Corners;
}
