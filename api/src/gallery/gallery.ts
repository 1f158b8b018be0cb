// The public gallery's community designs: an owner submits one of their public, rendered designs;
// an operator approves or refuses it (`npm run gallery`, until the admin area's queue exists); an
// approved design shows on /gallery (and the gallery hostnames) while it stays public, with its
// owner's name linked to their public profile when they have one. Results are reasons.
import type { CommunityDesign, GalleryStatus, Visibility } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { awardBadges } from '../badges/badges.ts';
import { imageUrls, isUuid } from '../designs/designs.ts';
import { isListed, listedSql, ownerActiveSql } from '../designs/visibility.ts';

type Queryable = Pool | PoolClient;

export type GalleryRefusal = 'not-found' | 'not-public' | 'not-rendered';

/** The design's newest render (viewpoint 1), if any. */
const NEWEST_IMAGE = `(select i.id from app.design_images i join app.design_versions v on v.id = i.version_id
   where i.design_id = d.id and i.viewpoint = 1 and v.status = 'ready'
   order by v.number desc, i.variation limit 1)`;

/** Submits the user's design (again, after a refusal); one already submitted or approved stays so. */
export async function submitToGallery(
  db: Queryable,
  userId: string,
  designId: string,
): Promise<{ ok: true; status: GalleryStatus } | { ok: false; reason: GalleryRefusal }> {
  if (!isUuid(designId)) return { ok: false, reason: 'not-found' };
  const design = (
    await db.query<{ visibility: Visibility; gallery_status: GalleryStatus | null; image_id: string | null }>(
      `select d.visibility, d.gallery_status, ${NEWEST_IMAGE} as image_id
         from app.designs d where d.id = $1 and d.user_id = $2`,
      [designId, userId],
    )
  ).rows[0];
  if (!design) return { ok: false, reason: 'not-found' };
  if (!isListed(design.visibility)) return { ok: false, reason: 'not-public' };
  if (!design.image_id) return { ok: false, reason: 'not-rendered' };
  if (design.gallery_status === 'submitted' || design.gallery_status === 'approved')
    return { ok: true, status: design.gallery_status };
  await db.query(
    `update app.designs set gallery_status = 'submitted', gallery_submitted_at = now(), gallery_decided_at = null
      where id = $1`,
    [designId],
  );
  return { ok: true, status: 'submitted' };
}

/** Takes the user's design out of the gallery (or its queue); false when it is not theirs. */
export async function withdrawFromGallery(db: Queryable, userId: string, designId: string): Promise<boolean> {
  if (!isUuid(designId)) return false;
  const result = await db.query(
    `update app.designs set gallery_status = null, gallery_submitted_at = null, gallery_decided_at = null
      where id = $1 and user_id = $2`,
    [designId, userId],
  );
  return (result.rowCount ?? 0) > 0;
}

export interface GallerySubmission {
  designId: string;
  name: string;
  ownerEmail: string;
  submittedAt: Date;
}

/** Designs waiting for a decision, oldest first. */
export async function pendingSubmissions(db: Queryable): Promise<GallerySubmission[]> {
  const rows = (
    await db.query<{ id: string; name: string; email: string; gallery_submitted_at: Date }>(
      `select d.id, d.name, u.email, d.gallery_submitted_at
         from app.designs d join app.users u on u.id = d.user_id
        where d.gallery_status = 'submitted' order by d.gallery_submitted_at, d.id`,
    )
  ).rows;
  return rows.map((row) => ({
    designId: row.id,
    name: row.name,
    ownerEmail: row.email,
    submittedAt: row.gallery_submitted_at,
  }));
}

/**
 * An operator's decision on a submitted design; an approval earns its owner the gallery badge.
 * False when no design with that id is waiting.
 */
export async function decideSubmission(
  db: Queryable,
  designId: string,
  decision: 'approved' | 'refused',
): Promise<boolean> {
  if (!isUuid(designId)) return false;
  const decided = (
    await db.query<{ user_id: string }>(
      `update app.designs set gallery_status = $2, gallery_decided_at = now()
        where id = $1 and gallery_status = 'submitted' returning user_id`,
      [designId, decision],
    )
  ).rows[0];
  if (!decided) return false;
  if (decision === 'approved') await awardBadges(db, decided.user_id);
  return true;
}

/** Where approved designs that are still public (and rendered) are found. */
const SHOWN = `d.gallery_status = 'approved' and ${listedSql('d')} and ${ownerActiveSql('d.user_id')} and exists (
  select 1 from app.design_images i join app.design_versions v on v.id = i.version_id
   where i.design_id = d.id and i.viewpoint = 1 and v.status = 'ready')`;

/** How many designs the gallery shows in all. */
export async function communityGallerySize(db: Queryable): Promise<number> {
  return (
    (await db.query<{ count: number }>(`select count(*)::int as count from app.designs d where ${SHOWN}`))
      .rows[0]?.count ?? 0
  );
}

/** Approved designs that are still public, the newest approvals first. */
export async function communityGallery(db: Queryable, limit = 24, offset = 0): Promise<CommunityDesign[]> {
  const rows = (
    await db.query<{
      id: string;
      name: string;
      image_id: string | null;
      width: number | null;
      height: number | null;
      owner_id: string;
      first_name: string;
      last_name: string;
      profile_public: boolean;
    }>(
      `select d.id, d.name, t.id as image_id, t.width, t.height,
              u.id as owner_id, u.first_name, u.last_name, u.profile_public
         from app.designs d
         join app.users u on u.id = d.user_id
         left join lateral (
           select i.id, i.width, i.height from app.design_images i join app.design_versions v on v.id = i.version_id
            where i.design_id = d.id and i.viewpoint = 1 and v.status = 'ready'
            order by v.number desc, i.variation limit 1
         ) t on true
        where d.gallery_status = 'approved' and ${listedSql('d')} and t.id is not null
        order by d.gallery_decided_at desc, d.id
        limit $1 offset $2`,
      [limit, offset],
    )
  ).rows;
  return rows.map((row) => ({
    designId: row.id,
    name: row.name,
    url: `/design/share/${row.id}`,
    image: { url: imageUrls(row.image_id ?? '').url, width: row.width ?? 1, height: row.height ?? 1 },
    thumbnailUrl: imageUrls(row.image_id ?? '').thumbnailUrl,
    // A member who keeps their profile private is not named.
    owner: row.profile_public
      ? {
          name: `${row.first_name} ${row.last_name}`.trim() || 'Poolscape member',
          url: `/profile/public/${row.owner_id}`,
        }
      : { name: 'A Poolscape member', url: null },
  }));
}
