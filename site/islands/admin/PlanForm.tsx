// A user's plan set by an admin (on /admin/users/{id}): the plan, why, and its last day or none
// (the day after it, the account is back on Free). A Stripe subscriber's plan is Stripe's: the form
// says so, and offers only Alpha.
import {
  type AdminUserDetail,
  SUBSCRIPTION_TIER_LABELS,
  SUBSCRIPTION_TIERS,
  type SubscriptionTier,
} from '@poolscape/shared';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { toast } from '../../stores/toasts.ts';
import { primaryButton } from '../../ui/buttons.ts';
import { inputClass, labelClass } from '../../ui/fields.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { setUserPlan } from './admin-api.ts';
import { ReasonField } from './ReasonField.tsx';

/** The first day `until` may be: tomorrow, in UTC as the server counts. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

export function PlanForm({
  user,
  onDone,
}: {
  user: AdminUserDetail;
  onDone: (next: AdminUserDetail) => void;
}) {
  const id = useId();
  // A Stripe subscriber's plan is Stripe's: only Alpha can be set over it.
  const [plan, setPlan] = useState<SubscriptionTier>(user.stripe ? 'alpha' : user.plan);
  const [until, setUntil] = useState('');
  const [reason, setReason] = useState('');
  const plans = user.stripe ? (['alpha'] as const) : SUBSCRIPTION_TIERS;
  const valid = reason.trim().length > 0 && (until === '' || until >= tomorrow());
  const change = useMutation({
    mutationFn: () => setUserPlan(user.id, { plan, reason: reason.trim(), until: until || null }),
    onSuccess: (next) => {
      onDone(next);
      toast({
        title: 'Plan changed',
        description: `${next.email} is on ${SUBSCRIPTION_TIER_LABELS[next.plan]}${
          next.planUntil ? ` until ${formatDate(next.planUntil)}` : ''
        }.`,
      });
      setReason('');
      setUntil('');
    },
  });
  return (
    <form
      className="grid gap-3"
      aria-label="Change the plan"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) change.mutate();
      }}
    >
      <p className="text-sm text-slate-700" data-testid="admin-plan">
        {SUBSCRIPTION_TIER_LABELS[user.plan]}
        {user.planUntil ? `, until ${formatDate(user.planUntil)} (then Free trial)` : ''}
        {user.stripe ? `, paid through Stripe (${user.stripe.status})` : ''}.
      </p>
      {user.stripe && (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          This user pays for{' '}
          {SUBSCRIPTION_TIER_LABELS[user.stripe.plan as SubscriptionTier] ?? user.stripe.plan} through Stripe,
          so the plan is Stripe’s: change it in Stripe, or they can in Billing. Only Alpha can be set here.
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-plan`} className={labelClass}>
            Plan
          </label>
          <select
            id={`${id}-plan`}
            value={plan}
            onChange={(event) => setPlan(event.target.value as SubscriptionTier)}
            className={`mt-1 ${inputClass}`}
          >
            {plans.map((option) => (
              <option key={option} value={option}>
                {SUBSCRIPTION_TIER_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-until`} className={labelClass}>
            Last day (optional)
          </label>
          <input
            id={`${id}-until`}
            type="date"
            min={tomorrow()}
            value={until}
            onChange={(event) => setUntil(event.target.value)}
            aria-describedby={`${id}-until-hint`}
            className={`mt-1 ${inputClass}`}
          />
        </div>
      </div>
      <p id={`${id}-until-hint`} className="text-sm text-slate-600">
        Without a last day the plan stays until it is changed again; with one, the account is back on the Free
        trial the day after.
      </p>
      <ReasonField
        id={`${id}-reason`}
        label="Reason for the plan change"
        value={reason}
        onChange={setReason}
      />
      {change.isError && <ErrorText message={errorMessage(change.error, 'The plan was not changed.')} />}
      <div>
        <button type="submit" className={primaryButton} disabled={!valid || change.isPending}>
          {change.isPending ? 'Saving…' : 'Change plan'}
        </button>
      </div>
    </form>
  );
}
