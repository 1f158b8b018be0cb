// The design library (/library): the user's designs, newest first, filtered by name, style and
// date range (kept in the address, so a reload keeps them), a page at a time, with a select mode
// for deleting several at once.
import { type DesignSummary, POOL_STYLES, STYLE_LABELS } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { bulkDeleteDesigns, designQueryKeys, errorMessage } from '../../lib/designs/design-api.ts';
import { toast } from '../../stores/toasts.ts';
import { AppLink } from '../app/AppLink.tsx';
import { setSearch, useSearch } from '../app/router.ts';
import { formatDate } from './format.ts';
import {
  filtersFromSearch,
  hasFilters,
  LIBRARY_PAGE_SIZE,
  type LibraryFilters,
  listQueryFor,
  NO_FILTERS,
  pageCount,
  SEARCH_DEBOUNCE_MS,
  searchFromFilters,
  withFilter,
} from './library-query.ts';
import { useDesignList } from './queries.ts';
import {
  ConfirmDialog,
  dangerButton,
  ErrorText,
  inputClass,
  labelClass,
  primaryButton,
  Spinner,
  StatusBadge,
  secondaryButton,
  useDocumentTitle,
} from './ui.tsx';

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

export function Library() {
  useDocumentTitle('Your library');
  const search = useSearch();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const list = useDesignList(listQueryFor(filters));
  const [selecting, setSelecting] = useState(false);
  // A selection belongs to the list it was made on: other filters or another page drop it.
  const [selection, setSelection] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search,
    ids: new Set(),
  });
  const selected = selection.search === search ? selection.ids : NOTHING_SELECTED;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ search, ids });
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();

  const apply = useCallback(
    (next: LibraryFilters, options: { replace?: boolean } = {}) =>
      setSearch(searchFromFilters(next), options),
    [],
  );

  const remove = useMutation({
    mutationFn: (ids: string[]) => bulkDeleteDesigns(ids),
    onSuccess: (deleted) => {
      setConfirming(false);
      setSelected(new Set());
      setSelecting(false);
      void queryClient.invalidateQueries({ queryKey: designQueryKeys.all });
      toast({ title: deleted === 1 ? '1 design deleted' : `${deleted} designs deleted` });
    },
    onError: (error) => {
      setConfirming(false);
      toast({
        title: 'Designs not deleted',
        description: errorMessage(error, 'Try again.'),
        variant: 'destructive',
      });
    },
  });

  const data = list.data;
  const pages = data ? pageCount(data.total, LIBRARY_PAGE_SIZE) : 1;
  // A page past the end (designs were deleted, or an old link): show the last page instead.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && filters.page > pages) {
      setSearch(searchFromFilters({ ...filters, page: pages }), { replace: true });
    }
  }, [data, filters, pages]);

  const filtered = hasFilters(filters);
  const noDesignsAtAll = data && data.total === 0 && !filtered;
  const pageItems = data?.items ?? [];

  function toggle(id: string): void {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelected(next);
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Library</p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">Your designs</h1>
          {data && !noDesignsAtAll && (
            <p className="mt-1 text-sm text-slate-600" aria-live="polite">
              {data.total === 1 ? '1 design' : `${data.total} designs`}
              {filtered ? ' match your filters' : ''}
            </p>
          )}
        </div>
        <AppLink href="/design/create" className={primaryButton}>
          Create design
        </AppLink>
      </div>

      {!noDesignsAtAll && <LibraryFiltersForm filters={filters} onChange={apply} />}

      {!noDesignsAtAll && pageItems.length > 0 && (
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            aria-pressed={selecting}
            onClick={() => {
              setSelecting(!selecting);
              setSelected(new Set());
            }}
          >
            {selecting ? 'Done selecting' : 'Select'}
          </button>
          {selecting && (
            <>
              <button
                type="button"
                className={secondaryButton}
                onClick={() =>
                  setSelected(
                    selected.size === pageItems.length
                      ? new Set()
                      : new Set(pageItems.map((item) => item.id)),
                  )
                }
              >
                {selected.size === pageItems.length ? 'Select none' : 'Select all on this page'}
              </button>
              <button
                type="button"
                className={dangerButton}
                disabled={selected.size === 0}
                onClick={() => setConfirming(true)}
              >
                Delete selected ({selected.size})
              </button>
            </>
          )}
        </div>
      )}

      <div className="mt-6">
        {list.isPending && <Spinner label="Loading your designs" />}
        {list.isError && !data && (
          <ErrorText
            message={errorMessage(list.error, 'Your designs could not be loaded. Reload to try again.')}
          />
        )}
        {noDesignsAtAll && <EmptyLibrary />}
        {data && !noDesignsAtAll && pageItems.length === 0 && data.total === 0 && (
          <div className="rounded-2xl border border-dashed border-slate-300 p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">No designs match these filters</h2>
            <p className="mt-2 text-sm text-slate-600">Try another name, style or dates.</p>
            <button type="button" className={`${secondaryButton} mt-4`} onClick={() => apply(NO_FILTERS)}>
              Clear filters
            </button>
          </div>
        )}
        {pageItems.length > 0 && (
          <ul className="grid grid-cols-1 gap-4 min-[520px]:grid-cols-2 lg:grid-cols-3" aria-label="Designs">
            {pageItems.map((item) => (
              <DesignCard
                key={item.id}
                design={item}
                selecting={selecting}
                selected={selected.has(item.id)}
                onToggle={() => toggle(item.id)}
              />
            ))}
          </ul>
        )}
      </div>

      {data && pages > 1 && (
        <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={filters.page <= 1}
            onClick={() => apply({ ...filters, page: filters.page - 1 }, { replace: false })}
          >
            Previous page
          </button>
          <span className="text-sm text-slate-700" aria-current="page">
            Page {Math.min(filters.page, pages)} of {pages}
          </span>
          <button
            type="button"
            className={secondaryButton}
            disabled={filters.page >= pages}
            onClick={() => apply({ ...filters, page: filters.page + 1 }, { replace: false })}
          >
            Next page
          </button>
        </nav>
      )}

      <ConfirmDialog
        open={confirming}
        title={selected.size === 1 ? 'Delete 1 design?' : `Delete ${selected.size} designs?`}
        message="The selected designs and all their versions will be deleted. This cannot be undone."
        confirmLabel={selected.size === 1 ? 'Delete 1 design' : `Delete ${selected.size} designs`}
        pending={remove.isPending}
        onConfirm={() => remove.mutate([...selected])}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}

