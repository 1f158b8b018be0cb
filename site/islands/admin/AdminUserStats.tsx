// User statistics (/admin/user-stats): sign-ups and designs per day, conversion from the trial to
// a paid plan per week of sign-up, and weekly retention, drawn with Chart.js, each with its numbers
// as a table too (for screen readers, and for copying into a report).
import { type AdminStats, AdminStatsSchema } from '@poolscape/shared';
import { useQuery } from '@tanstack/react-query';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef, useState } from 'react';
import { apiRequest, errorMessage } from '../../lib/api-client.ts';
import { ErrorText, Spinner } from '../../ui/states.tsx';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const BRAND = '#0e7490';
const SAND = '#f59e0b';

export type ChartConfig = ConstructorParameters<typeof Chart>[1];
type Config = ChartConfig;

/** One chart on a canvas, redrawn when its data changes; the table beside it carries the numbers. */
export function ChartCanvas({ config, label }: { config: Config; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="relative h-64">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}

export function Table({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: (string | number)[][];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-brand-700">Show the numbers</summary>
      <div className="mt-2 max-h-64 overflow-auto">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell) => (
                <th key={cell} className="px-2 py-1 font-semibold text-slate-700">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={String(row[0])} className="border-t border-slate-100">
                {row.map((cell, index) => (
                  <td key={index} className="px-2 py-1">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`);

function charts(stats: AdminStats): { daily: Config; conversion: Config; retention: Config } {
  const axis = { y: { beginAtZero: true, ticks: { precision: 0 } } };
  return {
    daily: {
      type: 'line',
      data: {
        labels: stats.daily.map((day) => day.day.slice(5)),
        datasets: [
          {
            label: 'Sign-ups',
            data: stats.daily.map((day) => day.signUps),
            borderColor: BRAND,
            backgroundColor: BRAND,
          },
          {
            label: 'Designs',
            data: stats.daily.map((day) => day.designs),
            borderColor: SAND,
            backgroundColor: SAND,
          },
        ],
      },
      options: { maintainAspectRatio: false, scales: axis },
    },
    conversion: {
      type: 'bar',
      data: {
        labels: stats.conversion.map((week) => week.week),
        datasets: [
          {
            label: 'Signed up',
            data: stats.conversion.map((week) => week.signUps),
            backgroundColor: '#cbd5e1',
          },
          { label: 'Paid', data: stats.conversion.map((week) => week.paid), backgroundColor: BRAND },
        ],
      },
      options: { maintainAspectRatio: false, scales: axis },
    },
    retention: {
      type: 'line',
      data: {
        labels: Array.from(
          { length: Math.max(0, ...stats.retention.map((cohort) => cohort.active.length)) },
          (_, week) => `Week ${week}`,
        ),
        datasets: stats.retention.map((cohort, index) => ({
          label: `Signed up ${cohort.week}`,
          data: cohort.active.map((active) =>
            cohort.signUps === 0 ? 0 : Math.round((active / cohort.signUps) * 100),
          ),
          borderColor: `hsl(${190 + index * 20} 70% ${30 + index * 5}%)`,
          backgroundColor: `hsl(${190 + index * 20} 70% ${30 + index * 5}%)`,
        })),
      },
      options: {
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, max: 100, ticks: { callback: (value) => `${value}%` } } },
      },
    },
  };
}

export function AdminUserStats() {
  const [days, setDays] = useState<'30' | '90'>('30');
  const stats = useQuery({
    queryKey: ['admin', 'stats', days],
    queryFn: ({ signal }) =>
      apiRequest('GET', `/api/admin/stats?days=${days}`, { schema: AdminStatsSchema, signal }),
  });
  const [drawn, setDrawn] = useState<ReturnType<typeof charts> | null>(null);
  useEffect(() => setDrawn(stats.data ? charts(stats.data) : null), [stats.data]);
  const data = stats.data;
  const panel = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm';
  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-3xl font-bold text-slate-900">User statistics</h1>
        <label className="text-sm font-medium text-slate-800">
          Period{' '}
          <select
            value={days}
            onChange={(event) => setDays(event.target.value as '30' | '90')}
            className="ml-1 rounded-lg border border-slate-300 px-2 py-1"
          >
            <option value="30">Last 30 days</option>
            <option value="90">Last 90 days</option>
          </select>
        </label>
      </div>
      {stats.isPending && <Spinner label="Loading the statistics" />}
      {stats.isError && (
        <ErrorText message={errorMessage(stats.error, 'The statistics could not be loaded.')} />
      )}
      {data && drawn && (
        <>
          <section aria-labelledby="daily" className={panel}>
            <h2 id="daily" className="font-semibold text-slate-900">
              Sign-ups and designs per day
            </h2>
            <ChartCanvas config={drawn.daily} label="Sign-ups and designs per day" />
            <Table
              caption="Sign-ups and designs per day"
              head={['Day', 'Sign-ups', 'Designs']}
              rows={data.daily.map((day) => [day.day, day.signUps, day.designs])}
            />
          </section>
          <section aria-labelledby="conversion" className={panel}>
            <h2 id="conversion" className="font-semibold text-slate-900">
              Trial to paid, by week of sign-up
            </h2>
            <ChartCanvas config={drawn.conversion} label="Sign-ups and paying users by week of sign-up" />
            <Table
              caption="Trial to paid by week of sign-up"
              head={['Week of', 'Signed up', 'Paid', 'Conversion']}
              rows={data.conversion.map((week) => [
                week.week,
                week.signUps,
                week.paid,
                percent(week.paid, week.signUps),
              ])}
            />
          </section>
          <section aria-labelledby="retention" className={panel}>
            <h2 id="retention" className="font-semibold text-slate-900">
              Retention: made a design in each week after signing up
            </h2>
            <ChartCanvas
              config={drawn.retention}
              label="Share of each week's sign-ups who made a design in each following week"
            />
            <Table
              caption="Retention by week of sign-up"
              head={['Week of', 'Signed up', ...Array.from({ length: 8 }, (_, week) => `Week ${week}`)]}
              rows={data.retention.map((cohort) => [
                cohort.week,
                cohort.signUps,
                ...Array.from({ length: 8 }, (_, week) =>
                  week < cohort.active.length ? percent(cohort.active[week] ?? 0, cohort.signUps) : '',
                ),
              ])}
            />
          </section>
        </>
      )}
    </div>
  );
}
