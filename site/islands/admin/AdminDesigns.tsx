// Every design (/admin/designs, and one user's at /admin/users/{id}/designs): filters in the
// address, a card per design with its owner, status, engine and sharing, and the admin's actions:
// hide a shared design, approve or refuse a gallery submission, render a failed design again.
import { DESIGN_STATUSES, type DesignOptionLabels, POOL_STYLES } from '@poolscape/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { toast } from '../../stores/toasts.ts';
import { secondaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useOptionLabels } from '../designs/design-options.ts';
import { useAdminDesigns } from './admin-api.ts';
import { FilterSelect, useAddressFilters } from './filters.tsx';
import { Pager } from './Pager.tsx';

const filtersWith = (labels: DesignOptionLabels): [string, string, [string, string][]][] => [
  ['style', 'Style', POOL_STYLES.map((style) => [style, labels.style[style]])],
  ['status', 'Status', DESIGN_STATUSES.map((status) => [status, status])],
  [
    'engine',
    'Engine',
    [
      ['builtin', 'Built-in renderer'],
      ['openai', 'OpenAI'],
      ['stability', 'Stability'],
      ['replicate', 'Replicate'],
    ],
  ],
  [
    'visibility',
    'Sharing',
    [
      ['private', 'Private'],
      ['unlisted', 'Unlisted'],
      ['public', 'Public'],
    ],
  ],
  [
    'gallery',
    'Gallery',
    [
      ['submitted', 'Waiting for review'],
      ['approved', 'Approved'],
      ['refused', 'Refused'],
    ],
  ],
];

export function AdminDesigns({ userId }: { userId?: string }) {
  const labels = useOptionLabels();
  const id = useId();
  const queryClient = useQueryClient();
  const { search, params, set } = useAddressFilters();
  const query = new URLSearchParams(search);
  if (userId) query.set('userId', userId);
  const designs = useAdminDesigns(query.toString() ? `?${query.toString()}` : '');
  const act = useMutation({
    mutationFn: ({ design, action }: { design: string; action: 'hide' | 'approve' | 'refuse' | 'rerun' }) =>
      apiRequest('POST', `/api/admin/designs/${design}/${action}`),
    onSuccess: async (response) => {
      const { message } = (await response.json()) as { message: string };
      toast({ title: message, description: 'The change is in the audit log.' });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'designs'] });
    },
    onError: (error) =>
      toast({ title: 'Not changed', description: errorMessage(error, 'Try again.'), variant: 'destructive' }),
  });
  const data = designs.data;
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{userId ? 'Their designs' : 'All designs'}</h1>
      {userId && (
        <AppLink
          href={`/admin/users/${userId}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Back to the user
        </AppLink>
      )}
      <form
        className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4"
        aria-label="Filter designs"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="col-span-2">
          <label htmlFor={`${id}-q`} className={labelClass}>
            Design name or owner's e-mail
          </label>
          <input
            id={`${id}-q`}
            type="search"
            defaultValue={params.get('q') ?? ''}
            maxLength={100}
            onChange={(event) => set('q', event.target.value.trim())}
            className={`mt-1 ${inputClass}`}
          />
        </div>
        {filtersWith(labels).map(([key, label, options]) => (
          <FilterSelect
            key={key}
            id={id}
            name={key}
            label={label}
            anyLabel="Any"
            options={options}
            params={params}
            set={set}
          />
        ))}
        {(['from', 'to'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className={labelClass}>
              {key === 'from' ? 'Made from' : 'Made until'}
            </label>
            <input
              id={`${id}-${key}`}
              type="date"
              value={params.get(key) ?? ''}
              onChange={(event) => set(key, event.target.value)}
              className={`mt-1 ${inputClass}`}
            />
          </div>
        ))}
      </form>
      {designs.isPending && <Spinner label="Loading designs" />}
      {designs.isError && (
        <ErrorText message={errorMessage(designs.error, 'The designs could not be loaded.')} />
      )}
      {data && (
        <>
          <p className="mt-4 text-sm text-slate-600" aria-live="polite">
            {data.total === 1 ? '1 design' : `${data.total.toLocaleString('en-US')} designs`}
          </p>
          <ul className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Designs">
            {data.items.map((design) => (
              <li
                key={design.id}
                className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
                data-testid="admin-design"
              >
                {design.thumbnailUrl ? (
                  <img
                    src={design.thumbnailUrl}
                    alt=""
                    className="aspect-[4/3] w-full object-cover"
                    loading="lazy"
                  />
                ) : (
                  <div className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-sm text-slate-500">
                    No render
                  </div>
                )}
                <div className="grid gap-1 p-3 text-sm">
                  <p className="truncate font-semibold text-slate-900">{design.name}</p>
                  <AppLink
                    href={`/admin/users/${design.owner.id}`}
                    className="truncate text-brand-700 hover:underline"
                  >
                    {design.owner.email}
                  </AppLink>
                  <p className="text-slate-600">
                    {labels.style[design.style]} · {design.status}
                    {design.engine ? ` · ${design.engine}` : ''} · {design.visibility}
                    {design.gallery ? ` · gallery ${design.gallery}` : ''} · {formatDate(design.createdAt)}
                  </p>
                  {design.error && <p className="text-red-700">{design.error}</p>}
                  <div className="mt-2 flex flex-wrap gap-2">
                    {design.visibility !== 'private' && (
                      <a
                        href={`/design/share/${design.id}`}
                        target="_blank"
                        rel="noopener"
                        className={secondaryButton}
                      >
                        View<span className="sr-only"> {design.name} (opens in a new tab)</span>
                      </a>
                    )}
                    {design.gallery === 'submitted' && (
                      <>
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={act.isPending}
                          onClick={() => act.mutate({ design: design.id, action: 'approve' })}
                        >
                          Approve for the gallery<span className="sr-only">: {design.name}</span>
                        </button>
                        <button
                          type="button"
                          className={secondaryButton}
                          disabled={act.isPending}
                          onClick={() => act.mutate({ design: design.id, action: 'refuse' })}
                        >
                          Refuse<span className="sr-only"> {design.name}</span>
                        </button>
                      </>
                    )}
                    {design.visibility !== 'private' && (
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={act.isPending}
                        onClick={() => act.mutate({ design: design.id, action: 'hide' })}
                      >
                        Hide<span className="sr-only"> {design.name}</span>
                      </button>
                    )}
                    {design.status === 'failed' && (
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={act.isPending}
                        onClick={() => act.mutate({ design: design.id, action: 'rerun' })}
                      >
                        Render again<span className="sr-only">: {design.name}</span>
                      </button>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager
            page={data.page}
            pages={Math.max(1, Math.ceil(data.total / data.pageSize))}
            onPage={(next) => set('page', String(next))}
          />
        </>
      )}
    </div>
  );
}
