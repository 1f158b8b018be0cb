// The owner's leads as the API shows them: newest first, filtered by status, a page at a time or all
// of them for the CSV export; and the owner's follow-up (status, notes). Every lookup is scoped to
// the owner: another user's lead is indistinguishable from one that does not exist.
import {
  LEAD_LIMITS,
  LEAD_STATUSES,
  type Lead,
  type LeadItemKind,
  type LeadListQuery,
  type LeadPage,
  type LeadStatus,
  leadItemPath,
  type UpdateLead,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { isUuid } from '../designs/designs.ts';

type Queryable = Pool | PoolClient;

interface LeadRow {
  id: string;
  item_kind: LeadItemKind;
  item_id: string;
  item_name: string;
  /** The item's name now; null once it is deleted. */
  live_name: string | null;
  name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  status: LeadStatus;
  notes: string;
  created_at: Date;
  updated_at: Date;
}

/** Each lead with its item's current name, when the item still exists and is still the owner's. */
const LEAD_SELECT = `
  select l.*, coalesce(d.name, c.name, p.title) as live_name
    from app.leads l
    left join app.designs d on l.item_kind = 'design' and d.id = l.item_id and d.user_id = l.user_id
    left join app.collections c on l.item_kind = 'collection' and c.id = l.item_id and c.user_id = l.user_id
    left join app.presentations p on l.item_kind = 'presentation' and p.id = l.item_id and p.user_id = l.user_id`;

function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    item: {
      kind: row.item_kind,
      id: row.item_id,
      name: row.live_name ?? row.item_name,
      url: row.live_name === null ? null : leadItemPath(row.item_kind, row.item_id),
    },
    name: row.name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    message: row.message,
    status: row.status,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The owner's leads with `status` (all when none), newest first; all of them without `page`. */
export async function listLeads(
  db: Queryable,
  userId: string,
  filter: { status?: LeadStatus; page?: number },
): Promise<Lead[]> {
  const values: unknown[] = [userId, filter.status ?? null];
  let paging = '';
  if (filter.page !== undefined) {
    values.push(LEAD_LIMITS.pageSize, (filter.page - 1) * LEAD_LIMITS.pageSize);
    paging = 'limit $3 offset $4';
  }
  const rows = await db.query<LeadRow>(
    `${LEAD_SELECT}
      where l.user_id = $1 and ($2::text is null or l.status = $2)
      order by l.created_at desc, l.id desc ${paging}`,
    values,
  );
  return rows.rows.map(toLead);
}

/** One page of the owner's leads, with how many there are of each status. */
export async function leadPage(db: Queryable, userId: string, query: LeadListQuery): Promise<LeadPage> {
  const counts = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  const rows = (
    await db.query<{ status: LeadStatus; n: number }>(
      'select status, count(*)::int as n from app.leads where user_id = $1 group by status',
      [userId],
    )
  ).rows;
  for (const row of rows) counts[row.status] = row.n;
  const total = query.status ? counts[query.status] : rows.reduce((sum, row) => sum + row.n, 0);
  return {
    items: await listLeads(db, userId, { status: query.status, page: query.page }),
    total,
    page: query.page,
    pageSize: LEAD_LIMITS.pageSize,
    counts,
  };
}

/** Changes the status or notes of the owner's lead; null when it is not theirs (or does not exist). */
export async function updateLead(
  db: Queryable,
  userId: string,
  leadId: string,
  update: UpdateLead,
): Promise<Lead | null> {
  if (!isUuid(leadId)) return null;
  const updated = await db.query(
    `update app.leads set status = coalesce($3, status), notes = coalesce($4, notes), updated_at = now()
      where id = $1 and user_id = $2`,
    [leadId, userId, update.status ?? null, update.notes === undefined ? null : storableText(update.notes)],
  );
  if ((updated.rowCount ?? 0) === 0) return null;
  const row = (await db.query<LeadRow>(`${LEAD_SELECT} where l.id = $1 and l.user_id = $2`, [leadId, userId]))
    .rows[0];
  return row ? toLead(row) : null;
}
