// The credit ledger, `app.credit_ledger`: the only writer of that append-only table (the database
// refuses updates and deletes). Every image charged is a debit row, every failed render given back
// a refund row, and support's extra images a grant row; what a user has used is always counted
// from these rows, never kept as a running total.
import type { Pool, PoolClient } from 'pg';

export type Queryable = Pool | PoolClient;

/** A stretch of time the ledger is counted over. */
export interface LedgerWindow {
  start: Date;
  end: Date;
}

/** Images used in a period: debits made in it, less their refunds (whenever those came). */
export async function imagesUsed(db: Queryable, userId: string, period: LedgerWindow): Promise<number> {
  const result = await db.query<{ used: number }>(
    `select (coalesce(sum(-d.delta), 0) - coalesce(sum(r.delta), 0))::int as used
       from app.credit_ledger d
       left join app.credit_ledger r
         on r.kind = 'refund' and r.design_id = d.design_id and r.version = d.version
      where d.user_id = $1 and d.kind = 'debit' and d.created_at >= $2 and d.created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.used ?? 0;
}

/** Extra images granted for a period (support gestures, promotions). */
export async function imagesGranted(db: Queryable, userId: string, period: LedgerWindow): Promise<number> {
  const result = await db.query<{ granted: number }>(
    `select coalesce(sum(delta), 0)::int as granted from app.credit_ledger
      where user_id = $1 and kind = 'grant' and created_at >= $2 and created_at < $3`,
    [userId, period.start, period.end],
  );
  return result.rows[0]?.granted ?? 0;
}

/** Charges a version's images. Unique per design version: a second debit fails. */
export async function debitImages(
  db: Queryable,
  entry: { userId: string; designId: string; version: number; images: number },
): Promise<void> {
  await db.query(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, version) values ($1, $2, 'debit', $3, $4)`,
    [entry.userId, -entry.images, entry.designId, entry.version],
  );
}

/**
 * Gives back what a version was charged, at most once (the ledger's unique index makes a second
 * refund a no-op). Returns the images refunded (0 when already refunded or never charged).
 */
export async function refundImages(db: Queryable, designId: string, version: number): Promise<number> {
  const result = await db.query<{ delta: number }>(
    `insert into app.credit_ledger (user_id, delta, kind, design_id, version)
     select user_id, -delta, 'refund', design_id, version from app.credit_ledger
      where kind = 'debit' and design_id = $1 and version = $2
     on conflict (design_id, version, kind) where kind <> 'grant' do nothing
     returning delta`,
    [designId, version],
  );
  return result.rows[0]?.delta ?? 0;
}
