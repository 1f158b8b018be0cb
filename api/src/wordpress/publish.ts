// Publishing to the user's connected WordPress site. A design becomes a post (or page) with its
// before and after pictures; a collection a gallery post of its designs. The pictures are uploaded
// to the site's media library as JPEGs; the post is created once and updated on every publish after
// (the pictures it showed before are then removed from the library). One publish of an item runs
// at a time; what was uploaded for a publish that then fails is taken back off the site.
import type { PublishToWordPressSchema, WordPressPublication } from '@poolscape/shared';
import type { Pool } from 'pg';
import type { z } from 'zod';
import { publicCollectionPath } from '../collections/collections.ts';
import { designKeys, imageKeys, isUuid } from '../designs/designs.ts';
import { nameSlug } from '../designs/files.ts';
import { type AnyVisibility, isListed, isShared } from '../designs/visibility.ts';
import type { Storage } from '../storage/storage.ts';
import type { OpenConnection } from './connections.ts';
import { asJpeg, type Picture, removeMedia, uploadAll } from './media-library.ts';
import { collectionPostContent, designPostContent, escapeHtml, type UploadedImage } from './post-content.ts';
import { type Json, type WordPressClient, WordPressRefusal } from './site-client.ts';

export type PublishRequest = z.output<typeof PublishToWordPressSchema>;
export type PublishKind = 'design' | 'collection';
export type PublishRefusal = 'not-found' | 'image-not-found' | 'not-rendered' | 'empty-collection' | 'busy';
export type PublishResult =
  | { ok: true; publication: WordPressPublication }
  | { ok: false; reason: PublishRefusal };

/** Designs a collection's gallery post shows at most (each one picture uploaded). */
export const GALLERY_POST_DESIGNS = 24;

export interface PublishContext {
  pool: Pool;
  storage: Storage;
  client: WordPressClient;
  publicUrl: string;
  log: (message: string) => void;
}

interface PostRow {
  post_id: number;
  post_type: 'post' | 'page';
  status: string;
  title: string;
  link: string;
  site_url: string;
  media_ids: number[];
  published_at: Date;
  updated_at: Date;
}

const inFlight = new Set<string>();

/** The item's publication on the user's connected site, or null. */
export async function findPublication(
  pool: Pool,
  userId: string,
  kind: PublishKind,
  itemId: string,
  siteUrl: string,
): Promise<WordPressPublication | null> {
  if (!isUuid(itemId)) return null;
  const row = (
    await pool.query<PostRow>(
      'select * from app.wordpress_posts where user_id = $1 and kind = $2 and item_id = $3 and site_url = $4',
      [userId, kind, itemId, siteUrl],
    )
  ).rows[0];
  return row ? viewOf(row) : null;
}

