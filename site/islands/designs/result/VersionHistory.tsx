import type { Design, DesignVersion } from '@poolscape/shared';
import { primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { describeOptions, formatDate } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useOptionLabels } from '../design-options.ts';

/** Every version of the design, newest first, each viewable; the one on screen reads "Viewing". */
export function VersionHistory({
  design,
  viewed,
  onView,
}: {
  design: Design;
  viewed: DesignVersion;
  onView: (number: number) => void;
}) {
  const labels = useOptionLabels();
  return (
    <section
      aria-labelledby="history-heading"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="history-heading" className="text-lg font-semibold text-slate-900">
        Version history
      </h2>
      <ol className="mt-3 divide-y divide-slate-100">
        {design.versions.map((version) => {
          const current = version.number === viewed.number;
          return (
            <li key={version.number} className="flex flex-wrap items-center gap-3 py-3">
              {version.images[0] ? (
                <img
                  src={version.images[0].thumbnailUrl}
                  alt=""
                  className="h-12 w-16 rounded object-cover"
                  loading="lazy"
                />
              ) : (
                <span className="h-12 w-16 rounded bg-slate-100" aria-hidden="true" />
              )}
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                  Version {version.number} <StatusBadge status={version.status} />
                </p>
                <p className="text-xs text-slate-600">
                  {describeOptions(version.options, 1 + design.viewpoints.length, labels)} ·{' '}
                  {formatDate(version.createdAt)}
                </p>
              </div>
              <button
                type="button"
                className={current ? `${primaryButton}` : secondaryButton}
                aria-current={current ? 'true' : undefined}
                onClick={() => onView(version.number)}
              >
                {current ? 'Viewing' : 'View'}
                <span className="sr-only"> version {version.number}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
