// The handle above the footprint's far edge that turns the pool on the ground about its centre:
// dragged round the centre, or turned with the arrow keys (5 degrees a press, 15 with Shift).
import type { Corners } from '@poolscape/shared';
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { capturePointer } from '../../../ui/pointer.ts';
import { footprintCentre } from '../placement.ts';
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
  const [dragging, setDragging] = useState(false);
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
    <button
      type="button"
      data-rotate-pool=""
      aria-label="Turn the pool on the ground"
      aria-describedby={describedBy}
      className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full ${dragging ? 'cursor-grabbing' : 'cursor-grab'}`}
      style={{ left: `${place.x * 100}%`, top: `${place.y * 100}%` }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.focus();
        capturePointer(event.currentTarget, event.pointerId);
        grab.current = { angle: angleOf(event, corners), corners, turned: 0 };
        setDragging(true);
      }}
      onPointerMove={(event) => {
        if (dragging) turnTo(event);
      }}
      onPointerUp={(event) => {
        if (!dragging) return;
        turnTo(event);
        const turned = Math.round(grab.current?.turned ?? 0);
        grab.current = null;
        setDragging(false);
        announce(`Turned ${Math.abs(turned)} degrees ${turned >= 0 ? 'clockwise' : 'anticlockwise'}.`);
      }}
      onPointerCancel={() => setDragging(false)}
      onLostPointerCapture={() => setDragging(false)}
      onKeyDown={onKeyDown}
    >
      <span
        className="flex size-7 items-center justify-center rounded-full border-2 border-white bg-slate-900/70 text-white shadow-md"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
          <title>Turn</title>
          <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />
        </svg>
      </span>
    </button>
  );
}
