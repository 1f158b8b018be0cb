// Newsletter subscribers: one row per address, whatever the number of subscriptions.
import type { Pool } from 'pg';

/** Adds `email` (already normalised); false when it was subscribed before. */
export async function subscribe(pool: Pool, email: string, source: string): Promise<boolean> {
  const result = await pool.query(
    `insert into app.newsletter_subscribers (email, source) values ($1, $2)
     on conflict (email) do nothing`,
    [email, source],
  );
  return (result.rowCount ?? 0) > 0;
}
