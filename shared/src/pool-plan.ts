// The pool's plan seen from above, in metres: one geometry for the built-in renderer and the
// studio's live preview, so the preview draws the pool where the render puts it. The footprint (the
// user's four corners) is the rectangle u ∈ [0, length] (far-left → far-right) × v ∈ [0, width]
// (far edge → near edge). Outlines are rings of points (plan-geometry.ts); the renderer turns them
// into distance fields. No zod here: the renderer's threads and the preview's frames run this.
import type { PixelCorners } from './corners.ts';
import type { PoolStyle } from './designs.ts';
import { squareToQuad } from './homography.ts';
import {
  arc,
  DEFAULT_FREEFORM,
  freeformRing,
  kidneyRadius,
  type OutlinePoint,
  type PlanBox,
  type PlanPoint,
  type PoolShape,
  rectRing,
  ringArea,
  roundedRectRing,
  starRing,
  TAU,
} from './plan-geometry.ts';

/** Typical phone photos have a horizontal field of view of 50-70 degrees. */
const FOCAL_PER_PIXEL = 1.0;

/**
 * The footprint's real length / width ratio (along the far edge / from far to near), from the
 * perspective of its four corners in a `width` x `height` photo and an assumed focal length.
 */
export function estimateAspect(corners: PixelCorners, width: number, height: number): number {
  const [h0, h1, , h3, h4, , h6, h7] = squareToQuad(corners);
  const f = FOCAL_PER_PIXEL * Math.max(width, height);
  // The length of a column of K⁻¹·H: how long a unit of the plan's side is, seen from the camera.
  const column = (x: number, y: number, w: number): number =>
    Math.hypot((x - (width / 2) * w) / f, (y - (height / 2) * w) / f, w);
  const aspect = column(h0, h3, h6) / column(h1, h4, h7);
  return Number.isFinite(aspect) && aspect > 0 ? aspect : 1;
}

/** Typical pool areas (m²) per style; the footprint's proportions come from the photo. */
const AREA: Record<PoolStyle, number> = {
  modern: 40,
  traditional: 40,
  natural: 46,
  infinity: 40,
  geometric: 46,
};

/** Plan size for a style and the footprint's length / width ratio. */
export function planSize(style: PoolStyle, aspect: number): { length: number; width: number } {
  const a = Math.min(Math.max(aspect, 0.5), 6);
  let length = Math.sqrt(AREA[style] * a);
  length = Math.min(Math.max(length, 5), 16);
  return { length, width: length / a };
}

/** The coping's width around each style's water (m). */
export const COPING_WIDTHS: Record<PoolStyle, number> = {
  modern: 0.3,
  geometric: 0.3,
  traditional: 0.45,
  natural: 0.42,
  infinity: 0.3,
};

/** Each style's coping colour as sRGB bytes: the renderer's stone and the preview's fill. */
export const COPING_RGB: Record<PoolStyle, readonly [number, number, number]> = {
  modern: [232, 229, 222],
  geometric: [236, 235, 230],
  traditional: [226, 210, 184],
  natural: [178, 166, 146],
  infinity: [214, 212, 206],
};

/** The box the water fills: the footprint less the coping (the natural pool's stones take 0.5 m). */
export function waterBox(style: PoolStyle, length: number, width: number): PlanBox {
  const edge = style === 'natural' ? 0.5 : COPING_WIDTHS[style];
  // The infinity pool's far edge has no coping: its water runs to the vanishing edge.
  return { u0: edge, v0: style === 'infinity' ? 0 : edge, u1: length - edge, v1: width - edge };
}

/** The geometric style's L: a deep block on the left, a shallow shelf along the near side. */
export function lShapeSplit(box: PlanBox, length: number, width: number): { split: number; shelf: number } {
  return { split: 0.46 * length, shelf: Math.max(0.4 * width, box.v0 + 1.2) };
}

function lRing(box: PlanBox, length: number, width: number): PlanPoint[] {
  const { split, shelf } = lShapeSplit(box, length, width);
  return [
    { u: box.u0, v: box.v0 },
    { u: split, v: box.v0 },
    { u: split, v: shelf },
    { u: box.u1, v: shelf },
    { u: box.u1, v: box.v1 },
    { u: box.u0, v: box.v1 },
  ];
}

/** The traditional pool: a rectangle with a semicircular Roman step on each end. */
export function romanEnds(length: number, width: number): { end: number; mid: number } {
  const cw = COPING_WIDTHS.traditional;
  return { end: Math.min(0.34 * (width - 2 * cw), 1.3, (length - 2 * cw) / 5), mid: width / 2 };
}

