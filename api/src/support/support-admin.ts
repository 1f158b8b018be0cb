// Support's side of tickets, for the admin area: the queue (filtered by status, category,
// assignee or user), a reply that is mailed to the user, an internal note, assigning, closing and
// reopening. Every change is written to the audit log in the same transaction.
import type { AdminTicket, TicketStatus } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { type Actor, audit } from '../admin/audit.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import type { MailSender } from '../mail/mail-queue.ts';
import { escapeHtml } from '../share-pages/shell.ts';
import { addMessage, findTicket, loadTicket, type TicketRow, toSummary } from './tickets.ts';

type Queryable = Pool | PoolClient;

export const TICKET_PAGE_SIZE = 25;

interface Person {
  id: string;
  name: string;
  email: string;
}

async function person(db: Queryable, id: string | null): Promise<Person | null> {
  if (!id) return null;
  const row = (
    await db.query<{ id: string; first_name: string; last_name: string; email: string }>(
      'select id, first_name, last_name, email from app.users where id = $1',
      [id],
    )
  ).rows[0];
  return row
    ? { id: row.id, name: `${row.first_name} ${row.last_name}`.trim() || row.email, email: row.email }
    : null;
}

export async function adminTicket(db: Queryable, row: TicketRow): Promise<AdminTicket> {
  return {
    ...(await loadTicket(db, row, { forSupport: true })),
    user: (await person(db, row.user_id)) ?? { id: row.user_id, name: 'Deleted user', email: '' },
    assignee: await person(db, row.assignee_id),
  };
}

export async function adminTicketPage(
  db: Queryable,
  adminId: string,
  query: {
    status?: TicketStatus;
    category?: string;
    assignee?: 'me' | 'none';
    userId?: string;
    page: number;
  },
) {
  if (query.userId && !isUuid(query.userId))
    return { items: [], total: 0, page: query.page, pageSize: TICKET_PAGE_SIZE };
  const where = `where ($1::text is null or t.status = $1) and ($2::text is null or t.category = $2)
      and ($3::text is null or ($3 = 'me' and t.assignee_id = $4) or ($3 = 'none' and t.assignee_id is null))
      and ($5::uuid is null or t.user_id = $5)`;
  const values = [
    query.status ?? null,
    query.category ?? null,
    query.assignee ?? null,
    adminId,
    query.userId || null,
  ];
  const rows = (
    await db.query<TicketRow>(
      `select t.* from app.support_tickets t ${where}
        order by (t.status = 'open') desc, t.updated_at desc limit $6 offset $7`,
      [...values, TICKET_PAGE_SIZE, (query.page - 1) * TICKET_PAGE_SIZE],
    )
  ).rows;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n from app.support_tickets t ${where}`, values))
      .rows[0]?.n ?? 0;
  const items = [];
  for (const row of rows)
    items.push({
      ...toSummary(row),
      user: (await person(db, row.user_id)) ?? { id: row.user_id, name: 'Deleted user', email: '' },
      assignee: await person(db, row.assignee_id),
    });
  return { items, total, page: query.page, pageSize: TICKET_PAGE_SIZE };
}

/** Queues support's reply to the ticket's owner, in the transaction that stores the reply. */
async function mailReply(
  client: PoolClient,
  mailer: MailSender,
  to: Person,
  row: TicketRow,
  body: string,
  publicUrl: string,
): Promise<void> {
  const link = `${publicUrl}/support?ticket=${row.id}`;
  await mailer.enqueue(client, {
    to: to.email,
    subject: `Re: ${row.subject} [ticket ${row.number}]`,
    text: [
      `Hello ${to.name},`,
      '',
      body,
      '',
      `Read the whole conversation and reply: ${link}`,
      '',
      'Poolscape support',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(to.name)},</p>${body
      .split(/\n{2,}/)
      .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
      .join(
        '',
      )}<p><a href="${escapeHtml(link)}">Read the whole conversation and reply</a></p><p>Poolscape support</p>`,
  });
}

/** Support's reply (mailed to the user) or internal note; null when there is no such ticket. */
export async function replyAsSupport(
  pool: Pool,
  actor: Actor,
  ticketId: string,
  message: { body: string; internal: boolean },
  mail: { mailer: MailSender; publicUrl: string },
): Promise<TicketRow | null> {
  const result = await inTransaction(pool, async (client) => {
    const row = await findTicket(client, ticketId, null, { lock: true });
    if (!row) return null;
    const updated = await addMessage(client, row.id, {
      authorId: actor.id,
      fromSupport: true,
      internal: message.internal,
      body: message.body,
    });
    await audit(
      client,
      actor,
      message.internal ? 'ticket.note' : 'ticket.reply',
      { type: 'ticket', id: row.id },
      { status: row.status },
      { status: updated.status, message: message.body },
    );
    const owner = await person(client, row.user_id);
    if (!message.internal && owner)
      await mailReply(client, mail.mailer, owner, updated, message.body.trim(), mail.publicUrl);
    return updated;
  });
  return result;
}

export type TicketUpdateResult =
  | { ok: true; row: TicketRow }
  | { ok: false; reason: 'not-found' | 'not-an-admin' };

/** Closes, reopens or assigns a ticket (only to an admin, or to nobody). */
export async function updateTicketAsSupport(
  pool: Pool,
  actor: Actor,
  ticketId: string,
  update: { status?: TicketStatus; assigneeId?: string | null },
): Promise<TicketUpdateResult> {
  return inTransaction(pool, async (client) => {
    const row = await findTicket(client, ticketId, null, { lock: true });
    if (!row) return { ok: false, reason: 'not-found' };
    if (update.assigneeId) {
      const admin =
        isUuid(update.assigneeId) &&
        (
          await client.query("select 1 from app.users where id = $1 and staff_role = 'admin'", [
            update.assigneeId,
          ])
        ).rowCount;
      if (!admin) return { ok: false, reason: 'not-an-admin' };
    }
    const updated = (
      await client.query<TicketRow>(
        `update app.support_tickets set status = coalesce($2, status),
           assignee_id = case when $3::boolean then $4::uuid else assignee_id end, updated_at = now()
         where id = $1 returning *`,
        [
          row.id,
          update.status ?? null,
          update.assigneeId !== undefined,
          update.assigneeId?.toLowerCase() ?? null,
        ],
      )
    ).rows[0] as TicketRow;
    await audit(
      client,
      actor,
      'ticket.update',
      { type: 'ticket', id: row.id },
      { status: row.status, assigneeId: row.assignee_id },
      { status: updated.status, assigneeId: updated.assignee_id },
    );
    return { ok: true, row: updated };
  });
}
