// Plan limits and credits: which period a user is in, how many images they used in it (counted
// from the credit ledger, ledger.ts), and whether a request for more fits. Free is a 7-day trial
// from sign-up; Pro and Premium renew monthly from their Stripe subscription's period (or, for a
// plan an operator set, from `plan_started_at`); alpha users get Premium's limits. Images bought
// in packs are used once the period's allowance is, and kept until used.
import { type Credits, PLANS, type PlanKey } from '@poolscape/shared';
import { imagesGranted, imagesUsed, packBalance, type Queryable, videosUsed } from './ledger.ts';

export type Plan = Credits['plan'];

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_DAYS = 7;

/** What a plan allows (alpha counts as Premium). */
export interface PlanLimits {
  imagesPerPeriod: number;
  videosPerPeriod: number;
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
    videosPerPeriod: definition.videosPerPeriod,
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
  /** The end of the live Stripe subscription's period (which starts at `plan_started_at`). */
  period_end?: Date | null;
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
  // Stripe's own period while it lasts (it keeps the anchor day: 31 Jan, 28 Feb, 31 Mar); counted
  // on monthly from its end should a renewal not have reached us yet.
  if (holder.period_end && now.getTime() >= holder.plan_started_at.getTime() && now < holder.period_end)
    return { start: holder.plan_started_at, end: holder.period_end, ended: false };
  const anchor = holder.period_end && now >= holder.period_end ? holder.period_end : holder.plan_started_at;
  // Each period is computed from the anchor (not from the previous one) so short months never drift.
  let months = Math.max(
    0,
    (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth(),
  );
  while (months > 0 && addMonths(anchor, months).getTime() > now.getTime()) months -= 1;
  while (addMonths(anchor, months + 1).getTime() <= now.getTime()) months += 1;
  return { start: addMonths(anchor, months), end: addMonths(anchor, months + 1), ended: false };
}

/**
 * The user's plan and the date its periods count from (their live subscription's period start,
 * when Stripe bills them); `lock` holds the user's row until the transaction ends.
 */
export async function loadPlanHolder(
  db: Queryable,
  userId: string,
  lock = false,
): Promise<PlanHolder | null> {
  const result = await db.query<PlanHolder>(
    `select u.subscription_tier, u.created_at,
            coalesce(s.current_period_start, u.plan_started_at) as plan_started_at,
            s.current_period_end as period_end
       from app.users u
       left join lateral (
         select current_period_start, current_period_end from app.subscriptions
          where user_id = u.id and plan = u.subscription_tier
            and status in ('active', 'trialing', 'past_due')
          order by current_period_start desc limit 1) s on true
      where u.id = $1${lock ? ' for update of u' : ''}`,
    [userId],
  );
  return result.rows[0] ?? null;
}

/** What is left for a user now: of the period's plan allowance, and in packs. */
interface Allowance {
  period: Period;
  /** The plan's images plus support's grants for the period. */
  limit: number;
  /** Of `limit`, used. */
  used: number;
  /** Left of the allowance (0 once the trial ended). */
  planLeft: number;
  packLeft: number;
}

async function allowanceOf(db: Queryable, userId: string, holder: PlanHolder, now: Date): Promise<Allowance> {
  const limits = limitsOf(holder.subscription_tier);
  const period = currentPeriod(holder, now);
  // One after another: `db` may be a single client in a transaction.
  const used = await imagesUsed(db, userId, period);
  const granted = await imagesGranted(db, userId, period);
  const packLeft = await packBalance(db, userId);
  const limit = limits.imagesPerPeriod + granted;
  const planLeft = period.ended ? 0 : Math.max(0, limit - used);
  return { period, limit, used, planLeft, packLeft: Math.max(0, packLeft) };
}

/** `GET /api/credits`: the plan, its period and what is left of it. */
export async function getCredits(db: Queryable, userId: string, now = new Date()): Promise<Credits | null> {
  const holder = await loadPlanHolder(db, userId);
  if (!holder) return null;
  const limits = limitsOf(holder.subscription_tier);
  const allowance = await allowanceOf(db, userId, holder, now);
  const videos = await videoAllowanceOf(db, userId, holder, now);
  return {
    plan: holder.subscription_tier,
    periodStart: allowance.period.start.toISOString(),
    periodEnd: allowance.period.end.toISOString(),
    imagesUsed: allowance.used,
    imagesLimit: allowance.limit,
    imagesLeft: allowance.planLeft + allowance.packLeft,
    customPrompt: limits.customPrompt,
    highResolution: limits.highResolution,
    advanced: limits.advanced,
    packImages: allowance.packLeft,
    videosUsed: videos.used,
    videosLimit: videos.limit,
    videosLeft: videos.left,
  };
}

/** The period's videos: the plan's, those used (less refunds), and those left (none once the trial ended). */
async function videoAllowanceOf(
  db: Queryable,
  userId: string,
  holder: PlanHolder,
  now: Date,
): Promise<{ period: Period; limit: number; used: number; left: number }> {
  const period = currentPeriod(holder, now);
  const limit = limitsOf(holder.subscription_tier).videosPerPeriod;
  const used = await videosUsed(db, userId, period);
  return { period, limit, used, left: period.ended ? 0 : Math.max(0, limit - used) };
}

/** Whether `videos` more fit in the plan now, or why not (videos come from the plan only, never packs). */
export async function videoShortfall(
  db: Queryable,
  userId: string,
  holder: PlanHolder,
  videos: number,
  now: Date,
): Promise<QuotaShortfall | null> {
  const allowance = await videoAllowanceOf(db, userId, holder, now);
  if (videos <= allowance.left) return null;
  if (allowance.period.ended) return 'trial-ended';
  return limitsOf(holder.subscription_tier).period === 'trial-7-days' ? 'trial-used-up' : 'month-used-up';
}

/**
 * Why more images do not fit in the plan: the Free trial's days are over, or the period's images
 * are used up (on the trial, or on a monthly plan), and the packs do not hold enough.
 */
export type QuotaShortfall = 'trial-ended' | 'trial-used-up' | 'month-used-up';

/**
 * Whether `images` more fit now, and how many of them would come from packs (those beyond what is
 * left of the period's allowance).
 */
export async function planCharge(
  db: Queryable,
  userId: string,
  holder: PlanHolder,
  images: number,
  now: Date,
): Promise<{ shortfall: QuotaShortfall | null; fromPack: number }> {
  const allowance = await allowanceOf(db, userId, holder, now);
  const fromPack = Math.max(0, images - allowance.planLeft);
  if (fromPack <= allowance.packLeft) return { shortfall: null, fromPack };
  if (allowance.period.ended) return { shortfall: 'trial-ended', fromPack };
  const trial = limitsOf(holder.subscription_tier).period === 'trial-7-days';
  return { shortfall: trial ? 'trial-used-up' : 'month-used-up', fromPack };
}
