// Billing's data through the one TanStack Query client, and the three things a user does with it:
// pay at Stripe Checkout, switch plans, and open the Customer Portal.
import type { BillingSummary, CheckoutRequest, PaidPlanKey } from '@poolscape/shared';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { designQueryKeys } from '../../lib/designs/design-api.ts';
import { navigate } from '../../lib/router/router.ts';
import { toast } from '../../stores/toasts.ts';
import { formatDate } from '../../ui/format.ts';
import { CURRENT_USER_KEY } from '../../ui/use-current-user.ts';
import {
  billingQueryKeys,
  changePlan,
  createCheckout,
  createPortalSession,
  fetchBillingSummary,
  fetchInvoices,
  fetchLedgerPage,
  fetchOffer,
} from './billing-api.ts';
import { PLAN_LABELS } from './billing-format.ts';
import { forgetCheckoutBaseline, rememberCheckoutBaseline } from './checkout-confirmation.ts';
import { downgradeText } from './plan-change.ts';

/** The plans and packs on sale: the same for everyone and rarely changed. */
export function useOffer(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: billingQueryKeys.offer,
    queryFn: ({ signal }) => fetchOffer(signal),
    staleTime: 30 * 60 * 1000,
    enabled: options.enabled ?? true,
  });
}

/**
 * The account's billing, re-read whenever a screen that shows it opens; `refetchInterval` while
 * a payment is being confirmed.
 */
export function useBillingSummary(
  options: { enabled?: boolean; refetchInterval?: (data: BillingSummary | undefined) => number | false } = {},
) {
  const { refetchInterval } = options;
  return useQuery({
    queryKey: billingQueryKeys.summary,
    queryFn: ({ signal }) => fetchBillingSummary(signal),
    refetchOnMount: 'always',
    enabled: options.enabled ?? true,
    refetchInterval: refetchInterval ? (query) => refetchInterval(query.state.data) : false,
  });
}

/**
 * The same summary for the app shell's past-due banner: read once per visit (a banner on every
 * screen must not cost a request on every screen); billing screens refresh it when they open.
 */
export function useBillingAlerts() {
  return useQuery({
    queryKey: billingQueryKeys.summary,
    queryFn: ({ signal }) => fetchBillingSummary(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: billingQueryKeys.invoices,
    queryFn: ({ signal }) => fetchInvoices(signal),
    refetchOnMount: 'always',
  });
}

export function useLedgerPage(page: number) {
  return useQuery({
    queryKey: billingQueryKeys.ledger(page),
    queryFn: ({ signal }) => fetchLedgerPage(page, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** After the plan or the images changed: every limit, the user's plan and billing are re-read. */
export function refreshAfterBillingChange(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: designQueryKeys.credits });
  void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  void client.invalidateQueries({ queryKey: billingQueryKeys.all });
}

/**
 * A mutation's state is dropped when the page comes back from the back-forward cache (the back
 * button on Stripe's page): it would otherwise still say it is opening Stripe.
 */
function useResetOnReturn(reset: () => void): void {
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent): void => {
      if (event.persisted) reset();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reset]);
}

/**
 * Stripe Checkout for a plan or a pack: the API makes the session and the browser goes there
 * with a full navigation (`leaving` stays true meanwhile). What the account has now is kept for
 * the confirmation on the way back.
 */
export function useCheckout() {
  const mutation = useMutation({
    mutationFn: async (request: CheckoutRequest) => {
      // Read now, not from the cache: the confirmation compares against what the account has.
      // An older checkout's baseline (one abandoned on Stripe's page) must not stand in for it.
      forgetCheckoutBaseline();
      const [url, summary] = await Promise.all([
        createCheckout(request),
        fetchBillingSummary().catch(() => null),
      ]);
      if (summary)
        rememberCheckoutBaseline({
          kind: 'plan' in request ? 'plan' : 'pack',
          plan: summary.plan,
          packImages: summary.packImages,
        });
      return url;
    },
    onSuccess: (url) => navigate(url, { full: true }),
  });
  useResetOnReturn(mutation.reset);
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess };
}

/**
 * A subscriber switches plan: an upgrade applies at once, a downgrade at renewal. The answer is
 * the new summary, shown at once; limits everywhere are re-read.
 */
export function useChangePlan(options: { onDone?: () => void } = {}) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (plan: PaidPlanKey) => changePlan(plan),
    onSuccess: (summary, plan) => {
      const before = client.getQueryData<BillingSummary>(billingQueryKeys.summary);
      client.setQueryData(billingQueryKeys.summary, summary);
      refreshAfterBillingChange(client);
      const { subscription } = summary;
      if (subscription?.scheduledPlan === plan)
        toast({
          title: 'Plan change booked',
          description: downgradeText(
            PLAN_LABELS[subscription.plan],
            PLAN_LABELS[plan],
            formatDate(subscription.currentPeriodEnd),
          ),
        });
      else if (before?.plan === plan) toast({ title: `You stay on ${PLAN_LABELS[plan]}.` });
      else toast({ title: `You're on ${PLAN_LABELS[plan]} now.` });
      options.onDone?.();
    },
  });
}

/** The Stripe Customer Portal (card, invoices, cancel), opened with a full navigation. */
export function usePortal() {
  const mutation = useMutation({
    mutationFn: () => createPortalSession(),
    onSuccess: (url) => navigate(url, { full: true }),
  });
  useResetOnReturn(mutation.reset);
  return { ...mutation, leaving: mutation.isPending || mutation.isSuccess };
}
