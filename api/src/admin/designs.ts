// Designs, for the admin area: every design with filters (owner, style, status, engine, sharing,
// gallery state, dates), and what an admin does to one: hide a shared design (it becomes private
// and leaves the gallery), approve or refuse a gallery submission, render a failed design again
// (free: the failure was refunded). Each change and its audit row are one transaction.
import type { AdminDesignQuery, AdminDesignRow, Visibility } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { awardBadges } from '../badges/badges.ts';
import { inTransaction } from '../db/transaction.ts';
import { imageUrls, isUuid } from '../designs/designs.ts';
import { isShared, PRIVATE_VISIBILITY } from '../designs/visibility.ts';
import type { RenderJobSender } from '../jobs/job-queue.ts';
import { type Actor, audit } from './audit.ts';

type Queryable = Pool | PoolClient;

export const DESIGN_PAGE_SIZE = 24;

export async function adminDesignPage(db: Queryable, query: AdminDesignQuery) {
  if (query.userId && !isUuid(query.userId))
    return { items: [], total: 0, page: query.page, pageSize: DESIGN_PAGE_SIZE };
  const pattern = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const from = `from app.designs d
      join app.users u on u.id = d.user_id
      join lateral (select id, status, error, options from app.design_versions
                     where design_id = d.id order by number desc limit 1) v on true
      left join lateral (select i.id, i.engine from app.design_images i where i.version_id = v.id
                          order by i.viewpoint, i.variation limit 1) img on true
     where ($1::text is null or lower(d.name) like $1 or lower(u.email::text) like $1)
       and ($2::text is null or v.options->>'style' = $2)
       and ($3::text is null or v.status = $3)
       and ($4::text is null or img.engine = $4)
       and ($5::text is null or d.visibility = $5)
       and ($6::text is null or d.gallery_status = $6)
       and ($7::uuid is null or d.user_id = $7)
       and ($8::date is null or d.created_at >= $8::date)
       and ($9::date is null or d.created_at < $9::date + 1)`;
  const values = [
    pattern,
    query.style ?? null,
    query.status ?? null,
    query.engine ?? null,
    query.visibility ?? null,
    query.gallery ?? null,
    query.userId || null,
    query.from ?? null,
    query.to ?? null,
  ];
  const rows = (
    await db.query<{
      id: string;
      name: string;
      user_id: string;
      email: string;
      style: AdminDesignRow['style'];
      status: AdminDesignRow['status'];
      error: string | null;
      engine: string | null;
      visibility: AdminDesignRow['visibility'];
      gallery_status: AdminDesignRow['gallery'];
      image_id: string | null;
      created_at: Date;
    }>(
      `select d.id, d.name, d.user_id, u.email, v.options->>'style' as style, v.status, v.error, img.engine,
              d.visibility, d.gallery_status, img.id as image_id, d.created_at
         ${from} order by d.created_at desc, d.id limit $10 offset $11`,
      [...values, DESIGN_PAGE_SIZE, (query.page - 1) * DESIGN_PAGE_SIZE],
    )
  ).rows;
  const total = (await db.query<{ n: number }>(`select count(*)::int as n ${from}`, values)).rows[0]?.n ?? 0;
  return {
    items: rows.map(
      (row): AdminDesignRow => ({
        id: row.id,
        name: row.name,
        owner: { id: row.user_id, email: row.email },
        style: row.style,
        status: row.status,
        error: row.error,
        engine: row.engine,
        visibility: row.visibility,
        gallery: row.gallery_status,
        thumbnailUrl: row.image_id ? imageUrls(row.image_id).thumbnailUrl : null,
        createdAt: row.created_at.toISOString(),
      }),
    ),
    total,
    page: query.page,
    pageSize: DESIGN_PAGE_SIZE,
  };
}

export type DesignActionResult =
  | { ok: true }
  | { ok: false; reason: 'not-found' | 'not-public' | 'not-submitted' | 'not-failed' };

interface LockedDesign {
  id: string;
  user_id: string;
  visibility: Visibility;
  gallery_status: string | null;
}

async function lockDesign(client: PoolClient, designId: string): Promise<LockedDesign | null> {
  if (!isUuid(designId)) return null;
  return (
    (
      await client.query<LockedDesign>(
        'select id, user_id, visibility, gallery_status from app.designs where id = $1 for update',
        [designId],
      )
    ).rows[0] ?? null
  );
}

/** Hides a shared design: private from now on, and out of the gallery. */
export function hideDesign(pool: Pool, actor: Actor, designId: string): Promise<DesignActionResult> {
  return inTransaction(pool, async (client) => {
    const design = await lockDesign(client, designId);
    if (!design) return { ok: false, reason: 'not-found' };
    if (!isShared(design.visibility)) return { ok: false, reason: 'not-public' };
    const gallery = design.gallery_status ? 'refused' : null;
    await client.query(
      `update app.designs set visibility = $3, gallery_status = $2,
         gallery_decided_at = case when $2::text is null then gallery_decided_at else now() end, updated_at = now()
       where id = $1`,
      [designId, gallery, PRIVATE_VISIBILITY],
    );
    await audit(
      client,
      actor,
      'design.hide',
      { type: 'design', id: designId },
      { visibility: design.visibility, gallery: design.gallery_status },
      { visibility: PRIVATE_VISIBILITY, gallery },
    );
    return { ok: true };
  });
}

/** Approves (its owner earns the gallery badge) or refuses a design waiting for the gallery. */
export function decideGallery(
  pool: Pool,
  actor: Actor,
  designId: string,
  decision: 'approved' | 'refused',
): Promise<DesignActionResult> {
  return inTransaction(pool, async (client) => {
    const design = await lockDesign(client, designId);
    if (!design) return { ok: false, reason: 'not-found' };
    if (design.gallery_status !== 'submitted') return { ok: false, reason: 'not-submitted' };
    await client.query(
      'update app.designs set gallery_status = $2, gallery_decided_at = now() where id = $1',
      [designId, decision],
    );
    if (decision === 'approved') await awardBadges(client, design.user_id);
    await audit(
      client,
      actor,
      decision === 'approved' ? 'gallery.approve' : 'gallery.refuse',
      { type: 'design', id: designId },
      { gallery: 'submitted' },
      { gallery: decision },
    );
    return { ok: true };
  });
}

/** Renders the design's newest version again when it failed: queued afresh, at no charge. */
export function rerunDesign(
  pool: Pool,
  jobs: RenderJobSender,
  actor: Actor,
  designId: string,
): Promise<DesignActionResult> {
  return inTransaction(pool, async (client) => {
    const design = await lockDesign(client, designId);
    if (!design) return { ok: false, reason: 'not-found' };
    const version = (
      await client.query<{ id: string; number: number; status: string; error: string | null }>(
        'select id, number, status, error from app.design_versions where design_id = $1 order by number desc limit 1 for update',
        [designId],
      )
    ).rows[0];
    if (version?.status !== 'failed') return { ok: false, reason: 'not-failed' };
    await client.query(
      `update app.design_versions set status = 'queued', progress = 0, error = null, updated_at = now() where id = $1`,
      [version.id],
    );
    await jobs.enqueue(
      client,
      { designId, versionId: version.id, version: version.number, userId: design.user_id },
      { fresh: true },
    );
    await audit(
      client,
      actor,
      'design.rerun',
      { type: 'design', id: designId },
      { version: version.number, status: 'failed', error: version.error },
      { version: version.number, status: 'queued' },
    );
    return { ok: true };
  });
}
