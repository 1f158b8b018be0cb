// One style, feature or time of day in the design options manager: its place (a drag handle and
// Move up / Move down), name, description, preview image and whether it is offered.
import { DESIGN_OPTION_LIMITS } from '@poolscape/shared';
import { useId } from 'react';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { DragHandle, MoveButtons, useDropTarget } from '../../collections/ReorderControls.tsx';
import type { OptionDraft } from './design-options-api.ts';
import { PreviewImageField } from './PreviewImageField.tsx';

export function OptionCard({
  option,
  index,
  count,
  onChange,
  onMove,
  onDropOn,
  lastOn,
  lastOnText,
  problems,
  busy,
}: {
  option: OptionDraft;
  index: number;
  count: number;
  onChange: (change: Partial<OptionDraft>) => void;
  /** Moves this option to `to` (0-based). */
  onMove: (to: number) => void;
  /** An option dragged from position `from` of the same group was dropped on this one. */
  onDropOn: (from: number) => void;
  /** Whether this is the group's only option switched on (it cannot be switched off). */
  lastOn: boolean;
  lastOnText: string;
  problems: { label?: string; description?: string };
  busy: boolean;
}) {
  const id = useId();
  const drop = useDropTarget(index, onDropOn);
  const name = option.label.trim() || option.key;
  const describedBy = (field: 'label' | 'description', hint: string) =>
    [problems[field] ? `${id}-${field}-problem` : '', hint].filter(Boolean).join(' ') || undefined;
  return (
    <li
      className={`grid gap-4 rounded-2xl border bg-white p-4 shadow-sm md:grid-cols-[minmax(0,1fr)_15rem] ${drop.dragOver ? 'border-brand-500 ring-2 ring-brand-500' : 'border-slate-200'} ${option.enabled ? '' : 'bg-slate-50'}`}
      data-option={option.key}
      {...drop.handlers}
    >
      <div className="grid min-w-0 content-start gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <DragHandle index={index} />
            <span className="text-sm font-semibold text-slate-500">{index + 1}.</span>
            <span className="truncate font-semibold text-slate-900">{name}</span>
            {!option.enabled && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">
                Off
              </span>
            )}
          </div>
          <MoveButtons name={name} index={index} count={count} busy={busy} onMove={onMove} />
        </div>
        <div>
          <label htmlFor={`${id}-label`} className={labelClass}>
            Name
          </label>
          <input
            id={`${id}-label`}
            value={option.label}
            maxLength={DESIGN_OPTION_LIMITS.label}
            onChange={(event) => onChange({ label: event.target.value })}
            aria-invalid={problems.label ? true : undefined}
            aria-describedby={describedBy('label', `${id}-key`)}
            className={`mt-1 ${inputClass}`}
          />
          <p id={`${id}-key`} className="mt-1 text-xs text-slate-500">
            The renderer knows it as “{option.key}”.
          </p>
          {problems.label && (
            <p id={`${id}-label-problem`} className="mt-1 text-sm text-red-700">
              {problems.label}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-description`} className={labelClass}>
            Description (optional)
          </label>
          <textarea
            id={`${id}-description`}
            rows={2}
            value={option.description}
            maxLength={DESIGN_OPTION_LIMITS.description}
            onChange={(event) => onChange({ description: event.target.value })}
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={describedBy('description', `${id}-description-hint`)}
            className={`mt-1 ${inputClass}`}
          />
          <p id={`${id}-description-hint`} className="mt-1 text-xs text-slate-500">
            Shown under the name on the create screen, up to {DESIGN_OPTION_LIMITS.description} characters.
          </p>
          {problems.description && (
            <p id={`${id}-description-problem`} className="mt-1 text-sm text-red-700">
              {problems.description}
            </p>
          )}
        </div>
        <div>
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 has-[:disabled]:cursor-not-allowed">
            <input
              type="checkbox"
              role="switch"
              aria-label={`Offered on the create screen: ${name}`}
              aria-checked={option.enabled}
              checked={option.enabled}
              disabled={busy || (lastOn && option.enabled)}
              onChange={(event) => onChange({ enabled: event.target.checked })}
              aria-describedby={lastOn && option.enabled ? `${id}-last` : undefined}
              className="peer sr-only"
            />
            <span
              aria-hidden="true"
              className="relative h-7 w-12 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:opacity-60 after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
            />
            Offered on the create screen
          </label>
          {lastOn && option.enabled && (
            <p id={`${id}-last`} className="text-xs text-slate-600">
              {lastOnText}
            </p>
          )}
        </div>
      </div>
      <PreviewImageField
        optionName={name}
        image={option.image}
        onChange={(image) => onChange({ image })}
        disabled={busy}
      />
    </li>
  );
}
