// The canvas over the placement editor's photo: the pool drawn in its perspective (draw-plan.ts),
// redrawn in the next animation frame whenever the corners, the shape, the style or the features
// change, at the frame's size in device pixels. A screen reader hears its text alternative.
import type { Corners } from '@poolscape/shared';
import { type RefObject, useEffect, useId, useRef } from 'react';
import { drawPlan, type PreviewPlan } from './draw-plan.ts';

interface PreviewState {
  plan: PreviewPlan | null;
  corners: Corners;
  problem: boolean;
}

/** Draws the latest state in the next frame; several changes within a frame draw once. */
function scheduleDraw(
  canvasRef: RefObject<HTMLCanvasElement | null>,
  latest: RefObject<PreviewState>,
  frame: RefObject<number>,
): void {
  if (frame.current) return;
  frame.current = requestAnimationFrame(() => {
    frame.current = 0;
    const ctx = canvasRef.current?.getContext('2d');
    if (!ctx) return;
    const { plan, corners, problem } = latest.current;
    drawPlan(ctx, plan, corners, problem);
  });
}

export function PoolPreview({
  plan,
  corners,
  problem,
  description,
}: PreviewState & {
  /** The text alternative (describe.ts); none for a bare footprint. */
  description: string | null;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const descriptionId = useId();
  const latest = useRef<PreviewState>({ plan, corners, problem });
  latest.current = { plan, corners, problem };
  const frame = useRef(0);

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
      scheduleDraw(canvasRef, latest, frame);
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
  useEffect(() => scheduleDraw(canvasRef, latest, frame), [plan, corners, problem]);

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
