// The Billing screen's invoices, newest first: date, number, what it was for, amount and status,
// with Stripe's invoice page and PDF in a new tab. On a phone each invoice is a block of labelled
// lines instead of a row.
import type { Invoice } from '@poolscape/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../ui/format.ts';
import { ErrorText } from '../../ui/states.tsx';
import { isWebUrl } from './billing-api.ts';
import { formatMoney, INVOICE_STATUS_LABELS } from './billing-format.ts';
import { SkeletonLine } from './billing-ui.tsx';
import { useInvoices } from './queries.ts';

const STATUS_STYLES: Record<Invoice['status'], string> = {
  draft: 'bg-slate-100 text-slate-700',
  open: 'bg-amber-50 text-amber-900',
  paid: 'bg-emerald-50 text-emerald-800',
  uncollectible: 'bg-red-50 text-red-800',
  void: 'bg-slate-100 text-slate-700',
};

const HEADINGS = ['Date', 'Number', 'Description', 'Amount', 'Status'] as const;

function Cell({
  label,
  children,
  className = '',
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <td className={`flex gap-2 px-0 py-0.5 sm:table-cell sm:px-3 sm:py-3 ${className}`}>
      <span className="w-28 shrink-0 font-medium text-slate-600 sm:hidden">{label}</span>
      <span>{children}</span>
    </td>
  );
}

function ExternalLink({ href, children, what }: { href: string | null; children: ReactNode; what: string }) {
  if (!href || !isWebUrl(href)) return null;
  return (
    // Security: noopener, so Stripe's page cannot reach back into this one.
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline"
    >
      {children}
      <span className="sr-only"> {what} (opens in a new tab)</span>
    </a>
  );
}

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const name = invoice.number ? `invoice ${invoice.number}` : `the invoice of ${formatDate(invoice.created)}`;
  return (
    <tr className="block border-b border-slate-200 py-3 last:border-0 sm:table-row sm:py-0">
      <Cell label="Date">
        <time dateTime={invoice.created}>{formatDate(invoice.created)}</time>
      </Cell>
      <Cell label="Number">{invoice.number ?? '—'}</Cell>
      <Cell label="Description">{invoice.description}</Cell>
      <Cell label="Amount" className="sm:text-right">
        <span className="tabular-nums">{formatMoney(invoice.total, invoice.currency)}</span>
      </Cell>
      <Cell label="Status">
        <span
          className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[invoice.status]}`}
        >
          {INVOICE_STATUS_LABELS[invoice.status]}
        </span>
      </Cell>
      <td className="block pt-2 sm:table-cell sm:px-3 sm:py-3">
        <span className="flex gap-4">
          <ExternalLink href={invoice.hostedInvoiceUrl} what={name}>
            View
          </ExternalLink>
          <ExternalLink href={invoice.pdfUrl} what={`${name} as a PDF`}>
            PDF
          </ExternalLink>
        </span>
      </td>
    </tr>
  );
}

export function InvoiceTable() {
  const invoices = useInvoices();
  const items = invoices.data?.items ?? [];
  return (
    <section
      aria-labelledby="billing-invoices"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="billing-invoices" className="text-lg font-semibold text-slate-900">
        Invoices
      </h2>
      {invoices.isPending && (
        <div role="status" className="mt-4 grid gap-3">
          <span className="sr-only">Loading your invoices</span>
          <SkeletonLine />
          <SkeletonLine />
        </div>
      )}
      {invoices.isError && !invoices.data && (
        <div className="mt-4">
          <ErrorText message="Your invoices could not be loaded. Reload the page to try again." />
        </div>
      )}
      {invoices.data && items.length === 0 && <p className="mt-3 text-sm text-slate-600">No invoices yet.</p>}
      {items.length > 0 && (
        <table className="mt-4 block w-full text-left text-sm text-slate-800 sm:table">
          <caption className="sr-only">Your invoices, newest first</caption>
          <thead className="hidden sm:table-header-group">
            <tr className="border-b border-slate-200 text-slate-600">
              {HEADINGS.map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  className={`px-3 py-2 font-medium ${heading === 'Amount' ? 'text-right' : ''}`}
                >
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-3 py-2 font-medium">
                <span className="sr-only">Links</span>
              </th>
            </tr>
          </thead>
          <tbody className="block sm:table-row-group">
            {items.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
