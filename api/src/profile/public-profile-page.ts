// What a member's public profile shows besides the card: their public designs, their public
// collections (each counted and covered by the designs anyone may see, never a private one) and
// the badges they earned. Null when the member keeps their profile private.
import type { PublicProfilePage } from '@poolscape/shared';
import type { Pool } from 'pg';
import { earnedBadges } from '../badges/badges.ts';
import { type CollectionRow, collectionItems, publicCollectionPath } from '../collections/collections.ts';
import { imageUrls } from '../designs/designs.ts';
import { listedSql } from '../designs/visibility.ts';
import { findPublicProfile } from './profile.ts';

/** Public designs a profile lists at most. */
const DESIGNS_SHOWN = 24;

export async function loadPublicProfilePage(pool: Pool, userId: string): Promise<PublicProfilePage | null> {
  const profile = await findPublicProfile(pool, userId);
  if (!profile) return null;
  const designs = (
    await pool.query<{ id: string; name: string; image_id: string | null }>(
      `select d.id, d.name,
              (select i.id from app.design_images i join app.design_versions v on v.id = i.version_id
                where i.design_id = d.id and i.viewpoint = 1 order by v.number desc, i.variation limit 1) as image_id
         from app.designs d
        where d.user_id = $1 and ${listedSql('d')}
        order by d.created_at desc limit $2`,
      [profile.id, DESIGNS_SHOWN],
    )
  ).rows;
  const collections = (
    await pool.query<CollectionRow>(
      `select * from app.collections where user_id = $1 and ${listedSql()} order by updated_at desc, id`,
      [profile.id],
    )
  ).rows;
  return {
    ...profile,
    designs: designs.map((row) => ({
      id: row.id,
      name: row.name,
      thumbnailUrl: row.image_id ? imageUrls(row.image_id).thumbnailUrl : null,
      url: `/design/share/${row.id}`,
    })),
    collections: await Promise.all(
      collections.map(async (row) => {
        const items = await collectionItems(pool, row.id, { sharedOnly: true });
        const cover =
          items.find((item) => item.designId === row.cover_design_id && item.render) ??
          items.find((item) => item.render);
        return {
          id: row.id,
          name: row.name,
          designCount: items.length,
          coverUrl: cover?.render?.thumbnailUrl ?? null,
          url: publicCollectionPath(row.user_id, row.id),
        };
      }),
    ),
    badges: await earnedBadges(pool, profile.id),
  };
}
