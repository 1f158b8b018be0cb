// "Keep this" on the placement editor: the surface the brush paints on (over the photo while the
// brush is out, with a ring the brush's size under the pointer) and its controls (the brush or
// the eraser, its size, clearing). What is kept shows over the pool in the preview (keep-mask.ts).
import { type KeyboardEvent, type PointerEvent, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../../ui/buttons.ts';
import { capturePointer } from '../../../ui/pointer.ts';
import { BRUSH, KEEP_HELP } from './keep-mask.ts';
import type { KeepTool } from './use-keep-mask.ts';

type Point = { x: number; y: number };

/** Arrow keys move the brush by this share of the photo (Shift: three times as far). */
const KEY_STEP = 0.02;
const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/**
 * Where strokes are painted while the brush is out: the whole photo. With the keyboard, the arrow
 * keys move the brush and Space puts it down or lifts it, so moves paint while it is down.
 */
export function KeepSurface({
  tool,
  pointerAt,
  announce,
}: {
  tool: KeepTool;
  pointerAt: (event: { clientX: number; clientY: number }) => Point;
  announce: (message: string) => void;
}) {
  const last = useRef<Point | null>(null);
  const [ring, setRing] = useState<Point | null>(null);
  const [down, setDown] = useState(false);
  const helpId = useId();
  if (!tool.active) return null;
  const end = () => {
    if (!last.current) return;
    last.current = null;
    tool.settle();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = ring ?? { x: 0.5, y: 0.5 };
    if (event.key === ' ') {
      event.preventDefault();
      if (down) tool.settle();
      else tool.stroke(at, at);
      setRing(at);
      setDown(!down);
      announce(down ? 'Brush lifted.' : `Brush down, ${tool.erase ? 'erasing' : 'painting'}.`);
      return;
    }
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = KEY_STEP * (event.shiftKey ? 3 : 1);
    const clamp = (value: number) => Math.min(Math.max(value, 0), 1);
    const next = { x: clamp(at.x + arrow.x * step), y: clamp(at.y + arrow.y * step) };
    if (down) tool.stroke(at, next);
    setRing(next);
  };
  return (
    <div
      data-keep-surface=""
      role="application"
      aria-label="Keep this brush"
      aria-describedby={helpId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the brush is worked from the keyboard here.
      tabIndex={0}
      onKeyDown={onKeyDown}
      onBlur={() => {
        if (down) tool.settle();
        setDown(false);
      }}
      className="absolute inset-0 cursor-crosshair touch-none focus-visible:outline-4 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-600"
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        capturePointer(event.currentTarget, event.pointerId);
        const at = pointerAt(event);
        last.current = at;
        tool.stroke(at, at);
      }}
      onPointerMove={(event) => {
        const at = pointerAt(event);
        setRing(at);
        if (!last.current) return;
        tool.stroke(last.current, at);
        last.current = at;
      }}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerLeave={() => setRing(null)}
    >
      <span id={helpId} className="sr-only">
        Arrow keys move the brush (hold Shift for bigger steps); Space puts it down to paint or lifts it.
      </span>
      {ring && (
        <span
          className="pointer-events-none absolute aspect-square -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ring-1 ring-slate-900/50"
          style={{ left: `${ring.x * 100}%`, top: `${ring.y * 100}%`, width: `${tool.size * 100}%` }}
        />
      )}
    </div>
  );
}

/** A pressed toggle stands out from the other buttons. */
const toggle = (on: boolean) =>
  on
    ? 'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-600 bg-brand-50 px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-600'
    : secondaryButton;

/** The brush's controls, under the photo. */
export function KeepControls({ tool }: { tool: KeepTool }) {
  const helpId = useId();
  const sizeId = useId();
  return (
    <fieldset className="mt-4 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Keep this</legend>
      <p id={helpId} className="text-sm text-slate-600">
        {KEEP_HELP}
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={toggle(tool.active)}
          aria-pressed={tool.active}
          aria-describedby={helpId}
          onClick={() => tool.setActive(!tool.active)}
        >
          {tool.active ? 'Done painting' : 'Paint what to keep'}
        </button>
        {tool.active && (
          <>
            <button
              type="button"
              className={toggle(!tool.erase)}
              aria-pressed={!tool.erase}
              onClick={() => tool.setErase(false)}
            >
              Brush
            </button>
            <button
              type="button"
              className={toggle(tool.erase)}
              aria-pressed={tool.erase}
              onClick={() => tool.setErase(true)}
            >
              Eraser
            </button>
            <label htmlFor={sizeId} className="ml-1 text-sm font-medium text-slate-700">
              Brush size
            </label>
            <input
              id={sizeId}
              type="range"
              min={BRUSH.min}
              max={BRUSH.max}
              step={0.005}
              value={tool.size}
              onChange={(event) => tool.setSize(Number(event.target.value))}
              className="w-32 accent-brand-600"
            />
          </>
        )}
        <button type="button" className={secondaryButton} disabled={!tool.painted} onClick={tool.clear}>
          Clear kept areas
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600" role="status">
        {tool.painted
          ? 'What you painted is shown over the pool, and the render leaves it as it is in the photo.'
          : 'Nothing is kept yet.'}
      </p>
    </fieldset>
  );
}
