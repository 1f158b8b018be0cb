// The library's filters: name (searched after a pause in typing), style (every style, in the
// design options' order and words: older designs may have one switched off now), a date range and
// designs with videos. The address holds them; this form only edits them.
import { DEFAULT_DESIGN_OPTIONS } from '@poolscape/shared';
import { useEffect, useId, useState } from 'react';
import { secondaryButton } from '../../../ui/buttons.ts';
import { inputClass, labelClass } from '../../../ui/fields.ts';
import { useDesignOptions } from '../design-options.ts';
import {
  hasFilters,
  type LibraryFilters,
  NO_FILTERS,
  SEARCH_DEBOUNCE_MS,
  withFilter,
} from './library-query.ts';

export function LibraryFiltersForm({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters, options?: { replace?: boolean }) => void;
}) {
  const id = useId();
  const styles = (useDesignOptions().data ?? DEFAULT_DESIGN_OPTIONS).styles;
  const [text, setText] = useState(filters.q);
  // The address changed from elsewhere (back button, Clear filters): the field follows it.
  useEffect(() => setText(filters.q), [filters.q]);
  // Typing waits for a pause before it searches.
  useEffect(() => {
    if (text.trim() === filters.q) return;
    const timer = window.setTimeout(
      () => onChange(withFilter(filters, { q: text.trim() })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <search className="mt-6 block">
      <form
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onChange(withFilter(filters, { q: text.trim() }));
        }}
      >
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Search by name
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={120}
            onChange={(event) => setText(event.target.value)}
            placeholder="For example: Smith"
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-style`} className={labelClass}>
            Style
          </label>
          <select
            id={`${id}-style`}
            value={filters.style}
            onChange={(event) =>
              onChange(withFilter(filters, { style: event.target.value as LibraryFilters['style'] }))
            }
            className={`mt-1 ${inputClass}`}
          >
            <option value="">All styles</option>
            {styles.map((style) => (
              <option key={style.key} value={style.key}>
                {style.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={labelClass}>
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(event) => onChange(withFilter(filters, { from: event.target.value }))}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={labelClass}>
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(event) => onChange(withFilter(filters, { to: event.target.value }))}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            checked={filters.videos}
            onChange={(event) => onChange(withFilter(filters, { videos: event.target.checked }))}
            className="size-5 accent-brand-600"
          />
          With videos
        </label>
        <button
          type="button"
          className={secondaryButton}
          disabled={!hasFilters(filters)}
          onClick={() => {
            setText('');
            onChange(NO_FILTERS);
          }}
        >
          Clear filters
        </button>
      </form>
    </search>
  );
}
