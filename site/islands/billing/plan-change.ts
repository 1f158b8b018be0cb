// What choosing a plan does for this user (start a subscription at Checkout, switch the one they
// have, nothing), what changes against their plan, and which plans lift a limit they hit.
import { type BillingSummary, PAID_PLANS, type PaidPlanKey, PLAN_RANK } from '@poolscape/shared';
import type { OfferPlan } from './billing-api.ts';

/**
 * What a plan's button does:
 * - `checkout`: no subscription yet, so Stripe Checkout starts one;
 * - `change`: the subscription moves to it, `up` at once or `down` at renewal;
 * - `current`: it is the plan they are on; `scheduled`: a downgrade to it is already booked;
 * - `keep`: it is the plan they are on and a downgrade is booked: choosing it again cancels that;
 * - `unavailable`: nobody can pay here (no Stripe keys), or an Alpha account, which has it all.
 */
export type PlanChoice =
  | { kind: 'checkout' }
  | { kind: 'change'; direction: 'up' | 'down' }
  | { kind: 'current' }
  | { kind: 'keep' }
  | { kind: 'scheduled' }
  | { kind: 'unavailable' };

export function planChoice(summary: BillingSummary, target: PaidPlanKey): PlanChoice {
  const { subscription } = summary;
  if (subscription) {
    if (target === subscription.plan)
      return subscription.scheduledPlan && summary.configured ? { kind: 'keep' } : { kind: 'current' };
    if (target === subscription.scheduledPlan) return { kind: 'scheduled' };
  } else if (target === summary.plan) {
    // A plan an operator set without Stripe: it is theirs already.
    return { kind: 'current' };
  } else if (PLAN_RANK[summary.plan] > PLAN_RANK[target]) {
    // A higher plan set by an operator (or Alpha) already includes it: nothing to buy.
    return { kind: 'unavailable' };
  }
  if (!summary.configured || summary.plan === 'alpha') return { kind: 'unavailable' };
  if (!subscription) return { kind: 'checkout' };
  return { kind: 'change', direction: PLAN_RANK[target] > PLAN_RANK[subscription.plan] ? 'up' : 'down' };
}

function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

/**
 * What moving from `current` to `target` changes, one line each for images and videos:
 * "100 → 500 images a month"; from the Free trial, "10 trial images → 100 images a month".
 * Empty when the current plan is unknown (an Alpha account) or the same, and for the Free trial,
 * which nobody moves to from a plan (a paid plan ends by cancelling it).
 */
export function planChangeLines(current: OfferPlan | undefined, target: OfferPlan): string[] {
  if (!current || current.key === target.key || target.key === 'free') return [];
  const lines: string[] = [];
  const allowances = [
    ['image', current.imagesPerPeriod, target.imagesPerPeriod],
    ['video', current.videosPerPeriod, target.videosPerPeriod],
  ] as const;
  for (const [noun, from, to] of allowances) {
    if (from === to) continue;
    if (current.key === 'free') lines.push(`${count(from, `trial ${noun}`)} → ${count(to, noun)} a month`);
    else lines.push(`${from} → ${count(to, noun)} a month`);
  }
  return lines;
}

/** The words of a downgrade, which waits for the renewal: "Premium stays until Dec 1, 2026, then Pro." */
export function downgradeText(currentName: string, targetName: string, date: string): string {
  return `${currentName} stays until ${date}, then ${targetName}.`;
}

/** The words of keeping the plan instead of a booked downgrade. */
export function keepText(currentName: string, scheduledName: string): string {
  return `You stay on ${currentName} after your plan renews, and the switch to ${scheduledName} is cancelled.`;
}

/** The words of an upgrade of a subscription, which applies at once. */
export function upgradeText(target: OfferPlan): string {
  return `${target.name} starts now, with ${count(target.imagesPerPeriod, 'image')} a month. The card on file pays for the change.`;
}

/** A limit of the plan a user can hit: its images, or a feature only some plans include. */
export type PlanLimit = 'images' | 'videos' | 'customPrompt' | 'highResolution' | 'advanced';

/** The lowest paid plan that includes each feature (images: any plan above the current one). */
const FEATURE_FLOOR: Record<PlanLimit, PaidPlanKey> = {
  images: 'pro',
  videos: 'pro',
  customPrompt: 'pro',
  highResolution: 'pro',
  advanced: 'premium',
};

/** The paid plans above `current` that lift `limit`, low to high. */
export function plansThatLift(
  limit: PlanLimit,
  current: BillingSummary['plan'],
  plans: readonly OfferPlan[],
): OfferPlan[] {
  const floor = PLAN_RANK[FEATURE_FLOOR[limit]];
  const rankOf = (plan: OfferPlan): number => PLAN_RANK[plan.key];
  return plans
    .filter((plan) => isPaidPlan(plan.key) && rankOf(plan) > PLAN_RANK[current] && rankOf(plan) >= floor)
    .sort((a, b) => rankOf(a) - rankOf(b));
}

/** Whether `key` names a paid plan. */
export function isPaidPlan(key: string): key is PaidPlanKey {
  return (PAID_PLANS as readonly string[]).includes(key);
}
