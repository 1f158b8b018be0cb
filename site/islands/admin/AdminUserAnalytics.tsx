// One user's analytics (/admin/users/{id}/analytics): designs made per week over twelve weeks, the
// styles they tried, images and videos used, and when they were last seen.
import { AdminUserAnalyticsSchema, type PoolStyle } from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { formatDate } from '../../ui/format.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';
import { useOptionLabels } from '../designs/design-options.ts';
import { ChartCanvas, type ChartConfig, Table } from './AdminUserStats.tsx';

export function AdminUserAnalytics({ userId }: { userId: string }) {
  const labels = useOptionLabels();
  const analytics = useQuery({
    queryKey: ['admin', 'user-analytics', userId],
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/users/${encodeURIComponent(userId)}/analytics`, {
        schema: AdminUserAnalyticsSchema,
        signal,
      }),
  });
  const data = analytics.data;
  const config = useMemo(
    () =>
      data
        ? ({
            type: 'bar' as const,
            data: {
              labels: data.designsByWeek.map((week) => week.week.slice(5)),
              datasets: [
                {
                  label: 'Designs',
                  data: data.designsByWeek.map((week) => week.designs),
                  backgroundColor: '#0e7490',
                },
              ],
            },
            options: {
              maintainAspectRatio: false,
              scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            },
          } satisfies ChartConfig)
        : null,
    [data],
  );
  const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
  return (
    <div className="grid gap-6">
      <div>
        <AppLink
          href={`/admin/users/${userId}`}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          ← Back to the user
        </AppLink>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">User analytics</h1>
      </div>
      {analytics.isPending && <Spinner label="Loading the analytics" />}
      {analytics.isError && (
        <ErrorText message={errorMessage(analytics.error, 'The analytics could not be loaded.')} />
      )}
      {data && config && (
        <>
          <dl className="grid grid-cols-3 gap-3">
            {[
              ['Images used', data.imagesUsed],
              ['Videos made', data.videos],
              ['Last seen', data.lastSeenAt ? formatDate(data.lastSeenAt) : 'Never'],
            ].map(([label, value]) => (
              <div key={String(label)} className={panel}>
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <section aria-labelledby="weeks" className={panel}>
            <h2 id="weeks" className="font-semibold text-slate-900">
              Designs per week
            </h2>
            <ChartCanvas config={config} label="Designs made per week over the last twelve weeks" />
            <Table
              caption="Designs per week"
              head={['Week of', 'Designs']}
              rows={data.designsByWeek.map((week) => [week.week, week.designs])}
            />
          </section>
          <section aria-labelledby="styles" className={panel}>
            <h2 id="styles" className="font-semibold text-slate-900">
              Styles tried
            </h2>
            {Object.keys(data.styles).length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">No renders yet.</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-4 text-sm">
                {Object.entries(data.styles).map(([style, count]) => (
                  <li key={style}>
                    {labels.style[style as PoolStyle] ?? style}: {count}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
