// A refused submit because of the plan (402 over its images, 403 for a feature of another plan):
// the API's message, a button that opens the subscription modal right here, and the plans page.
import { AppLink } from '../../lib/router/AppLink.tsx';
import type { PlanLimit } from './plan-limit.ts';
import { useSubscriptionModal } from './UpgradeLink.tsx';

export function PlanLimitNotice({ limit, message }: { limit: PlanLimit; message: string }) {
  const modal = useSubscriptionModal(limit, message);
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p>{message}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={modal.show}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {limit === 'images' ? 'Upgrade or buy images' : 'Upgrade'}
        </button>
        <AppLink href="/upgrade" className="font-semibold text-brand-700 underline">
          See plans and upgrade
        </AppLink>
      </div>
      {modal.element}
    </div>
  );
}
