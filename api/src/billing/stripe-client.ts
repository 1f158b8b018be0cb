// The Stripe client: the official SDK with the installation's secret key, talking to Stripe's real
// API unless STRIPE_API_BASE points it elsewhere (tests run a local stand-in of the same API).
// Without keys the product runs with payments switched off.
import Stripe from 'stripe';

export interface BillingConfig {
  stripe: Stripe;
  webhookSecret: string;
}

export function createBilling(options: {
  secretKey?: string;
  webhookSecret?: string;
  apiBase?: string;
}): BillingConfig | null {
  if (!options.secretKey || !options.webhookSecret) return null;
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    appInfo: { name: 'Poolscape' },
    // The SDK retries connection errors, 409 and 5xx with idempotency keys it sets itself; some
    // calls run while a user's row is locked, so they give up within about half a minute.
    maxNetworkRetries: 1,
    timeout: 12_000,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  });
  return { stripe, webhookSecret: options.webhookSecret };
}
