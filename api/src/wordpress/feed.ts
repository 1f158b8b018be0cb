// The read-only feed the Poolscape WordPress plugin pulls, one page at a time: the key owner's
// public designs (before and after) and public collections, the public gallery, and the published
// blog posts and tutorials of the current site build. Only what anyone may already see on Poolscape
// is here; every URL is absolute, because the plugin shows it on another site.
import type { FeedResource } from '@poolscape/shared';
import type { PublicContent } from '@poolscape/shared/content';
import type { Pool } from 'pg';
import { imageUrls } from '../designs/designs.ts';
import { listedSql } from '../designs/visibility.ts';
import { communityGallery, communityGallerySize } from '../gallery/gallery.ts';

export interface FeedPage {
  items: unknown[];
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export interface FeedSource {
  pool: Pool;
  publicUrl: string;
  content: () => Promise<PublicContent>;
}

/** Designs of one collection the feed shows at most. */
const COLLECTION_DESIGNS = 24;

const NEWEST_RENDER = `join lateral (
    select i.id as image_id, i.width, i.height from app.design_images i join app.design_versions v on v.id = i.version_id
     where i.design_id = d.id and i.viewpoint = 1 and v.status = 'ready'
     order by v.number desc, i.variation limit 1
  ) t on true`;

interface DesignRow {
  id: string;
  name: string;
  photo_width: number;
  photo_height: number;
  created_at: Date;
  image_id: string;
  width: number;
  height: number;
}

const DESIGN_FIELDS =
  'd.id, d.name, d.photo_width, d.photo_height, d.created_at, t.image_id, t.width, t.height';

function designItem(row: DesignRow, publicUrl: string) {
  return {
    id: row.id,
    name: row.name,
    url: `${publicUrl}/design/share/${row.id}`,
    before: {
      url: `${publicUrl}/api/designs/${row.id}/photo`,
      width: row.photo_width,
      height: row.photo_height,
    },
    after: { url: `${publicUrl}${imageUrls(row.image_id).url}`, width: row.width, height: row.height },
    createdAt: row.created_at.toISOString(),
  };
}

function pageOf(items: unknown[], total: number, page: number, perPage: number): FeedPage {
  return { items, page, perPage, total, totalPages: Math.ceil(total / perPage) };
}

async function ownerDesigns(
  source: FeedSource,
  userId: string,
  page: number,
  perPage: number,
): Promise<FeedPage> {
  const { pool, publicUrl } = source;
  const where = `from app.designs d ${NEWEST_RENDER} where d.user_id = $1 and ${listedSql('d')}`;
  const [rows, count] = await Promise.all([
    pool.query<DesignRow>(
      `select ${DESIGN_FIELDS} ${where} order by d.created_at desc, d.id limit $2 offset $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    pool.query<{ count: number }>(`select count(*)::int as count ${where}`, [userId]),
  ]);
  return pageOf(
    rows.rows.map((row) => designItem(row, publicUrl)),
    count.rows[0]?.count ?? 0,
    page,
    perPage,
  );
}

async function ownerCollections(
  source: FeedSource,
  userId: string,
  page: number,
  perPage: number,
): Promise<FeedPage> {
  const { pool, publicUrl } = source;
  const [rows, count] = await Promise.all([
    pool.query<{ id: string; name: string; description: string }>(
      `select id, name, description from app.collections where user_id = $1 and ${listedSql()}
        order by updated_at desc, id limit $2 offset $3`,
      [userId, perPage, (page - 1) * perPage],
    ),
    pool.query<{ count: number }>(
      `select count(*)::int as count from app.collections where user_id = $1 and ${listedSql()}`,
      [userId],
    ),
  ]);
  const designs = await pool.query<DesignRow & { collection_id: string }>(
    `select cd.collection_id, ${DESIGN_FIELDS}
       from app.collection_designs cd join app.designs d on d.id = cd.design_id ${NEWEST_RENDER}
      where cd.collection_id = any($1::uuid[]) and ${listedSql('d')}
      order by cd.collection_id, cd.position`,
    [rows.rows.map((row) => row.id)],
  );
  const items = rows.rows.map((collection) => ({
    id: collection.id,
    name: collection.name,
    description: collection.description,
    url: `${publicUrl}/profile/public/${userId}/collections/${collection.id}`,
    designs: designs.rows
      .filter((row) => row.collection_id === collection.id)
      .slice(0, COLLECTION_DESIGNS)
      .map((row) => designItem(row, publicUrl)),
  }));
  return pageOf(items, count.rows[0]?.count ?? 0, page, perPage);
}

async function gallery(source: FeedSource, page: number, perPage: number): Promise<FeedPage> {
  const { pool, publicUrl } = source;
  const absolute = (url: string) => `${publicUrl}${url}`;
  const [designs, total] = await Promise.all([
    communityGallery(pool, perPage, (page - 1) * perPage),
    communityGallerySize(pool),
  ]);
  const items = designs.map((design) => ({
    id: design.designId,
    name: design.name,
    url: absolute(design.url),
    image: { ...design.image, url: absolute(design.image.url) },
    owner: { name: design.owner.name, url: design.owner.url ? absolute(design.owner.url) : null },
  }));
  return pageOf(items, total, page, perPage);
}

function slice<T>(all: T[], page: number, perPage: number, map: (item: T) => unknown): FeedPage {
  return pageOf(all.slice((page - 1) * perPage, page * perPage).map(map), all.length, page, perPage);
}

/** One page of a resource, as the key owner `userId` may read it. */
export async function feedPage(
  source: FeedSource,
  userId: string,
  resource: FeedResource,
  page: number,
  perPage: number,
): Promise<FeedPage> {
  const { publicUrl } = source;
  const absolute = (url: string | null) => (url ? new URL(url, `${publicUrl}/`).href : null);
  switch (resource) {
    case 'designs':
      return ownerDesigns(source, userId, page, perPage);
    case 'collections':
      return ownerCollections(source, userId, page, perPage);
    case 'gallery':
      return gallery(source, page, perPage);
    case 'posts':
      return slice((await source.content()).posts, page, perPage, (post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        url: `${publicUrl}/blog/${post.slug}`,
        imageUrl: absolute(post.featuredImage),
        publishedAt: post.publishedAt,
      }));
    case 'tutorials':
      return slice((await source.content()).tutorials, page, perPage, (tutorial) => ({
        slug: tutorial.slug,
        title: tutorial.title,
        summary: tutorial.summary,
        url: `${publicUrl}/tutorials#${tutorial.slug}`,
        thumbnailUrl: absolute(tutorial.thumbnail),
        level: tutorial.level,
        durationSeconds: tutorial.durationSeconds,
      }));
  }
}
