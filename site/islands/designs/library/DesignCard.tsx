import type { DesignSummary } from '@poolscape/shared';
import { useId } from 'react';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { formatDate } from '../../../ui/format.ts';
import { StatusBadge } from '../../../ui/StatusBadge.tsx';
import { useOptionLabels } from '../design-options.ts';

/** One design in the library: a link to its result screen, or a checkbox while selecting. */
export function DesignCard({
  design,
  selecting,
  selected,
  onToggle,
  onPublish,
}: {
  design: DesignSummary;
  selecting: boolean;
  selected: boolean;
  onToggle: () => void;
  /** "Publish to WordPress", for a finished design. */
  onPublish: () => void;
}) {
  const checkboxId = useId();
  const nameId = useId();
  const labels = useOptionLabels();
  const picture = design.thumbnailUrl ? (
    <img src={design.thumbnailUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
  ) : (
    <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-500">
      {design.status === 'failed' ? 'No render' : 'Rendering...'}
    </div>
  );
  const details = (
    <div className="p-3">
      <p id={nameId} className="truncate font-semibold text-slate-900">
        {design.name}
      </p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{labels.style[design.style]}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={design.createdAt}>{formatDate(design.createdAt)}</time>
        <StatusBadge status={design.status} />
        {design.videoCount > 0 && (
          <span className="inline-flex rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-800">
            {design.videoCount === 1 ? '1 video' : `${design.videoCount} videos`}
          </span>
        )}
      </p>
    </div>
  );
  return (
    <li
      className={`relative overflow-hidden rounded-2xl border bg-white shadow-sm ${selected ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`}
    >
      {selecting ? (
        <label htmlFor={checkboxId} className="block cursor-pointer">
          <input
            id={checkboxId}
            type="checkbox"
            checked={selected}
            onChange={onToggle}
            className="absolute left-3 top-3 size-6 accent-brand-600"
            aria-label={`Select ${design.name}`}
          />
          {picture}
          {details}
        </label>
      ) : (
        <>
          <AppLink href={`/design/result/${design.id}`} className="block hover:bg-slate-50">
            {picture}
            {details}
          </AppLink>
          {design.status === 'ready' && (
            <div className="border-t border-slate-100 px-3 py-2">
              <button
                type="button"
                onClick={onPublish}
                aria-describedby={nameId}
                className="min-h-11 text-sm font-semibold text-brand-700 hover:underline"
              >
                Publish to WordPress
              </button>
            </div>
          )}
        </>
      )}
    </li>
  );
}
