// Plan limits and credits: which period a user is in, how many images they used in it (counted
// from the credit ledger, ledger.ts), and whether a request for more fits. Free is a 7-day trial
// from sign-up; Pro and Premium renew monthly from `plan_started_at`; alpha users get Premium's
// limits.
import { type Credits, PLANS, type PlanKey } from '@poolscape/shared';
import { imagesGranted, imagesUsed, type Queryable } from './ledger.ts';

export type Plan = Credits['plan'];

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = 7;

/** What a plan allows (alpha counts as Premium). */
export interface PlanLimits {
  imagesPerPeriod: number;
  customPrompt: boolean;
  highResolution: boolean;
  /** The Advanced area: extra viewpoints, aspect crops and modeling styles. */
  advanced: boolean;
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
    advanced: key === 'premium',
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

/** The user's plan and the dates its periods count from; `lock` holds the row until the transaction ends. */
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
    advanced: limits.advanced,
  };
}

/**
 * Why more images do not fit in the plan: the Free trial's days are over, or the period's images
 * are used up (on the trial, or on a monthly plan).
 */
export type QuotaShortfall = 'trial-ended' | 'trial-used-up' | 'month-used-up';

/** Why `images` more do not fit in the user's plan right now, or null when they do. */
export async function quotaShortfall(
  db: Queryable,
  userId: string,
  holder: PlanHolder,
  images: number,
  now: Date,
): Promise<QuotaShortfall | null> {
  const limits = limitsOf(holder.subscription_tier);
  const period = currentPeriod(holder, now);
  if (period.ended) return 'trial-ended';
  const used = await imagesUsed(db, userId, period);
  const limit = limits.imagesPerPeriod + (await imagesGranted(db, userId, period));
  if (used + images <= limit) return null;
  return limits.period === 'trial-7-days' ? 'trial-used-up' : 'month-used-up';
}
