// The design studio's create screen (/design/create and /create-design): a photo (uploaded, by
// drag and drop or the file picker, or a sample backyard), the pool's placement on it, the
// options, and the submit that debits the images and opens the result screen.

import type { CreateDesign } from '@poolscape/shared';
import { measuredDimensions } from '@poolscape/shared/measured-dimensions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react';
import { createDesign } from '../../lib/designs/design-api.ts';
import { refreshAfterSubmit, useCredits } from '../../lib/designs/queries.ts';
import { navigate } from '../../lib/router/router.ts';
import { SubmitKeys } from '../../lib/submit-keys.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { useCurrentUser } from '../../ui/use-current-user.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import {
  DEFAULT_OPTIONS,
  DesignOptionsFields,
  type OptionsForm,
  toDesignOptions,
} from './DesignOptionsFields.tsx';
import { PhotoPicker, PhotoPlacement, usePhotoChoice } from './photo-choice.tsx';
import { describePreview } from './preview/describe.ts';
import { keepMeasuredSize } from './preview/ground-moves.ts';
import { PlanPicker } from './preview/PlanPicker.tsx';
import { SizeFields } from './preview/SizeFields.tsx';
import { useKeepMask } from './preview/use-keep-mask.ts';
import { usePreviewPlan } from './preview/use-preview-plan.ts';
import { SubmitError, UsageLine } from './SubmitFeedback.tsx';
import { ReferenceLine } from './scale/ReferenceLine.tsx';
import { type ScaleDraft, ScaleFields, scaleFromDraft } from './scale/ScaleFields.tsx';
import { type ViewpointDraft, ViewpointsStep } from './ViewpointsStep.tsx';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold text-slate-900">
        <span
          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
          aria-hidden="true"
        >
          {number}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * `advanced`: the Advanced studio (Premium) adds extra viewpoints of the same yard; the modeling
 * styles are in the options everywhere, unlocked on Premium.
 */
