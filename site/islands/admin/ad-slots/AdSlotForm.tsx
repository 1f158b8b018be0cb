// Adding or changing an ad slot: where it shows, the AdSense publisher and slot ids, and whether
// it is on. The ids are checked here with the CMS's own rules (shared/src/ad-slots.ts) before
// anything is sent; what the CMS still refuses is shown under the field it names.
import {
  AD_PLACEMENT_INFO,
  AD_PLACEMENTS,
  type AdPlacement,
  type AdSlotInput,
  AdSlotInputSchema,
  type CmsAdSlot,
} from '@poolscape/shared/ad-slots';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { ErrorText } from '../../../ui/states.tsx';
import {
  type AdSlotField,
  type AdSlotProblem,
  adSlotProblem,
  createAdSlot,
  updateAdSlot,
} from './ad-slots-api.ts';

const NO_PROBLEM: AdSlotProblem = { fields: {}, message: null };

/** The form's problems from the shared schema, a plain sentence per field. */
function checkInput(input: Record<AdSlotField, unknown>): AdSlotProblem | AdSlotInput {
  const result = AdSlotInputSchema.safeParse(input);
  if (result.success) return result.data;
  const fields: AdSlotProblem['fields'] = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as AdSlotField;
    fields[field] ??= issue.message;
  }
  return { fields, message: null };
}

export function AdSlotForm({
  slot,
  placement,
  freePlacements,
  onSaved,
  onCancel,
}: {
  /** The slot being changed, or null for a new one. */
  slot: CmsAdSlot | null;
  /** The place a new slot is for, picked from the list. */
  placement: AdPlacement;
  /** The places without a slot (a slot may move to one). */
  freePlacements: readonly AdPlacement[];
  onSaved: (saved: CmsAdSlot) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [problem, setProblem] = useState<AdSlotProblem>(NO_PROBLEM);
  const save = useMutation({
    mutationFn: (input: AdSlotInput) => (slot ? updateAdSlot(slot.id, input) : createAdSlot(input)),
    onSuccess: ({ doc }) => onSaved(doc),
    onError: (error) => setProblem(adSlotProblem(error, 'saved')),
  });
  const choices = AD_PLACEMENTS.filter((value) => value === placement || freePlacements.includes(value));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checked = checkInput({
      placement: form.get('placement'),
      publisherId: form.get('publisherId'),
      slotId: form.get('slotId'),
      enabled: form.get('enabled') === 'on',
    });
    if ('fields' in checked) {
      setProblem(checked);
      const first = Object.keys(checked.fields)[0];
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setProblem(NO_PROBLEM);
    save.mutate(checked);
  };

  const fieldError = (field: AdSlotField) =>
    problem.fields[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-red-700">
        {problem.fields[field]}
      </p>
    ) : null;
  const invalid = (field: AdSlotField) =>
    problem.fields[field]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` }
      : { 'aria-describedby': `${id}-${field}-hint` };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4"
      aria-label={slot ? 'Change the ad slot' : 'Add an ad slot'}
    >
      <div>
        <label htmlFor={`${id}-placement`} className={labelClass}>
          Where it shows
        </label>
        <select
          id={`${id}-placement`}
          name="placement"
          defaultValue={placement}
          className={`mt-1 ${inputClass}`}
          {...invalid('placement')}
        >
          {choices.map((value) => (
            <option key={value} value={value}>
              {AD_PLACEMENT_INFO[value].label} ({AD_PLACEMENT_INFO[value].page})
            </option>
          ))}
        </select>
        <p id={`${id}-placement-hint`} className="sr-only">
          Only places without a slot are listed.
        </p>
        {fieldError('placement')}
      </div>
      <div>
        <label htmlFor={`${id}-publisherId`} className={labelClass}>
          Publisher id
        </label>
        <input
          id={`${id}-publisherId`}
          name="publisherId"
          defaultValue={slot?.publisherId ?? ''}
          placeholder="ca-pub-1234567890123456"
          autoComplete="off"
          spellCheck={false}
          className={`mt-1 font-mono ${inputClass}`}
          {...invalid('publisherId')}
        />
        <p id={`${id}-publisherId-hint`} className="mt-1 text-sm text-slate-600">
          Your AdSense account: ca-pub- and 16 digits.
        </p>
        {fieldError('publisherId')}
      </div>
      <div>
        <label htmlFor={`${id}-slotId`} className={labelClass}>
          Slot id
        </label>
        <input
          id={`${id}-slotId`}
          name="slotId"
          inputMode="numeric"
          defaultValue={slot?.slotId ?? ''}
          placeholder="1234567890"
          autoComplete="off"
          className={`mt-1 font-mono ${inputClass}`}
          {...invalid('slotId')}
        />
        <p id={`${id}-slotId-hint`} className="mt-1 text-sm text-slate-600">
          The ad unit's number: data-ad-slot in the code AdSense gives you.
        </p>
        {fieldError('slotId')}
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-enabled`}
          name="enabled"
          type="checkbox"
          defaultChecked={slot?.enabled ?? false}
          className="mt-1 size-5 rounded border-slate-300 accent-brand-600"
        />
        <label htmlFor={`${id}-enabled`} className="text-sm text-slate-800">
          On: show it on the site (after the site is rebuilt, in about a minute)
        </label>
      </div>
      {problem.message && <ErrorText message={problem.message} />}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={primaryButton} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : slot ? 'Save changes' : 'Add the slot'}
        </button>
      </div>
    </form>
  );
}
