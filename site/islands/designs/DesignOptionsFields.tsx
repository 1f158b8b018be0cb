// The options a design is made from, used by the create screen, regenerate and image to image:
// the addons selector (features as toggle chips), style cards, time of day, variations and the
// custom prompt (shown to everyone, usable on plans that include it). Styles, features and times
// of day are the editors' design options: only those switched on, in their order and words.
import {
  DESIGN_TEXT,
  type DesignOptionImage,
  type DesignOptions,
  type DesignOptionsCatalog,
  MAX_VARIATIONS,
  MODELING_STYLE_LABELS,
  MODELING_STYLES,
  type ModelingStyle,
  POOL_FEATURES,
  type PoolFeature,
  type PoolStyle,
  PROMPT_MAX_LENGTH,
  type TimeOfDay,
} from '@poolscape/shared';
import {
  DEFAULT_FREEFORM,
  type OutlinePoint,
  type PoolShape,
  type SpaChoice,
  type WaterfallWall,
} from '@poolscape/shared/plan-geometry';
import { useEffect, useId } from 'react';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { offeredChoice, useOfferedOptions } from './design-options.ts';

/** The options as the form holds them (the prompt as typed, '' for none). */
export interface OptionsForm {
  style: PoolStyle;
  features: PoolFeature[];
  timeOfDay: TimeOfDay;
  modelingStyle: ModelingStyle;
  variations: number;
  prompt: string;
  shape: PoolShape;
  /** The freeform shape's control points, kept while another shape is tried. */
  outline: readonly OutlinePoint[];
  /** Where the hot tub goes; null, where the style puts it. */
  spa: SpaChoice | null;
  /** The waterfall's wall; null, the style's. */
  waterfall: WaterfallWall | null;
}

export const DEFAULT_OPTIONS: OptionsForm = {
  style: 'modern',
  features: [],
  timeOfDay: 'day',
  modelingStyle: 'photoreal',
  variations: 1,
  prompt: '',
  shape: 'styleDefault',
  outline: DEFAULT_FREEFORM,
  spa: null,
  waterfall: null,
};

/**
 * The form's options as the API takes them; the prompt only when there is one and the plan allows
 * it, a modeling style only on a plan with the Advanced area.
 */
export function toDesignOptions(form: OptionsForm, customPrompt: boolean, advanced = false): DesignOptions {
  const prompt = form.prompt.trim();
  return {
    style: form.style,
    // In the contract's order, so the same choice always reads (and fingerprints) the same.
    features: POOL_FEATURES.filter((feature) => form.features.includes(feature)),
    timeOfDay: form.timeOfDay,
    modelingStyle: advanced ? form.modelingStyle : 'photoreal',
    variations: form.variations,
    ...(customPrompt && prompt ? { prompt } : {}),
    ...(form.shape === 'styleDefault' ? {} : { shape: form.shape }),
    ...(form.shape === 'freeform' ? { outline: [...form.outline] } : {}),
    ...(form.spa && form.features.includes('hotTub') ? { spa: form.spa } : {}),
    ...(form.waterfall && form.features.includes('waterfalls') ? { waterfall: form.waterfall } : {}),
  };
}

export function fromDesignOptions(options: DesignOptions): OptionsForm {
  return {
    style: options.style,
    features: [...options.features],
    timeOfDay: options.timeOfDay,
    modelingStyle: options.modelingStyle ?? 'photoreal',
    variations: options.variations,
    prompt: options.prompt ?? '',
    shape: options.shape ?? 'styleDefault',
    outline: options.outline ?? DEFAULT_FREEFORM,
    spa: options.spa ?? null,
    waterfall: options.waterfall ?? null,
  };
}

/** A style, feature or time of day as the editors set it. */
interface Item<K extends string> {
  key: K;
  label: string;
  description: string;
  image: DesignOptionImage | null;
  enabled: boolean;
}

/** The options of a group that are switched on, in the editors' order. */
function offered<K extends string>(items: readonly Item<K>[]): Item<K>[] {
  return items.filter((item) => item.enabled);
}

