// Making and changing a user's presentations: a new one from a collection (its designs and notes,
// in its order), from chosen designs, or empty; its words, what its closing slide shows and whether
// it is shared (a new link each time sharing starts again); deleting it.
import { randomBytes } from 'node:crypto';
import { type CreatePresentation, PRESENTATION_LIMITS, type UpdatePresentation } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import {
  findOwnPresentation,
  type PresentationRefusal,
  type PresentationResult,
  type PresentationRow,
  refuse,
} from './presentations.ts';

type Queryable = Pool | PoolClient;

/** The designs, in order, that a new presentation starts with: a collection's or those chosen. */
async function startingSlides(
  client: PoolClient,
  userId: string,
  input: CreatePresentation,
): Promise<{ designId: string; notes: string }[] | PresentationRefusal> {
  if (input.collectionId) {
    if (!isUuid(input.collectionId)) return 'collection-not-found';
    const owned = await client.query('select 1 from app.collections where id = $1 and user_id = $2', [
      input.collectionId,
      userId,
    ]);
    if (!owned.rowCount) return 'collection-not-found';
    const rows = (
      await client.query<{ design_id: string; note: string }>(
        `select design_id, note from app.collection_designs where collection_id = $1
          order by position, added_at limit $2`,
        [input.collectionId, PRESENTATION_LIMITS.slides],
      )
    ).rows;
    return rows.map((row) => ({ designId: row.design_id, notes: row.note }));
  }
  const wanted = await ownDesigns(client, userId, input.designIds ?? []);
  return wanted ?? 'design-not-found';
}

/** The ids as the user's designs (duplicates kept, as slides may repeat), or null if any is not. */
export async function ownDesigns(
  db: Queryable,
  userId: string,
  designIds: readonly string[],
): Promise<{ designId: string; notes: string }[] | null> {
  const ids = designIds.map((id) => id.toLowerCase());
  if (!ids.every(isUuid)) return null;
  const owned = new Set(
    (
      await db.query<{ id: string }>(
        'select id from app.designs where user_id = $1 and id = any($2::uuid[])',
        [userId, ids],
      )
    ).rows.map((row) => row.id),
  );
  if (!ids.every((id) => owned.has(id))) return null;
  return ids.map((designId) => ({ designId, notes: '' }));
}

/** Appends slides for `designs` after the `existing` ones. */
export async function insertSlides(
  client: PoolClient,
  presentationId: string,
  designs: readonly { designId: string; notes: string }[],
  existing: number,
): Promise<void> {
  await client.query(
    `insert into app.presentation_slides (presentation_id, design_id, notes, position)
     select $1, t.id, t.notes, $4 + t.ordinality - 1
       from unnest($2::uuid[], $3::text[]) with ordinality as t(id, notes, ordinality)`,
    [
      presentationId,
      designs.map((design) => design.designId),
      designs.map((design) => storableText(design.notes).slice(0, PRESENTATION_LIMITS.notesLength)),
      existing,
    ],
  );
}

export async function createPresentation(
  pool: Pool,
  userId: string,
  input: CreatePresentation,
): Promise<PresentationResult> {
  return inTransaction(pool, async (client) => {
    // One at a time per user: the count cannot be raced past the limit.
    await client.query('select 1 from app.users where id = $1 for update', [userId]);
    const count = (
      await client.query<{ n: number }>(
        'select count(*)::int as n from app.presentations where user_id = $1',
        [userId],
      )
    ).rows[0]?.n;
    if ((count ?? 0) >= PRESENTATION_LIMITS.presentations) return refuse('too-many');
    const slides = await startingSlides(client, userId, input);
    if (typeof slides === 'string') return refuse(slides);
    const row = (
      await client.query<PresentationRow>(
        `insert into app.presentations (user_id, title, client_name) values ($1, $2, $3) returning *`,
        [
          userId,
          storableText(input.title).trim() || 'Presentation',
          storableText(input.clientName ?? '').trim(),
        ],
      )
    ).rows[0] as PresentationRow;
    await insertSlides(client, row.id, slides, 0);
    return { ok: true, row };
  });
}

const newToken = () => randomBytes(32).toString('base64url');

/** Changes the presentation's words, what the closing slide shows, or whether it is shared. */
export async function updatePresentation(
  pool: Pool,
  userId: string,
  presentationId: string,
  update: UpdatePresentation,
): Promise<PresentationResult> {
  return inTransaction(pool, async (client) => {
    const row = await findOwnPresentation(client, userId, presentationId, { lock: true });
    if (!row) return refuse('not-found');
    // Sharing again keeps a live link; sharing after it ended makes a new one.
    const token =
      update.shared === undefined ? row.share_token : update.shared ? (row.share_token ?? newToken()) : null;
    const clean = (value: string | undefined) => (value === undefined ? null : storableText(value).trim());
    const updated = (
      await client.query<PresentationRow>(
        `update app.presentations set
           title = coalesce(nullif($2, ''), title), client_name = coalesce($3, client_name),
           closing_message = coalesce($4, closing_message), show_email = coalesce($5, show_email),
           show_phone = coalesce($6, show_phone), share_token = $7, updated_at = now()
         where id = $1 returning *`,
        [
          presentationId,
          clean(update.title),
          clean(update.clientName),
          clean(update.closingMessage),
          update.showEmail ?? null,
          update.showPhone ?? null,
          token,
        ],
      )
    ).rows[0] as PresentationRow;
    return { ok: true, row: updated };
  });
}

export async function deletePresentation(
  pool: Pool,
  userId: string,
  presentationId: string,
): Promise<boolean> {
  if (!isUuid(presentationId)) return false;
  const result = await pool.query('delete from app.presentations where id = $1 and user_id = $2', [
    presentationId,
    userId,
  ]);
  return (result.rowCount ?? 0) > 0;
}