function viewOf(row: PostRow): WordPressPublication {
  return {
    siteUrl: row.site_url,
    postId: row.post_id,
    type: row.post_type,
    status: row.status,
    title: row.title,
    link: row.link,
    editUrl: `${row.site_url}/wp-admin/post.php?post=${row.post_id}&action=edit`,
    publishedAt: row.published_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** Creates the post, or updates the one published before (created again if it was deleted there). */
async function writePost(
  context: PublishContext,
  connection: OpenConnection,
  existing: PostRow | undefined,
  request: PublishRequest,
  content: string,
): Promise<Json & { type: 'post' | 'page' }> {
  const type = existing?.post_type ?? request.type;
  const body = {
    title: escapeHtml(request.title),
    content,
    status: request.status,
    ...(type === 'post' && request.categoryId ? { categories: [request.categoryId] } : {}),
  };
  const route = type === 'post' ? 'wp/v2/posts' : 'wp/v2/pages';
  if (existing) {
    try {
      const updated = await context.client.call(
        connection.site,
        connection.credentials,
        'POST',
        `${route}/${existing.post_id}`,
        {
          json: body,
        },
      );
      return { ...updated, type };
    } catch (error) {
      if (!(error instanceof WordPressRefusal && (error.status === 404 || error.status === 410))) throw error;
    }
  }
  return {
    ...(await context.client.call(connection.site, connection.credentials, 'POST', route, { json: body })),
    type,
  };
}

async function publishItem(
  context: PublishContext,
  connection: OpenConnection,
  userId: string,
  kind: PublishKind,
  itemId: string,
  request: PublishRequest,
  build: () => Promise<
    { pictures: Picture[]; content: (images: UploadedImage[]) => string } | PublishRefusal
  >,
): Promise<PublishResult> {
  const lock = `${userId}:${kind}:${itemId}`;
  if (inFlight.has(lock)) return { ok: false, reason: 'busy' };
  inFlight.add(lock);
  try {
    const made = await build();
    if (typeof made === 'string') return { ok: false, reason: made };
    const { pool } = context;
    const siteUrl = connection.site.siteUrl;
    const existing = (
      await pool.query<PostRow>(
        'select * from app.wordpress_posts where user_id = $1 and kind = $2 and item_id = $3 and site_url = $4',
        [userId, kind, itemId, siteUrl],
      )
    ).rows[0];
    const images = await uploadAll(context, connection, made.pictures);
    let post: Json & { type: 'post' | 'page' };
    try {
      post = await writePost(context, connection, existing, request, made.content(images));
    } catch (error) {
      await removeMedia(
        context,
        connection,
        images.map((image) => image.id),
      );
      throw error;
    }
    const postId = Number(post.id);
    const row = (
      await pool.query<PostRow>(
        `insert into app.wordpress_posts (user_id, kind, item_id, site_url, post_id, post_type, status, title, link, media_ids)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (user_id, kind, item_id, site_url) do update set post_id = excluded.post_id,
           post_type = excluded.post_type, status = excluded.status, title = excluded.title, link = excluded.link,
           media_ids = excluded.media_ids, updated_at = now()
         returning *`,
        [
          userId,
          kind,
          itemId,
          siteUrl,
          postId,
          post.type,
          typeof post.status === 'string' ? post.status : request.status,
          request.title,
          typeof post.link === 'string' ? post.link : siteUrl,
          images.map((image) => image.id),
        ],
      )
    ).rows[0] as PostRow;
    const replaced = (existing?.media_ids ?? []).filter((id) => !images.some((image) => image.id === id));
    await removeMedia(context, connection, replaced);
    return { ok: true, publication: viewOf(row) };
  } finally {
    inFlight.delete(lock);
  }
}

export async function publishDesign(
  context: PublishContext,
  connection: OpenConnection,
  userId: string,
  designId: string,
  request: PublishRequest,
): Promise<PublishResult> {
  if (!isUuid(designId)) return { ok: false, reason: 'not-found' };
  if (request.imageId !== undefined && !isUuid(request.imageId))
    return { ok: false, reason: 'image-not-found' };
  return publishItem(context, connection, userId, 'design', designId, request, async () => {
    const { pool, storage, publicUrl } = context;
    const design = (
      await pool.query<{ name: string; visibility: AnyVisibility; photo_key: string }>(
        'select name, visibility, photo_key from app.designs where id = $1 and user_id = $2',
        [designId, userId],
      )
    ).rows[0];
    if (!design) return 'not-found';
    const image = (
      await pool.query<{ storage_prefix: string; viewpoint: number }>(
        `select i.storage_prefix, i.viewpoint from app.design_images i join app.design_versions v on v.id = i.version_id
          where i.design_id = $1 and v.status = 'ready' and ($2::uuid is null or i.id = $2)
          order by (i.viewpoint = 1) desc, v.number desc, i.variation limit 1`,
        [designId, request.imageId ?? null],
      )
    ).rows[0];
    if (!image) return request.imageId ? 'image-not-found' : 'not-rendered';
    const photoKey =
      image.viewpoint === 1 ? design.photo_key : designKeys.viewpointPhoto(designId, image.viewpoint);
    const [before, after] = await Promise.all([
      asJpeg(storage, photoKey),
      asJpeg(storage, imageKeys.display(image.storage_prefix)),
    ]);
    if (!before || !after) return 'not-rendered';
    const slug = nameSlug(design.name);
    const shareUrl = isShared(design.visibility) ? `${publicUrl}/design/share/${designId}` : null;
    return {
      pictures: [
        {
          jpeg: before,
          fileName: `${slug}-before.jpg`,
          alt: `${design.name}: the yard before`,
          caption: 'Before',
        },
        {
          jpeg: after,
          fileName: `${slug}-after.jpg`,
          alt: `${design.name}: the pool design`,
          caption: 'After',
        },
      ],
      content: ([first, second]) =>
        designPostContent({
          text: request.text,
          before: first as UploadedImage,
          after: second as UploadedImage,
          shareUrl,
        }),
    };
  });
}

export async function publishCollection(
  context: PublishContext,
  connection: OpenConnection,
  userId: string,
  collectionId: string,
  request: PublishRequest,
): Promise<PublishResult> {
  if (!isUuid(collectionId)) return { ok: false, reason: 'not-found' };
  return publishItem(context, connection, userId, 'collection', collectionId, request, async () => {
    const { pool, storage, publicUrl } = context;
    const collection = (
      await pool.query<{ visibility: AnyVisibility }>(
        'select visibility from app.collections where id = $1 and user_id = $2',
        [collectionId, userId],
      )
    ).rows[0];
    if (!collection) return 'not-found';
    const designs = (
      await pool.query<{ name: string; storage_prefix: string }>(
        `select d.name, t.storage_prefix
           from app.collection_designs cd
           join app.designs d on d.id = cd.design_id
           join lateral (
             select i.storage_prefix from app.design_images i join app.design_versions v on v.id = i.version_id
              where i.design_id = d.id and i.viewpoint = 1 and v.status = 'ready'
              order by v.number desc, i.variation limit 1
           ) t on true
          where cd.collection_id = $1
          order by cd.position limit $2`,
        [collectionId, GALLERY_POST_DESIGNS],
      )
    ).rows;
    const pictures: Picture[] = [];
    for (const [index, design] of designs.entries()) {
      const jpeg = await asJpeg(storage, imageKeys.display(design.storage_prefix));
      if (jpeg)
        pictures.push({
          jpeg,
          fileName: `${nameSlug(design.name)}-${index + 1}.jpg`,
          alt: design.name,
          caption: design.name,
        });
    }
    if (pictures.length === 0) return 'empty-collection';
    const shareUrl = isListed(collection.visibility)
      ? `${publicUrl}${publicCollectionPath(userId, collectionId)}`
      : null;
    return { pictures, content: (images) => collectionPostContent({ text: request.text, images, shareUrl }) };
  });
}
