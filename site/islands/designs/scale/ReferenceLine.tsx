// The reference line on the photo: two amber handles and the line between them, drawn over the
// placement. Each handle is dragged (pointer events, 44-pixel targets) or focused and moved with
// the arrow keys (Shift for larger steps), like the pool's corners. Rendered inside the photo's
// frame, whose box turns pointer positions into fractions of the photo.
import type { Scale } from '@poolscape/shared';
import { type PointerEvent, useState } from 'react';
import { capturePointer } from '../../../ui/pointer.ts';
import { nudgeCorner, pointerToFraction } from '../placement.ts';

type Ends = Pick<Scale, 'a' | 'b'>;
const NAMES = ['Reference start', 'Reference end'] as const;

/** `ends` with end `index` moved by an arrow key, or null for any other key. */
function nudged(ends: Ends, index: 0 | 1, key: string, large: boolean): Ends | null {
  const point = index === 0 ? ends.a : ends.b;
  const moved = nudgeCorner([point, point, point, point], 0, key, large);
  if (!moved) return null;
  return index === 0 ? { ...ends, a: moved[0] } : { ...ends, b: moved[0] };
}

export function ReferenceLine({ ends, onChange }: { ends: Ends; onChange: (ends: Ends) => void }) {
  const [dragging, setDragging] = useState<0 | 1 | null>(null);
  const place = (index: 0 | 1, event: PointerEvent<HTMLButtonElement>) => {
    const frame = event.currentTarget.parentElement;
    if (!frame) return;
    const point = pointerToFraction(event.clientX, event.clientY, frame.getBoundingClientRect());
    onChange(index === 0 ? { ...ends, a: point } : { ...ends, b: point });
  };
  const percent = (value: number) => `${value * 100}%`;
  return (
    <>
      <svg className="pointer-events-none absolute inset-0 size-full" aria-hidden="true">
        <line
          x1={percent(ends.a.x)}
          y1={percent(ends.a.y)}
          x2={percent(ends.b.x)}
          y2={percent(ends.b.y)}
          className="stroke-amber-400"
          strokeWidth="3"
          strokeDasharray="8 4"
        />
      </svg>
      {([0, 1] as const).map((index) => {
        const point = index === 0 ? ends.a : ends.b;
        return (
          <button
            key={index}
            type="button"
            data-reference-end={index}
            aria-label={`${NAMES[index]}: ${Math.round(point.x * 100)}% across, ${Math.round(point.y * 100)}% down`}
            className={`absolute flex size-11 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full ${dragging === index ? 'cursor-grabbing' : 'cursor-grab'}`}
            style={{ left: percent(point.x), top: percent(point.y) }}
            onPointerDown={(event) => {
              if (event.pointerType === 'mouse' && event.button !== 0) return;
              event.preventDefault();
              event.currentTarget.focus();
              capturePointer(event.currentTarget, event.pointerId);
              setDragging(index);
            }}
            onPointerMove={(event) => {
              if (dragging === index) place(index, event);
            }}
            onPointerUp={(event) => {
              if (dragging !== index) return;
              place(index, event);
              setDragging(null);
            }}
            onPointerCancel={() => setDragging(null)}
            onLostPointerCapture={() => setDragging(null)}
            onKeyDown={(event) => {
              const next = nudged(ends, index, event.key, event.shiftKey);
              if (!next) return;
              event.preventDefault();
              onChange(next);
            }}
          >
            <span
              className="size-5 rotate-45 border-[3px] border-white bg-amber-500 shadow-md ring-1 ring-slate-900/30"
              aria-hidden="true"
            />
          </button>
        );
      })}
    </>
  );
}
