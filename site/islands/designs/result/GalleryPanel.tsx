// The public gallery on a design's page: submit a public design to the Poolscape gallery, see
// where the submission stands, withdraw it. A private or unlisted design says what to do first.
import { type Design, DesignSchema } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api-client.ts';
import { rememberDesign } from '../../../lib/designs/queries.ts';
import { secondaryButton } from '../../../ui/buttons.ts';
import { ErrorText } from '../../../ui/states.tsx';

const STATUS_TEXT = {
  submitted: 'Submitted: waiting for our team to review it.',
  approved: 'In the Poolscape gallery.',
  refused: 'Not chosen for the gallery this time. You can submit it again after a change.',
} as const;

export function GalleryPanel({ design }: { design: Design }) {
  const queryClient = useQueryClient();
  const url = `/api/designs/${encodeURIComponent(design.id)}/gallery`;
  const change = useMutation({
    mutationFn: (method: 'POST' | 'DELETE') => apiRequest(method, url, { schema: DesignSchema }),
    onSuccess: (next) => rememberDesign(queryClient, next),
  });
  const rendered = design.versions.some((version) => version.status === 'ready');
  return (
    <section
      aria-labelledby="gallery-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="gallery-heading" className="text-lg font-semibold text-slate-900">
        Public gallery
      </h2>
      {design.gallery ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="gallery-status">
          {STATUS_TEXT[design.gallery]}{' '}
          {design.gallery === 'approved' && (
            <a href="/gallery" className="font-semibold text-brand-700 underline">
              See the gallery
            </a>
          )}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {design.visibility === 'public'
            ? 'Submit it to be shown on the Poolscape gallery, with your name.'
            : 'Make the design public to submit it to the Poolscape gallery.'}
        </p>
      )}
      {change.isError && (
        <div className="mt-3">
          <ErrorText message={errorMessage(change.error, 'That did not work. Try again.')} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {(design.gallery === null || design.gallery === 'refused') && (
          <button
            type="button"
            className={secondaryButton}
            disabled={design.visibility !== 'public' || !rendered || change.isPending}
            onClick={() => change.mutate('POST')}
          >
            Submit to the gallery
          </button>
        )}
        {(design.gallery === 'submitted' || design.gallery === 'approved') && (
          <button
            type="button"
            className={secondaryButton}
            disabled={change.isPending}
            onClick={() => change.mutate('DELETE')}
          >
            {design.gallery === 'approved' ? 'Take it out of the gallery' : 'Withdraw'}
          </button>
        )}
      </div>
    </section>
  );
}
