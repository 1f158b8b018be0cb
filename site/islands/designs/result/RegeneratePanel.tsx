// "Regenerate with changes": a new version from a version's options and placement, with the pool
// drawn live in the photo as on the create screen, so a change of shape or place is seen before
// it costs an image.
import type { Corners, Design, DesignVersion } from '@poolscape/shared';
import { useState } from 'react';
import { isInProgress } from '../../../lib/designs/progress.ts';
import { useCredits } from '../../../lib/designs/queries.ts';
import { primaryButton } from '../../../ui/buttons.ts';
import {
  DesignOptionsFields,
  fromDesignOptions,
  type OptionsForm,
  toDesignOptions,
} from '../DesignOptionsFields.tsx';
import { PlacementEditor } from '../PlacementEditor.tsx';
import { placementProblem } from '../placement.ts';
import { describePreview } from '../preview/describe.ts';
import { PlanPicker } from '../preview/PlanPicker.tsx';
import { useKeepMask } from '../preview/use-keep-mask.ts';
import { usePreviewPlan } from '../preview/use-preview-plan.ts';
import { SubmitError, UsageLine } from '../SubmitFeedback.tsx';
import { useRegenerate } from './use-regenerate.ts';

/** "Regenerate with changes": a new version from `version`'s options and placement. */
export function RegeneratePanel({
  design,
  version,
  onStarted,
}: {
  design: Design;
  version: DesignVersion;
  onStarted: () => void;
}) {
  const credits = useCredits();
  const [options, setOptions] = useState<OptionsForm>(() => fromDesignOptions(version.options));
  const [corners, setCorners] = useState<Corners>(version.corners);
  const plan = usePreviewPlan(options);
  const { photo } = design;
  // The version's "Keep this" mask, shown and sent back by its id until it is painted on.
  const stored = version.options.keep;
  const keep = useKeepMask(photo, stored ? { designId: design.id, keepId: stored } : null);
  const problem = placementProblem(corners, photo.width, photo.height);
  const regenerate = useRegenerate(design, onStarted);
  const busy = isInProgress(design.status);
  const customPrompt = credits.data?.customPrompt ?? null;
  const advanced = credits.data?.advanced ?? null;
  return (
    <section
      aria-labelledby="regenerate-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <details>
        <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold text-slate-900">
          <span id="regenerate-heading">Regenerate with changes</span>
        </summary>
        <p className="mt-1 text-sm text-slate-600">
          Starts from version {version.number}’s options and placement. Earlier versions stay in the history.
        </p>
        <form
          className="mt-4 grid gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            if (regenerate.isPending || busy || problem) return;
            const kept = keep.value();
            regenerate.mutate({
              options: {
                ...toDesignOptions(options, customPrompt === true, advanced === true),
                ...(kept ? { keep: kept } : {}),
              },
              corners,
            });
          }}
        >
          <PlacementEditor
            photoUrl={photo.url}
            photoAlt="The design’s photo"
            width={photo.width}
            height={photo.height}
            corners={corners}
            suggested={version.corners}
            onChange={setCorners}
            problem={problem}
            plan={plan}
            description={describePreview(plan, corners, null)}
            onOutlineChange={(outline) => setOptions((current) => ({ ...current, outline }))}
            keep={keep}
            onPlaceChange={(change) => setOptions((current) => ({ ...current, ...change }))}
          />
          <PlanPicker options={options} setOptions={setOptions} idPrefix="regenerate" />
          <DesignOptionsFields
            value={options}
            onChange={setOptions}
            customPrompt={customPrompt}
            advanced={advanced}
            idPrefix="regenerate"
          />
          <UsageLine images={options.variations} />
          <SubmitError error={regenerate.error} fallback="We could not start the new version. Try again." />
          {busy && <p className="text-sm text-slate-600">Wait for the current render to finish first.</p>}
          <button
            type="submit"
            className={primaryButton}
            disabled={busy || Boolean(problem)}
            aria-disabled={regenerate.isPending || undefined}
          >
            {regenerate.isPending ? 'Starting...' : 'Regenerate'}
          </button>
        </form>
      </details>
    </section>
  );
}
