// What a quote request is about: a design that is unlisted or public, a public collection, or a
// presentation with a live share link, whose owner switched quote requests on for it. The share
// pages offer the form and the public request is taken only for such an item; anything else (not
// shared, switched off, a disabled owner, unknown, malformed) looks the same: not there. The owner
// turns the switch on or off for their own items here too.
import { LEAD_TEXT, type LeadItemKind, type QuoteOffer } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { openSql } from '../auth/users.ts';
import { isUuid } from '../designs/designs.ts';
import { listedSql, sharedSql } from '../designs/visibility.ts';

type Queryable = Pool | PoolClient;

/** An item that takes quote requests, with its owner. */
export interface QuoteTarget {
  kind: LeadItemKind;
  itemId: string;
  itemName: string;
  ownerId: string;
  ownerEmail: string;
  /** Who answers, as the page and the visitor's e-mail name them (never an address). */
  by: string;
  /** The shared page's path (the visitor's e-mail links back to it). */
  pagePath: string;
}

interface TargetRow {
  id: string;
  name: string;
  user_id: string;
  email: string;
  first_name: string;
  company: string | null;
  share_token: string | null;
}

/** The owner as visitors see them: their company, else their first name. */
export function ownerShownAs(owner: { first_name: string; company: string | null }): string {
  return owner.company?.trim() || owner.first_name.trim() || LEAD_TEXT.anonymousOwner;
}

const OWNER = 'u.id as user_id, u.email, u.first_name, u.company';

/** Each kind's item as a shared page shows it, only while shared and switched on. */
const SHARED_ITEM: Record<LeadItemKind, string> = {
  design: `select d.id, d.name, null as share_token, ${OWNER} from app.designs d join app.users u on u.id = d.user_id
            where d.id = $1::uuid and ${sharedSql('d')} and d.quote_requests and ${openSql('u')}`,
  collection: `select c.id, c.name, null as share_token, ${OWNER} from app.collections c join app.users u on u.id = c.user_id
                where c.id = $1::uuid and ${listedSql('c')} and c.quote_requests and ${openSql('u')}`,
  presentation: `select p.id, p.title as name, p.share_token, ${OWNER} from app.presentations p join app.users u on u.id = p.user_id
                  where p.share_token = $1 and p.quote_requests and ${openSql('u')}`,
};

function pagePathOf(kind: LeadItemKind, row: TargetRow): string {
  if (kind === 'design') return `/design/share/${row.id}`;
  if (kind === 'collection') return `/profile/public/${row.user_id}/collections/${row.id}`;
  return `/present/${row.share_token}`;
}

/** Whether `ref` can name an item of `kind` at all: an id, or a presentation's share token. */
function wellFormed(kind: LeadItemKind, ref: string): boolean {
  return kind === 'presentation' ? /^[A-Za-z0-9_-]{43}$/.test(ref) : isUuid(ref);
}

/**
 * The item `ref` names (a design's or collection's id, a presentation's share token) when its
 * shared page takes quote requests; else null.
 */
export async function findQuoteTarget(
  db: Queryable,
  kind: LeadItemKind,
  ref: string,
): Promise<QuoteTarget | null> {
  if (!wellFormed(kind, ref)) return null;
  const row = (await db.query<TargetRow>(SHARED_ITEM[kind], [ref])).rows[0];
  if (!row) return null;
  return {
    kind,
    itemId: row.id,
    itemName: row.name,
    ownerId: row.user_id,
    ownerEmail: row.email,
    by: ownerShownAs(row),
    pagePath: pagePathOf(kind, row),
  };
}

/** What a share page's data carries: who answers and where the form goes; null when switched off. */
export async function quoteOffer(db: Queryable, kind: LeadItemKind, ref: string): Promise<QuoteOffer | null> {
  const target = await findQuoteTarget(db, kind, ref);
  return target ? { by: target.by, action: `/api/quote-requests/${kind}/${encodeURIComponent(ref)}` } : null;
}

const TABLES: Record<LeadItemKind, string> = {
  design: 'app.designs',
  collection: 'app.collections',
  presentation: 'app.presentations',
};

/** Whether the owner's item takes quote requests; null when it is not theirs (or does not exist). */
export async function readQuoteSwitch(
  db: Queryable,
  userId: string,
  kind: LeadItemKind,
  itemId: string,
): Promise<boolean | null> {
  if (!isUuid(itemId)) return null;
  const row = (
    await db.query<{ quote_requests: boolean }>(
      `select quote_requests from ${TABLES[kind]} where id = $1 and user_id = $2`,
      [itemId, userId],
    )
  ).rows[0];
  return row ? row.quote_requests : null;
}

/** Switches quote requests on or off for the owner's item; null when it is not theirs. */
export async function setQuoteSwitch(
  db: Queryable,
  userId: string,
  kind: LeadItemKind,
  itemId: string,
  enabled: boolean,
): Promise<boolean | null> {
  if (!isUuid(itemId)) return null;
  const row = (
    await db.query<{ quote_requests: boolean }>(
      `update ${TABLES[kind]} set quote_requests = $3 where id = $1 and user_id = $2 returning quote_requests`,
      [itemId, userId, enabled],
    )
  ).rows[0];
  return row ? row.quote_requests : null;
}
