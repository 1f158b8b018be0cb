// The handle above the footprint's far edge that turns the pool on the ground about its centre:
// dragged round the centre, or turned with the arrow keys (5 degrees a press, 15 with Shift).
import type { Corners } from '@poolscape/shared';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { footprintCentre } from '../placement.ts';
import { DragHandle, RoundKnob } from './DragHandle.tsx';
import { rotateOnGround } from './ground-moves.ts';

const STEP = 5;
const STEP_LARGE = 15;

/** Where the handle sits: a little beyond the far edge's middle, inside the photo. */
function handlePlace(corners: Corners): { x: number; y: number } {
  const centre = footprintCentre(corners);
  const far = { x: (corners[0].x + corners[1].x) / 2, y: (corners[0].y + corners[1].y) / 2 };
  const dx = far.x - centre.x;
  const dy = far.y - centre.y;
  const length = Math.hypot(dx, dy) || 1;
  const clamp = (value: number) => Math.min(0.97, Math.max(0.03, value));
  return { x: clamp(far.x + (dx / length) * 0.06), y: clamp(far.y + (dy / length) * 0.06) };
}

export function RotateHandle({
  corners,
  photo,
  pointerAt,
  onChange,
  announce,
  describedBy,
  keepSize = (_before, after) => after,
}: {
  corners: Corners;
  photo: { width: number; height: number };
  /** Where a pointer is on the photo, as fractions. */
  pointerAt: (event: PointerEvent<HTMLButtonElement>) => { x: number; y: number };
  onChange: (corners: Corners) => void;
  announce: (message: string) => void;
  describedBy: string;
  /** The turned corners put back to the size measured before the turn, where a size is measured. */
  keepSize?: (before: Corners, after: Corners) => Corners;
}) {
  const grab = useRef<{ angle: number; corners: Corners; turned: number } | null>(null);
  const place = handlePlace(corners);

  /** The pointer's angle about the footprint's centre, in degrees, on the photo as shown. */
  function angleOf(event: PointerEvent<HTMLButtonElement>, around: Corners): number {
    const at = pointerAt(event);
    const centre = footprintCentre(around);
    return (Math.atan2((at.y - centre.y) * photo.height, (at.x - centre.x) * photo.width) * 180) / Math.PI;
  }

  function turnTo(event: PointerEvent<HTMLButtonElement>): void {
    const start = grab.current;
    if (!start) return;
    const degrees = angleOf(event, start.corners) - start.angle;
    const turned = rotateOnGround(start.corners, photo, degrees);
    if (!turned) return;
    start.turned = degrees;
    onChange(keepSize(start.corners, turned));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void {
    const sign =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? -1
          : 0;
    if (!sign) return;
    event.preventDefault();
    const degrees = sign * (event.shiftKey ? STEP_LARGE : STEP);
    const turned = rotateOnGround(corners, photo, degrees);
    if (!turned) {
      announce('The pool cannot turn further here: it would leave the photo.');
      return;
    }
    onChange(keepSize(corners, turned));
    announce(`Turned ${Math.abs(degrees)} degrees ${sign > 0 ? 'clockwise' : 'anticlockwise'}.`);
  }

  return (
    <DragHandle
      data-rotate-pool=""
      at={place}
      label="Turn the pool on the ground"
      describedBy={describedBy}
      onGrab={(event) => {
        grab.current = { angle: angleOf(event, corners), corners, turned: 0 };
      }}
      onDrag={turnTo}
      onDrop={() => {
        const turned = Math.round(grab.current?.turned ?? 0);
        grab.current = null;
        announce(`Turned ${Math.abs(turned)} degrees ${turned >= 0 ? 'clockwise' : 'anticlockwise'}.`);
      }}
      onKeyDown={onKeyDown}
    >
      <RoundKnob title="Turn" path="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
    </DragHandle>
  );
}
