// Newsletter subscribers: one row per address, whatever the number of subscriptions. Plain
// functions on the pool (no Fastify), called by `routes/newsletter`.
import type { Pool } from 'pg';
import { hit } from '../auth/throttle.ts';

/** Subscriptions one address may ask for per {@link PER_ADDRESS_WINDOW_SECONDS}, from any client. */
export const PER_ADDRESS_LIMIT = 5;
/** The per-address window: one hour. */
export const PER_ADDRESS_WINDOW_SECONDS = 3600;

export interface NewSubscription {
  /** Already trimmed, lowercased and checked (the request schema does it). */
  email: string;
  /** Where the visitor subscribed, such as `footer`. */
  source: string;
}

export type SubscribeResult =
  | { status: 'subscribed' }
  | { status: 'already-subscribed' }
  | { status: 'throttled'; retryAfter: number };

/**
 * Subscribes `email`; subscribing again changes nothing (the first source and date are kept).
 *
 * Security: the limit is counted per address in PostgreSQL, so it holds across every API process
 * and every client: nobody can hammer one mailbox's address, from however many machines, to
 * learn whether it is subscribed or to fill the throttle with work.
 */
export async function subscribeToNewsletter(
  pool: Pool,
  { email, source }: NewSubscription,
): Promise<SubscribeResult> {
  const perAddress = await hit(pool, `newsletter:${email}`, PER_ADDRESS_LIMIT, PER_ADDRESS_WINDOW_SECONDS);
  if (!perAddress.allowed) return { status: 'throttled', retryAfter: perAddress.retryAfter };
  const result = await pool.query(
    `insert into app.newsletter_subscribers (email, source) values ($1, $2)
     on conflict (email) do nothing`,
    [email, source],
  );
  return { status: (result.rowCount ?? 0) > 0 ? 'subscribed' : 'already-subscribed' };
}
