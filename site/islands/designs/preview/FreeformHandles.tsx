// The freeform outline's control points as handles on the preview: dragged on the ground (the
// pointer is taken back through the footprint's perspective into the plan) or moved with the
// arrow keys. A move that would make the outline cross itself is not taken, and is said.
import type { Corners } from '@poolscape/shared';
import type { OutlinePoint } from '@poolscape/shared/plan-geometry';
import { type PointerEvent, useRef } from 'react';
import { arrowMove } from '../placement.ts';
import { DragHandle } from './DragHandle.tsx';
import { controlPointsOnPhoto, moveControlPoint, type PreviewPlan } from './draw-plan.ts';

const CROSSING = 'The outline cannot cross itself. Move the point another way.';

export function FreeformHandles({
  plan,
  corners,
  width,
  height,
  pointerAt,
  onChange,
  announce,
}: {
  plan: PreviewPlan;
  corners: Corners;
  /** The photo's size in pixels (its proportions place the plan). */
  width: number;
  height: number;
  /** Where a pointer is on the photo, as fractions. */
  pointerAt: (event: PointerEvent<HTMLButtonElement>) => { x: number; y: number };
  onChange: (outline: OutlinePoint[]) => void;
  announce: (message: string) => void;
}) {
  // Whether the last move of a drag was refused (it would have crossed the outline).
  const refused = useRef(false);
  const points = controlPointsOnPhoto(plan, corners, width, height);

  function moveTo(index: number, at: { x: number; y: number }): boolean {
    const outline = moveControlPoint(plan, corners, width, height, index, at);
    if (outline) onChange(outline);
    return outline !== null;
  }

  return points.map((point, index) => (
    <DragHandle
      // The control points never change places, so the index is their identity.
      key={index}
      data-outline-point={index}
      at={point}
      label={`Outline point ${index + 1} of ${points.length}, ${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down`}
      onDrag={(event) => {
        refused.current = !moveTo(index, pointerAt(event));
      }}
      onDrop={() => {
        if (refused.current) announce(CROSSING);
      }}
      onKeyDown={(event) => {
        const move = arrowMove(event.key, event.shiftKey);
        if (!move) return;
        event.preventDefault();
        if (!moveTo(index, { x: point.x + move[0], y: point.y + move[1] })) announce(CROSSING);
      }}
    >
      <span
        className="size-3.5 rotate-45 border-2 border-white bg-cyan-600 shadow ring-1 ring-slate-900/40"
        aria-hidden="true"
      />
    </DragHandle>
  ));
}
