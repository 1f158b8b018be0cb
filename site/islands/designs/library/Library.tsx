// The design library (/library): the user's designs, newest first, filtered by name, style and
// date range (kept in the address, so a reload keeps them), a page at a time, with a select mode
// for adding several to a collection or deleting them at once.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { bulkDeleteDesigns, designQueryKeys } from '../../../lib/designs/design-api.ts';
import { useDesignList } from '../../../lib/designs/queries.ts';
import { pageCount } from '../../../lib/paging.ts';
import { AppLink } from '../../../lib/router/AppLink.tsx';
import { setSearch, useSearch } from '../../../lib/router/router.ts';
import { toast } from '../../../stores/toasts.ts';
import { dangerButton, primaryButton, secondaryButton } from '../../../ui/buttons.ts';
import { ConfirmDialog } from '../../../ui/dialogs.tsx';
import { ErrorText, Spinner } from '../../../ui/states.tsx';
import { useDocumentTitle } from '../../../ui/use-document-title.ts';
import { AddToCollectionModal } from '../../collections/AddToCollectionModal.tsx';
import { PublishDialog } from '../../wordpress/PublishDialog.tsx';
import { DesignCard } from './DesignCard.tsx';
import { EmptyLibrary } from './EmptyLibrary.tsx';
import { LibraryFiltersForm } from './LibraryFiltersForm.tsx';
import {
  filtersFromSearch,
  hasFilters,
  LIBRARY_PAGE_SIZE,
  type LibraryFilters,
  listQueryFor,
  NO_FILTERS,
  searchFromFilters,
} from './library-query.ts';

const NOTHING_SELECTED: ReadonlySet<string> = new Set();

export function Library() {
  useDocumentTitle('Your library');
  const search = useSearch();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const list = useDesignList(listQueryFor(filters));
  const [selecting, setSelecting] = useState(false);
  const [publishing, setPublishing] = useState<{ id: string; name: string } | null>(null);
  // A selection belongs to the list it was made on: other filters or another page drop it.
  const [selection, setSelection] = useState<{ search: string; ids: ReadonlySet<string> }>({
    search,
    ids: new Set(),
  });
  const selected = selection.search === search ? selection.ids : NOTHING_SELECTED;
  const setSelected = (ids: ReadonlySet<string>) => setSelection({ search, ids });
  const [confirming, setConfirming] = useState(false);
  const [collecting, setCollecting] = useState(false);
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
                className={secondaryButton}
                disabled={selected.size === 0}
                onClick={() => setCollecting(true)}
              >
                Add to collection ({selected.size})
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
                onPublish={() => setPublishing({ id: item.id, name: item.name })}
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

      {publishing && (
        <PublishDialog
          open
          onClose={() => setPublishing(null)}
          kind="design"
          id={publishing.id}
          name={publishing.name}
        />
      )}
      <AddToCollectionModal
        open={collecting}
        designIds={[...selected]}
        onClose={() => setCollecting(false)}
        onAdded={() => {
          setSelected(new Set());
          setSelecting(false);
        }}
      />
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
