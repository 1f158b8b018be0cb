// The subscription modal: opened where a plan's limit stops the user (out of images, a custom
// prompt, a full-resolution download, the Advanced studio). It says what the limit is, shows the
// plans that lift it with their price and upgrades in place (Checkout, or a plan switch for a
// subscriber), and for images offers an image pack. A dialog on the native <dialog> (see Modal):
// focus stays inside, Escape closes, the title labels it.
import { formatPrice, type PaidPlanKey } from '@poolscape/shared';
import { AppLink } from '../../lib/router/AppLink.tsx';
import { primaryButton, secondaryButton } from '../../ui/buttons.ts';
import { Modal } from '../../ui/dialogs.tsx';
import { ErrorText } from '../../ui/states.tsx';
import type { OfferPlan } from './billing-api.ts';
import { NotConfiguredNotice, SkeletonLine } from './billing-ui.tsx';
import { isPaidPlan, planChoice, plansThatLift } from './plan-change.ts';
import { PLAN_LIMIT_TEXT, type PlanLimit } from './plan-limit.ts';
import { PlanChangeConfirm, usePlanSelection } from './plan-selection.tsx';
import { useBillingSummary, useOffer } from './queries.ts';

type Selection = ReturnType<typeof usePlanSelection>;

function LiftingPlan({
  plan,
  selection,
  canChoose,
}: {
  plan: OfferPlan & { key: PaidPlanKey };
  selection: Selection;
  canChoose: boolean;
}) {
  const opening = selection.opening === plan.key;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-4">
      <div>
        <p className="font-semibold text-slate-900">
          {plan.name} · {formatPrice(plan.price)}/month
        </p>
        <p className="text-sm text-slate-600">
          {plan.imagesPerPeriod} images and {plan.videosPerPeriod} videos a month
        </p>
      </div>
      {canChoose ? (
        <button
          type="button"
          className={primaryButton}
          disabled={selection.opening !== null}
          onClick={() => selection.choose(plan)}
        >
          {opening ? 'Opening secure checkout…' : `Upgrade to ${plan.name}`}
        </button>
      ) : (
        <AppLink href="/upgrade" className={secondaryButton}>
          See {plan.name}
        </AppLink>
      )}
    </li>
  );
}

function ModalBody({ limit, onChanged }: { limit: PlanLimit; onChanged: () => void }) {
  const offer = useOffer();
  const billing = useBillingSummary();
  const summary = billing.data;
  const selection = usePlanSelection(summary, onChanged);

  if (selection.pending)
    return (
      <PlanChangeConfirm
        pending={selection.pending}
        switching={selection.switching}
        error={selection.changeError}
        onConfirm={selection.confirm}
        onCancel={selection.cancel}
      />
    );
  if (offer.isPending || (billing.isPending && !billing.isError))
    return (
      <div role="status" className="grid gap-2">
        <span className="sr-only">Loading the plans</span>
        <SkeletonLine className="h-16 w-full" />
        <SkeletonLine className="h-16 w-full" />
      </div>
    );
  const configured = offer.data?.configured !== false && summary?.configured !== false;
  if (!configured) return <NotConfiguredNotice />;
  const plans = offer.data
    ? plansThatLift(limit, summary?.plan ?? 'free', offer.data.plans).filter(
        (plan): plan is OfferPlan & { key: PaidPlanKey } => isPaidPlan(plan.key),
      )
    : [];
  return (
    <div className="grid gap-3">
      {offer.isError && <ErrorText message="The plans could not be loaded. See them on the Upgrade page." />}
      {plans.length > 0 && (
        <ul className="grid gap-3" aria-label="Plans that include it">
          {plans.map((plan) => {
            const kind = summary ? planChoice(summary, plan.key).kind : 'unavailable';
            return (
              <LiftingPlan
                key={plan.key}
                plan={plan}
                selection={selection}
                canChoose={kind === 'checkout' || kind === 'change'}
              />
            );
          })}
        </ul>
      )}
      {offer.data && plans.length === 0 && (
        <p className="text-sm text-slate-700">
          {limit === 'images'
            ? 'You are on our biggest plan. An image pack adds images right away.'
            : 'You are on our biggest plan.'}
        </p>
      )}
      {selection.checkoutError && <ErrorText message={selection.checkoutError} />}
    </div>
  );
}

export function SubscriptionModal({
  open,
  onClose,
  limit,
  message,
}: {
  open: boolean;
  onClose: () => void;
  limit: PlanLimit;
  /** What the API said about the limit; the limit's own words otherwise. */
  message?: string;
}) {
  const text = PLAN_LIMIT_TEXT[limit];
  return (
    <Modal open={open} onClose={onClose} title={text.title}>
      <p className="text-sm text-slate-700">{message ?? text.message}</p>
      <div className="mt-4">{open && <ModalBody limit={limit} onChanged={onClose} />}</div>
      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <AppLink href="/upgrade" className="text-sm font-semibold text-brand-700 underline" onClick={onClose}>
          Compare all plans
        </AppLink>
        {limit === 'images' && (
          <AppLink href="/buy-credits" className={secondaryButton} onClick={onClose}>
            Buy images
          </AppLink>
        )}
      </div>
    </Modal>
  );
}
