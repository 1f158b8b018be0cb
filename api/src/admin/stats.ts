// The user statistics screen's numbers: sign-ups and designs per day, conversion from the trial to
// a paid plan per week of sign-up, and retention: of each week's sign-ups, how many made a design
// in each following week (a design is the activity that matters here; sessions keep no history).
import type { AdminStats, AdminUserAnalytics } from '@poolscape/shared';
import type { Pool } from 'pg';

const RETENTION_WEEKS = 8;

export async function userStats(pool: Pool, days: number): Promise<AdminStats> {
  const daily = (
    await pool.query<{ day: string; sign_ups: number; designs: number }>(
      `select to_char(d.day, 'YYYY-MM-DD') as day,
              (select count(*) from app.users u
                where u.created_at >= d.day and u.created_at < d.day + interval '1 day')::int as sign_ups,
              (select count(*) from app.designs x
                where x.created_at >= d.day and x.created_at < d.day + interval '1 day')::int as designs
         from generate_series(date_trunc('day', now()) - ($1::int - 1) * interval '1 day', date_trunc('day', now()),
                              interval '1 day') as d(day)
        order by d.day`,
      [days],
    )
  ).rows;
  const conversion = (
    await pool.query<{ week: string; sign_ups: number; paid: number }>(
      `select to_char(date_trunc('week', u.created_at), 'YYYY-MM-DD') as week, count(*)::int as sign_ups,
              count(*) filter (where u.subscription_tier in ('pro', 'premium')
                or exists (select 1 from app.subscriptions s where s.user_id = u.id))::int as paid
         from app.users u where u.created_at >= date_trunc('day', now()) - ($1::int - 1) * interval '1 day'
        group by 1 order by 1`,
      [days],
    )
  ).rows;
  const retention = (
    await pool.query<{ week: string; sign_ups: number; active: number[] }>(
      `with cohort as (
         select u.id, date_trunc('week', u.created_at) as week from app.users u
          where u.created_at >= date_trunc('week', now()) - interval '${RETENTION_WEEKS - 1} weeks')
       select to_char(c.week, 'YYYY-MM-DD') as week, count(*)::int as sign_ups,
              array(select (select count(distinct d.user_id) from app.designs d join cohort c2 on c2.id = d.user_id
                             where c2.week = c.week and d.created_at >= c.week + k * interval '1 week'
                               and d.created_at < c.week + (k + 1) * interval '1 week')::int
                      from generate_series(0, (extract(epoch from date_trunc('week', now()) - c.week) / 604800)::int) as k
                     order by k) as active
         from cohort c group by c.week order by c.week`,
    )
  ).rows;
  return {
    daily: daily.map((row) => ({ day: row.day, signUps: row.sign_ups, designs: row.designs })),
    conversion: conversion.map((row) => ({ week: row.week, signUps: row.sign_ups, paid: row.paid })),
    retention: retention.map((row) => ({ week: row.week, signUps: row.sign_ups, active: row.active })),
  };
}

/** One user's use: designs per week (12 weeks), styles tried, images and videos used, last seen. */
export async function userAnalytics(pool: Pool, userId: string): Promise<AdminUserAnalytics> {
  const weeks = (
    await pool.query<{ week: string; designs: number }>(
      `select to_char(w.week, 'YYYY-MM-DD') as week,
              (select count(*) from app.designs d where d.user_id = $1 and d.created_at >= w.week
                  and d.created_at < w.week + interval '1 week')::int as designs
         from generate_series(date_trunc('week', now()) - interval '11 weeks', date_trunc('week', now()),
                              interval '1 week') as w(week)
        order by w.week`,
      [userId],
    )
  ).rows;
  const styles = (
    await pool.query<{ style: string; n: number }>(
      `select v.options->>'style' as style, count(*)::int as n from app.design_versions v
         join app.designs d on d.id = v.design_id where d.user_id = $1 group by 1 order by 2 desc`,
      [userId],
    )
  ).rows;
  const totals = (
    await pool.query<{ images: number; videos: number; last_seen: Date | null }>(
      `select coalesce((select -sum(delta) from app.credit_ledger where user_id = $1 and kind in ('debit', 'refund')), 0)::int as images,
              (select count(*) from app.design_videos where user_id = $1 and status = 'ready')::int as videos,
              (select max(coalesce(last_heartbeat_at, created_at)) from app.sessions where user_id = $1) as last_seen`,
      [userId],
    )
  ).rows[0];
  return {
    designsByWeek: weeks.map((row) => ({ week: row.week, designs: row.designs })),
    styles: Object.fromEntries(styles.map((row) => [row.style, row.n])),
    imagesUsed: totals?.images ?? 0,
    videos: totals?.videos ?? 0,
    lastSeenAt: totals?.last_seen?.toISOString() ?? null,
  };
}
