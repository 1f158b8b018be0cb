// `GET /api/billing/ledger`: the credit ledger as the Billing screen lists it, newest first, each
// row in plain words. It is the history of images; videos are counted in the same ledger and shown
// on their designs.
import { LEDGER_TEXT, type LedgerEntry } from '@poolscape/shared';
import type { Queryable } from './ledger.ts';

export const LEDGER_PAGE_SIZE = 25;

type Row = {
  id: string;
  created_at: Date;
  kind: LedgerEntry['kind'];
  delta: number;
  design_id: string | null;
  design_exists: boolean;
};

function describe(row: Row): string {
  switch (row.kind) {
    case 'debit':
      return LEDGER_TEXT.debit(-row.delta);
    case 'purchase':
      return LEDGER_TEXT.purchase(row.delta);
    default:
      return LEDGER_TEXT[row.kind];
  }
}

export async function ledgerPage(
  db: Queryable,
  userId: string,
  page: number,
): Promise<{ items: LedgerEntry[]; total: number; page: number; pageSize: number }> {
  // One after another: `db` may be a single client.
  const rows = await db.query<Row>(
    `select l.id::text, l.created_at, l.kind, l.delta, l.design_id,
            exists (select 1 from app.designs d where d.id = l.design_id and d.user_id = l.user_id) as design_exists
       from app.credit_ledger l
      where l.user_id = $1 and l.kind not in ('video_debit', 'video_refund')
      order by l.created_at desc, l.id desc
      limit $2 offset $3`,
    [userId, LEDGER_PAGE_SIZE, (page - 1) * LEDGER_PAGE_SIZE],
  );
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from app.credit_ledger
      where user_id = $1 and kind not in ('video_debit', 'video_refund')`,
    [userId],
  );
  return {
    items: rows.rows.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      kind: row.kind,
      images: row.delta,
      description: describe(row),
      designId: row.design_exists ? row.design_id : null,
    })),
    total: count.rows[0]?.total ?? 0,
    page,
    pageSize: LEDGER_PAGE_SIZE,
  };
}
