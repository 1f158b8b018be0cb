// The admin dashboard (/admin): the business over the last day, 7 or 30 days, each figure linking
// to where it is dealt with.
import { AdminOverviewSchema, OVERVIEW_WINDOWS } from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { ErrorText, Spinner } from '../../ui/states.tsx';

const WINDOW_LABELS: Record<(typeof OVERVIEW_WINDOWS)[number], string> = {
  '1': 'Today',
  '7': '7 days',
  '30': '30 days',
};
const money = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

function Figure({ label, value, href }: { label: string; value: string | number; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-slate-600">{label}</span>
      <span className="mt-1 block text-2xl font-bold text-slate-900">{value}</span>
    </>
  );
  const box = 'block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm';
  return href ? (
    <AppLink href={href} className={`${box} hover:border-brand-500`}>
      {body}
    </AppLink>
  ) : (
    <div className={box}>{body}</div>
  );
}

export function AdminHome() {
  const [days, setDays] = useState<(typeof OVERVIEW_WINDOWS)[number]>('7');
  const figures = useQuery({
    queryKey: ['admin', 'overview', days],
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/overview?days=${days}`, { schema: AdminOverviewSchema, signal }),
  });
  const data = figures.data;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">Admin dashboard</h1>
        <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1">
          <legend className="sr-only">Period</legend>
          {OVERVIEW_WINDOWS.map((window) => (
            <label
              key={window}
              className={`cursor-pointer rounded-md px-3 py-1.5 text-sm font-semibold ${days === window ? 'bg-brand-600 text-white' : 'text-slate-700'}`}
            >
              <input
                type="radio"
                name="admin-window"
                value={window}
                checked={days === window}
                onChange={() => setDays(window)}
                className="sr-only"
              />
              {WINDOW_LABELS[window]}
            </label>
          ))}
        </fieldset>
      </div>
      {figures.isPending && <Spinner label="Loading the figures" />}
      {figures.isError && (
        <ErrorText message={errorMessage(figures.error, 'The figures could not be loaded.')} />
      )}
      {data && (
        <div className="mt-6 grid gap-6">
          <section aria-label="People" className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Sign-ups" value={data.signUps} href="/admin/users?sort=newest" />
            <Figure label="Active users" value={data.activeUsers} href="/admin/users" />
            <Figure label="Open tickets" value={data.openTickets} href="/admin/support?status=open" />
            <Figure label="Gallery submissions waiting" value={data.galleryWaiting} />
          </section>
          <section aria-label="Designs" className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Designs made" value={data.designs} />
            <Figure label="Videos made" value={data.videos} />
            <Figure label="Failed renders" value={data.failedRenders} />
            <Figure label="Failed videos" value={data.failedVideos} />
          </section>
          <section aria-label="Revenue" className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Paying subscriptions" value={data.subscriptions} />
            <Figure label="Monthly revenue (list prices)" value={money(data.monthlyRevenue)} />
            <Figure label="Image packs sold" value={data.packsSold} />
            <Figure label="Pack revenue (list prices)" value={money(data.packRevenue)} />
          </section>
          <section
            aria-labelledby="plan-mix"
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <h2 id="plan-mix" className="font-semibold text-slate-900">
              Accounts by plan
            </h2>
            <ul className="mt-2 flex flex-wrap gap-4 text-sm">
              {Object.entries(data.plans).map(([plan, count]) => (
                <li key={plan}>
                  <AppLink href={`/admin/users?plan=${plan}`} className="text-brand-700 hover:underline">
                    {plan}: {count}
                  </AppLink>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
    </div>
  );
}
