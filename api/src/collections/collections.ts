// Collections as rows and as the API shows them: a user's own collections (list, create, rename,
// describe, share, choose a cover, delete) and the designs in each as shown (the changes to them
// are in collection-designs.ts). Every lookup is scoped to the owner: another user's collection
// is indistinguishable from one that does not exist. Results are reasons; routes choose statuses.
import {
  COLLECTION_LIMITS,
  type Collection,
  type CollectionItem,
  type CollectionSummary,
  type CollectionVisibility,
  type CreateCollection,
  type DesignStatus,
  type PoolStyle,
  type UpdateCollection,
  type Visibility,
} from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { storableText } from '../db/storable-text.ts';
import { inTransaction } from '../db/transaction.ts';
import { imageUrls, isUuid } from '../designs/designs.ts';
import { sharedSql } from '../designs/visibility.ts';

type Queryable = Pool | PoolClient;

export interface CollectionRow {
  id: string;
  user_id: string;
  name: string;
  description: string;
  visibility: CollectionVisibility;
  cover_design_id: string | null;
  created_at: Date;
  updated_at: Date;
}

type SummaryRow = CollectionRow & {
  design_count: number;
  cover_image: string | null;
  cover_design: string | null;
};

/** Each collection with its count and cover: the chosen design's newest render, else the first design's. */
const SUMMARY_SELECT = `
  select c.*,
         (select count(*)::int from app.collection_designs cd where cd.collection_id = c.id) as design_count,
         cover.design_id as cover_design,
         (select i.id from app.design_images i join app.design_versions v on v.id = i.version_id
           where i.design_id = cover.design_id and i.viewpoint = 1
           order by v.number desc, i.variation limit 1) as cover_image
    from app.collections c
    left join lateral (
      select coalesce(c.cover_design_id,
                      (select design_id from app.collection_designs
                        where collection_id = c.id order by position limit 1)) as design_id
    ) cover on true`;

function toSummary(row: SummaryRow): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    visibility: row.visibility,
    designCount: row.design_count,
    coverUrl: row.cover_image ? imageUrls(row.cover_image).thumbnailUrl : null,
    coverDesignId: row.cover_design,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The user's collections, most recently changed first. */
export async function listCollections(db: Queryable, userId: string): Promise<CollectionSummary[]> {
  const rows = (
    await db.query<SummaryRow>(`${SUMMARY_SELECT} where c.user_id = $1 order by c.updated_at desc, c.id`, [
      userId,
    ])
  ).rows;
  return rows.map(toSummary);
}

/** The user's own collection row, or null (another user's, a malformed id, none). */
export async function findOwnCollection(
  db: Queryable,
  userId: string,
  collectionId: string,
): Promise<CollectionRow | null> {
  if (!isUuid(collectionId)) return null;
  const result = await db.query<CollectionRow>(
    'select * from app.collections where id = $1 and user_id = $2',
    [collectionId, userId],
  );
  return result.rows[0] ?? null;
}

/**
 * A collection's designs in order. `sharedOnly` (the public view) leaves out designs their owner
 * keeps private: a public collection never shows what is private on its own.
 */
export async function collectionItems(
  db: Queryable,
  collectionId: string,
  options: { sharedOnly?: boolean } = {},
): Promise<CollectionItem[]> {
  const rows = (
    await db.query<{
      design_id: string;
      note: string;
      name: string;
      visibility: Visibility;
      status: DesignStatus;
      style: PoolStyle;
      image_id: string | null;
      width: number | null;
      height: number | null;
    }>(
      `select cd.design_id, cd.note, d.name, d.visibility, v.status, v.options->>'style' as style,
              t.id as image_id, t.width, t.height
         from app.collection_designs cd
         join app.designs d on d.id = cd.design_id
         join lateral (
           select status, options from app.design_versions where design_id = d.id order by number desc limit 1
         ) v on true
         left join lateral (
           select i.id, i.width, i.height from app.design_images i
             join app.design_versions iv on iv.id = i.version_id
            where i.design_id = d.id and i.viewpoint = 1 order by iv.number desc, i.variation limit 1
         ) t on true
        where cd.collection_id = $1 ${options.sharedOnly ? `and ${sharedSql('d')}` : ''}
        order by cd.position, cd.added_at`,
      [collectionId],
    )
  ).rows;
  return rows.map((row) => ({
    designId: row.design_id,
    name: row.name,
    note: row.note,
    status: row.status,
    style: row.style,
    visibility: row.visibility,
    photoUrl: `/api/designs/${row.design_id}/photo`,
    render:
      row.image_id && row.width && row.height
        ? {
            url: imageUrls(row.image_id).url,
            thumbnailUrl: imageUrls(row.image_id).thumbnailUrl,
            width: row.width,
            height: row.height,
          }
        : null,
  }));
}

