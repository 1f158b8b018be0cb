// The admin dashboard's figures for the last day, 7 or 30 days: sign-ups, active users (a session
// used), designs and videos made, what failed, what waits for support and the gallery's review,
// the plan mix, and revenue at list prices (subscriptions now, packs sold in the window).
import { type AdminOverview, CREDIT_PACKS, PLANS } from '@poolscape/shared';
import type { Pool } from 'pg';

export async function overview(pool: Pool, days: number): Promise<AdminOverview> {
  const since = `${days} days`;
  const row = (
    await pool.query<Record<string, number>>(
      `select
         (select count(*) from app.users where created_at > now() - $1::interval)::int as sign_ups,
         (select count(distinct user_id) from app.sessions
           where coalesce(last_heartbeat_at, created_at) > now() - $1::interval)::int as active_users,
         (select count(*) from app.designs where created_at > now() - $1::interval)::int as designs,
         (select count(*) from app.design_videos where status = 'ready' and created_at > now() - $1::interval)::int as videos,
         (select count(*) from app.design_versions where status = 'failed' and created_at > now() - $1::interval)::int
           as failed_renders,
         (select count(*) from app.design_videos where status = 'failed' and created_at > now() - $1::interval)::int
           as failed_videos,
         (select count(*) from app.support_tickets where status = 'open')::int as open_tickets,
         (select count(*) from app.designs where gallery_status = 'submitted')::int as gallery_waiting`,
      [since],
    )
  ).rows[0] as Record<string, number>;
  const plans = Object.fromEntries(
    (
      await pool.query<{ plan: string; n: number }>(
        'select subscription_tier as plan, count(*)::int as n from app.users group by 1',
      )
    ).rows.map((entry) => [entry.plan, entry.n]),
  );
  const subscriptions = (
    await pool.query<{ plan: string; n: number }>(
      `select plan, count(*)::int as n from app.subscriptions
        where status in ('active', 'trialing', 'past_due') group by 1`,
    )
  ).rows;
  const packs = (
    await pool.query<{ delta: number; n: number }>(
      `select delta, count(*)::int as n from app.credit_ledger
        where kind = 'purchase' and created_at > now() - $1::interval group by 1`,
      [since],
    )
  ).rows;
  const priceOf = (plan: string) => PLANS.find((entry) => entry.key === plan)?.price ?? 0;
  const packPrice = (images: number) => CREDIT_PACKS.find((pack) => pack.images === images)?.price ?? 0;
  return {
    days,
    signUps: row.sign_ups ?? 0,
    activeUsers: row.active_users ?? 0,
    designs: row.designs ?? 0,
    videos: row.videos ?? 0,
    failedRenders: row.failed_renders ?? 0,
    failedVideos: row.failed_videos ?? 0,
    openTickets: row.open_tickets ?? 0,
    galleryWaiting: row.gallery_waiting ?? 0,
    plans,
    subscriptions: subscriptions.reduce((sum, entry) => sum + entry.n, 0),
    monthlyRevenue:
      Math.round(subscriptions.reduce((sum, entry) => sum + entry.n * priceOf(entry.plan), 0) * 100) / 100,
    packsSold: packs.reduce((sum, entry) => sum + entry.n, 0),
    packRevenue: packs.reduce((sum, entry) => sum + entry.n * packPrice(entry.delta), 0),
  };
}