function LibraryFiltersForm({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (filters: LibraryFilters, options?: { replace?: boolean }) => void;
}) {
  const id = useId();
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
        className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
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
            {POOL_STYLES.map((style) => (
              <option key={style} value={style}>
                {STYLE_LABELS[style]}
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

function DesignCard({
  design,
  selecting,
  selected,
  onToggle,
}: {
  design: DesignSummary;
  selecting: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const checkboxId = useId();
  const picture = design.thumbnailUrl ? (
    <img src={design.thumbnailUrl} alt="" className="aspect-[4/3] w-full object-cover" loading="lazy" />
  ) : (
    <div className="flex aspect-[4/3] w-full items-center justify-center bg-slate-100 text-sm text-slate-500">
      {design.status === 'failed' ? 'No render' : 'Rendering...'}
    </div>
  );
  const details = (
    <div className="p-3">
      <p className="truncate font-semibold text-slate-900">{design.name}</p>
      <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span>{STYLE_LABELS[design.style]}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={design.createdAt}>{formatDate(design.createdAt)}</time>
        <StatusBadge status={design.status} />
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
        <AppLink href={`/design/result/${design.id}`} className="block hover:bg-slate-50">
          {picture}
          {details}
        </AppLink>
      )}
    </li>
  );
}

function EmptyLibrary() {
  return (
    <section
      className="rounded-2xl border border-dashed border-slate-300 p-8 text-center"
      aria-labelledby="empty-library"
    >
      <h2 id="empty-library" className="text-xl font-semibold text-slate-900">
        Your library is empty
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-600">
        Every design you create is kept here. Upload a photo of a backyard (or use a sample), drag the pool’s
        corners into place, pick a style and see it rendered in under a minute.
      </p>
      <AppLink href="/design/create" className={`${primaryButton} mt-5`}>
        Create your first design
      </AppLink>
    </section>
  );
}
