// A handle on the placement editor's photo: a 44-pixel target at a point of the photo (fractions),
// dragged with a mouse, a pen or a finger (the pointer is captured while it moves), or moved with
// the keys its owner handles. The corners, the whole pool, the turn and the freeform points use it.
import { type KeyboardEvent, type PointerEvent, type ReactNode, useState } from 'react';
import { capturePointer } from '../../../ui/pointer.ts';

type Handler = (event: PointerEvent<HTMLButtonElement>) => void;

export function DragHandle({
  at,
  label,
  describedBy,
  cursor = 'grab',
  onGrab,
  onDrag,
  onDrop,
  onKeyDown,
  children,
  ...data
}: {
  at: { x: number; y: number };
  label: string;
  describedBy?: string | undefined;
  cursor?: 'grab' | 'move';
  onGrab?: Handler;
  onDrag: Handler;
  /** After the last move, when the pointer is lifted. */
  onDrop?: Handler;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => void;
  /** What is seen: the handle's knob. */
  children: ReactNode;
} & { [attribute: `data-${string}`]: string | number }) {
  const [dragging, setDragging] = useState(false);
  return (
    <button
      type="button"
      {...data}
      aria-label={label}
      aria-describedby={describedBy}
      className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full ${dragging ? 'cursor-grabbing' : cursor === 'move' ? 'cursor-move' : 'cursor-grab'}`}
      style={{ left: `${at.x * 100}%`, top: `${at.y * 100}%` }}
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.focus();
        capturePointer(event.currentTarget, event.pointerId);
        setDragging(true);
        onGrab?.(event);
      }}
      onPointerMove={(event) => {
        if (dragging) onDrag(event);
      }}
      onPointerUp={(event) => {
        if (!dragging) return;
        onDrag(event);
        setDragging(false);
        onDrop?.(event);
      }}
      onPointerCancel={() => setDragging(false)}
      onLostPointerCapture={() => setDragging(false)}
      onKeyDown={onKeyDown}
    >
      {children}
    </button>
  );
}

/** The dark round knob of the whole-pool and turn handles, with its icon. */
export function RoundKnob({ title, path }: { title: string; path: string }) {
  return (
    <span
      className="flex size-7 items-center justify-center rounded-full border-2 border-white bg-slate-900/70 text-white shadow-md"
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.2">
        <title>{title}</title>
        <path d={path} />
      </svg>
    </span>
  );
}
