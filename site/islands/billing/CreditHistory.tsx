// The Billing screen's credit history: every change to the user's images, newest first, a page
// of 25 at a time: when, what happened, and how many images it added or used.
import { LEDGER_TEXT, type LedgerEntry } from '@poolscape/shared';
import { useState } from 'react';
import { pageCount } from '../../lib/paging.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { secondaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { describeImageChange } from './billing-format.ts';
import { SkeletonLine } from './billing-ui.tsx';
import { useLedgerPage } from './queries.ts';

/** The entry's own words, or the kind's when the API sent none. */
function whatHappened(entry: LedgerEntry): string {
  if (entry.description) return entry.description;
  const text = LEDGER_TEXT[entry.kind];
  return typeof text === 'function' ? text(Math.abs(entry.images)) : text;
}

function EntryRow({ entry }: { entry: LedgerEntry }) {
  const change = describeImageChange(entry.images, entry.kind);
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div className="min-w-0">
        <p className="text-sm text-slate-900">{whatHappened(entry)}</p>
        <p className="mt-0.5 text-xs text-slate-600">
          <time dateTime={entry.at}>{formatDate(entry.at)}</time>
          {entry.designId && (
            <>
              {' · '}
              <AppLink
                href={`/design/result/${encodeURIComponent(entry.designId)}`}
                className="text-brand-700 underline"
              >
                See the design
              </AppLink>
            </>
          )}
        </p>
      </div>
      <p
        className={`shrink-0 text-sm font-semibold tabular-nums ${entry.images >= 0 ? 'text-emerald-800' : 'text-slate-800'}`}
      >
        <span aria-hidden="true">{change.shown}</span>
        <span className="sr-only">{change.spoken}</span>
      </p>
    </li>
  );
}

export function CreditHistory() {
  const [page, setPage] = useState(1);
  const ledger = useLedgerPage(page);
  const data = ledger.data;
  const pages = data ? pageCount(data.total, data.pageSize) : 1;
  return (
    <section
      aria-labelledby="billing-credits"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="billing-credits" className="text-lg font-semibold text-slate-900">
        Image history
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Images your designs used, and images added by packs or support.
      </p>
      {ledger.isPending && (
        <div role="status" className="mt-4 grid gap-3">
          <span className="sr-only">Loading your image history</span>
          <SkeletonLine />
          <SkeletonLine />
          <SkeletonLine />
        </div>
      )}
      {ledger.isError && !data && (
        <div className="mt-4">
          <ErrorText message="Your image history could not be loaded. Reload the page to try again." />
        </div>
      )}
      {data && data.total === 0 && <p className="mt-3 text-sm text-slate-600">No credit activity yet.</p>}
      {data && data.items.length > 0 && (
        <ol
          className="mt-2 divide-y divide-slate-200"
          aria-label="Image history"
          aria-busy={ledger.isPlaceholderData}
        >
          {data.items.map((entry) => (
            <EntryRow key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      {data && pages > 1 && (
        <nav
          aria-label="Image history pages"
          className="mt-4 flex flex-wrap items-center justify-center gap-3"
        >
          <button
            type="button"
            className={secondaryButton}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <span className="text-sm text-slate-700" aria-live="polite">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <button
            type="button"
            className={secondaryButton}
            disabled={page >= pages || ledger.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </nav>
      )}
    </section>
  );
}
