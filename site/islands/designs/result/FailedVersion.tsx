import { DESIGN_TEXT, type Design, type DesignVersion } from '@poolscape/shared';
import { primaryButton } from '../../../ui/buttons.ts';
import { SubmitError } from '../SubmitFeedback.tsx';
import { useRegenerate } from './use-regenerate.ts';

/** A version whose render failed: why, and Try again (a new version with the same options). */
export function FailedVersion({
  design,
  version,
  onRetried,
}: {
  design: Design;
  version: DesignVersion;
  onRetried: () => void;
}) {
  const retry = useRegenerate(design, onRetried);
  return (
    <section role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 sm:p-6">
      <h2 className="text-lg font-semibold">This render did not work</h2>
      <p className="mt-2 text-sm">{version.error ?? DESIGN_TEXT.renderFailed}</p>
      <div className="mt-4">
        <SubmitError error={retry.error} fallback="We could not start the render again. Try again." />
      </div>
      <button
        type="button"
        className={`${primaryButton} mt-4`}
        aria-disabled={retry.isPending || undefined}
        onClick={() => {
          if (!retry.isPending) retry.mutate({ options: version.options, corners: version.corners });
        }}
      >
        {retry.isPending ? 'Starting...' : 'Try again'}
      </button>
    </section>
  );
}
