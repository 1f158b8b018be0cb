// Back from Stripe Checkout on the Billing screen: "Confirming your payment…" while the summary
// is re-read (checkout-confirmation.ts decides how often and when it is done), then what changed.
// Once confirmed, every limit is re-read and the address loses its `?checkout=`, so a reload does
// not wait again.
import type { BillingSummary } from '@poolscape/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { setSearch } from '../../lib/router/router.ts';
import {
  type CheckoutBaseline,
  type CheckoutKind,
  checkoutProgress,
  forgetCheckoutBaseline,
  readCheckoutBaseline,
} from './checkout-confirmation.ts';
import { refreshAfterBillingChange, useBillingSummary } from './queries.ts';

/**
 * The Billing screen's summary, polled while a checkout of `kind` (null: none) is confirmed, and
 * where that confirmation stands.
 */
export function useConfirmedSummary(kind: CheckoutKind | null) {
  const [startedAt] = useState(() => Date.now());
  const [stored] = useState<CheckoutBaseline | null>(() => (kind ? readCheckoutBaseline(kind) : null));
  // Without a stored baseline a pack is counted from the first read (a plan waits for a subscription).
  const firstRead = useRef<BillingSummary | null>(null);

  const progressOf = (latest: BillingSummary | null, at: number) =>
    kind
      ? checkoutProgress({
          kind,
          baseline: stored ?? (kind === 'pack' ? firstRead.current : null),
          latest,
          elapsedMs: at - startedAt,
        })
      : null;

  const summary = useBillingSummary({
    refetchInterval: (data) => progressOf(data ?? null, Date.now())?.pollMs ?? false,
  });
  if (summary.data && !firstRead.current) firstRead.current = summary.data;
  // Time as of the last answer, so the screen moves on to "still confirming" even if reads fail.
  const progress = progressOf(
    summary.data ?? null,
    Math.max(summary.dataUpdatedAt, summary.errorUpdatedAt, startedAt),
  );
  return { summary, progress };
}

export function CheckoutConfirmation({
  progress,
}: {
  progress: ReturnType<typeof useConfirmedSummary>['progress'];
}) {
  const client = useQueryClient();
  // What was said once confirmed stays on screen after the address is cleaned.
  const [confirmed, setConfirmed] = useState<string | null>(null);
  useEffect(() => {
    if (progress?.state !== 'confirmed' || confirmed) return;
    setConfirmed(progress.message);
    forgetCheckoutBaseline();
    refreshAfterBillingChange(client);
    setSearch('', { replace: true });
  }, [progress, confirmed, client]);

  const message = confirmed ?? progress?.message;
  if (!message) return null;
  const state = confirmed ? 'confirmed' : progress?.state;
  const tone =
    state === 'confirmed'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
      : state === 'slow'
        ? 'border-amber-300 bg-amber-50 text-amber-900'
        : 'border-brand-100 bg-brand-50 text-slate-900';
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center gap-3 rounded-lg border p-4 text-sm ${tone}`}
    >
      {state === 'confirming' && (
        <span
          className="size-5 shrink-0 animate-spin rounded-full border-2 border-brand-100 border-t-brand-600"
          aria-hidden="true"
        />
      )}
      <p className="font-medium">{message}</p>
    </div>
  );
}
