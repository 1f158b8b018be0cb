// The pool's size on a design's page: its dimensions, area and volume in the owner's units when a
// reference was marked, or "size unknown" with a way to mark one now on the photo (the latest
// version's placement stays as it is; no new render is needed). The depth can be changed here too.

import { type Design, dimensionsIn, type LengthUnit } from '@poolscape/shared';
import { measuredDimensions } from '@poolscape/shared/measured-dimensions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { setDesignScale } from '../../../lib/designs/design-api.ts';
import { rememberDesign } from '../../../lib/designs/queries.ts';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { ErrorText } from '../../../ui/states.tsx';
import { useCurrentUser } from '../../../ui/use-current-user.ts';
import { polygonPoints } from '../placement.ts';
import { ReferenceLine } from './ReferenceLine.tsx';
import {
  DimensionsLine,
  draftFromScale,
  type ScaleDraft,
  ScaleFields,
  scaleFromDraft,
} from './ScaleFields.tsx';

function Editor({ design, unit, onDone }: { design: Design; unit: LengthUnit; onDone: () => void }) {
  const queryClient = useQueryClient();
  const latest = design.versions[0];
  const [draft, setDraft] = useState<ScaleDraft | null>(() =>
    latest?.scale ? draftFromScale(latest.scale) : null,
  );
  const save = useMutation({
    mutationFn: () => setDesignScale(design.id, scaleFromDraft(draft)),
    onSuccess: (next) => {
      rememberDesign(queryClient, next);
      onDone();
    },
  });
  if (!latest) return null;
  const scale = scaleFromDraft(draft);
  const dimensions = measuredDimensions({ ...latest, scale }, design.photo);
  return (
    <div className="grid gap-3">
      <div
        className="relative w-full touch-pan-y select-none overflow-hidden rounded-xl bg-slate-200"
        style={{ aspectRatio: `${design.photo.width} / ${design.photo.height}` }}
      >
        <img
          src={design.photo.url}
          alt={`The yard of ${design.name}, before the pool`}
          draggable={false}
          className="absolute inset-0 size-full"
        />
        <svg
          className="pointer-events-none absolute inset-0 size-full"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          <polygon
            points={polygonPoints(latest.corners)}
            className="fill-cyan-400/35 stroke-white"
            strokeWidth="2"
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {draft && <ReferenceLine ends={draft} onChange={(ends) => setDraft({ ...draft, ...ends })} />}
      </div>
      <ScaleFields draft={draft} onChange={setDraft} unit={unit} dimensions={dimensions} />
      {save.isError && (
        <ErrorText message={errorMessage(save.error, 'The size could not be saved. Try again.')} />
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
        <button
          type="button"
          className={primaryButton}
          disabled={save.isPending || (draft !== null && scale === null)}
          onClick={() => save.mutate()}
        >
          {save.isPending ? 'Saving...' : 'Save the size'}
        </button>
      </div>
    </div>
  );
}

export function SizePanel({ design }: { design: Design }) {
  const [editing, setEditing] = useState(false);
  const unit = useCurrentUser().user?.units ?? 'ft';
  const latest = design.versions[0];
  if (!latest) return null;
  const dimensions = latest.dimensions ? dimensionsIn(latest.dimensions, unit) : null;
  return (
    <section
      aria-labelledby="size-heading"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="size-heading" className="text-lg font-semibold text-slate-900">
        Size
      </h2>
      {editing ? (
        <Editor design={design} unit={unit} onDone={() => setEditing(false)} />
      ) : (
        <>
          <DimensionsLine dimensions={dimensions} reason={latest.scale ? 'notMeasurable' : 'unknown'} />
          <div>
            <button type="button" className={secondaryButton} onClick={() => setEditing(true)}>
              {latest.scale ? 'Change the reference or depth' : 'Mark a length you know'}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
