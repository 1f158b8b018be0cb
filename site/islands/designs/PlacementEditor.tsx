// The placement editor: the pool drawn live into the photo (preview/PoolPreview.tsx) over its
// footprint, with a handle on each corner and one in the middle that moves the whole pool. Handles
// are dragged with a mouse, a pen or a finger (pointer events, 44-pixel targets), or focused and
// moved with the arrow keys (Shift for larger steps).
import type { Corners } from '@poolscape/shared';
import type { OutlinePoint } from '@poolscape/shared/plan-geometry';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import { capturePointer } from '../../ui/pointer.ts';
import {
  CORNER_NAMES,
  describeCorner,
  describeFootprint,
  footprintCentre,
  moveCorner,
  moveFootprint,
  nudgeCorner,
  nudgeFootprint,
  pointerToFraction,
  sameCorners,
} from './placement.ts';
import type { PreviewPlan } from './preview/draw-plan.ts';
import { FreeformHandles } from './preview/FreeformHandles.tsx';
import { PoolPreview } from './preview/PoolPreview.tsx';
import { RotateHandle } from './preview/RotateHandle.tsx';

/** The whole-pool handle's index among the handles (the corners are 0 to 3). */
const WHOLE = 4;

export function PlacementEditor({
  photoUrl,
  photoAlt,
  width,
  height,
  corners,
  suggested,
  onChange,
  problem,
  overlay,
  plan = null,
  description = null,
  onOutlineChange,
  keepSize,
}: {
  photoUrl: string;
  photoAlt: string;
  width: number;
  height: number;
  corners: Corners;
  suggested: Corners;
  onChange: (corners: Corners) => void;
  /** Why the outline cannot be rendered, shown under the photo; null when it can. */
  problem: string | null;
  /** More handles drawn over the photo (the reference line). */
  overlay?: ReactNode;
  /** The pool drawn in the photo; without one, the footprint is shown filled. */
  plan?: PreviewPlan | null;
  /** The preview's text alternative. */
  description?: string | null;
  /** Takes a freeform outline's control points as they are dragged on the preview. */
  onOutlineChange?: (outline: OutlinePoint[]) => void;
  /** Turned corners put back to the size measured before the turn (with a reference length). */
  keepSize?: (before: Corners, after: Corners) => Corners;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  // Where a drag of the whole pool started: the pointer and the corners then.
  const grab = useRef<{ from: Corners[number]; corners: Corners } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  const problemId = useId();

  /** Where a pointer is on the photo, as fractions. */
  function pointerAt(event: { clientX: number; clientY: number }): Corners[number] {
    const frame = frameRef.current;
    return frame
      ? pointerToFraction(event.clientX, event.clientY, frame.getBoundingClientRect())
      : { x: 0, y: 0 };
  }

  function dragTo(index: number, event: PointerEvent<HTMLButtonElement>): void {
    onChange(moveCorner(corners, index, pointerAt(event)));
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLButtonElement>): void {
    const next = nudgeCorner(corners, index, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    setAnnouncement(describeCorner(next, index));
  }

  return (
    <div>
      <div
        ref={frameRef}
        className="relative mx-auto w-full touch-pan-y select-none overflow-hidden rounded-xl bg-slate-200"
        style={{ aspectRatio: `${width} / ${height}` }}
      >
        <img
          src={photoUrl}
          alt={photoAlt}
          draggable={false}
          className="absolute inset-0 size-full object-fill"
        />
        <PoolPreview plan={plan} corners={corners} problem={problem !== null} description={description} />
        {corners.map((point, index) => (
          <button
            // The four corners never change places, so the index is their identity.
            key={index}
            type="button"
            data-corner={index}
            aria-label={describeCorner(corners, index)}
            aria-describedby={`${helpId}${problem ? ` ${problemId}` : ''}`}
            className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full ${dragging === index ? 'cursor-grabbing' : 'cursor-grab'}`}
            style={{ left: `${point.x * 100}%`, top: `${point.y * 100}%` }}
            onPointerDown={(event) => {
              if (event.pointerType === 'mouse' && event.button !== 0) return;
              event.preventDefault();
              event.currentTarget.focus();
              capturePointer(event.currentTarget, event.pointerId);
              setDragging(index);
            }}
            onPointerMove={(event) => {
              if (dragging === index) dragTo(index, event);
            }}
            onPointerUp={(event) => {
              if (dragging !== index) return;
              dragTo(index, event);
              setDragging(null);
              setAnnouncement(describeCorner(corners, index));
            }}
            onPointerCancel={() => setDragging(null)}
            onLostPointerCapture={() => setDragging(null)}
            onKeyDown={(event) => onKeyDown(index, event)}
          >
            <span
              className="size-6 rounded-full border-[3px] border-white bg-brand-600 shadow-md ring-1 ring-slate-900/30"
              aria-hidden="true"
            />
            <span className="sr-only">{CORNER_NAMES[index]}</span>
          </button>
        ))}
        {plan?.shape === 'freeform' && onOutlineChange && !problem && (
          <FreeformHandles
            plan={plan}
            corners={corners}
            width={width}
            height={height}
            pointerAt={pointerAt}
            onChange={onOutlineChange}
            announce={setAnnouncement}
          />
        )}
        {!problem && (
          <RotateHandle
            corners={corners}
            photo={{ width, height }}
            pointerAt={pointerAt}
            onChange={onChange}
            announce={setAnnouncement}
            describedBy={helpId}
            {...(keepSize ? { keepSize } : {})}
          />
        )}
        <WholePoolHandle
          corners={corners}
          dragging={dragging === WHOLE}
          describedBy={helpId}
          onGrab={(event) => {
            grab.current = { from: pointerAt(event), corners };
            setDragging(WHOLE);
          }}
          onDrag={(event) => {
            const start = grab.current;
            if (dragging !== WHOLE || !start) return;
            const at = pointerAt(event);
            onChange(moveFootprint(start.corners, at.x - start.from.x, at.y - start.from.y));
          }}
          onRelease={() => {
            if (dragging !== WHOLE) return;
            grab.current = null;
            setDragging(null);
            setAnnouncement(describeFootprint(corners));
          }}
          onKey={(event) => {
            const next = nudgeFootprint(corners, event.key, event.shiftKey);
            if (!next) return;
            event.preventDefault();
            onChange(next);
            setAnnouncement(describeFootprint(next));
          }}
        />
        {overlay}
      </div>
      <p id={helpId} className="mt-2 text-sm text-slate-600">
        Drag the four corners onto the ground where the pool goes: the far edge first, the near edge closest
        to you. Drag the middle handle to move the whole pool, and the round arrow to turn it. Or focus a
        handle and use the arrow keys (hold Shift for bigger steps).
      </p>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        onClick={() => {
          onChange(suggested);
          setAnnouncement('The outline is back at the suggested placement.');
        }}
        disabled={sameCorners(corners, suggested)}
      >
        Reset to suggested placement
      </button>
    </div>
  );
}

/** The handle in the middle of the footprint that moves the whole pool. */
function WholePoolHandle({
  corners,
  dragging,
  describedBy,
  onGrab,
  onDrag,
  onRelease,
  onKey,
}: {
  corners: Corners;
  dragging: boolean;
  describedBy: string;
  onGrab: (event: PointerEvent<HTMLButtonElement>) => void;
  onDrag: (event: PointerEvent<HTMLButtonElement>) => void;
  onRelease: () => void;
  onKey: (event: KeyboardEvent<HTMLButtonElement>) => void;
}) {
  const centre = footprintCentre(corners);
  return (
    <button
      type="button"
      data-whole-pool=""
      aria-label={describeFootprint(corners)}
      aria-describedby={describedBy}
      className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full ${dragging ? 'cursor-grabbing' : 'cursor-move'}`}
      style={{ left: `${centre.x * 100}%`, top: `${centre.y * 100}%` }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.focus();
        capturePointer(event.currentTarget, event.pointerId);
        onGrab(event);
      }}
      onPointerMove={onDrag}
      onPointerUp={(event) => {
        onDrag(event);
        onRelease();
      }}
      onPointerCancel={onRelease}
      onLostPointerCapture={onRelease}
      onKeyDown={onKey}
    >
      <span
        className="flex size-7 items-center justify-center rounded-full border-2 border-white bg-slate-900/70 text-white shadow-md"
        aria-hidden="true"
      >
        <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
          <title>Move</title>
          <path d="M12 3v18M3 12h18M12 3l-3 3M12 3l3 3M12 21l-3-3M12 21l3-3M3 12l3-3M3 12l3 3M21 12l-3-3M21 12l-3 3" />
        </svg>
      </span>
    </button>
  );
}