/** A preview image beside an option's name, which already says what it shows. */
function Preview({ image, className }: { image: DesignOptionImage | null; className: string }) {
  if (!image) return null;
  return <img src={image.thumbnailUrl} alt="" loading="lazy" className={`object-cover ${className}`} />;
}

const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium transition-colors';

/** The addons selector: each feature offered a toggle button (aria-pressed). */
export function AddonsSelector({
  items,
  value,
  onChange,
}: {
  items: readonly Item<PoolFeature>[];
  value: readonly PoolFeature[];
  onChange: (features: PoolFeature[]) => void;
}) {
  const labelId = useId();
  return (
    <fieldset>
      <legend id={labelId} className={labelClass}>
        Features
      </legend>
      <p className="mt-1 text-sm text-slate-600">Add as many as you like.</p>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, labelled by the legend */}
      <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby={labelId}>
        {items.map(({ key: feature, label, description, image }) => {
          const on = value.includes(feature);
          return (
            <button
              key={feature}
              type="button"
              aria-pressed={on}
              onClick={() => onChange(on ? value.filter((entry) => entry !== feature) : [...value, feature])}
              className={`${chip} ${on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
            >
              <span aria-hidden="true">{on ? '✓' : '+'}</span>
              <Preview image={image} className="size-7 rounded-full" />
              <span className="flex flex-col text-left">
                {label}
                {description && (
                  <span className={`text-xs font-normal ${on ? 'text-white' : 'text-slate-600'}`}>
                    {description}
                  </span>
                )}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function RadioCards<T extends string | number>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
  hint,
  image,
  columns,
  disabled = false,
  description,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
  hint?: (option: T) => string;
  /** A preview image at the top of the card. */
  image?: (option: T) => DesignOptionImage | null;
  columns: string;
  disabled?: boolean;
  /** A line under the legend (for example, which plan unlocks the choice). */
  description?: React.ReactNode;
}) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="disabled:opacity-70">
      <legend className={labelClass}>{legend}</legend>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => {
          const optionId = `${id}-${option}`;
          const checked = option === value;
          return (
            <label
              key={option}
              htmlFor={optionId}
              className={`relative flex min-h-11 flex-col ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'} justify-center rounded-xl border p-3 text-sm has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-500 ${checked ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600' : 'border-slate-300 bg-white hover:bg-slate-50'}`}
            >
              <input
                id={optionId}
                type="radio"
                name={name}
                value={String(option)}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Preview image={image?.(option) ?? null} className="mb-2 aspect-[4/3] w-full rounded-lg" />
              <span className="font-semibold text-slate-900">{label(option)}</span>
              {hint?.(option) && <span className="mt-1 text-xs text-slate-600">{hint(option)}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const VARIATION_CHOICES = Array.from({ length: MAX_VARIATIONS }, (_, index) => index + 1);

/** Style, features and time of day: the design options offered, in their order, words and images. */
function CatalogFields({
  catalog,
  value,
  set,
  idPrefix,
}: {
  catalog: DesignOptionsCatalog;
  value: OptionsForm;
  set: (change: Partial<OptionsForm>) => void;
  idPrefix: string;
}) {
  const pick = <K extends string>(items: readonly Item<K>[], key: K) =>
    items.find((item) => item.key === key);
  const styles = offered(catalog.styles);
  const times = offered(catalog.timesOfDay);
  return (
    <>
      <RadioCards
        legend="Style"
        name={`${idPrefix}-style`}
        options={styles.map((item) => item.key)}
        value={value.style}
        onChange={(style) => set({ style })}
        label={(style) => pick(styles, style)?.label ?? style}
        hint={(style) => pick(styles, style)?.description ?? ''}
        image={(style) => pick(styles, style)?.image ?? null}
        columns="grid-cols-1 min-[420px]:grid-cols-2 lg:grid-cols-3"
      />
      <AddonsSelector
        items={offered(catalog.features)}
        value={value.features}
        onChange={(features) => set({ features })}
      />
      <RadioCards
        legend="Time of day"
        name={`${idPrefix}-time`}
        options={times.map((item) => item.key)}
        value={value.timeOfDay}
        onChange={(timeOfDay) => set({ timeOfDay })}
        label={(time) => pick(times, time)?.label ?? time}
        hint={(time) => pick(times, time)?.description ?? ''}
        image={(time) => pick(times, time)?.image ?? null}
        columns="grid-cols-3"
      />
    </>
  );
}

export function DesignOptionsFields({
  value,
  onChange,
  customPrompt,
  advanced = null,
  idPrefix,
}: {
  value: OptionsForm;
  onChange: (value: OptionsForm) => void;
  /** Whether the plan allows custom prompts (GET /api/credits); null while unknown. */
  customPrompt: boolean | null;
  /** Whether the plan includes the Advanced area (modeling styles); null while unknown. */
  advanced?: boolean | null;
  /** Keeps radio groups apart when two forms are on one screen. */
  idPrefix: string;
}) {
  const promptId = useId();
  const promptHintId = useId();
  const set = (change: Partial<OptionsForm>) => onChange({ ...value, ...change });
  const promptAllowed = customPrompt === true;
  const catalog = useOfferedOptions();
  // A choice the editors switched off (a default, or an older version's) becomes one offered now.
  useEffect(() => {
    if (!catalog) return;
    const fixed = offeredChoice(value, catalog);
    if (fixed !== value) onChange(fixed);
  }, [catalog, value, onChange]);
  return (
    <div className="grid gap-6">
      {catalog ? (
        <CatalogFields catalog={catalog} value={value} set={set} idPrefix={idPrefix} />
      ) : (
        <p role="status" className="text-sm text-slate-600">
          Loading the styles and features...
        </p>
      )}
      <RadioCards
        legend="Modeling style"
        name={`${idPrefix}-modeling`}
        options={MODELING_STYLES}
        value={advanced ? value.modelingStyle : 'photoreal'}
        onChange={(modelingStyle) => set({ modelingStyle })}
        label={(style) => MODELING_STYLE_LABELS[style]}
        columns="grid-cols-2"
        disabled={advanced !== true}
        description={
          advanced === false ? (
            <>
              AI modeling styles come with the Premium plan.{' '}
              <AppLink href="/advanced" className="font-semibold text-brand-700 underline">
                See Advanced
              </AppLink>
            </>
          ) : (
            'How the whole picture is drawn.'
          )
        }
      />
      <RadioCards
        legend="Variations"
        name={`${idPrefix}-variations`}
        options={VARIATION_CHOICES}
        value={value.variations}
        onChange={(variations) => set({ variations })}
        label={(count) => String(count)}
        columns="grid-cols-4"
      />
      <div>
        <label htmlFor={promptId} className={labelClass}>
          Custom prompt
        </label>
        <textarea
          id={promptId}
          rows={3}
          maxLength={PROMPT_MAX_LENGTH}
          disabled={!promptAllowed}
          value={promptAllowed ? value.prompt : ''}
          onChange={(event) => set({ prompt: event.target.value })}
          aria-describedby={promptHintId}
          placeholder={promptAllowed ? 'For example: a sun shelf with two loungers and a mosaic border' : ''}
          className={`mt-1 ${inputClass}`}
        />
        <p id={promptHintId} className="mt-1 text-sm text-slate-600">
          {promptAllowed ? (
            `Describe anything else you want to see, up to ${PROMPT_MAX_LENGTH} characters.`
          ) : customPrompt === false ? (
            <>
              {DESIGN_TEXT.promptNotInPlan}{' '}
              <UpgradeLink limit="customPrompt" className="font-semibold text-brand-700 underline">
                Upgrade
              </UpgradeLink>
            </>
          ) : (
            'Checking your plan...'
          )}
        </p>
      </div>
    </div>
  );
}
