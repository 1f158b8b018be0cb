// The placement editor: the pool's footprint as a four-sided outline over the photo, with a
// handle on each corner. Handles are dragged with a mouse, a pen or a finger (pointer events,
// 44-pixel targets), or focused and moved with the arrow keys (Shift for larger steps).
import type { Corners } from '@poolscape/shared';
import { type KeyboardEvent, type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import { capturePointer } from '../../ui/pointer.ts';
import {
  CORNER_NAMES,
  describeCorner,
  moveCorner,
  nudgeCorner,
  pointerToFraction,
  polygonPoints,
  sameCorners,
} from './placement.ts';

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
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const helpId = useId();
  const problemId = useId();

  function dragTo(index: number, event: PointerEvent<HTMLButtonElement>): void {
    const frame = frameRef.current;
    if (!frame) return;
    onChange(
      moveCorner(
        corners,
        index,
        pointerToFraction(event.clientX, event.clientY, frame.getBoundingClientRect()),
      ),
    );
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
        <svg
          className="pointer-events-none absolute inset-0 size-full"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polygon
            points={polygonPoints(corners)}
            className={problem ? 'fill-red-500/25 stroke-red-500' : 'fill-cyan-400/35 stroke-white'}
            strokeWidth="2"
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
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
        {overlay}
      </div>
      <p id={helpId} className="mt-2 text-sm text-slate-600">
        Drag the four corners onto the ground where the pool goes: the far edge first, the near edge closest
        to you. Or focus a corner and use the arrow keys (hold Shift for bigger steps).
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
