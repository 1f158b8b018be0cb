// The owner's leads (/leads): quote requests from their shared designs, collections and
// presentations, newest first, filtered by status (kept in the address), a page at a time, each
// with its follow-up; an empty state that says how leads arrive; and the CSV export.
import { LEAD_STATUS_LABELS, LEAD_STATUSES, LEAD_TEXT, type LeadStatus } from '@poolscape/shared';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { setSearch, useSearch } from '../../lib/router/router.ts';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { LeadCard } from './LeadCard.tsx';
import { downloadLeadsCsv, useLeads } from './leads-api.ts';

function filtersOf(search: string): { status: LeadStatus | null; page: number } {
  const params = new URLSearchParams(search);
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: LEAD_STATUSES.includes(status as LeadStatus) ? (status as LeadStatus) : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function searchOf(status: LeadStatus | null, page: number): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (page > 1) params.set('page', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function Leads() {
  useDocumentTitle('Leads');
  const id = useId();
  const { status, page } = filtersOf(useSearch());
  const leads = useLeads(status, page);
  const [exporting, setExporting] = useState(false);
  const data = leads.data;
  const all = data ? Object.values(data.counts).reduce((sum, count) => sum + count, 0) : 0;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadLeadsCsv(status);
    } catch {
      toast({
        title: 'No export',
        description: 'The CSV could not be downloaded. Try again.',
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Leads</h1>
          <p className="mt-1 text-slate-600">
            Quote requests from your shared designs, collections and presentations, newest first.
          </p>
        </div>
        <button
          type="button"
          className={secondaryButton}
          disabled={exporting || all === 0}
          onClick={() => void exportCsv()}
        >
          {exporting ? 'Exporting…' : 'Export CSV'}
        </button>
      </div>

      <div className="mt-6 max-w-xs">
        <label htmlFor={`${id}-status`} className={labelClass}>
          Show
        </label>
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) => setSearch(searchOf((event.target.value || null) as LeadStatus | null, 1))}
          className={`mt-1 ${inputClass}`}
        >
          <option value="">Every lead{data ? ` (${all})` : ''}</option>
          {LEAD_STATUSES.map((option) => (
            <option key={option} value={option}>
              {LEAD_STATUS_LABELS[option]}
              {data ? ` (${data.counts[option]})` : ''}
            </option>
          ))}
        </select>
      </div>

      <div className="mt-6">
        {leads.isPending ? (
          <Spinner label="Loading your leads" />
        ) : leads.isError ? (
          <ErrorText
            message={errorMessage(leads.error, 'Your leads could not be loaded. Reload the page.')}
          />
        ) : data && data.items.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">
              {all === 0 ? 'No leads yet' : 'No leads with this status'}
            </h2>
            <p className="mx-auto mt-2 max-w-lg text-sm text-slate-600">
              {all === 0
                ? `Where you share a design, a collection or a presentation, tick “${LEAD_TEXT.switchLabel}”. Visitors' requests arrive here and by e-mail.`
                : 'Choose another status to see the others.'}
            </p>
          </div>
        ) : (
          <ol className="grid gap-4" aria-label="Leads">
            {data?.items.map((lead) => (
              <li key={lead.id}>
                <LeadCard lead={lead} />
              </li>
            ))}
          </ol>
        )}
      </div>

      {pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={page <= 1}
            onClick={() => setSearch(searchOf(status, page - 1), { replace: false })}
          >
            Newer
          </button>
          <p className="text-sm text-slate-600">
            Page {page} of {pages}
          </p>
          <button
            type="button"
            className={secondaryButton}
            disabled={page >= pages}
            onClick={() => setSearch(searchOf(status, page + 1), { replace: false })}
          >
            Older
          </button>
        </nav>
      )}
    </div>
  );
}
