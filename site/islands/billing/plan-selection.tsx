// Choosing a paid plan, the same on the Upgrade screen and in the subscription modal: without a
// subscription it opens Stripe Checkout; with one it asks first ("Premium stays until …, then
// Pro") and then switches the plan.
import type { BillingSummary, PaidPlanKey } from '@poolscape/shared';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import type { OfferPlan } from './billing-api.ts';
import { PLAN_LABELS } from './billing-format.ts';
import { downgradeText, keepText, planChoice, upgradeText } from './plan-change.ts';
import { useChangePlan, useCheckout } from './queries.ts';

/** A switch of plan waiting for the user's yes. */
export interface PendingChange {
  plan: PaidPlanKey;
  title: string;
  text: string;
  confirmLabel: string;
}

function describeChange(summary: BillingSummary, target: OfferPlan & { key: PaidPlanKey }): PendingChange {
  const choice = planChoice(summary, target.key);
  const current = summary.subscription?.plan ?? summary.plan;
  const scheduled = summary.subscription?.scheduledPlan;
  if (choice.kind === 'keep' && scheduled)
    return {
      plan: target.key,
      title: `Keep ${target.name}?`,
      text: keepText(target.name, PLAN_LABELS[scheduled]),
      confirmLabel: `Keep ${target.name}`,
    };
  const down = choice.kind === 'change' && choice.direction === 'down';
  const ends = summary.subscription ? formatDate(summary.subscription.currentPeriodEnd) : '';
  return {
    plan: target.key,
    title: `Switch to ${target.name}?`,
    text: down ? downgradeText(PLAN_LABELS[current], target.name, ends) : upgradeText(target),
    confirmLabel: down ? `Switch to ${target.name} at renewal` : `Switch to ${target.name} now`,
  };
}

/**
 * What a plan's button does for this account, with the state of the one in progress;
 * `onChanged` after a plan switch went through.
 */
export function usePlanSelection(summary: BillingSummary | undefined, onChanged?: () => void) {
  const checkout = useCheckout();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const change = useChangePlan({
    onDone: () => {
      setPending(null);
      onChanged?.();
    },
  });
  const [chosen, setChosen] = useState<PaidPlanKey | null>(null);

  function choose(plan: OfferPlan & { key: PaidPlanKey }): void {
    if (!summary) return;
    const choice = planChoice(summary, plan.key);
    setChosen(plan.key);
    if (choice.kind === 'checkout') {
      change.reset();
      checkout.mutate({ plan: plan.key });
    } else if (choice.kind === 'change' || choice.kind === 'keep') {
      checkout.reset();
      change.reset();
      setPending(describeChange(summary, plan));
    }
  }

  return {
    choose,
    /** The plan whose Checkout is opening (its button says so). */
    opening: checkout.leaving ? chosen : null,
    /** Why opening Checkout failed, in the API's words. */
    checkoutError: checkout.error
      ? errorMessage(checkout.error, 'We could not open the payment page. Try again.')
      : null,
    pending,
    confirm: () => pending && change.mutate(pending.plan),
    cancel: () => setPending(null),
    switching: change.isPending,
    changeError: change.error
      ? errorMessage(change.error, 'We could not change your plan. Try again.')
      : null,
  };
}

/** "Switch to Pro?" with what happens, the error if it failed, and the two choices. */
export function PlanChangeConfirm({
  pending,
  switching,
  error,
  onConfirm,
  onCancel,
}: {
  pending: PendingChange;
  switching: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-slate-700">{pending.text}</p>
      {error && <ErrorText message={error} />}
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Not now
        </button>
        <button type="button" className={primaryButton} onClick={onConfirm} disabled={switching}>
          {switching ? 'Switching…' : pending.confirmLabel}
        </button>
      </div>
    </div>
  );
}
