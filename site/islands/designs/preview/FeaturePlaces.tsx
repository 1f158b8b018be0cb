// Where the hot tub and the waterfall go, shown once they are chosen: the hot tub at a corner or
// a side of the pool, cut into it or standing apart, and the waterfall on the far or the left
// wall. The preview draws each choice at once; "where the style puts it" keeps the style's.
import type { PoolFeature } from '@poolscape/shared';
import {
  SPA_PLACE_LABELS,
  SPA_PLACES,
  type SpaChoice,
  type SpaPlace,
  WATERFALL_WALL_LABELS,
  WATERFALL_WALLS,
  type WaterfallWall,
} from '@poolscape/shared/plan-geometry';
import { useId } from 'react';
import { labelClass } from '../../../ui/fields.ts';

const chip = (on: boolean) =>
  `flex min-h-11 cursor-pointer items-center justify-center rounded-lg border px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${on ? 'border-brand-600 bg-brand-50 text-brand-900 ring-1 ring-brand-600' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`;

function Choices<T extends string>({
  legend,
  name,
  options,
  value,
  label,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly (T | null)[];
  value: T | null;
  label: (option: T | null) => string;
  onChange: (value: T | null) => void;
}) {
  const id = useId();
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 min-[420px]:grid-cols-4">
        {options.map((option) => {
          const optionId = `${id}-${option ?? 'style'}`;
          return (
            <label key={option ?? 'style'} htmlFor={optionId} className={chip(option === value)}>
              <input
                id={optionId}
                type="radio"
                name={name}
                checked={option === value}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              {label(option)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function FeaturePlaces({
  features,
  spa,
  waterfall,
  onSpaChange,
  onWaterfallChange,
  idPrefix,
}: {
  features: readonly PoolFeature[];
  spa: SpaChoice | null;
  waterfall: WaterfallWall | null;
  onSpaChange: (spa: SpaChoice | null) => void;
  onWaterfallChange: (wall: WaterfallWall | null) => void;
  idPrefix: string;
}) {
  const apartId = useId();
  if (!features.includes('hotTub') && !features.includes('waterfalls')) return null;
  return (
    <div className="grid gap-4">
      {features.includes('hotTub') && (
        <div className="grid gap-2">
          <Choices<SpaPlace>
            legend="Hot tub"
            name={`${idPrefix}-spa`}
            options={[null, ...SPA_PLACES]}
            value={spa?.place ?? null}
            label={(place) => (place ? SPA_PLACE_LABELS[place] : 'Where the style puts it')}
            onChange={(place) => onSpaChange(place ? { place, apart: spa?.apart ?? false } : null)}
          />
          <label htmlFor={apartId} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input
              id={apartId}
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={spa?.apart ?? false}
              disabled={!spa}
              onChange={(event) => spa && onSpaChange({ ...spa, apart: event.target.checked })}
            />
            Apart from the pool, on its own
          </label>
        </div>
      )}
      {features.includes('waterfalls') && (
        <Choices<WaterfallWall>
          legend="Waterfall"
          name={`${idPrefix}-waterfall`}
          options={[null, ...WATERFALL_WALLS]}
          value={waterfall}
          label={(wall) => (wall ? WATERFALL_WALL_LABELS[wall] : 'The style’s wall')}
          onChange={onWaterfallChange}
        />
      )}
    </div>
  );
}
