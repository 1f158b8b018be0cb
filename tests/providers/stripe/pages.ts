// The pages the Stripe stand-in serves in place of Stripe's hosted ones, small enough for a browser
// test to drive: Checkout (a card form with Stripe's test card numbers, "Pay" and "Cancel"), the
// customer portal (plans, cancel at period end or renew, payment method, invoices, return link),
// a hosted invoice page and its PDF.
import type { ServerResponse } from 'node:http';
import type { Account } from './account.ts';
import { type Customer, describe, money, type Price } from './objects.ts';

export interface PayLine {
  description: string;
  amount: string;
}

export interface PortalPlan {
  id: string;
  name: string;
  price: string;
  status: string;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
}

export interface PortalInvoice {
  number: string;
  date: number;
  total: string;
  status: string;
  url: string;
}

export interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const day = (ts: number) =>
  new Date(ts * 1000).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 32rem; margin: 2rem auto; padding: 0 1rem; color: #1a1f36; }
label { display: block; margin-top: .75rem; }
input { display: block; width: 100%; box-sizing: border-box; padding: .5rem; font: inherit; }
button { margin-top: 1rem; padding: .6rem 1.2rem; font: inherit; background: #635bff; color: #fff; border: 0; border-radius: 4px; }
table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: .25rem 0; }
.error { color: #df1b41; } .test { background: #ffde92; padding: .25rem .5rem; display: inline-block; }
</style>
</head>
<body>
<p class="test">Test mode</p>
${body}
</body>
</html>
`;
}

export function payPage(input: {
  action: string;
  business: string;
  lines: PayLine[];
  total: string;
  email: string | null;
  cancelUrl: string | null;
  error?: string;
}): string {
  const rows = input.lines
    .map((l) => `<tr><td>${esc(l.description)}</td><td>${esc(l.amount)}</td></tr>`)
    .join('\n');
  const cancel = input.cancelUrl ? `<p><a href="${esc(input.cancelUrl)}">Cancel</a></p>` : '';
  const error = input.error ? `<p class="error" role="alert">${esc(input.error)}</p>` : '';
  return page(
    `Pay ${input.business}`,
    `<h1>Pay ${esc(input.business)}</h1>
<table>
${rows}
<tr><th>Total due today</th><th>${esc(input.total)}</th></tr>
</table>
${error}
<form method="post" action="${esc(input.action)}">
<label>Email <input type="email" name="email" required autocomplete="email" value="${esc(input.email ?? '')}"></label>
<label>Card number <input name="card" required inputmode="numeric" value="4242 4242 4242 4242"></label>
<label>Expiration (MM / YY) <input name="expiry" required value="12 / 34"></label>
<label>CVC <input name="cvc" required inputmode="numeric" value="123"></label>
<label>Cardholder name <input name="name" autocomplete="cc-name" value=""></label>
<button type="submit">Pay</button>
</form>
${cancel}`,
  );
}

export function messagePage(title: string, message: string, link?: { href: string; label: string }): string {
  const back = link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : '';
  return page(title, `<h1>${esc(title)}</h1>\n<p>${esc(message)}</p>\n${back}`);
}

export function portalPage(input: {
  base: string;
  business: string;
  email: string | null;
  plans: PortalPlan[];
  card: CardSummary | null;
  invoices: PortalInvoice[];
  returnUrl: string | null;
}): string {
  const plans = input.plans.length
    ? input.plans
        .map((plan) => {
          const change = plan.cancelAtPeriodEnd
            ? `<p>Your plan will be canceled on ${day(plan.periodEnd)}.</p>
<form method="post" action="${input.base}/renew"><input type="hidden" name="subscription" value="${plan.id}"><button type="submit">Renew plan</button></form>`
            : `<p>Your plan renews on ${day(plan.periodEnd)}.</p>
<form method="post" action="${input.base}/cancel"><input type="hidden" name="subscription" value="${plan.id}"><button type="submit">Cancel plan</button></form>`;
          const status =
            plan.status === 'active' ? '' : ` <strong>(${esc(plan.status.replace('_', ' '))})</strong>`;
          return `<h3>${esc(plan.name)}${status}</h3>\n<p>${esc(plan.price)}</p>\n${change}`;
        })
        .join('\n')
    : '<p>No current plan.</p>';
  const card = input.card
    ? `<p>${esc(input.card.brand.toUpperCase())} •••• ${esc(input.card.last4)}, expires ${input.card.expMonth}/${input.card.expYear}</p>`
    : '<p>No payment method.</p>';
  const invoices = input.invoices.length
    ? `<table>\n${input.invoices
        .map(
          (i) =>
            `<tr><td><a href="${esc(i.url)}">${day(i.date)}</a></td><td>${esc(i.total)}</td><td>${esc(i.status)}</td></tr>`,
        )
        .join('\n')}\n</table>`
    : '<p>No invoices yet.</p>';
  const back = input.returnUrl
    ? `<p><a href="${esc(input.returnUrl)}">Return to ${esc(input.business)}</a></p>`
    : '';
  return page(
    `${input.business} billing`,
    `<h1>${esc(input.business)} billing</h1>
<p>${esc(input.email ?? '')}</p>
<h2>Current plan</h2>
${plans}
<h2>Payment method</h2>
${card}
<h2>Invoice history</h2>
${invoices}
${back}`,
  );
}

export function invoicePage(input: {
  action: string;
  number: string;
  business: string;
  lines: PayLine[];
  total: string;
  status: string;
  pdf: string;
}): string {
  const rows = input.lines
    .map((l) => `<tr><td>${esc(l.description)}</td><td>${esc(l.amount)}</td></tr>`)
    .join('\n');
  const pay =
    input.status === 'open'
      ? `<form method="post" action="${esc(input.action)}"><button type="submit">Pay ${esc(input.total)}</button></form>`
      : '';
  return page(
    `Invoice ${input.number}`,
    `<h1>Invoice ${esc(input.number)} from ${esc(input.business)}</h1>
<p>Status: ${esc(input.status)}</p>
<table>
${rows}
<tr><th>Total</th><th>${esc(input.total)}</th></tr>
</table>
${pay}
<p><a href="${esc(input.pdf)}">Download invoice</a></p>`,
  );
}

/** A one-page PDF (Helvetica, ASCII only) with one line of text per entry. */
export function invoicePdf(lines: string[]): Buffer {
  const pdfText = (line: string) => line.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&');
  const content = `BT /F1 12 Tf 16 TL 72 720 Td ${lines.map((line) => `(${pdfText(line)}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [i, object] of objects.entries()) {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  }
  const xref = pdf.length;
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Serves Checkout (`/pay/:session`), the portal (`/portal/:session`) and invoices (`/invoices/:id`). */
export function createPages(account: Account, options: { deliverBeforeRedirect?: boolean | undefined }) {
  const { store, priceOf, completeCheckout, updateSubscription, payInvoice, settled } = account;
  return async function pages(res: ServerResponse, method: string, url: URL, raw: string): Promise<void> {
    const html = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    const redirect = (location: string) => {
      res.writeHead(303, { location });
      res.end();
    };
    const form = Object.fromEntries(new URLSearchParams(raw));
    const post = method === 'POST';
    const [, kind, id = '', action] =
      /^\/(pay|portal|invoices)\/([^/]+)(?:\/(\w+))?$/.exec(url.pathname) ?? [];
    const notFound = () =>
      html(404, messagePage('Page not found', 'The page you were looking for could not be found.'));
    const lineOf = (price: Price, quantity: number) => ({
      description: describe(price, quantity),
      amount: money(price.unitAmount * quantity, price.currency),
    });

    if (kind === 'pay') {
      const s = store.sessions.get(id);
      if (!s || action) return notFound();
      if (s.status !== 'open') {
        const back = s.successUrl
          ? { href: s.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', s.id), label: 'Back' }
          : undefined;
        return html(
          200,
          messagePage('Checkout is no longer available', `This checkout session is ${s.status}.`, back),
        );
      }
      const show = (status: number, error?: string) => {
        const lines = s.items.map((item) => lineOf(priceOf(item.price), item.quantity));
        const total = money(
          s.items.reduce((sum, item) => sum + priceOf(item.price).unitAmount * item.quantity, 0),
        );
        const email = s.customerEmail ?? store.customers.get(s.customer ?? '')?.email ?? null;
        const input = {
          action: `/pay/${s.id}`,
          business: 'Poolscape',
          lines,
          total,
          email,
          cancelUrl: s.cancelUrl,
        };
        html(status, payPage({ ...input, ...(error ? { error } : {}) }));
      };
      if (!post) return show(200);
      const result = completeCheckout(s, form);
      if ('error' in result) return show(402, result.error);
      if (options.deliverBeforeRedirect) await settled();
      return redirect(result.redirect);
    }

    if (kind === 'portal') {
      const portal = store.portalSessions.get(id);
      if (!portal) return notFound();
      const customer = store.customers.get(portal.customer) as Customer;
      if (post && (action === 'cancel' || action === 'renew')) {
        const s = store.subscriptions.get(form.subscription ?? '');
        if (!s || s.customer !== customer.id) return notFound();
        updateSubscription(s, { cancel_at_period_end: String(action === 'cancel') });
        return redirect(`/portal/${id}`);
      }
      if (action) return notFound();
      const mine = [...store.subscriptions.values()].filter(
        (s) => s.customer === customer.id && s.status !== 'canceled',
      );
      const plans = mine.map((s) => {
        const price = priceOf(s.items[0]?.price ?? '');
        return {
          id: s.id,
          name: price.productName,
          price: `${money(price.unitAmount)} per ${price.interval}`,
          status: s.status,
          periodEnd: s.periodEnd,
          cancelAtPeriodEnd: s.cancelAtPeriodEnd,
        };
      });
      const pm = store.paymentMethods.get(
        mine[0]?.defaultPaymentMethod ?? customer.defaultPaymentMethod ?? '',
      );
      const invoices = [...store.invoices.values()]
        .filter((i) => i.customer === customer.id)
        .reverse()
        .map((i) => ({
          number: i.number,
          date: i.created,
          total: money(i.total),
          status: i.status,
          url: `/invoices/${i.id}`,
        }));
      return html(
        200,
        portalPage({
          base: `/portal/${id}`,
          business: 'Poolscape',
          email: customer.email,
          plans,
          card: pm ?? null,
          invoices,
          returnUrl: portal.returnUrl,
        }),
      );
    }

    const invoice = store.invoices.get(id);
    if (kind !== 'invoices' || !invoice) return notFound();
    const lines = invoice.lines.map((line) => lineOf(priceOf(line.price), line.quantity));
    if (post && action === 'pay') {
      if (invoice.status === 'open') payInvoice(invoice);
      return redirect(`/invoices/${id}`);
    }
    if (action === 'pdf') {
      const rows = lines.map((l) => `${l.description}  ${l.amount}`);
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(
        invoicePdf([
          `Invoice ${invoice.number}`,
          'Poolscape',
          ...rows,
          `Total ${money(invoice.total)} (${invoice.status})`,
        ]),
      );
      return;
    }
    if (action) return notFound();
    const total = money(invoice.total);
    const input = {
      action: `/invoices/${id}/pay`,
      number: invoice.number,
      business: 'Poolscape',
      lines,
      total,
    };
    return html(200, invoicePage({ ...input, status: invoice.status, pdf: `/invoices/${id}/pdf` }));
  };
}
