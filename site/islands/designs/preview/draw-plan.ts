// The studio's live preview: the pool drawn into the photo in its perspective as it is placed. The
// plan is the renderer's own (shared/src/pool-plan.ts, pool-features.ts), mapped into the photo by
// the corners' homography, so the water, the coping and the features' footprints are where the
// render will put them. Canvas 2D, a few hundred path points a frame: no round trip, no library.
import type { Corners, PoolFeature, PoolStyle } from '@poolscape/shared';
import { applyHomography, invert3, planToPhoto } from '@poolscape/shared/homography';
import {
  DEFAULT_FREEFORM,
  freeformProblem,
  type OutlinePoint,
  outlineInPlan,
  type PlanBox,
  type PlanPoint,
  type PoolShape,
  type SpaChoice,
  type WaterfallWall,
} from '@poolscape/shared/plan-geometry';
import { type PlanOutlines, planOutlines, type SpaPlacement } from '@poolscape/shared/pool-features';
import { COPING_RGB, estimateAspect, planSize, waterBox } from '@poolscape/shared/pool-plan';

/** What the preview shows: the plan's choices and where its footprint is in the photo. */
export interface PreviewPlan {
  style: PoolStyle;
  shape: PoolShape;
  outline?: readonly OutlinePoint[] | undefined;
  features: readonly PoolFeature[];
  spa?: SpaChoice | undefined;
  waterfall?: WaterfallWall | undefined;
}

/** The water's colour, far (sky-lit, lighter) to near (looking down into it, deeper). */
const WATER: Record<PoolStyle, readonly [string, string]> = {
  modern: ['#7cc7e8', '#1f78b8'],
  geometric: ['#7cc7e8', '#1f78b8'],
  traditional: ['#86cfe9', '#2482bf'],
  natural: ['#6fb3ad', '#1d5f63'],
  infinity: ['#8fc3df', '#285f92'],
};
const DECK = 'rgba(150, 118, 88, 0.92)';
const BED = 'rgba(74, 112, 58, 0.9)';
const WALL = 'rgba(96, 92, 86, 0.95)';

const rgb = (bytes: readonly [number, number, number]) => `rgb(${bytes[0]}, ${bytes[1]}, ${bytes[2]})`;

/** The plan in the photo: its outlines, and a map from plan metres to canvas pixels. */
export interface PlacedPlan {
  plan: PlanOutlines;
  toCanvas: (u: number, v: number) => { x: number; y: number };
}

/** The plan for `corners` (fractions of the photo) on a canvas of `width` x `height` pixels. */
export function placePlan(preview: PreviewPlan, corners: Corners, width: number, height: number): PlacedPlan {
  const pixels = corners.map(({ x, y }) => ({ x: x * width, y: y * height })) as unknown as Parameters<
    typeof estimateAspect
  >[0];
  const size = planSize(preview.style, estimateAspect(pixels, width, height));
  const plan = planOutlines(preview.style, preview.features, size.length, size.width, {
    shape: preview.shape,
    outline: preview.outline,
    spa: preview.spa,
    waterfall: preview.waterfall,
  });
  const toPhoto = planToPhoto(pixels, size.length, size.width);
  return { plan, toCanvas: (u, v) => applyHomography(toPhoto, u, v) };
}

function tracePoints(ctx: CanvasRenderingContext2D, placed: PlacedPlan, ring: readonly PlanPoint[]): void {
  ring.forEach(({ u, v }, i) => {
    const p = placed.toCanvas(u, v);
    if (i === 0) ctx.moveTo(p.x, p.y);
    else ctx.lineTo(p.x, p.y);
  });
  ctx.closePath();
}

function boxRing({ u0, v0, u1, v1 }: PlanBox): PlanPoint[] {
  return [
    { u: u0, v: v0 },
    { u: u1, v: v0 },
    { u: u1, v: v1 },
    { u: u0, v: v1 },
  ];
}

function spaRing(spa: SpaPlacement, inset: number): PlanPoint[] {
  const half = spa.size / 2 - inset;
  if (!spa.round) return boxRing({ u0: spa.u - half, v0: spa.v - half, u1: spa.u + half, v1: spa.v + half });
  return Array.from({ length: 32 }, (_, i) => {
    const t = (i / 32) * 2 * Math.PI;
    return { u: spa.u + half * Math.cos(t), v: spa.v + half * Math.sin(t) };
  });
}

function fillRing(
  ctx: CanvasRenderingContext2D,
  placed: PlacedPlan,
  ring: readonly PlanPoint[],
  style: string | CanvasGradient,
): void {
  ctx.beginPath();
  tracePoints(ctx, placed, ring);
  ctx.fillStyle = style;
  ctx.fill();
}

