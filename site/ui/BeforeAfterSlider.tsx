// Before and after: the render with the original photo over its left part, divided by a handle
// that follows a pointer (drag or tap anywhere) and the slider keys (role=slider).
import { type PointerEvent, useRef, useState } from 'react';
import { capturePointer } from './pointer.ts';
import { percentFromKey, percentFromPointer, revealClip, SLIDER_START } from './slider.ts';

export function BeforeAfterSlider({
  beforeUrl,
  afterUrl,
  width,
  height,
  label = 'Before and after',
  afterAlt,
}: {
  beforeUrl: string;
  afterUrl: string;
  /** The render's size, so its space is kept before it loads; its own size when not given. */
  width?: number;
  height?: number;
  label?: string;
  afterAlt: string;
}) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [percent, setPercent] = useState(SLIDER_START);
  const [dragging, setDragging] = useState(false);

  function follow(event: PointerEvent<HTMLDivElement>): void {
    const frame = frameRef.current;
    if (frame) setPercent(percentFromPointer(event.clientX, frame.getBoundingClientRect()));
  }

  return (
    <div
      ref={frameRef}
      className="relative w-full touch-pan-y select-none overflow-hidden rounded-xl bg-slate-200"
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button !== 0) return;
        capturePointer(event.currentTarget, event.pointerId);
        setDragging(true);
        follow(event);
      }}
      onPointerMove={(event) => {
        if (dragging) follow(event);
      }}
      onPointerUp={() => setDragging(false)}
      onPointerCancel={() => setDragging(false)}
    >
      <img
        src={afterUrl}
        alt={afterAlt}
        width={width}
        height={height}
        draggable={false}
        className="block h-auto w-full"
      />
      <img
        src={beforeUrl}
        alt="The backyard before"
        draggable={false}
        className="absolute inset-0 size-full object-cover"
        style={{ clipPath: revealClip(percent) }}
      />
      <span className="pointer-events-none absolute left-2 top-2 rounded bg-slate-900/70 px-2 py-1 text-xs font-semibold text-white">
        Before
      </span>
      <span className="pointer-events-none absolute right-2 top-2 rounded bg-slate-900/70 px-2 py-1 text-xs font-semibold text-white">
        After
      </span>
      <div
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(15,23,42,0.3)]"
        style={{ left: `${percent}%` }}
      />
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${Math.round(percent)}% before, ${Math.round(100 - percent)}% after`}
        aria-orientation="horizontal"
        onKeyDown={(event) => {
          const next = percentFromKey(percent, event.key);
          if (next === null) return;
          event.preventDefault();
          setPercent(next);
        }}
        className="absolute top-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 cursor-ew-resize items-center justify-center rounded-full border-2 border-white bg-brand-600 text-white shadow-lg"
        style={{ left: `${percent}%` }}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M9 6l-6 6 6 6M15 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </div>
    </div>
  );
}
