// Real size on the create screen and the result page: "Mark a length you know" puts a reference
// line on the photo; its length and the pool's depth are typed here, and the pool's dimensions
// update as the corners or the line move. Without a reference the size is unknown, said plainly.
import {
  DEFAULT_DEPTH,
  DIMENSIONS_TEXT,
  type Dimensions,
  describeDimensions,
  type LengthUnit,
  type Scale,
} from '@poolscape/shared';
import { useId } from 'react';
import { secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';

/** The reference while it is being set: the length may still be empty or not a number. */
export interface ScaleDraft {
  a: Scale['a'];
  b: Scale['b'];
  /** As typed. */
  length: string;
  depth: string;
  unit: LengthUnit;
}

/** A first reference line: low in the photo (on the ground), a fifth of its width long. */
export function newScaleDraft(unit: LengthUnit): ScaleDraft {
  return {
    a: { x: 0.15, y: 0.88 },
    b: { x: 0.35, y: 0.88 },
    length: '',
    depth: String(DEFAULT_DEPTH[unit]),
    unit,
  };
}

export function draftFromScale(scale: Scale): ScaleDraft {
  return {
    a: scale.a,
    b: scale.b,
    length: String(scale.length),
    depth: String(scale.depth),
    unit: scale.unit,
  };
}

/** The draft as the API takes it, or null while its length or depth is not a positive number. */
export function scaleFromDraft(draft: ScaleDraft | null): Scale | null {
  if (!draft) return null;
  const length = Number(draft.length);
  const depth = Number(draft.depth);
  if (!(length > 0 && length <= 1000 && depth > 0 && depth <= 100)) return null;
  return { a: draft.a, b: draft.b, length, depth, unit: draft.unit };
}

const UNIT_WORDS: Record<LengthUnit, string> = { ft: 'feet', m: 'metres' };

/** The pool's size in words, or why there is none. */
export function DimensionsLine({
  dimensions,
  reason = 'unknown',
}: {
  dimensions: Dimensions | null;
  /** Why there are none: no reference, a length still to type, or a reference that measures nothing. */
  reason?: 'unknown' | 'typeLength' | 'notMeasurable';
}) {
  if (!dimensions)
    return (
      <p className="text-sm text-slate-600" data-testid="pool-size">
        {DIMENSIONS_TEXT[reason]}
      </p>
    );
  const words = describeDimensions(dimensions);
  return (
    <p className="text-sm text-slate-800" data-testid="pool-size" aria-live="polite">
      <span className="font-semibold">Pool: {words.size}</span> · {words.area} · {words.volume}
    </p>
  );
}

export function ScaleFields({
  draft,
  onChange,
  unit,
  dimensions,
}: {
  draft: ScaleDraft | null;
  onChange: (draft: ScaleDraft | null) => void;
  /** The user's unit, for a new reference. */
  unit: LengthUnit;
  dimensions: Dimensions | null;
}) {
  const id = useId();
  if (!draft)
    return (
      <div className="grid gap-2">
        <DimensionsLine dimensions={null} />
        <div>
          <button type="button" className={secondaryButton} onClick={() => onChange(newScaleDraft(unit))}>
            Mark a length you know
          </button>
        </div>
      </div>
    );
  const words = UNIT_WORDS[draft.unit];
  return (
    <div className="grid gap-3 rounded-xl border border-amber-200 bg-amber-50/50 p-3">
      <p className="text-sm text-slate-700">
        Drag the amber line along something on the ground whose length you know (a paving stone, the bottom of
        a fence panel, a doorway’s threshold), then type that length.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-1">
          <label htmlFor={`${id}-length`} className={labelClass}>
            Known length ({words})
          </label>
          <input
            id={`${id}-length`}
            type="number"
            inputMode="decimal"
            min="0.1"
            max="1000"
            step="any"
            className={inputClass}
            value={draft.length}
            onChange={(event) => onChange({ ...draft, length: event.target.value })}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-depth`} className={labelClass}>
            Pool depth ({words})
          </label>
          <input
            id={`${id}-depth`}
            type="number"
            inputMode="decimal"
            min="0.1"
            max="100"
            step="any"
            className={inputClass}
            value={draft.depth}
            onChange={(event) => onChange({ ...draft, depth: event.target.value })}
          />
        </div>
      </div>
      <DimensionsLine
        dimensions={dimensions}
        reason={scaleFromDraft(draft) ? 'notMeasurable' : 'typeLength'}
      />
      <div>
        <button type="button" className={secondaryButton} onClick={() => onChange(null)}>
          Remove the reference
        </button>
      </div>
    </div>
  );
}
