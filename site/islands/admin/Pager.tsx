import { secondaryButton } from '../../ui/buttons.ts';

/** Previous and next page of a list, with where the list is; nothing when it fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center gap-3">
      <button type="button" className={secondaryButton} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous page
      </button>
      <span className="text-sm text-slate-700">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={secondaryButton}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next page
      </button>
    </nav>
  );
}