/** Where a collection's public view lives. */
export function publicCollectionPath(userId: string, collectionId: string): string {
  return `/profile/public/${userId}/collections/${collectionId}`;
}

/** The API's view of one of the user's collections. */
export async function loadCollection(
  db: Queryable,
  row: CollectionRow,
  publicUrl: string,
): Promise<Collection> {
  const summary = (await db.query<SummaryRow>(`${SUMMARY_SELECT} where c.id = $1`, [row.id])).rows[0];
  if (!summary) throw new Error(`collection ${row.id} vanished`);
  return {
    ...toSummary(summary),
    items: await collectionItems(db, row.id),
    publicUrl: `${publicUrl}${publicCollectionPath(row.user_id, row.id)}`,
  };
}

export type CollectionRefusal =
  | 'not-found'
  | 'too-many'
  | 'design-not-found'
  | 'full'
  | 'order-mismatch'
  | 'not-in-collection';

export type CollectionResult = { ok: true; row: CollectionRow } | { ok: false; reason: CollectionRefusal };

export const refuse = (reason: CollectionRefusal): CollectionResult => ({ ok: false, reason });

export async function createCollection(
  pool: Pool,
  userId: string,
  input: CreateCollection,
): Promise<CollectionResult> {
  return inTransaction(pool, async (client) => {
    // One at a time per user: the count cannot be raced past the limit.
    await client.query('select 1 from app.users where id = $1 for update', [userId]);
    const count = (
      await client.query<{ n: number }>('select count(*)::int as n from app.collections where user_id = $1', [
        userId,
      ])
    ).rows[0]?.n;
    if ((count ?? 0) >= COLLECTION_LIMITS.collections) return refuse('too-many');
    const row = (
      await client.query<CollectionRow>(
        `insert into app.collections (user_id, name, description, visibility) values ($1, $2, $3, $4) returning *`,
        [
          userId,
          storableText(input.name).trim() || 'Collection',
          storableText(input.description ?? '').trim(),
          input.visibility ?? 'private',
        ],
      )
    ).rows[0] as CollectionRow;
    return { ok: true, row };
  });
}

/** Renames, describes, shares or changes the cover of the user's collection. */
export async function updateCollection(
  pool: Pool,
  userId: string,
  collectionId: string,
  update: UpdateCollection,
): Promise<CollectionResult> {
  return inTransaction(pool, async (client) => {
    const row = await lockOwn(client, userId, collectionId);
    if (!row) return refuse('not-found');
    if (update.coverDesignId && !(await holds(client, collectionId, update.coverDesignId)))
      return refuse('not-in-collection');
    const updated = (
      await client.query<CollectionRow>(
        `update app.collections set
           name = coalesce($2, name), description = coalesce($3, description),
           visibility = coalesce($4, visibility),
           cover_design_id = case when $5::boolean then $6::uuid else cover_design_id end,
           updated_at = now()
         where id = $1 returning *`,
        [
          collectionId,
          update.name === undefined ? null : storableText(update.name).trim() || row.name,
          update.description === undefined ? null : storableText(update.description).trim(),
          update.visibility ?? null,
          update.coverDesignId !== undefined,
          update.coverDesignId ?? null,
        ],
      )
    ).rows[0] as CollectionRow;
    return { ok: true, row: updated };
  });
}

export async function deleteCollection(pool: Pool, userId: string, collectionId: string): Promise<boolean> {
  if (!isUuid(collectionId)) return false;
  const result = await pool.query('delete from app.collections where id = $1 and user_id = $2', [
    collectionId,
    userId,
  ]);
  return (result.rowCount ?? 0) > 0;
}

/** The user's collection, locked until the transaction ends; null when it is not theirs. */
export async function lockOwn(
  client: PoolClient,
  userId: string,
  collectionId: string,
): Promise<CollectionRow | null> {
  if (!isUuid(collectionId)) return null;
  const result = await client.query<CollectionRow>(
    'select * from app.collections where id = $1 and user_id = $2 for update',
    [collectionId, userId],
  );
  return result.rows[0] ?? null;
}

/** Whether the design is in the collection. */
export async function holds(db: Queryable, collectionId: string, designId: string): Promise<boolean> {
  if (!isUuid(designId)) return false;
  const result = await db.query(
    'select 1 from app.collection_designs where collection_id = $1 and design_id = $2',
    [collectionId, designId],
  );
  return (result.rowCount ?? 0) > 0;
}
