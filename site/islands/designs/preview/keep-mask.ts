// "Keep this" in the studio (shared/src/keep.ts): a mask painted over the photo with a brush or
// an eraser, kept on a canvas of the photo's proportions (white strokes on transparency, as the
// API takes it), drawn by the preview over the pool with the photo's own pixels, and sent with the
// design as a PNG data: URL, or as the id of the mask a version already has while it is unchanged.
import { KEEP_DATA_URL_PREFIX } from '@poolscape/shared/keep';

/** The mask's longest side: the photo's, up to the width the renderer works at. */
const MASK_SIDE = 1536;

/** Brush sizes, as a share of the photo's width (the slider's range and its start). */
export const BRUSH = { min: 0.01, max: 0.12, start: 0.04 } as const;

export const KEEP_HELP =
  'Paint over what must stay as it is in the photo, such as a tree, a shed or a neighbour’s fence. The pool is drawn behind it, and the render leaves it untouched.';

/** The mask's size for a photo: its proportions, its longest side at most MASK_SIDE. */
export function maskSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MASK_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * Paints (or erases) a stroke from `from` to `to`, fractions of the photo, with a round brush of
 * `size` (a share of the photo's width).
 */
export function paintStroke(
  ctx: CanvasRenderingContext2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
  size: number,
  erase: boolean,
): void {
  const { width, height } = ctx.canvas;
  ctx.save();
  ctx.globalCompositeOperation = erase ? 'destination-out' : 'source-over';
  ctx.strokeStyle = '#ffffff';
  ctx.fillStyle = '#ffffff';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * width;
  ctx.beginPath();
  ctx.moveTo(from.x * width, from.y * height);
  ctx.lineTo(to.x * width, to.y * height);
  ctx.stroke();
  // A tap without a move still leaves a dot.
  ctx.beginPath();
  ctx.arc(to.x * width, to.y * height, (size * width) / 2, 0, 2 * Math.PI);
  ctx.fill();
  ctx.restore();
}

/** Whether anything is painted: an alpha above half anywhere (what the API keeps). */
export function hasPaint(ctx: CanvasRenderingContext2D): boolean {
  const { data } = ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height);
  for (let i = 3; i < data.length; i += 4) if ((data[i] as number) >= 128) return true;
  return false;
}

/**
 * A stored mask (white on black, from the API) drawn onto the canvas as strokes: white on
 * transparency, so the eraser and the preview treat it as painted.
 */
export function drawStoredMask(ctx: CanvasRenderingContext2D, image: CanvasImageSource): void {
  const { width, height } = ctx.canvas;
  ctx.clearRect(0, 0, width, height);
  ctx.drawImage(image, 0, 0, width, height);
  const pixels = ctx.getImageData(0, 0, width, height);
  const { data } = pixels;
  for (let i = 0; i < data.length; i += 4) {
    data[i + 3] = data[i] as number;
    data[i] = 255;
    data[i + 1] = 255;
    data[i + 2] = 255;
  }
  ctx.putImageData(pixels, 0, 0);
}

/** What a design's options carry: the stored id while unchanged, else the PNG, or nothing. */
export function keepValue(
  ctx: CanvasRenderingContext2D | null,
  state: { painted: boolean; storedId: string | null; changed: boolean },
): string | undefined {
  if (!ctx || !state.painted) return undefined;
  if (state.storedId && !state.changed) return state.storedId;
  const url = ctx.canvas.toDataURL('image/png');
  return url.startsWith(KEEP_DATA_URL_PREFIX) ? url : undefined;
}

/** The kept parts of the photo as last composed, for a canvas size and a mask's revision. */
export interface KeptLayer {
  canvas: HTMLCanvasElement | null;
  key: string;
}

/** The tint kept areas show while the brush is out, so the user sees what they painted. */
const TINT = 'rgba(245, 158, 11, 0.45)';

/**
 * Draws the kept parts of the photo over the pool: the photo's pixels where the mask is painted,
 * tinted while painting. The layer is composed again only when the mask or the canvas's size
 * changes; a frame draws it in one call.
 */
export function drawKept(
  ctx: CanvasRenderingContext2D,
  mask: HTMLCanvasElement,
  photo: CanvasImageSource,
  layer: KeptLayer,
  revision: number,
  tint: boolean,
): void {
  const { width, height } = ctx.canvas;
  const key = `${width}x${height}:${revision}:${tint}`;
  if (!layer.canvas || layer.key !== key) {
    layer.canvas ??= document.createElement('canvas');
    layer.canvas.width = width;
    layer.canvas.height = height;
    const kept = layer.canvas.getContext('2d');
    if (!kept) return;
    kept.drawImage(mask, 0, 0, width, height);
    kept.globalCompositeOperation = 'source-in';
    kept.drawImage(photo, 0, 0, width, height);
    if (tint) {
      kept.globalCompositeOperation = 'source-atop';
      kept.fillStyle = TINT;
      kept.fillRect(0, 0, width, height);
    }
    kept.globalCompositeOperation = 'source-over';
    layer.key = key;
  }
  ctx.drawImage(layer.canvas, 0, 0);
}
