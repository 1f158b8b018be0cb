// Plan limits and the credit ledger: which period a user is in, how many images they used in it
// (counted from the append-only `app.credit_ledger`), and whether a request for more fits.
// Free is a 7-day trial from sign-up; Pro and Premium renew monthly from `plan_started_at`;
// alpha users get Premium's limits.
import { type Credits, DESIGN_TEXT, PLANS, type PlanKey } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';

type Queryable = Pool | PoolClient;

export type Plan = Credits['plan'];

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = 7;

/** What a plan allows (alpha counts as Premium). */
export interface PlanLimits {
  imagesPerPeriod: number;
  customPrompt: boolean;
  highResolution: boolean;
  period: 'trial-7-days' | 'month';
}

export function limitsOf(plan: Plan): PlanLimits {
  const key: PlanKey = plan === 'alpha' ? 'premium' : plan;
  const definition = PLANS.find((entry) => entry.key === key);
  if (!definition) throw new Error(`unknown plan ${plan}`);
  return {
    imagesPerPeriod: definition.imagesPerPeriod,
    customPrompt: key !== 'free',
    highResolution: key !== 'free',
    period: definition.period,
  };
}

/** The subscriber's side of the users row the limits depend on. */
export interface PlanHolder {
  subscription_tier: Plan;
  created_at: Date;
  plan_started_at: Date;
}

export interface Period {
  start: Date;
  end: Date;
  /** The Free trial is over: no more images until the user upgrades. */
  ended: boolean;
}

/** `anchor` plus `months` calendar months, the day clamped to the month's length (31 Jan + 1 = 28/29 Feb). */
export function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(anchor.getUTCDate(), lastDay),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The period `now` falls in for this user. */
export function currentPeriod(holder: PlanHolder, now: Date): Period {
  const limits = limitsOf(holder.subscription_tier);
  if (limits.period === 'trial-7-days') {
    const start = holder.created_at;
    const end = new Date(start.getTime() + TRIAL_DAYS * DAY_MS);
    return { start, end, ended: now.getTime() >= end.getTime() };
  }
  const anchor = holder.plan_started_at;
  // Each period is computed from the anchor (not from the previous one) so short months never drift.
  let months = Math.max(
    0,
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth(),
  );
  while (months > 0 && addMonths(anchor, months).getTime() > now.getTime()) months -= 1;
  while (addMonths(anchor, months + 1).getTime() <= now.getTime()) months += 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1), ended: false };
}

/** Images used in a period: debits made in it, less their refunds (whenever those came). */
export async function imagesUsed(db: Queryable, userId: string, period: Period): Promise<number> {
  const result = await db.query<{ used: number }>(
    `select (coalesce(sum(-d.delta), 0) - coalesce(sum(r.delta), 0))::int as used
       from app.credit_ledger d
       left join app.credit_ledger r
         on r.kind = 'refund' and r.design_id = d.design_id and r.version = d.version
      where d.user_id = $1 and d.kind = 'debit' and d.created_at >= $2 and d.created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.used ?? 0;
}

/** Extra images granted for a period (support gestures, promotions). */
async function imagesGranted(db: Queryable, userId: string, period: Period): Promise<number> {
  const result = await db.query<{ granted: number }>(
    `select coalesce(sum(delta), 0)::int as granted from app.credit_ledger
      where user_id = $1 and kind = 'grant' and created_at >= $2 and created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.granted ?? 0;
}

export async function loadPlanHolder(
  db: Queryable,
  userId: string,
  lock = false,
): Promise<PlanHolder | null> {
  const result = await db.query<PlanHolder>(
    `select subscription_tier, created_at, plan_started_at from app.users where id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  return result.rows[0] ?? null;
}

/** `GET /api/credits`: the plan, its period and what is left of it. */
export async function getCredits(db: Queryable, userId: string, now = new Date()): Promise<Credits | null> {
  const holder = await loadPlanHolder(db, userId);
  if (!holder) return null;
  const limits = limitsOf(holder.subscription_tier);
  const period = currentPeriod(holder, now);
  const used = await imagesUsed(db, userId, period);
  const limit = limits.imagesPerPeriod + (await imagesGranted(db, userId, period));
  return {
    plan: holder.subscription_tier,
    periodStart: period.start.toISOString(),
    periodEnd: period.end.toISOString(),
    imagesUsed: used,
    imagesLimit: limit,
    imagesLeft: period.ended ? 0 : Math.max(0, limit - used),
    customPrompt: limits.customPrompt,
    highResolution: limits.highResolution,
  };
}

/** Why `images` more do not fit in the user's plan right now, or null when they do. */
export async function quotaProblem(
  db: Queryable,
  userId: string,
  holder: PlanHolder,
  images: number,
  now: Date,
): Promise<string | null> {
  const limits = limitsOf(holder.subscription_tier);
  const period = currentPeriod(holder, now);
  if (period.ended) return DESIGN_TEXT.trialEnded;
  const used = await imagesUsed(db, userId, period);
  const limit = limits.imagesPerPeriod + (await imagesGranted(db, userId, period));
  if (used + images <= limit) return null;
  return limits.period === 'trial-7-days' ? DESIGN_TEXT.quotaExceededFree : DESIGN_TEXT.quotaExceededPaid;
}

/** Charges a version's images. Unique per design version: a second debit fails. */
export async function debitImages(
  db: Queryable,
  entry: { userId: string; designId: string; version: number; images: number },
): Promise<void> {
  await db.query(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, version) values ($1, $2, 'debit', $3, $4)`,
    [entry.userId, -entry.images, entry.designId, entry.version],
  );
}

/**
 * Gives back what a version was charged, at most once (the ledger's unique index makes a second
 * refund a no-op). Returns the images refunded (0 when already refunded or never charged).
 */
export async function refundImages(db: Queryable, designId: string, version: number): Promise<number> {
  const result = await db.query<{ delta: number }>(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, version)
     select user_id, -delta, 'refund', design_id, version from app.credit_ledger
      where kind = 'debit' and design_id = $1 and version = $2
     on conflict (design_id, version, kind) where kind <> 'grant' do nothing
     returning delta`,
    [designId, version],
  );
  return result.rows[0]?.delta ?? 0;
}
