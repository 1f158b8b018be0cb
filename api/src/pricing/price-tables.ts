// Price tables and the estimates they give: a pool professional keeps one table (app.price_tables);
// a design's estimate is worked out from it and the design's measured size each time it is shown,
// and only where the owner chose to show it. A homeowner (or a user without a role) keeps no table,
// and a table kept from a professional role they have since left gives no estimate.

import {
  type Corners,
  type DesignEstimate,
  type DesignOptions,
  type EstimatePlace,
  estimate,
  keepsPriceTable,
  type PriceTable,
  PriceTableSchema,
  type Scale,
} from '@poolscape/shared';
import { measuredDimensions } from '@poolscape/shared/measured-dimensions';
import type { Pool, PoolClient } from 'pg';
import { storableJson, storableText } from '../db/storable-text.ts';

type Queryable = Pool | PoolClient;

/** The user's table as stored, whatever their role now; null when they keep none (or it no longer reads). */
async function storedTable(db: Queryable, userId: string): Promise<PriceTable | null> {
  const row = (
    await db.query<{ price_table: unknown }>('select price_table from app.price_tables where user_id = $1', [
      userId,
    ])
  ).rows[0];
  const parsed = row ? PriceTableSchema.safeParse(row.price_table) : null;
  return parsed?.success ? parsed.data : null;
}

/** The table a user's estimates come from: theirs while they are a pool professional, else null. */
export async function priceTableOf(db: Queryable, userId: string): Promise<PriceTable | null> {
  const role = (await db.query<{ role: string | null }>('select role from app.users where id = $1', [userId]))
    .rows[0]?.role;
  return keepsPriceTable(role) ? storedTable(db, userId) : null;
}

/** Keeps `table` as the user's (replacing theirs); the caller checked their role. */
export async function savePriceTable(db: Queryable, userId: string, table: PriceTable): Promise<PriceTable> {
  const stored: PriceTable = { ...table, clientText: storableText(table.clientText).trim() };
  await db.query(
    `insert into app.price_tables (user_id, price_table) values ($1, $2)
     on conflict (user_id) do update set price_table = excluded.price_table, updated_at = now()`,
    [userId, storableJson(stored)],
  );
  return stored;
}

/** Removes the user's table; whether there was one. */
export async function removePriceTable(db: Queryable, userId: string): Promise<boolean> {
  return ((await db.query('delete from app.price_tables where user_id = $1', [userId])).rowCount ?? 0) > 0;
}

/**
 * What an estimate is worked out from: a version's options, placement and reference, and its
 * photo's size.
 */
export interface PricedVersion {
  options: DesignOptions;
  corners: Corners;
  scale: Scale | null;
  photo_width: number;
  photo_height: number;
}

/** The estimate `table` gives `version` at `place`, or why there is none. */
export function estimateAt(
  table: PriceTable | null,
  place: EstimatePlace,
  version: PricedVersion | null,
): DesignEstimate {
  if (!table) return { estimate: null, reason: 'no-table' };
  if (!table.show[place]) return { estimate: null, reason: 'hidden' };
  const dimensions = version
    ? measuredDimensions(version, { width: version.photo_width, height: version.photo_height })
    : null;
  if (!version || !dimensions) return { estimate: null, reason: 'no-dimensions' };
  const { style, features } = version.options;
  return { estimate: estimate(table, { dimensions, style, features }), reason: null };
}

/** One design's version: a given number, or null for the design's latest. */
export interface VersionRef {
  designId: string;
  number: number | null;
}

/** The versions `refs` name, in their order (null where a design or version is gone). */
export async function pricedVersions(
  db: Queryable,
  refs: readonly VersionRef[],
): Promise<(PricedVersion | null)[]> {
  if (refs.length === 0) return [];
  const rows = (
    await db.query<PricedVersion & { position: string }>(
      `select t.position, v.options, v.corners, v.scale, d.photo_width, d.photo_height
         from unnest($1::uuid[], $2::int[]) with ordinality as t(design_id, number, position)
         join app.designs d on d.id = t.design_id
         join lateral (
           select options, corners, scale from app.design_versions
            where design_id = t.design_id and (t.number is null or number = t.number)
            order by number desc limit 1
         ) v on true`,
      [refs.map((ref) => ref.designId), refs.map((ref) => ref.number)],
    )
  ).rows;
  const byPosition = new Map(rows.map((row) => [Number(row.position), row]));
  return refs.map((_, index) => byPosition.get(index + 1) ?? null);
}

/**
 * The estimates of `owner`'s designs at `place` (each ref a design of theirs and the version
 * shown), in order; the table is read once. Null where there is none.
 */
export async function estimatesAt(
  db: Queryable,
  ownerId: string,
  place: EstimatePlace,
  refs: readonly VersionRef[],
): Promise<(DesignEstimate['estimate'] | null)[]> {
  const table = await priceTableOf(db, ownerId);
  if (!table?.show[place]) return refs.map(() => null);
  const versions = await pricedVersions(db, refs);
  return versions.map((version) => estimateAt(table, place, version).estimate);
}
