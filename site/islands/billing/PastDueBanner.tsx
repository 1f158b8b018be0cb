// Above every signed-in screen while the last renewal failed (Stripe is retrying the card): the
// plain reason and the way to fix it, the Customer Portal. Billing is read once per visit.
import { BILLING_TEXT } from '@poolscape/shared';
import { errorMessage } from '../../lib/api-client.ts';
import { useBillingAlerts, usePortal } from './queries.ts';

export function PastDueBanner() {
  const billing = useBillingAlerts();
  const portal = usePortal();
  if (!billing.data?.pastDue) return null;
  return (
    <div role="alert" className="border-b border-amber-300 bg-amber-50">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium text-amber-900">{BILLING_TEXT.pastDue}</p>
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            onClick={() => portal.mutate()}
            disabled={portal.leaving}
            className="inline-flex min-h-11 items-center rounded-lg bg-amber-800 px-4 py-2 text-sm font-semibold text-white hover:bg-amber-900 disabled:opacity-60"
          >
            {portal.leaving ? 'Opening billing…' : 'Update card'}
          </button>
          {portal.error && (
            <p className="text-sm text-red-800">
              {errorMessage(portal.error, 'We could not open billing management. Try again.')}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
