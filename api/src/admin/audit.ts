// The audit log, `app.audit_log`: every change an admin makes, who made it, when, and the data
// before and after. Rows are only ever added (the database refuses updates and deletes); each
// change writes its row in the same transaction as the change, so neither exists without the other.
import type { Pool, PoolClient } from 'pg';
import { storableJson } from '../db/storable-text.ts';

type Queryable = Pool | PoolClient;

export interface Actor {
  id: string;
  email: string;
}

export interface AuditTarget {
  type: 'user' | 'ticket' | 'design' | 'credits' | 'storage' | 'video';
  id: string;
}

/** Who made a change: an admin, or the operator (no account: `id` null). */
export async function audit(
  db: Queryable,
  actor: { id: string | null; email: string },
  action: string,
  target: AuditTarget,
  before: unknown,
  after: unknown,
): Promise<void> {
  await db.query(
    `insert into app.audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor.id,
      actor.email,
      action,
      target.type,
      target.id,
      before === undefined ? null : storableJson(before),
      after === undefined ? null : storableJson(after),
    ],
  );
}

export const AUDIT_PAGE_SIZE = 50;

export async function auditPage(
  db: Queryable,
  query: { targetType?: string; targetId?: string; page: number },
) {
  const where = 'where ($1::text is null or target_type = $1) and ($2::text is null or target_id = $2)';
  const values = [query.targetType ?? null, query.targetId ?? null];
  const rows = (
    await db.query<{
      id: string;
      created_at: Date;
      actor_email: string;
      action: string;
      target_type: string;
      target_id: string | null;
      before: unknown;
      after: unknown;
    }>(
      `select id::text, created_at, actor_email, action, target_type, target_id, before, after
         from app.audit_log a ${where} order by a.id desc limit $3 offset $4`,
      [...values, AUDIT_PAGE_SIZE, (query.page - 1) * AUDIT_PAGE_SIZE],
    )
  ).rows;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from app.audit_log ${where}`, values)).rows[0]
      ?.n ?? 0;
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.created_at.toISOString(),
      actor: row.actor_email,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      before: row.before,
      after: row.after,
    })),
    total,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
