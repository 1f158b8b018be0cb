// "Your data" on /profile/edit: ask for an archive of everything the account has, watch it being
// made, download it (the link is also mailed). The server makes one archive a day; asking again the
// same day shows that one.
import { ACCOUNT_EXPORT_TEXT, type AccountExport, AccountExportStateSchema } from '@poolscape/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { ProgressBar } from '../../ui/ProgressBar.tsx';

const EXPORT_KEY = ['account', 'export'] as const;
const POLL_MS = 1500;
const inProgress = (made: AccountExport | null | undefined) =>
  made?.status === 'queued' || made?.status === 'building';

function megabytes(bytes: number | null): string {
  return bytes === null ? '' : ` (${Math.max(0.1, bytes / 1_000_000).toFixed(1)} MB)`;
}

export function YourDataSection() {
  const queryClient = useQueryClient();
  const state = useQuery({
    queryKey: EXPORT_KEY,
    queryFn: ({ signal }) =>
      apiRequest('GET', '/api/account/export', { schema: AccountExportStateSchema, signal }),
    refetchInterval: (query) => (inProgress(query.state.data?.export) ? POLL_MS : false),
  });
  const ask = useMutation({
    mutationFn: () => apiRequest('POST', '/api/account/export', { schema: AccountExportStateSchema }),
    onSuccess: (data) => queryClient.setQueryData(EXPORT_KEY, data),
  });
  const made = state.data?.export ?? null;
  const askError = ask.error instanceof ApiError ? ask.error.message : ask.error ? 'Please try again.' : null;

  return (
    <section aria-labelledby="your-data-heading" className="mt-12 border-t border-slate-200 pt-10">
      <h2 id="your-data-heading" className="text-2xl font-bold text-slate-900">
        Your data
      </h2>
      <p className="mt-2 text-slate-600">
        Download an archive of everything your account holds: your profile, every design with its photo and
        renders at full size, videos, collections, presentations, leads, support requests and credit history.
        We prepare it in the background and e-mail you a link; it stays available for 7 days.
      </p>
      <div className="mt-6 grid max-w-xl gap-4" aria-live="polite">
        {state.isPending && <p className="text-sm text-slate-600">Loading…</p>}
        {state.isError && (
          <p role="alert" className="text-sm text-red-700">
            Your archives could not be loaded. Please reload the page.
          </p>
        )}
        {inProgress(made) && made && (
          <ProgressBar
            label={made.status === 'queued' ? ACCOUNT_EXPORT_TEXT.queued : 'Preparing your archive'}
            value={made.status === 'queued' ? null : made.progress / 100}
          />
        )}
        {made?.status === 'ready' && made.downloadUrl && (
          <div className="grid gap-3">
            <p className="text-sm text-slate-700">{ACCOUNT_EXPORT_TEXT.ready}</p>
            <a className={`${primaryButton} w-fit`} href={made.downloadUrl} download>
              Download the archive{megabytes(made.sizeBytes)}
            </a>
            {made.expiresAt && (
              <p className="text-sm text-slate-500">Available until {formatDate(made.expiresAt)}.</p>
            )}
          </div>
        )}
        {made?.status === 'failed' && (
          <p role="alert" className="text-sm text-red-700">
            {ACCOUNT_EXPORT_TEXT.failed}
          </p>
        )}
        {made?.status === 'expired' && (
          <p className="text-sm text-slate-600">{ACCOUNT_EXPORT_TEXT.expired}</p>
        )}
        {askError && (
          <p role="alert" className="text-sm text-red-700">
            {askError}
          </p>
        )}
        {!state.isPending && !inProgress(made) && made?.status !== 'ready' && (
          <button
            type="button"
            className={`${made ? secondaryButton : primaryButton} w-fit`}
            disabled={ask.isPending}
            onClick={() => ask.mutate()}
          >
            {ask.isPending ? 'Asking…' : ACCOUNT_EXPORT_TEXT.button}
          </button>
        )}
      </div>
    </section>
  );
}
