// Orphaned designs (/admin/orphaned-designs): the dry run first (files no design, upload or ticket
// refers to, with their sizes; designs whose owner is gone; jobs stuck for more than an hour), then
// the clean-up, which says what it freed.
import { OrphansCleanedSchema, OrphansSchema } from '@poolscape/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { ConfirmDialog } from '../../ui/dialogs.tsx';
import { ErrorText, Spinner } from '../../ui/states.tsx';

const KEY = ['admin', 'orphans'] as const;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

export function AdminOrphans() {
  const queryClient = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const dry = useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => apiRequest('GET', '/api/admin/orphans', { schema: OrphansSchema, signal }),
  });
  const clean = useMutation({
    mutationFn: () => apiRequest('POST', '/api/admin/orphans/clean', { schema: OrphansCleanedSchema }),
    onSuccess: () => {
      setConfirm(false);
      void queryClient.invalidateQueries({ queryKey: KEY });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
    },
  });
  const data = dry.data;
  const nothing =
    data && data.files.length === 0 && data.ownerless.length === 0 && data.stuckJobs.length === 0;
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Orphaned designs</h1>
        <p className="mt-1 max-w-3xl text-slate-600">
          What deleted designs left behind, and jobs that never finished. This is a dry run: nothing is
          removed until you choose Clean up. Files younger than an hour are left alone.
        </p>
      </div>
      {clean.data && (
        <p className="rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-emerald-900" role="status">
          Cleaned up: {clean.data.files} {clean.data.files === 1 ? 'file' : 'files'} (
          {formatBytes(clean.data.bytes)} freed), {clean.data.designs} ownerless{' '}
          {clean.data.designs === 1 ? 'design' : 'designs'}, {clean.data.jobs} stuck{' '}
          {clean.data.jobs === 1 ? 'job' : 'jobs'} stopped and refunded.
        </p>
      )}
      {clean.isError && (
        <ErrorText message={errorMessage(clean.error, 'The clean-up did not finish. Try again.')} />
      )}
      {dry.isPending && <Spinner label="Looking for orphans" />}
      {dry.isError && <ErrorText message={errorMessage(dry.error, 'The dry run failed. Try again.')} />}
      {data && (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-slate-800" data-testid="orphans-summary">
              {nothing
                ? 'Nothing to clean up.'
                : `${data.files.length} ${data.files.length === 1 ? 'file' : 'files'} (${formatBytes(data.bytes)}), ${data.ownerless.length} ownerless ${data.ownerless.length === 1 ? 'design' : 'designs'}, ${data.stuckJobs.length} stuck ${data.stuckJobs.length === 1 ? 'job' : 'jobs'}.`}
            </p>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => void dry.refetch()}
              disabled={dry.isFetching}
            >
              {dry.isFetching ? 'Checking…' : 'Check again'}
            </button>
            {!nothing && (
              <button type="button" className={secondaryButton} onClick={() => setConfirm(true)}>
                Clean up
              </button>
            )}
          </div>
          {data.files.length > 0 && (
            <section
              aria-label="Files"
              className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <table className="w-full text-left text-sm">
                <thead className="bg-slate-50 text-slate-600">
                  <tr>
                    <th className="px-3 py-2 font-semibold">File</th>
                    <th className="px-3 py-2 font-semibold">Size</th>
                    <th className="px-3 py-2 font-semibold">Why</th>
                  </tr>
                </thead>
                <tbody>
                  {data.files.map((file) => (
                    <tr key={file.key} className="border-t border-slate-100">
                      <td className="break-all px-3 py-2 font-mono text-xs">{file.key}</td>
                      <td className="px-3 py-2">{formatBytes(file.size)}</td>
                      <td className="px-3 py-2">{file.why}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
          {data.stuckJobs.length > 0 && (
            <section aria-label="Stuck jobs">
              <h2 className="font-semibold text-slate-900">Stuck jobs</h2>
              <ul className="mt-2 grid gap-1 text-sm">
                {data.stuckJobs.map((job) => (
                  <li key={job.id}>
                    {job.kind === 'render' ? `Render of version ${job.version}` : 'Video'} of design{' '}
                    {job.designId}: {job.status} since {new Date(job.since).toLocaleString('en-US')}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <ConfirmDialog
        open={confirm}
        title="Clean up now?"
        message="The files listed are deleted for good, ownerless designs are removed, and stuck jobs are stopped and refunded."
        confirmLabel="Clean up"
        pending={clean.isPending}
        onConfirm={() => clean.mutate()}
        onCancel={() => setConfirm(false)}
      />
    </div>
  );
}
