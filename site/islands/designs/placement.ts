// The placement editor's geometry: the pool's footprint as four corners (far-left, far-right,
// near-right, near-left), each a fraction (0..1) of the photo's width and height, as the contract
// stores them. Dragging and the arrow keys work on these fractions; the validity check is the
// renderer's own corner rule (shared/src/corners.ts) so the editor can say what is wrong before the
// API refuses it.
import type { Corners } from '@poolscape/shared';
import { type CornerRuleBreak, cornerRuleBreak, type PixelCorners } from '@poolscape/shared/corners';

export type Point = Corners[number];

/** The corners' names, in the contract's order, as the handles are labelled. */
export const CORNER_NAMES = ['Far-left', 'Far-right', 'Near-right', 'Near-left'] as const;

/** One arrow-key press moves a handle by 1% of the photo; with Shift, 5%. */
export const KEY_STEP = 0.01;
export const KEY_STEP_LARGE = 0.05;

export function clampUnit(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}

/**
 * How far an arrow key moves a handle, as fractions of the photo (x, y); null for other keys.
 * With Shift (`large`) five times as far.
 */
export function arrowMove(key: string, large = false): [number, number] | null {
  const step = large ? KEY_STEP_LARGE : KEY_STEP;
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  return moves[key] ?? null;
}

/** `corners` with corner `index` at `point` (kept inside the photo). */
export function moveCorner(corners: Corners, index: number, point: Point): Corners {
  return corners.map((corner, i) =>
    i === index ? { x: clampUnit(point.x), y: clampUnit(point.y) } : corner,
  ) as Corners;
}

/** Where a pointer at (`clientX`, `clientY`) is on the photo shown in `rect`, as fractions. */
export function pointerToFraction(
  clientX: number,
  clientY: number,
  rect: { left: number; top: number; width: number; height: number },
): Point {
  if (rect.width <= 0 || rect.height <= 0) return { x: 0, y: 0 };
  return {
    x: clampUnit((clientX - rect.left) / rect.width),
    y: clampUnit((clientY - rect.top) / rect.height),
  };
}

/**
 * The corners after an arrow key on handle `index`, or null when the key does not move handles.
 * Shift moves five times as far.
 */
export function nudgeCorner(corners: Corners, index: number, key: string, large = false): Corners | null {
  const move = arrowMove(key, large);
  const corner = corners[index];
  if (!move || !corner) return null;
  // Rounded so repeated presses land on whole percentages instead of drifting by float error.
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return moveCorner(corners, index, { x: round(corner.x + move[0]), y: round(corner.y + move[1]) });
}

const RULE_TEXT: Record<CornerRuleBreak, string> = {
  'wrong-order':
    'The corners are swapped: keep far-left, far-right, near-right and near-left in their places.',
  'not-convex': 'The outline must not cross itself or point inwards. Drag the corners apart.',
  'far-edge-low': 'The far edge must be higher in the photo than the near edge.',
  'too-small': 'The outline is too small. Make it cover more of the yard.',
};

/** Why the renderer would refuse these corners on a `width` x `height` photo, or null. */
export function placementProblem(corners: Corners, width: number, height: number): string | null {
  const pixels = corners.map((point) => ({
    x: point.x * width,
    y: point.y * height,
  })) as unknown as PixelCorners;
  const broken = cornerRuleBreak(pixels, width, height);
  return broken ? RULE_TEXT[broken] : null;
}

/** The SVG `points` of the outline in a 0..100 viewBox. */
export function polygonPoints(corners: Corners): string {
  return corners.map((point) => `${round2(point.x * 100)},${round2(point.y * 100)}`).join(' ');
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

export function sameCorners(a: Corners, b: Corners): boolean {
  return a.every((point, i) => point.x === b[i]?.x && point.y === b[i]?.y);
}

/** What a screen reader hears for a handle: "Far-left corner, 30% across, 64% down". */
export function describeCorner(corners: Corners, index: number): string {
  const point = corners[index] ?? { x: 0, y: 0 };
  return `${CORNER_NAMES[index] ?? 'Corner'} corner, ${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down`;
}

/** The footprint moved by (`dx`, `dy`) fractions of the photo, stopping at the photo's edges. */
export function moveFootprint(corners: Corners, dx: number, dy: number): Corners {
  const xs = corners.map((p) => p.x);
  const ys = corners.map((p) => p.y);
  const sx = Math.min(Math.max(dx, -Math.min(...xs)), 1 - Math.max(...xs));
  const sy = Math.min(Math.max(dy, -Math.min(...ys)), 1 - Math.max(...ys));
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return corners.map((p) => ({ x: clampUnit(round(p.x + sx)), y: clampUnit(round(p.y + sy)) })) as Corners;
}

/** The footprint after an arrow key on the whole-pool handle, or null for other keys. */
export function nudgeFootprint(corners: Corners, key: string, large = false): Corners | null {
  const move = arrowMove(key, large);
  return move ? moveFootprint(corners, move[0], move[1]) : null;
}

/** The footprint's centre on the photo (the average of its corners), as fractions. */
export function footprintCentre(corners: Corners): Point {
  return {
    x: corners.reduce((sum, p) => sum + p.x, 0) / 4,
    y: corners.reduce((sum, p) => sum + p.y, 0) / 4,
  };
}

/** What a screen reader hears for the whole-pool handle. */
export function describeFootprint(corners: Corners): string {
  const centre = footprintCentre(corners);
  return `Whole pool, centred ${Math.round(centre.x * 100)}% across, ${Math.round(centre.y * 100)}% down`;
}

export const PLACEMENT_TEXT = {
  noGround:
    'We could not find open ground in this photo, so the pool starts in the lower middle. Drag it onto the ground where it goes.',
} as const;
