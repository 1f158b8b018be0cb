// The Billing screen's plan: which plan, its status, when it renews or ends (or the trial ends),
// a booked downgrade, the card on file, the images left, and the way to manage it (the Stripe
// Customer Portal) or to upgrade when there is nothing to manage yet.
import type { BillingSummary } from '@poolscape/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client.ts';
import { useCredits } from '../../lib/designs/queries.ts';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { countImages, describeCard, PLAN_LABELS, SUBSCRIPTION_STATUS_LABELS } from './billing-format.ts';
import { NotConfiguredNotice, SkeletonLine } from './billing-ui.tsx';
import { usePortal } from './queries.ts';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{term}</dt>
      <dd className="text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function DateText({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/** "Renews on …", "Ends on …" (cancelled at period end), or the Free trial's end. */
function PeriodLine({ summary }: { summary: BillingSummary }) {
  const { subscription, trialEndsAt } = summary;
  if (subscription) {
    const ends = subscription.cancelAtPeriodEnd || subscription.status === 'canceled';
    return (
      <Row term={ends ? 'Ends on' : 'Renews on'}>
        <DateText iso={subscription.currentPeriodEnd} />
        {ends && ' (cancelled: it does not renew)'}
      </Row>
    );
  }
  if (summary.plan === 'free' && trialEndsAt) {
    const over = new Date(trialEndsAt).getTime() <= Date.now();
    return (
      <Row term={over ? 'Trial ended on' : 'Trial ends on'}>
        <DateText iso={trialEndsAt} />
      </Row>
    );
  }
  return null;
}

function ImagesRows({ packImages }: { packImages: number }) {
  const credits = useCredits();
  const data = credits.data;
  return (
    <>
      <Row term="Images left this period">
        {data
          ? `${Math.max(0, data.imagesLeft - data.packImages)} of ${data.imagesLimit} from your plan`
          : credits.isError
            ? 'Could not be loaded'
            : 'Loading…'}
      </Row>
      <Row term="Pack images">{`${countImages(packImages)} (kept until used)`}</Row>
    </>
  );
}

function Actions({ summary }: { summary: BillingSummary }) {
  const portal = usePortal();
  if (!summary.configured) return <NotConfiguredNotice />;
  // The portal needs a Stripe customer: someone who has paid through Stripe before.
  const { hasCustomer } = summary;
  const canUpgrade = summary.plan !== 'premium' && summary.plan !== 'alpha';
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        {hasCustomer ? (
          <button
            type="button"
            className={primaryButton}
            disabled={portal.leaving}
            onClick={() => portal.mutate()}
          >
            {portal.leaving ? 'Opening billing…' : 'Manage billing'}
          </button>
        ) : (
          canUpgrade && (
            <AppLink href="/upgrade" className={primaryButton}>
              Upgrade
            </AppLink>
          )
        )}
        {hasCustomer && canUpgrade && (
          <AppLink href="/upgrade" className={secondaryButton}>
            Change plan
          </AppLink>
        )}
        <AppLink href="/buy-credits" className={secondaryButton}>
          Buy images
        </AppLink>
      </div>
      {hasCustomer && (
        <p className="text-sm text-slate-600">
          Manage billing opens our payment provider, Stripe, where you can change your card or cancel your
          plan.
        </p>
      )}
      {portal.error && (
        <ErrorText message={errorMessage(portal.error, 'We could not open billing management. Try again.')} />
      )}
    </div>
  );
}

export function BillingOverview({
  summary,
  loading,
  failed,
}: {
  summary: BillingSummary | undefined;
  loading: boolean;
  failed: boolean;
}) {
  return (
    <section
      aria-labelledby="billing-plan"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="billing-plan" className="text-lg font-semibold text-slate-900">
        Your plan
      </h2>
      {loading && (
        <div role="status" className="mt-4 grid gap-3">
          <span className="sr-only">Loading your plan</span>
          <SkeletonLine className="h-5 w-40" />
          <SkeletonLine className="h-4 w-64" />
          <SkeletonLine className="h-4 w-56" />
        </div>
      )}
      {failed && (
        <div className="mt-4">
          <ErrorText message="Your plan could not be loaded. Reload the page to try again." />
        </div>
      )}
      {summary && (
        <>
          <dl className="mt-4 grid gap-3">
            <Row term="Plan">
              <span className="font-semibold">{PLAN_LABELS[summary.plan]}</span>
            </Row>
            {summary.subscription && (
              <Row term="Status">{SUBSCRIPTION_STATUS_LABELS[summary.subscription.status]}</Row>
            )}
            <PeriodLine summary={summary} />
            {summary.subscription?.scheduledPlan && (
              <Row term="Booked change">
                {PLAN_LABELS[summary.subscription.scheduledPlan]} from{' '}
                <DateText iso={summary.subscription.currentPeriodEnd} />
                {' · '}
                <AppLink href="/upgrade" className="font-semibold text-brand-700 underline">
                  Change this
                </AppLink>
              </Row>
            )}
            <Row term="Payment method">
              {summary.paymentMethod ? describeCard(summary.paymentMethod) : 'No card on file'}
            </Row>
            <ImagesRows packImages={summary.packImages} />
          </dl>
          <div className="mt-6">
            <Actions summary={summary} />
          </div>
        </>
      )}
    </section>
  );
}
