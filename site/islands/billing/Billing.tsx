// The Billing screen (/billing): the plan and its state, the card on file, the images left, the
// way to manage billing at Stripe, the invoices and the image history. Stripe Checkout returns
// here with `?checkout=plan` or `?checkout=pack`, and the screen waits for the payment to be
// confirmed (see CheckoutConfirmation).
import { useState } from 'react';
import { useSearch } from '../../lib/router/router.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { BillingOverview } from './BillingOverview.tsx';
import { BillingLinks, ScreenHeading } from './billing-ui.tsx';
import { CheckoutConfirmation, useConfirmedSummary } from './CheckoutConfirmation.tsx';
import { CreditHistory } from './CreditHistory.tsx';
import { checkoutKindFrom } from './checkout-confirmation.ts';
import { InvoiceTable } from './InvoiceTable.tsx';

export function Billing() {
  useDocumentTitle('Billing');
  const search = useSearch();
  // Read once: the address is cleaned when the payment is confirmed.
  const [checkoutKind] = useState(() => checkoutKindFrom(search));
  const { summary, progress } = useConfirmedSummary(checkoutKind);
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <ScreenHeading eyebrow="Account" title="Billing">
        <p>Your plan, payment method, invoices and how your images were used.</p>
      </ScreenHeading>
      <div className="mt-6 grid gap-6">
        {checkoutKind && <CheckoutConfirmation progress={progress} />}
        <BillingOverview
          summary={summary.data}
          loading={summary.isPending}
          failed={summary.isError && !summary.data}
        />
        <InvoiceTable />
        <CreditHistory />
        <BillingLinks billing={false} />
      </div>
    </div>
  );
}
