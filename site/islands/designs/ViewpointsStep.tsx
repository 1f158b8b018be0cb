// The Advanced studio's extra viewpoints: more photos of the same yard (from the patio, from an
// upstairs window...), each with the pool's footprint placed on it, rendered as one design with the
// same options. Each viewpoint reports its photo and placement up to the create form.
import { type Corners, MAX_VIEWPOINTS, type ViewpointInput } from '@poolscape/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { secondaryButton } from '../../ui/buttons.ts';
import { PhotoPicker, PhotoPlacement, usePhotoChoice } from './photo-choice.tsx';
import { describePreview } from './preview/describe.ts';
import type { PreviewPlan } from './preview/draw-plan.ts';

/** One extra viewpoint as the form sees it: ready to send, or why not yet. */
export type ViewpointDraft = { input: ViewpointInput | null; problem: string | null };

function ViewpointEditor({
  number,
  plan,
  onChange,
  onRemove,
}: {
  /** 2 to 4: the design's own photo is viewpoint 1. */
  number: number;
  /** The pool drawn in this photo too: the same style, shape and features. */
  plan: PreviewPlan | null;
  onChange: (draft: ViewpointDraft) => void;
  onRemove: () => void;
}) {
  const choice = usePhotoChoice();
  const headingId = useId();
  const { source, corners, problem } = choice;
  // Told only when the photo or placement changes (the parent's callback is new every render).
  const report = useRef(onChange);
  report.current = onChange;
  const sourceKey = source ? JSON.stringify(source) : '';
  useEffect(() => {
    const input = source && corners && !('imageId' in source) && !problem ? { source, corners } : null;
    report.current({ input, problem: source ? problem : 'Choose a photo for this viewpoint.' });
  }, [sourceKey, corners, problem]);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex items-center justify-between gap-3">
        <h3 id={headingId} className="font-semibold text-slate-900">
          Viewpoint {number}
        </h3>
        <button type="button" className={secondaryButton} onClick={onRemove}>
          Remove viewpoint {number}
        </button>
      </div>
      <div className="mt-3 grid gap-4">
        {!choice.photo && (
          <PhotoPicker choice={choice} uploadLabel={`Upload a photo for viewpoint ${number}`} />
        )}
        <PhotoPlacement
          choice={choice}
          plan={plan}
          {...(plan ? { describe: (at: Corners) => describePreview(plan, at, null) } : {})}
        />
      </div>
    </section>
  );
}

export function ViewpointsStep({
  onChange,
  plan = null,
}: {
  onChange: (drafts: ViewpointDraft[]) => void;
  /** The pool the design's options make, drawn into every viewpoint's photo. */
  plan?: PreviewPlan | null;
}) {
  // Stable keys, so removing one viewpoint keeps the others' photos.
  const [keys, setKeys] = useState<number[]>([]);
  const [drafts, setDrafts] = useState<Record<number, ViewpointDraft>>({});
  const [next, setNext] = useState(1);

  const report = useRef(onChange);
  report.current = onChange;
  useEffect(() => {
    report.current(
      keys.map((key) => drafts[key] ?? { input: null, problem: 'Choose a photo for this viewpoint.' }),
    );
  }, [keys, drafts]);

  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-600">
        Add up to {MAX_VIEWPOINTS - 1} more photos of the same yard, taken from other places. Each gets the
        same pool, style and features; mark where the pool goes in each.
      </p>
      {keys.map((key, index) => (
        <ViewpointEditor
          key={key}
          number={index + 2}
          plan={plan}
          onChange={(draft) => setDrafts((current) => ({ ...current, [key]: draft }))}
          onRemove={() => setKeys((current) => current.filter((entry) => entry !== key))}
        />
      ))}
      {keys.length < MAX_VIEWPOINTS - 1 && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => {
            setKeys((current) => [...current, next]);
            setNext(next + 1);
          }}
        >
          Add another viewpoint
        </button>
      )}
    </div>
  );
}
