// Size by numbers: the pool's length and width typed in the reference's unit resize the footprint
// in perspective about its centre (ground-moves.ts). Without a reference length the typed size is
// refused with what to do. With a price table, the estimate follows the size as it changes.
import {
  type Corners,
  type Dimensions,
  estimate,
  formatEstimate,
  keepsPriceTable,
  type LengthUnit,
  type PoolFeature,
  type PoolStyle,
  type Scale,
} from '@poolscape/shared';
import { type KeyboardEvent, useId, useState } from 'react';
import { secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { useCurrentUser } from '../../../ui/use-current-user.ts';
import { usePriceTable } from '../../pricing/pricing-api.ts';
import { RESIZE_TEXT, resizeOnGround } from './ground-moves.ts';

const UNIT_WORDS: Record<LengthUnit, string> = { ft: 'feet', m: 'metres' };

export function SizeFields({
  corners,
  photo,
  scale,
  unit,
  dimensions,
  style,
  features,
  onResize,
}: {
  corners: Corners;
  photo: { width: number; height: number };
  scale: Scale | null;
  unit: LengthUnit;
  dimensions: Dimensions | null;
  style: PoolStyle;
  features: readonly PoolFeature[];
  onResize: (corners: Corners) => void;
}) {
  const [length, setLength] = useState('');
  const [width, setWidth] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const role = useCurrentUser().user?.role;
  const table = usePriceTable(keepsPriceTable(role)).data ?? null;
  const shownUnit = scale?.unit ?? unit;
  const words = UNIT_WORDS[shownUnit];

  function resize(): void {
    const typed = [Number(length), Number(width)];
    if (!typed.every((value) => Number.isFinite(value) && value > 0 && value <= 1000)) {
      setMessage(`Type the pool’s length and width in ${words}, as numbers above 0.`);
      return;
    }
    const resized = resizeOnGround(corners, photo, scale, typed[0] as number, typed[1] as number);
    if (typeof resized === 'string') {
      setMessage(RESIZE_TEXT[resized]);
      return;
    }
    setMessage(null);
    onResize(resized);
  }

  return (
    // Inside the create form, so a fieldset with its own button: Enter in a field resizes, not submits.
    <fieldset className="grid gap-3">
      <legend className={labelClass}>Size by numbers</legend>
      <div className="grid grid-cols-2 gap-3">
        <SizeInput
          label={`Pool length (${words})`}
          value={length}
          shown={dimensions?.length}
          onChange={setLength}
          onEnter={resize}
        />
        <SizeInput
          label={`Pool width (${words})`}
          value={width}
          shown={dimensions?.width}
          onChange={setWidth}
          onEnter={resize}
        />
      </div>
      <div>
        <button type="button" className={secondaryButton} onClick={resize}>
          Resize the pool
        </button>
      </div>
      {message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {table && dimensions && (
        <p className="text-sm text-slate-800" data-testid="live-estimate" aria-live="polite">
          <span className="font-semibold">Estimate:</span>{' '}
          {formatEstimate(estimate(table, { dimensions, style, features }))}
        </p>
      )}
    </fieldset>
  );
}

/** One typed dimension; its placeholder is the size measured now. Enter applies it. */
function SizeInput({
  label,
  value,
  shown,
  onChange,
  onEnter,
}: {
  label: string;
  value: string;
  shown: number | undefined;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        min="0.1"
        max="1000"
        step="any"
        className={inputClass}
        value={value}
        placeholder={shown === undefined ? '' : String(Math.round(shown * 10) / 10)}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          onEnter();
        }}
      />
    </div>
  );
}
