// One plan on the Upgrade screen: its name, price, badge, summary, allowance and features, the
// "Current plan" mark, what would change against the plan the user is on, and its action.
import { formatPrice } from '@poolscape/shared';
import { type ReactNode, useId } from 'react';
import type { OfferPlan } from './billing-api.ts';
import { OfferCard } from './billing-ui.tsx';

function allowance(plan: OfferPlan): string {
  return plan.key === 'free'
    ? `${plan.imagesPerPeriod} images in the 7-day trial`
    : `${plan.imagesPerPeriod} images a month`;
}

export function PlanCard({
  plan,
  current,
  changes,
  action,
}: {
  plan: OfferPlan;
  current: boolean;
  /** What changes against the current plan ("100 → 500 images a month"); empty for none. */
  changes: string[];
  action: ReactNode;
}) {
  const nameId = useId();
  return (
    <OfferCard badge={plan.badge} highlighted={current} labelledBy={nameId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={nameId} className="text-lg font-semibold text-slate-900">
          {plan.name}
        </h2>
        {current && (
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
            Current plan
          </span>
        )}
      </div>
      <p className="mt-3 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{formatPrice(plan.price)}</span>
        <span className="text-sm font-medium text-slate-600">/month</span>
      </p>
      <p className="mt-2 text-sm leading-6 text-slate-600">{plan.summary}</p>
      <p className="mt-3 text-sm font-semibold text-slate-900">{allowance(plan)}</p>
      {changes.length > 0 && (
        <div className="mt-3 rounded-lg bg-sand-50 p-3 text-sm text-slate-800">
          <p className="font-semibold">Compared with your plan</p>
          <ul className="mt-1 grid gap-0.5">
            {changes.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      <ul className="mt-4 grid gap-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <svg
              className="mt-0.5 size-4 flex-none text-brand-600"
              viewBox="0 0 20 20"
              fill="currentColor"
              aria-hidden="true"
            >
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
            {feature}
          </li>
        ))}
      </ul>
      {action && <div className="mt-auto pt-6">{action}</div>}
    </OfferCard>
  );
}
