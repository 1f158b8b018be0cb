// Small pieces the billing screens share: the screen's heading, the "payments are not set up"
// notice, loading skeletons and a plan or pack card's frame.
import { BILLING_TEXT } from '@poolscape/shared';
import type { ReactNode } from 'react';
import { AppLink } from '../../lib/router/AppLink.tsx';

export function ScreenHeading({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{eyebrow}</p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{title}</h1>
      {children && <div className="mt-2 max-w-2xl text-slate-600">{children}</div>}
    </div>
  );
}

/** This installation takes no payments (no Stripe keys): said plainly, with no pay buttons anywhere. */
export function NotConfiguredNotice() {
  return (
    <div role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800">
      <p>{BILLING_TEXT.notConfigured}</p>
      <a href="/support?category=plan" className="mt-2 inline-block font-semibold text-brand-700 underline">
        Ask for a plan change
      </a>
    </div>
  );
}

/** A grey block standing for text still loading. */
export function SkeletonLine({ className = 'h-4 w-full' }: { className?: string }) {
  return <span className={`block animate-pulse rounded bg-slate-200 ${className}`} aria-hidden="true" />;
}

/** Cards still loading, announced once for screen readers. */
export function SkeletonCards({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <ul className="grid gap-6 md:grid-cols-3" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="grid gap-3 rounded-2xl border border-slate-200 p-6">
            <SkeletonLine className="h-5 w-24" />
            <SkeletonLine className="h-9 w-32" />
            <SkeletonLine />
            <SkeletonLine className="h-4 w-3/4" />
            <SkeletonLine className="mt-4 h-11 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The frame of a plan or pack card: its badge on top, a highlighted ring for the popular one. */
export function OfferCard({
  badge,
  highlighted,
  labelledBy,
  children,
}: {
  badge: string | null;
  highlighted: boolean;
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <li
      aria-labelledby={labelledBy}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm ${
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
      }`}
    >
      {badge && (
        <p className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">
          {badge}
        </p>
      )}
      {children}
    </li>
  );
}

/** Links between the three billing screens. */
export function BillingLinks({
  upgrade = true,
  buy = true,
  billing = true,
}: {
  upgrade?: boolean;
  buy?: boolean;
  billing?: boolean;
}) {
  return (
    <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {upgrade && (
        <li>
          <AppLink href="/upgrade" className="font-semibold text-brand-700 hover:underline">
            Compare plans
          </AppLink>
        </li>
      )}
      {buy && (
        <li>
          <AppLink href="/buy-credits" className="font-semibold text-brand-700 hover:underline">
            Buy extra images
          </AppLink>
        </li>
      )}
      {billing && (
        <li>
          <AppLink href="/billing" className="font-semibold text-brand-700 hover:underline">
            Billing and invoices
          </AppLink>
        </li>
      )}
    </ul>
  );
}
