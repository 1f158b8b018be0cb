// The pool's shape, independent of its style: the style's own, or a rectangle, a rounded rectangle,
// an L-shape, a kidney, an oval or a freeform outline. Each choice shows its outline, drawn from the
// same geometry as the preview and the render.
import type { PoolStyle } from '@poolscape/shared';
import { POOL_SHAPES, type PoolShape, SHAPE_LABELS } from '@poolscape/shared/plan-geometry';
import { waterRing } from '@poolscape/shared/pool-plan';
import { useId } from 'react';
import { labelClass } from '../../../ui/fields.ts';

/** The shape's outline as an SVG path in a 10 x 5 box. */
function shapePath(style: PoolStyle, shape: PoolShape): string {
  return `${waterRing(style, shape, 10, 5)
    .map(({ u, v }, i) => `${i === 0 ? 'M' : 'L'}${u.toFixed(2)} ${v.toFixed(2)}`)
    .join(' ')} Z`;
}

export function ShapePicker({
  style,
  value,
  onChange,
  idPrefix,
}: {
  /** The chosen style: "the style's own shape" is drawn as that style's. */
  style: PoolStyle;
  value: PoolShape;
  onChange: (shape: PoolShape) => void;
  idPrefix: string;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className={labelClass}>Shape</legend>
      <p className="mt-1 text-sm text-slate-600">
        The preview shows it at once; the style keeps its coping and finish.
      </p>
      <div className="mt-2 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
        {POOL_SHAPES.map((shape) => {
          const optionId = `${id}-${shape}`;
          const checked = shape === value;
          return (
            <label
              key={shape}
              htmlFor={optionId}
              className={`flex min-h-11 cursor-pointer flex-col items-center gap-1 rounded-xl border p-2 text-center text-xs font-semibold text-slate-900 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
            >
              <input
                id={optionId}
                type="radio"
                name={`${idPrefix}-shape`}
                value={shape}
                checked={checked}
                onChange={() => onChange(shape)}
                className="sr-only"
              />
              <svg viewBox="-0.5 -0.5 11 6" className="h-8 w-16" aria-hidden="true">
                <path
                  d={shapePath(style, shape)}
                  className="fill-cyan-300 stroke-brand-700"
                  strokeWidth="0.35"
                />
              </svg>
              {SHAPE_LABELS[shape]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
