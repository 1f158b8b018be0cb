// The canvas over the placement editor's photo: the pool drawn in its perspective (draw-plan.ts),
// redrawn in the next animation frame whenever the corners, the shape, the style or the features
// change, at the frame's size in device pixels. A screen reader hears its text alternative.
import type { Corners } from '@poolscape/shared';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { drawPlan, type PreviewPlan } from './draw-plan.ts';
import { drawKept, type KeptLayer } from './keep-mask.ts';

/** What "Keep this" shows over the pool: the mask, its revision, and whether the brush is out. */
export interface PreviewKeep {
  mask: HTMLCanvasElement;
  revision: number;
  painting: boolean;
}

interface PreviewState {
  plan: PreviewPlan | null;
  corners: Corners;
  problem: boolean;
  keep?: PreviewKeep | null | undefined;
}

/** The photo and the kept layer the frames draw with. */
interface KeptPhoto {
  photo: HTMLImageElement | null;
  layer: KeptLayer;
}

/** Draws the latest state in the next frame; several changes within a frame draw once. */
function scheduleDraw(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  latest: RefObject<PreviewState>,
  frame: RefObject<number>,
  kept: RefObject<KeptPhoto>,
): void {
  if (frame.current) return;
  frame.current = requestAnimationFrame(() => {
    frame.current = 0;
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const { plan, corners, problem, keep } = latest.current;
    drawPlan(ctx, plan, corners, problem);
    const { photo, layer } = kept.current;
    if (keep && photo?.complete && photo.naturalWidth > 0) {
      drawKept(ctx, keep.mask, photo, layer, keep.revision, keep.painting);
    }
  });
}

export function PoolPreview({
  plan,
  corners,
  problem,
  description,
  keep = null,
  photoUrl,
}: PreviewState & {
  /** The text alternative (describe.ts); none for a bare footprint. */
  description: string | null;
  /** The photo under the canvas, whose kept parts are drawn over the pool. */
  photoUrl?: string;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const descriptionId = useId();
  const latest = useRef<PreviewState>({ plan, corners, problem, keep });
  latest.current = { plan, corners, problem, keep };
  const frame = useRef(0);
  const kept = useRef<KeptPhoto>({ photo: null, layer: { canvas: null, key: '' } });
  const redraw = () => scheduleDraw(canvasRef, latest, frame, kept);
  const hasKeep = keep !== null;

  // The photo is decoded once more (from the browser's cache) for its kept parts.
  useEffect(() => {
    if (!hasKeep || !photoUrl) return;
    const photo = new Image();
    photo.onload = redraw;
    photo.src = photoUrl;
    kept.current = { photo, layer: { canvas: null, key: '' } };
    return () => {
      photo.onload = null;
    };
  }, [photoUrl, hasKeep]);

  // Sized to the photo as shown, in device pixels (at most two per CSS pixel), redrawn on resize.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const resize = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2);
      const width = Math.max(1, Math.round(canvas.clientWidth * ratio));
      const height = Math.max(1, Math.round(canvas.clientHeight * ratio));
      if (canvas.width !== width || canvas.height !== height) {
        canvas.width = width;
        canvas.height = height;
      }
      redraw();
    };
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame.current);
      frame.current = 0;
    };
  }, []);

  // Each of these changes what is drawn (the frame reads them from `latest`).
  useEffect(redraw, [plan, corners, problem, keep?.revision, keep?.painting]);

  return (
    <>
      <canvas
        ref={canvasRef}
        data-pool-preview=""
        role="img"
        aria-label="Pool preview"
        aria-describedby={description ? descriptionId : undefined}
        className="pointer-events-none absolute inset-0 size-full"
      />
      {description && (
        <p id={descriptionId} className="sr-only">
          {description}
        </p>
      )}
    </>
  );
}