function romanRing(box: PlanBox, length: number, width: number): PlanPoint[] {
  const { end, mid } = romanEnds(length, width);
  const r = 0.35;
  const left = box.u0 + end;
  const right = box.u1 - end;
  const bump = (cu: number, from: number): PlanPoint[] => {
    const points: PlanPoint[] = [];
    for (let i = 0; i <= 12; i++) {
      const t = from + (i / 12) * Math.PI;
      points.push({ u: cu + end * Math.cos(t), v: mid + end * Math.sin(t) });
    }
    return points;
  };
  return [
    ...arc(left + r, box.v0 + r, r, Math.PI),
    ...arc(right - r, box.v0 + r, r, -Math.PI / 2),
    ...bump(right, -Math.PI / 2),
    ...arc(right - r, box.v1 - r, r, 0),
    ...arc(left + r, box.v1 - r, r, Math.PI / 2),
    ...bump(left, Math.PI / 2),
  ];
}

/** The natural lagoon's outline: an ellipse whose radius is modulated by [k, amplitude, phase]. */
export const LAGOON: readonly (readonly [number, number, number])[] = [
  [2, 0.07, 0.6],
  [3, 0.09, 1.9],
  [4, 0.035, 0.2],
  [5, 0.03, 2.6],
];

export function lagoonRadius(t: number): number {
  let r = 1;
  for (const [k, a, p] of LAGOON) r += a * Math.cos(k * t + p);
  return r;
}

/** The lagoon's centre and semi-axes so that its extreme points touch the box. */
export function lagoonFit(box: PlanBox): { cu: number; cv: number; ru: number; rv: number } {
  let minX = 0;
  let maxX = 0;
  let minY = 0;
  let maxY = 0;
  for (let i = 0; i < 360; i++) {
    const t = (i / 360) * TAU;
    const r = lagoonRadius(t);
    minX = Math.min(minX, r * Math.cos(t));
    maxX = Math.max(maxX, r * Math.cos(t));
    minY = Math.min(minY, r * Math.sin(t));
    maxY = Math.max(maxY, r * Math.sin(t));
  }
  const ru = (box.u1 - box.u0) / (maxX - minX);
  const rv = (box.v1 - box.v0) / (maxY - minY);
  return { cu: box.u0 - minX * ru, cv: box.v0 - minY * rv, ru, rv };
}

function lagoonRing(box: PlanBox): PlanPoint[] {
  const { cu, cv, ru, rv } = lagoonFit(box);
  const points: PlanPoint[] = [];
  for (let i = 0; i < 96; i++) {
    const t = (i / 96) * TAU;
    const r = lagoonRadius(t);
    points.push({ u: cu + ru * r * Math.cos(t), v: cv + rv * r * Math.sin(t) });
  }
  return points;
}

function styleRing(style: PoolStyle, box: PlanBox, length: number, width: number): PlanPoint[] {
  switch (style) {
    case 'geometric':
      return lRing(box, length, width);
    case 'traditional':
      return romanRing(box, length, width);
    case 'natural':
      return lagoonRing(box);
    default:
      return rectRing(box);
  }
}

/**
 * The water's outline (the inner face of the walls) in a `length` x `width` footprint, for the
 * style and shape chosen; `outline` is the freeform shape's control points.
 */
export function waterRing(
  style: PoolStyle,
  shape: PoolShape,
  length: number,
  width: number,
  outline: readonly OutlinePoint[] = DEFAULT_FREEFORM,
): PlanPoint[] {
  const box = waterBox(style, length, width);
  switch (shape) {
    case 'styleDefault':
      return styleRing(style, box, length, width);
    case 'rectangle':
      return rectRing(box);
    case 'roundedRectangle':
      return roundedRectRing(box, Math.min(1.2, 0.3 * Math.min(box.u1 - box.u0, box.v1 - box.v0)));
    case 'lShape':
      return lRing(box, length, width);
    case 'kidney':
      return starRing(box, kidneyRadius);
    case 'oval':
      return starRing(box, () => 1);
    case 'freeform':
      return freeformRing(outline, box);
  }
}

/**
 * How much water a chosen shape holds against the style's own in the same footprint (a kidney's
 * bite, an oval's corners): what a measured area and volume are multiplied by. 1 for the style's
 * own shape, so every design made before shapes keeps its figures.
 */
export function shapeShare(
  plan: { style: PoolStyle; shape?: PoolShape | undefined; outline?: readonly OutlinePoint[] | undefined },
  corners: readonly { x: number; y: number }[],
  photo: { width: number; height: number },
): number {
  const { style, shape, outline } = plan;
  if (!shape || shape === 'styleDefault') return 1;
  const pixels = corners.map(({ x, y }) => ({
    x: x * photo.width,
    y: y * photo.height,
  })) as unknown as PixelCorners;
  const { length, width } = planSize(style, estimateAspect(pixels, photo.width, photo.height));
  const own = ringArea(waterRing(style, 'styleDefault', length, width));
  const chosen = ringArea(waterRing(style, shape, length, width, outline));
  return own > 0 && Number.isFinite(chosen) ? chosen / own : 1;
}