function waterGradient(ctx: CanvasRenderingContext2D, placed: PlacedPlan, style: PoolStyle): CanvasGradient {
  const { length, width } = placed.plan;
  const far = placed.toCanvas(length / 2, 0);
  const near = placed.toCanvas(length / 2, width);
  const gradient = ctx.createLinearGradient(far.x, far.y, near.x, near.y);
  gradient.addColorStop(0, WATER[style][0]);
  gradient.addColorStop(1, WATER[style][1]);
  return gradient;
}

/**
 * Draws the pool for `corners` (fractions of the photo) onto the canvas, which lies exactly over
 * the photo: deck and beds, coping, water, hot tub and waterfall wall, then the footprint's
 * outline. With `problem` set (corners the renderer would refuse), only the outline, in red;
 * without a plan, the footprint filled.
 */
export function drawPlan(
  ctx: CanvasRenderingContext2D,
  preview: PreviewPlan | null,
  corners: Corners,
  problem: boolean,
): void {
  const { width, height } = ctx.canvas;
  ctx.clearRect(0, 0, width, height);
  const scale = Math.max(1, width / 800);
  if (preview && !problem) {
    const placed = placePlan(preview, corners, width, height);
    const { plan } = placed;
    if (plan.deck) fillRing(ctx, placed, boxRing(plan.deck), DECK);
    for (const bed of plan.beds) fillRing(ctx, placed, boxRing(bed), BED);
    const coping = rgb(COPING_RGB[preview.style]);
    fillRing(ctx, placed, plan.coping, coping);
    if (plan.spa) fillRing(ctx, placed, spaRing(plan.spa, 0), coping);
    const water = waterGradient(ctx, placed, preview.style);
    fillRing(ctx, placed, plan.water, water);
    ctx.lineWidth = scale;
    ctx.strokeStyle = 'rgba(10, 40, 70, 0.45)';
    ctx.stroke();
    if (plan.spa) fillRing(ctx, placed, spaRing(plan.spa, 0.25), water);
    if (plan.waterfall) fillRing(ctx, placed, boxRing(plan.waterfall.box), WALL);
  }
  ctx.beginPath();
  corners.forEach(({ x, y }, i) => {
    if (i === 0) ctx.moveTo(x * width, y * height);
    else ctx.lineTo(x * width, y * height);
  });
  ctx.closePath();
  ctx.lineWidth = 1.5 * scale;
  ctx.setLineDash(problem ? [] : [6 * scale, 5 * scale]);
  ctx.strokeStyle = problem ? 'rgba(220, 38, 38, 0.95)' : 'rgba(255, 255, 255, 0.85)';
  // Without a plan (another viewpoint of the yard) the footprint itself is the pool's place.
  if (problem || !preview) {
    ctx.fillStyle = problem ? 'rgba(239, 68, 68, 0.25)' : 'rgba(34, 211, 238, 0.35)';
    ctx.fill();
  }
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The freeform outline's control points on the photo, as fractions of its width and height. */
export function controlPointsOnPhoto(
  preview: PreviewPlan,
  corners: Corners,
  width: number,
  height: number,
): { x: number; y: number }[] {
  const placed = placePlan(preview, corners, width, height);
  const box = waterBox(preview.style, placed.plan.length, placed.plan.width);
  return outlineInPlan(preview.outline ?? DEFAULT_FREEFORM, box).map(({ u, v }) => {
    const p = placed.toCanvas(u, v);
    return { x: p.x / width, y: p.y / height };
  });
}

/**
 * The freeform outline with control point `index` moved under a pointer at `at` (fractions of the
 * photo), kept inside the footprint; null when the outline would then cross itself.
 */
export function moveControlPoint(
  preview: PreviewPlan,
  corners: Corners,
  width: number,
  height: number,
  index: number,
  at: { x: number; y: number },
): OutlinePoint[] | null {
  const placed = placePlan(preview, corners, width, height);
  const pixels = corners.map(({ x, y }) => ({ x: x * width, y: y * height })) as unknown as Parameters<
    typeof planToPhoto
  >[0];
  const toPlan = invert3(planToPhoto(pixels, placed.plan.length, placed.plan.width));
  const { x: u, y: v } = applyHomography(toPlan, at.x * width, at.y * height);
  const box = waterBox(preview.style, placed.plan.length, placed.plan.width);
  const clamp = (value: number) => Math.round(Math.min(Math.max(value, 0), 1) * 1000) / 1000;
  const outline = [...(preview.outline ?? DEFAULT_FREEFORM)];
  if (!outline[index] || !Number.isFinite(u) || !Number.isFinite(v)) return null;
  outline[index] = { x: clamp((u - box.u0) / (box.u1 - box.u0)), y: clamp((v - box.v0) / (box.v1 - box.v0)) };
  return freeformProblem(outline) === null ? outline : null;
}
