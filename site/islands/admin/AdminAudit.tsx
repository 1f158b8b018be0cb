// The audit log (/admin/audit, and each user's page): every change an admin or the operator made,
// newest first, with the data before and after.
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useAudit } from './admin-api.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

export function AuditList({ search, compact = false }: { search: string; compact?: boolean }) {
  const [page, setPage] = useState(1);
  const joiner = search ? '&' : '?';
  const log = useAudit(`${search}${page > 1 ? `${joiner}page=${page}` : ''}`);
  if (log.isPending) return <Spinner label="Loading the audit log" />;
  if (log.isError)
    return <ErrorText message={errorMessage(log.error, 'The audit log could not be loaded.')} />;
  const { items, total, pageSize } = log.data;
  if (items.length === 0)
    return <p className="mt-2 text-sm text-slate-600">Nothing has been changed by an admin.</p>;
  return (
    <div className="mt-2">
      <ol className="grid gap-2" aria-label="Audit log">
        {items.map((entry) => (
          <li
            key={entry.id}
            className="rounded-lg border border-slate-200 p-3 text-sm"
            data-testid="audit-entry"
          >
            <p>
              <span className="font-semibold text-slate-900">{entry.action}</span>
              {!compact && (
                <span className="text-slate-600">
                  {' '}
                  on {entry.targetType} {entry.targetId}
                </span>
              )}
            </p>
            <p className="text-slate-600">
              {entry.actor} · {when(entry.at)}
            </p>
            <p className="mt-1 break-all font-mono text-xs text-slate-700">
              {shown(entry.before)} → {shown(entry.after)}
            </p>
          </li>
        ))}
      </ol>
      {total > pageSize && (
        <div className="mt-3 flex items-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={page * pageSize >= total}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </div>
      )}
    </div>
  );
}

export function AdminAudit() {
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Audit log</h1>
      <p className="mt-1 text-slate-600">
        Every change made in the admin area or by the operator, newest first. Nothing here can be edited.
      </p>
      <AuditList search="" />
    </div>
  );
}
