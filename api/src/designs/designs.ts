// Designs as rows and as the API shows them: loading a user's own design, the library's list with
// its filters, renaming or sharing, and deleting (rows first, then files). Every lookup is scoped
// to the owner: another user's design is indistinguishable from one that does not exist.

import type {
  Corners,
  Design,
  DesignImage,
  DesignOptions,
  DesignStatus,
  DesignSummary,
  Scale,
  Visibility,
} from '@poolscape/shared';
import { measuredDimensions } from '@poolscape/shared/measured-dimensions';
import type { Pool, PoolClient } from 'pg';
import { storableJson } from '../db/storable-text.ts';
import type { Storage } from '../storage/storage.ts';

type Queryable = Pool | PoolClient;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` can be an id of ours (anything else is simply not found, never a database error). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export interface DesignRow {
  id: string;
  user_id: string;
  name: string;
  visibility: Visibility;
  photo_key: string;
  photo_width: number;
  photo_height: number;
  source: Record<string, string>;
  idempotency_key: string | null;
  gallery_status: 'submitted' | 'approved' | 'refused' | null;
  created_at: Date;
  updated_at: Date;
}

export interface VersionRow {
  id: string;
  design_id: string;
  number: number;
  options: DesignOptions;
  corners: Corners;
  scale: Scale | null;
  status: DesignStatus;
  progress: number;
  error: string | null;
  images_charged: number;
  prompt_reading: { followed: string[]; notFollowed: string[] } | null;
  created_at: Date;
}

/** An extra photo of the same yard (Premium), rendered with the design's options. */
export interface ViewpointRow {
  design_id: string;
  viewpoint: number;
  photo_key: string;
  photo_width: number;
  photo_height: number;
  corners: Corners;
  source: Record<string, string>;
}

export interface ImageRow {
  id: string;
  design_id: string;
  version_id: string;
  variation: number;
  viewpoint: number;
  width: number;
  height: number;
  storage_prefix: string;
  engine: string;
  model: string;
  cost_usd: string;
  focus: { x: number; y: number; width: number; height: number } | null;
}

/** Storage keys of a design's files. */
export const designKeys = {
  folder: (designId: string) => `designs/${designId}/`,
  photo: (designId: string) => `designs/${designId}/photo.png`,
  viewpointPhoto: (designId: string, viewpoint: number) => `designs/${designId}/photo-${viewpoint}.png`,
  /** Viewpoint 1 keeps the names renders had before there were viewpoints. */
  imagePrefix: (designId: string, version: number, variation: number, viewpoint = 1) =>
    viewpoint === 1
      ? `designs/${designId}/v${version}-${variation}`
      : `designs/${designId}/v${version}-p${viewpoint}-${variation}`,
  aspect: (prefix: string, slug: string) => `${prefix}-aspect-${slug}.png`,
  /** A "Keep this" mask, named by its content (shared/src/keep.ts). */
  keep: (designId: string, keepId: string) => `designs/${designId}/keep-${keepId}.png`,
};

/** Storage keys of one rendered image. */
export const imageKeys = {
  full: (prefix: string) => `${prefix}.png`,
  standard: (prefix: string) => `${prefix}-standard.png`,
  display: (prefix: string) => `${prefix}-display.webp`,
  thumb: (prefix: string) => `${prefix}-thumb.webp`,
};

export function imageUrls(imageId: string): Pick<DesignImage, 'url' | 'thumbnailUrl' | 'downloadUrl'> {
  return {
    url: `/api/images/${imageId}/display`,
    thumbnailUrl: `/api/images/${imageId}/thumb`,
    downloadUrl: `/api/images/${imageId}/download`,
  };
}

/** The user's own design row, or null (also for another user's design or a malformed id). */
export async function findOwnDesign(
  db: Queryable,
  userId: string,
  designId: string,
): Promise<DesignRow | null> {
  if (!isUuid(designId)) return null;
  const result = await db.query<DesignRow>('select * from app.designs where id = $1 and user_id = $2', [
    designId,
    userId,
  ]);
  return result.rows[0] ?? null;
}

/**
 * Sets the reference line and depth of the user's design's latest version (measuring needs no
 * render); null takes them away. The design row, or null when it is not the user's.
 */
export async function setLatestScale(
  db: Queryable,
  userId: string,
  designId: string,
  scale: Scale | null,
): Promise<DesignRow | null> {
  const design = await findOwnDesign(db, userId, designId);
  if (!design) return null;
  await db.query(
    `update app.design_versions set scale = $2
      where id = (select id from app.design_versions where design_id = $1 order by number desc limit 1)`,
    [designId, scale === null ? null : storableJson(scale)],
  );
  return design;
}

/** The API's view of a design: its photo and every version, newest first, with their images. */
export async function loadDesign(db: Queryable, design: DesignRow, publicUrl: string): Promise<Design> {
  const versions = (
    await db.query<VersionRow>(
      'select * from app.design_versions where design_id = $1 order by number desc',
      [design.id],
    )
  ).rows;
  const images = (
    await db.query<ImageRow>(
      'select * from app.design_images where design_id = $1 order by viewpoint, variation',
      [design.id],
    )
  ).rows;
  const viewpoints = (
    await db.query<ViewpointRow>(
      'select * from app.design_viewpoints where design_id = $1 order by viewpoint',
      [design.id],
    )
  ).rows;
  const latest = versions[0];
  if (!latest) throw new Error(`design ${design.id} has no version`);
  const imagesOf = (version: VersionRow) => images.filter((image) => image.version_id === version.id);
  const withImages = versions.find((version) => imagesOf(version).length > 0);
  const thumbnail = withImages ? imagesOf(withImages)[0] : undefined;
  return {
    id: design.id,
    name: design.name,
    status: latest.status,
    visibility: design.visibility,
    style: latest.options.style,
    timeOfDay: latest.options.timeOfDay,
    thumbnailUrl: thumbnail ? imageUrls(thumbnail.id).thumbnailUrl : null,
    videoCount:
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from app.design_videos where design_id = $1 and status = 'ready'",
          [design.id],
        )
      ).rows[0]?.n ?? 0,
    createdAt: design.created_at.toISOString(),
    updatedAt: design.updated_at.toISOString(),
    photo: { url: `/api/designs/${design.id}/photo`, width: design.photo_width, height: design.photo_height },
    viewpoints: viewpoints.map((row) => ({
      viewpoint: row.viewpoint,
      photo: {
        url: `/api/designs/${design.id}/photo?viewpoint=${row.viewpoint}`,
        width: row.photo_width,
        height: row.photo_height,
      },
    })),
    versions: versions.map((version) => ({
      number: version.number,
      // Versions made before modeling styles existed were photographs.
      options: { ...version.options, modelingStyle: version.options.modelingStyle ?? 'photoreal' },
      corners: version.corners,
      scale: version.scale ?? null,
      dimensions: measuredDimensions(version, { width: design.photo_width, height: design.photo_height }),
      status: version.status,
      progress: Math.round(version.progress),
      error: version.error,
      promptReading: version.prompt_reading,
      images: imagesOf(version).map((image) => ({
        id: image.id,
        variation: image.variation,
        viewpoint: image.viewpoint,
        engine: image.engine,
        model: image.model,
        ...imageUrls(image.id),
        width: image.width,
        height: image.height,
      })),
      createdAt: version.created_at.toISOString(),
    })),
    shareUrl: `${publicUrl}/design/share/${design.id}`,
    gallery: design.gallery_status ?? null,
  };
}

export interface DesignListQuery {
  q?: string;
  style?: DesignSummary['style'];
  from?: string;
  to?: string;
  /** Only designs with a finished video. */
  videos?: 'true';
  page: number;
  pageSize: number;
}

/** `%` and `_` in a search are plain characters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The library: the user's designs matching the filters, newest first, one page of them. */
export async function listDesigns(
  db: Queryable,
  userId: string,
  query: DesignListQuery,
): Promise<{ items: DesignSummary[]; total: number }> {
  const from = `
      from app.designs d
      join lateral (
        select status, options from app.design_versions where design_id = d.id order by number desc limit 1
      ) v on true`;
  const where = `
     where d.user_id = $1
       and ($2::text is null or d.name ilike $2)
       and ($3::text is null or v.options->>'style' = $3)
       and ($4::date is null or d.created_at >= ($4::date)::timestamp at time zone 'UTC')
       and ($5::date is null or d.created_at < ($5::date + 1)::timestamp at time zone 'UTC')
       and (not $6::boolean or exists (
             select 1 from app.design_videos dv where dv.design_id = d.id and dv.status = 'ready'))`;
  const values = [
    userId,
    query.q ? likePattern(query.q) : null,
    query.style ?? null,
    query.from ?? null,
    query.to ?? null,
    query.videos === 'true',
  ];
  const counted = await db.query<{ total: number }>(`select count(*)::int as total ${from} ${where}`, values);
  const rows = (
    await db.query<
      DesignRow & {
        status: DesignStatus;
        options: DesignOptions;
        thumb_id: string | null;
        video_count: number;
      }
    >(
      `select d.*, v.status, v.options, t.id as thumb_id,
              (select count(*)::int from app.design_videos dv
                where dv.design_id = d.id and dv.status = 'ready') as video_count
         ${from}
         left join lateral (
           select i.id from app.design_images i join app.design_versions iv on iv.id = i.version_id
            where i.design_id = d.id order by iv.number desc, i.viewpoint, i.variation limit 1
         ) t on true
         ${where}
        order by d.created_at desc, d.id desc
        limit $7 offset $8`,
      [...values, query.pageSize, (query.page - 1) * query.pageSize],
    )
  ).rows;
  return {
    total: counted.rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      status: row.status,
      visibility: row.visibility,
      style: row.options.style,
      timeOfDay: row.options.timeOfDay,
      thumbnailUrl: row.thumb_id ? imageUrls(row.thumb_id).thumbnailUrl : null,
      videoCount: row.video_count,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    })),
  };
}

/** Renames or shares the user's design; null when it is not theirs. */
export async function updateDesign(
  db: Queryable,
  userId: string,
  designId: string,
  update: { name?: string; visibility?: Visibility },
): Promise<DesignRow | null> {
  if (!isUuid(designId)) return null;
  const result = await db.query<DesignRow>(
    `update app.designs set name = coalesce($3, name), visibility = coalesce($4, visibility), updated_at = now()
      where id = $1 and user_id = $2 returning *`,
    [designId, userId, update.name ?? null, update.visibility ?? null],
  );
  return result.rows[0] ?? null;
}

/**
 * Deletes the user's designs among `ids` (others' and unknown ids are skipped), then their files.
 * The ledger keeps its history: what was charged stays charged.
 */
export async function deleteDesigns(
  db: Queryable,
  storage: Storage,
  userId: string,
  ids: readonly string[],
): Promise<number> {
  const valid = [...new Set(ids.filter(isUuid).map((id) => id.toLowerCase()))];
  if (valid.length === 0) return 0;
  const result = await db.query<{ id: string }>(
    'delete from app.designs where user_id = $1 and id = any($2::uuid[]) returning id',
    [userId, valid],
  );
  for (const row of result.rows) await storage.deletePrefix(designKeys.folder(row.id));
  return result.rowCount ?? result.rows.length;
}
