// Taking a quote request from a shared page: only for an item that takes them (quote-targets.ts),
// within the limits per client and per item (counted in the database, so every API process shares
// them), then stored as the owner's lead and mailed to both (the lead and its mail in one
// transaction). A filled honeypot gets the same answer
// and nothing is stored, counted or sent.
import { LEAD_LIMITS, LEAD_TEXT, type LeadItemKind, type QuoteRequest } from '@poolscape/shared';
import type { Pool } from 'pg';
import { hit } from '../auth/throttle.ts';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import type { MailSender } from '../mail/mail-queue.ts';
import { leadDetails, ownerMail, visitorMail } from './quote-mail.ts';
import { findQuoteTarget } from './quote-targets.ts';

export type QuoteRefusal = 'not-found' | 'no-proof' | 'too-many-from-client' | 'too-many-for-item';

export type QuoteRequestResult =
  | { ok: true; message: string }
  | { ok: false; reason: QuoteRefusal; retryAfter?: number };

export interface QuoteRequestInput {
  kind: LeadItemKind;
  /** A design's or collection's id, a presentation's share token. */
  ref: string;
  request: QuoteRequest;
  /** Who sent it (the client's address), for the per-client limit. */
  client: string;
  /** Whether the request carried a solved proof of work (checked by the caller, once). */
  proven: () => Promise<boolean>;
  mail: { mailer: MailSender; publicUrl: string };
}

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export async function requestQuote(pool: Pool, input: QuoteRequestInput): Promise<QuoteRequestResult> {
  const target = await findQuoteTarget(pool, input.kind, input.ref);
  if (!target) return { ok: false, reason: 'not-found' };
  const answer = { ok: true as const, message: LEAD_TEXT.thanks(target.by) };
  // A robot filled the field people never see: it is told what anyone is told, and forgotten. It
  // counts against no limit, so robots cannot use up an item's requests for the day.
  if (input.request.website?.trim()) return answer;
  if (!(await input.proven())) return { ok: false, reason: 'no-proof' };
  const perClient = await hit(pool, `quote:client:${input.client}`, LEAD_LIMITS.perClientPerHour, HOUR);
  if (!perClient.allowed)
    return { ok: false, reason: 'too-many-from-client', retryAfter: perClient.retryAfter };
  const perItem = await hit(pool, `quote:${target.kind}:${target.itemId}`, LEAD_LIMITS.perItemPerDay, DAY);
  if (!perItem.allowed) return { ok: false, reason: 'too-many-for-item', retryAfter: perItem.retryAfter };

  const lead = leadDetails(input.request);
  const stored = {
    name: storableText(lead.name),
    email: storableText(lead.email),
    phone: storableText(lead.phone),
    postcode: storableText(lead.postcode),
    message: storableText(lead.message),
  };
  // Security: the visitor's address is whatever was typed, so the product mails it a fixed text (no
  // name, message or item name anyone wrote) and at most a few times a day across all pages.
  const recipient = `quote:recipient:${stored.email.toLowerCase()}`;
  const confirm = (await hit(pool, recipient, LEAD_LIMITS.confirmationsPerAddressPerDay, DAY)).allowed;
  const { mailer, publicUrl } = input.mail;
  // Queued with the lead: the answer does not wait for SMTP, and no mail tells of a lead not stored.
  await inTransaction(pool, async (client) => {
    await client.query(
      `insert into app.leads (user_id, item_kind, item_id, item_name, name, email, phone, postcode, message)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        target.ownerId,
        target.kind,
        target.itemId,
        target.itemName,
        stored.name,
        stored.email,
        stored.phone,
        stored.postcode,
        stored.message,
      ],
    );
    await mailer.enqueue(client, ownerMail(target, stored, publicUrl));
    if (confirm) await mailer.enqueue(client, visitorMail(stored.email, publicUrl));
  });
  return answer;
}
