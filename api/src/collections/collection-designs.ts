// The designs in a user's collection: added (all or nothing, only the user's own), taken out,
// reordered and noted, each in one transaction with the collection's row locked, so two tabs
// changing one collection at once each see a whole change.

import { COLLECTION_LIMITS } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import { type CollectionResult, lockOwn, refuse } from './collections.ts';

const touch = (client: PoolClient, collectionId: string) =>
  client.query('update app.collections set updated_at = now() where id = $1', [collectionId]);

/**
 * Adds the user's designs at the end, in the order given; designs already in it stay where they
 * are. All or nothing: one design that is not the user's refuses the whole request.
 */
export async function addDesigns(
  pool: Pool,
  userId: string,
  collectionId: string,
  designIds: readonly string[],
): Promise<CollectionResult> {
  const wanted = [...new Set(designIds.map((id) => id.toLowerCase()))];
  if (!wanted.every(isUuid)) return refuse('design-not-found');
  return inTransaction(pool, async (client) => {
    const row = await lockOwn(client, userId, collectionId);
    if (!row) return refuse('not-found');
    const owned = await client.query<{ id: string }>(
      'select id from app.designs where user_id = $1 and id = any($2::uuid[])',
      [userId, wanted],
    );
    if (owned.rows.length !== wanted.length) return refuse('design-not-found');
    const present = new Set(
      (
        await client.query<{ design_id: string }>(
          'select design_id from app.collection_designs where collection_id = $1',
          [collectionId],
        )
      ).rows.map((entry) => entry.design_id),
    );
    const added = wanted.filter((id) => !present.has(id));
    if (present.size + added.length > COLLECTION_LIMITS.designs) return refuse('full');
    await client.query(
      `insert into app.collection_designs (collection_id, design_id, position)
       select $1, id, $3 + ordinality - 1 from unnest($2::uuid[]) with ordinality as t(id, ordinality)`,
      [collectionId, added, present.size],
    );
    await touch(client, collectionId);
    return { ok: true, row };
  });
}

/** Takes a design out of the collection (the design itself stays); positions close up. */
export async function removeDesign(
  pool: Pool,
  userId: string,
  collectionId: string,
  designId: string,
): Promise<CollectionResult> {
  return inTransaction(pool, async (client) => {
    const row = await lockOwn(client, userId, collectionId);
    if (!row) return refuse('not-found');
    if (!isUuid(designId)) return refuse('not-in-collection');
    const removed = await client.query(
      'delete from app.collection_designs where collection_id = $1 and design_id = $2',
      [collectionId, designId],
    );
    if (!removed.rowCount) return refuse('not-in-collection');
    await client.query(
      `update app.collection_designs cd set position = ordered.position
         from (select design_id, (row_number() over (order by position, added_at) - 1)::int as position
                 from app.collection_designs where collection_id = $1) ordered
        where cd.collection_id = $1 and cd.design_id = ordered.design_id`,
      [collectionId],
    );
    await client.query(
      'update app.collections set cover_design_id = null where id = $1 and cover_design_id = $2',
      [collectionId, designId],
    );
    await touch(client, collectionId);
    return { ok: true, row };
  });
}

/** Puts the collection's designs in the order given, which must list each of them exactly once. */
export async function reorderDesigns(
  pool: Pool,
  userId: string,
  collectionId: string,
  designIds: readonly string[],
): Promise<CollectionResult> {
  const order = designIds.map((id) => id.toLowerCase());
  return inTransaction(pool, async (client) => {
    const row = await lockOwn(client, userId, collectionId);
    if (!row) return refuse('not-found');
    const present = (
      await client.query<{ design_id: string }>(
        'select design_id from app.collection_designs where collection_id = $1',
        [collectionId],
      )
    ).rows.map((entry) => entry.design_id);
    const same =
      order.length === present.length &&
      new Set(order).size === order.length &&
      present.every((id) => order.includes(id));
    if (!same) return refuse('order-mismatch');
    await client.query(
      `update app.collection_designs cd set position = t.ordinality - 1
         from unnest($2::uuid[]) with ordinality as t(id, ordinality)
        where cd.collection_id = $1 and cd.design_id = t.id`,
      [collectionId, order],
    );
    await touch(client, collectionId);
    return { ok: true, row };
  });
}

/** The note shown with a design in the collection. */
export async function setNote(
  pool: Pool,
  userId: string,
  collectionId: string,
  designId: string,
  note: string,
): Promise<CollectionResult> {
  return inTransaction(pool, async (client) => {
    const row = await lockOwn(client, userId, collectionId);
    if (!row) return refuse('not-found');
    if (!isUuid(designId)) return refuse('not-in-collection');
    const updated = await client.query(
      'update app.collection_designs set note = $3 where collection_id = $1 and design_id = $2',
      [collectionId, designId, storableText(note).trim()],
    );
    if (!updated.rowCount) return refuse('not-in-collection');
    await touch(client, collectionId);
    return { ok: true, row };
  });
}