export function DesignCreate({ advanced = false }: { advanced?: boolean }) {
  useDocumentTitle(advanced ? 'Advanced' : 'Create design');
  const queryClient = useQueryClient();
  const credits = useCredits();
  const main = usePhotoChoice();
  const [options, setOptions] = useState<OptionsForm>(DEFAULT_OPTIONS);
  const [name, setName] = useState('');
  const [viewpoints, setViewpoints] = useState<ViewpointDraft[]>([]);
  const units = useCurrentUser().user?.units ?? 'ft';
  // The reference belongs to one photo: another photo starts without one.
  const [reference, setReference] = useState<{ photo: unknown; draft: ScaleDraft } | null>(null);
  const keys = useRef(new SubmitKeys());
  const nameId = useId();
  const customPrompt = credits.data?.customPrompt ?? null;
  const advancedPlan = credits.data?.advanced ?? null;
  const { source, corners, problem, photo } = main;
  const draft = reference?.photo === photo ? reference.draft : null;
  const setDraft = (next: ScaleDraft | null) => setReference(next ? { photo, draft: next } : null);
  const scale = scaleFromDraft(draft);
  const view = main.view;
  // Measured on every change of the corners or the line: a few hundred arithmetic operations.
  const dimensions = corners && view ? measuredDimensions({ options, corners, scale }, view) : null;
  const viewpointProblem = viewpoints.find((draft) => !draft.input)?.problem ?? null;
  const images = options.variations * (1 + viewpoints.length);
  const plan = usePreviewPlan(options);
  const keep = useKeepMask(view);

  const submit = useMutation({
    mutationFn: (body: CreateDesign) => createDesign(body, keys.current.keyFor(body)),
    onSuccess: (design) => {
      keys.current.reset();
      refreshAfterSubmit(queryClient, design);
      navigate(`/design/result/${design.id}`);
    },
  });

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    if (submit.isPending || !source || !corners || problem || viewpointProblem) return;
    const trimmed = name.trim();
    const extra = viewpoints.flatMap((draft) => (draft.input ? [draft.input] : []));
    const kept = keep.value();
    submit.mutate({
      source,
      corners,
      options: {
        ...toDesignOptions(options, customPrompt === true, advancedPlan === true),
        ...(kept ? { keep: kept } : {}),
      },
      ...(scale ? { scale } : {}),
      ...(trimmed ? { name: trimmed } : {}),
      ...(extra.length > 0 ? { viewpoints: extra } : {}),
    });
  }

  return (
    <div className={advanced ? '' : 'mx-auto max-w-6xl px-4 py-8 sm:px-6'}>
      {!advanced && (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Design studio</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">Create a design</h1>
          <p className="mt-2 max-w-2xl text-slate-600">
            Start from a photo of the yard taken in daylight from standing height, mark where the pool goes
            and choose how it should look.
          </p>
        </>
      )}

      <form
        onSubmit={onSubmit}
        className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start"
      >
        <div className="grid min-w-0 gap-6">
          <Step number={1} title="Your backyard">
            <PhotoPicker choice={main} uploadLabel="Upload a photo of the backyard" />
          </Step>

          <Step number={2} title="Place the pool">
            <PhotoPlacement
              choice={main}
              overlay={
                draft && <ReferenceLine ends={draft} onChange={(ends) => setDraft({ ...draft, ...ends })} />
              }
              plan={plan}
              describe={(at) => describePreview(plan, at, dimensions)}
              onOutlineChange={(outline) => setOptions((current) => ({ ...current, outline }))}
              keepSize={(before, after) => (view ? keepMeasuredSize(before, after, view, scale) : after)}
              keep={keep}
              onPlaceChange={(change) => setOptions((current) => ({ ...current, ...change }))}
            />
            {view && corners && (
              <div className="mt-4 grid gap-4">
                <PlanPicker options={options} setOptions={setOptions} idPrefix="create" />
                <ScaleFields draft={draft} onChange={setDraft} unit={units} dimensions={dimensions} />
                <SizeFields
                  corners={corners}
                  photo={view}
                  scale={scale}
                  unit={units}
                  dimensions={dimensions}
                  style={options.style}
                  features={options.features}
                  onResize={main.setCorners}
                />
              </div>
            )}
          </Step>

          {advanced && (
            <Step number={3} title="More viewpoints">
              <ViewpointsStep onChange={setViewpoints} plan={plan} />
            </Step>
          )}
        </div>

        <div className="grid min-w-0 gap-6">
          <Step number={advanced ? 4 : 3} title="Choose the look">
            <DesignOptionsFields
              value={options}
              onChange={setOptions}
              customPrompt={customPrompt}
              advanced={advancedPlan}
              idPrefix="create"
            />
          </Step>
          <Step number={advanced ? 5 : 4} title="Create">
            <div className="grid gap-4">
              <div>
                <label htmlFor={nameId} className={labelClass}>
                  Name (optional)
                </label>
                <input
                  id={nameId}
                  value={name}
                  maxLength={120}
                  onChange={(event) => setName(event.target.value)}
                  placeholder="For example: Smith backyard"
                  className={`mt-1 ${inputClass}`}
                />
              </div>
              <UsageLine images={images} />
              <SubmitError error={submit.error} fallback="We could not start your design. Try again." />
              {!source && <p className="text-sm text-slate-600">Choose a photo to continue.</p>}
              {source && viewpointProblem && <p className="text-sm text-slate-600">{viewpointProblem}</p>}
              <button
                type="submit"
                className={`${primaryButton} w-full`}
                disabled={!source || !corners || Boolean(problem) || Boolean(viewpointProblem)}
                aria-disabled={submit.isPending || undefined}
              >
                {submit.isPending ? 'Creating...' : 'Create design'}
              </button>
              {photo && (
                <button type="button" className={`${secondaryButton} w-full`} onClick={main.reset}>
                  Start over with another photo
                </button>
              )}
            </div>
          </Step>
        </div>
      </form>
    </div>
  );
}
