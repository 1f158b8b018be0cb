// The Upgrade screen (/upgrade): the plans on sale as the CMS describes them, the user's plan
// marked, what each other plan would change, and its button: Stripe Checkout without a
// subscription, a plan switch with one (a downgrade waits for the renewal and asks first).
// Cancelling is in the Customer Portal (Manage billing), not here.
import { BILLING_TEXT, type BillingSummary, formatPrice, type PaidPlanKey } from '@poolscape/shared';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { useSearch } from '../../lib/router/router.ts';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import type { OfferPlan } from './billing-api.ts';
import { noticeFromSearch } from './billing-notice.ts';
import { BillingLinks, NotConfiguredNotice, ScreenHeading, SkeletonCards } from './billing-ui.tsx';
import { PlanCard } from './PlanCard.tsx';
import { isPaidPlan, planChangeLines, planChoice } from './plan-change.ts';
import { PlanChangeConfirm, usePlanSelection } from './plan-selection.tsx';
import { useBillingSummary, useOffer } from './queries.ts';

type Selection = ReturnType<typeof usePlanSelection>;

function PlanAction({
  plan,
  summary,
  selection,
}: {
  plan: OfferPlan;
  summary: BillingSummary;
  selection: Selection;
}) {
  if (!isPaidPlan(plan.key)) {
    return summary.subscription ? (
      <p className="text-sm text-slate-600">
        To stop paying, cancel your plan in{' '}
        <AppLink href="/billing" className="font-semibold text-brand-700 underline">
          Manage billing
        </AppLink>
        .
      </p>
    ) : null;
  }
  const paid = plan as OfferPlan & { key: PaidPlanKey };
  const choice = planChoice(summary, paid.key);
  if (choice.kind === 'scheduled' && summary.subscription)
    return (
      <p className="text-sm font-medium text-slate-700">
        Starts on {formatDate(summary.subscription.currentPeriodEnd)}, when your plan renews.
      </p>
    );
  if (choice.kind === 'keep')
    return (
      <button type="button" className={`${secondaryButton} w-full`} onClick={() => selection.choose(paid)}>
        Keep {plan.name}
      </button>
    );
  if (choice.kind !== 'checkout' && choice.kind !== 'change') return null;
  const down = choice.kind === 'change' && choice.direction === 'down';
  const opening = selection.opening === paid.key;
  return (
    <button
      type="button"
      className={`${down ? secondaryButton : primaryButton} w-full`}
      disabled={selection.opening !== null}
      onClick={() => selection.choose(paid)}
    >
      {opening
        ? 'Opening secure checkout…'
        : `${down ? 'Switch to' : 'Upgrade to'} ${plan.name} · ${formatPrice(plan.price)}/month`}
    </button>
  );
}

export function Upgrade() {
  useDocumentTitle('Upgrade');
  const offer = useOffer();
  const billing = useBillingSummary();
  const summary = billing.data;
  const selection = usePlanSelection(summary);
  const notice = noticeFromSearch(useSearch());
  const configured = offer.data?.configured !== false && summary?.configured !== false;
  const plans = offer.data?.plans ?? [];
  const currentPlan = plans.find((plan) => plan.key === summary?.plan);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <ScreenHeading eyebrow="Plans" title="Upgrade your plan">
        <p>More images every month, high-resolution downloads, custom prompts and the Advanced studio.</p>
      </ScreenHeading>

      <div className="mt-6 grid gap-4">
        {notice && (notice !== BILLING_TEXT.notConfigured || configured) && <ErrorText message={notice} />}
        {!configured && <NotConfiguredNotice />}
        {summary?.plan === 'alpha' && (
          <p className="rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
            You are on the Alpha plan, which includes everything in Premium. There is nothing to upgrade.
          </p>
        )}
        {billing.isError && !summary && (
          <ErrorText message="We could not check your current plan, so the plans cannot be chosen right now. Reload the page to try again." />
        )}
        {selection.checkoutError && <ErrorText message={selection.checkoutError} />}
      </div>

      <div className="mt-8">
        {offer.isPending && <SkeletonCards count={3} label="Loading the plans" />}
        {offer.isError && (
          <ErrorText message="The plans could not be loaded. Reload the page to try again." />
        )}
        {plans.length > 0 && (
          <ul className="grid gap-6 pt-3 lg:grid-cols-3" aria-label="Plans">
            {plans.map((plan) => (
              <PlanCard
                key={plan.key}
                plan={plan}
                current={summary?.plan === plan.key}
                changes={summary ? planChangeLines(currentPlan, plan) : []}
                action={
                  summary && configured ? (
                    <PlanAction plan={plan} summary={summary} selection={selection} />
                  ) : null
                }
              />
            ))}
          </ul>
        )}
      </div>

      <section aria-labelledby="more-images" className="mt-10 rounded-2xl border border-slate-200 p-6">
        <h2 id="more-images" className="text-lg font-semibold text-slate-900">
          Need a few more images this month?
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Image packs add images on top of your plan. They are used after your plan’s images and kept until
          you use them.
        </p>
        <div className="mt-4">
          <BillingLinks upgrade={false} />
        </div>
      </section>

      <Modal
        open={selection.pending !== null}
        onClose={selection.cancel}
        title={selection.pending?.title ?? 'Switch plan'}
      >
        {selection.pending && (
          <PlanChangeConfirm
            pending={selection.pending}
            switching={selection.switching}
            error={selection.changeError}
            onConfirm={selection.confirm}
            onCancel={selection.cancel}
          />
        )}
      </Modal>
    </div>
  );
}
