// Support tickets as rows and as the API shows them: a user opens one (optionally about one of
// their designs), reads its thread and replies; support answers or leaves an internal note, assigns
// it, closes or reopens it (admin.ts). A user's lookups are scoped to them: someone else's ticket
// is the same as none. Internal notes are left out of everything a user is sent.
import {
  type CreateTicket,
  SUPPORT_LIMITS,
  type Ticket,
  type TicketCategory,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';

type Queryable = Pool | PoolClient;

export interface TicketRow {
  id: string;
  number: string;
  user_id: string;
  subject: string;
  category: TicketCategory;
  status: TicketStatus;
  design_id: string | null;
  screenshot_key: string | null;
  assignee_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: Number(row.number),
    subject: row.subject,
    category: row.category,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** A ticket with its thread: with support's internal notes only when `forSupport`. */
export async function loadTicket(
  db: Queryable,
  row: TicketRow,
  options: { forSupport: boolean },
): Promise<Ticket> {
  const messages = (
    await db.query<{
      id: string;
      from_support: boolean;
      internal: boolean;
      first_name: string | null;
      last_name: string | null;
      body: string;
      created_at: Date;
    }>(
      `select m.id::text, m.from_support, m.internal, u.first_name, u.last_name, m.body, m.created_at
         from app.ticket_messages m left join app.users u on u.id = m.author_id
        where m.ticket_id = $1 ${options.forSupport ? '' : 'and not m.internal'}
        order by m.id`,
      [row.id],
    )
  ).rows;
  const design = row.design_id
    ? (
        await db.query<{ id: string; name: string }>('select id, name from app.designs where id = $1', [
          row.design_id,
        ])
      ).rows[0]
    : undefined;
  return {
    ...toSummary(row),
    design: design ? { id: design.id, name: design.name, url: `/design/result/${design.id}` } : null,
    // The file at one address never changes: a new screenshot gets a new one.
    screenshotUrl: row.screenshot_key
      ? `/api/support/tickets/${row.id}/screenshot?v=${encodeURIComponent(row.screenshot_key)}`
      : null,
    messages: messages.map(
      (message): TicketMessage => ({
        id: message.id,
        fromSupport: message.from_support,
        internal: message.internal,
        author: message.from_support
          ? `${message.first_name ?? ''} from Poolscape support`.trim()
          : `${message.first_name ?? ''} ${message.last_name ?? ''}`.trim() || 'You',
        body: message.body,
        at: message.created_at.toISOString(),
      }),
    ),
  };
}

export async function listOwnTickets(db: Queryable, userId: string): Promise<TicketSummary[]> {
  const rows = (
    await db.query<TicketRow>(
      'select * from app.support_tickets where user_id = $1 order by updated_at desc, number desc',
      [userId],
    )
  ).rows;
  return rows.map(toSummary);
}

/** A ticket by id: the user's own (`userId`), or any (null, for support); else null. */
export async function findTicket(
  db: Queryable,
  ticketId: string,
  userId: string | null,
  options: { lock?: boolean } = {},
): Promise<TicketRow | null> {
  if (!isUuid(ticketId)) return null;
  const result = await db.query<TicketRow>(
    `select * from app.support_tickets where id = $1 and ($2::uuid is null or user_id = $2)${options.lock ? ' for update' : ''}`,
    [ticketId, userId],
  );
  return result.rows[0] ?? null;
}

export type CreateTicketResult =
  | { ok: true; row: TicketRow }
  | { ok: false; reason: 'design-not-found' | 'too-many' };

export async function createTicket(
  pool: Pool,
  userId: string,
  input: CreateTicket,
): Promise<CreateTicketResult> {
  return inTransaction(pool, async (client) => {
    // One at a time per user: the day's count cannot be raced past the limit.
    await client.query('select 1 from app.users where id = $1 for update', [userId]);
    if (input.designId) {
      const owned =
        isUuid(input.designId) &&
        (
          await client.query('select 1 from app.designs where id = $1 and user_id = $2', [
            input.designId,
            userId,
          ])
        ).rowCount;
      if (!owned) return { ok: false, reason: 'design-not-found' };
    }
    const today = (
      await client.query<{ n: number }>(
        `select count(*)::int as n from app.support_tickets
          where user_id = $1 and created_at > now() - interval '1 day'`,
        [userId],
      )
    ).rows[0]?.n;
    if ((today ?? 0) >= SUPPORT_LIMITS.ticketsPerDay) return { ok: false, reason: 'too-many' };
    const row = (
      await client.query<TicketRow>(
        `insert into app.support_tickets (user_id, subject, category, design_id)
         values ($1, $2, $3, $4) returning *`,
        [userId, storableText(input.subject).trim(), input.category, input.designId?.toLowerCase() ?? null],
      )
    ).rows[0] as TicketRow;
    await addMessage(client, row.id, {
      authorId: userId,
      fromSupport: false,
      internal: false,
      body: input.message,
    });
    return { ok: true, row };
  });
}

/** Adds a message to the thread and moves the ticket's status and time along with it. */
export async function addMessage(
  client: PoolClient,
  ticketId: string,
  message: { authorId: string; fromSupport: boolean; internal: boolean; body: string },
): Promise<TicketRow> {
  await client.query(
    `insert into app.ticket_messages (ticket_id, author_id, from_support, internal, body)
     values ($1, $2, $3, $4, $5)`,
    [ticketId, message.authorId, message.fromSupport, message.internal, storableText(message.body).trim()],
  );
  // A note changes nothing for the user; a reply from support waits for the user, a reply from
  // the user (even on a closed ticket) waits for support.
  const status = message.internal ? null : message.fromSupport ? 'answered' : 'open';
  return (
    await client.query<TicketRow>(
      `update app.support_tickets set status = coalesce($2, status), updated_at = now()
        where id = $1 returning *`,
      [ticketId, status],
    )
  ).rows[0] as TicketRow;
}

/** The user's reply on their own ticket; null when it is not theirs. */
export async function replyAsUser(
  pool: Pool,
  userId: string,
  ticketId: string,
  body: string,
): Promise<TicketRow | null> {
  return inTransaction(pool, async (client) => {
    const row = await findTicket(client, ticketId, userId, { lock: true });
    if (!row) return null;
    return addMessage(client, row.id, { authorId: userId, fromSupport: false, internal: false, body });
  });
}
