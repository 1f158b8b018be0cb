// Which stored file an image URL stands for, and who may see it: the owner always; anyone when
// the design is unlisted or public; nobody else (they get the same answer as for a file that
// does not exist). Downloads come at the resolution the owner's plan allows.
import { type Corners, STANDARD_DOWNLOAD_WIDTH, type Visibility } from '@poolscape/shared';
import type { Pool } from 'pg';
import { openSql } from '../auth/users.ts';
import { limitsOf, type Plan } from '../billing/credits.ts';
import { imageKeys, isUuid } from './designs.ts';
import type { FocusBox } from './engines/engine.ts';
import { canView, isShared } from './visibility.ts';

export const IMAGE_KINDS = ['display', 'thumb', 'download'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

export interface FileRef {
  key: string;
  /** Whether only the owner may see it (a private design or an upload). */
  private: boolean;
  /** For downloads: the name the browser saves it under. */
  downloadName?: string;
}

/** A design's name as part of a file name: letters, digits and dashes only. */
export function nameSlug(designName: string): string {
  return (
    designName
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'design'
  );
}

/** A render's file name, made of the design's name. */
export function downloadName(designName: string, version: number, variation: number): string {
  return `poolscape-${nameSlug(designName)}-v${version}-${variation}.png`;
}

export async function findImageFile(
  pool: Pool,
  imageId: string,
  kind: ImageKind,
  viewerId: string | null,
): Promise<FileRef | null> {
  if (!isUuid(imageId)) return null;
  const row = (
    await pool.query<{
      storage_prefix: string;
      width: number;
      variation: number;
      number: number;
      name: string;
      user_id: string;
      visibility: Visibility;
      plan: Plan;
      owner_disabled: boolean;
    }>(
      `select i.storage_prefix, i.width, i.variation, v.number, d.name, d.user_id, d.visibility,
              u.subscription_tier as plan, not (${openSql('u')}) as owner_disabled
         from app.design_images i
         join app.design_versions v on v.id = i.version_id
         join app.designs d on d.id = i.design_id
         join app.users u on u.id = d.user_id
        where i.id = $1`,
      [imageId],
    )
  ).rows[0];
  if (!row || !canView(row.user_id, row.visibility, viewerId, row.owner_disabled)) return null;
  const isPrivate = !isShared(row.visibility) || row.owner_disabled;
  if (kind === 'display') return { key: imageKeys.display(row.storage_prefix), private: isPrivate };
  if (kind === 'thumb') return { key: imageKeys.thumb(row.storage_prefix), private: isPrivate };
  const full = limitsOf(row.plan).highResolution || row.width <= STANDARD_DOWNLOAD_WIDTH;
  return {
    key: full ? imageKeys.full(row.storage_prefix) : imageKeys.standard(row.storage_prefix),
    private: isPrivate,
    downloadName: downloadName(row.name, row.number, row.variation),
  };
}

/** A design's base photo, or the photo of one of its extra viewpoints (2 to 4). */
export async function findDesignPhoto(
  pool: Pool,
  designId: string,
  viewerId: string | null,
  viewpoint = 1,
): Promise<FileRef | null> {
  if (!isUuid(designId)) return null;
  const row = (
    await pool.query<{
      photo_key: string | null;
      user_id: string;
      visibility: Visibility;
      owner_disabled: boolean;
    }>(
      `select case when $2 = 1 then d.photo_key else p.photo_key end as photo_key, d.user_id, d.visibility,
              not (${openSql('u')}) as owner_disabled
         from app.designs d
         join app.users u on u.id = d.user_id
         left join app.design_viewpoints p on p.design_id = d.id and p.viewpoint = $2
        where d.id = $1`,
      [designId, viewpoint],
    )
  ).rows[0];
  if (!row?.photo_key || !canView(row.user_id, row.visibility, viewerId, row.owner_disabled)) return null;
  return { key: row.photo_key, private: !isShared(row.visibility) || row.owner_disabled };
}

/** Why an aspect crop is not served: not the viewer's image (or none), or not in their plan. */
export type AspectRefusal = 'not-found' | 'not-in-plan';

/**
 * A render to crop to an aspect: only its owner, on a plan with the Advanced area, may download
 * crops (they are for posting the owner's own work).
 */
export async function findImageForAspect(
  pool: Pool,
  imageId: string,
  viewerId: string | null,
): Promise<
  { ok: true; prefix: string; focus: FocusBox; downloadName: string } | { ok: false; reason: AspectRefusal }
> {
  if (!isUuid(imageId) || !viewerId) return { ok: false, reason: 'not-found' };
  const row = (
    await pool.query<{
      storage_prefix: string;
      width: number;
      height: number;
      focus: FocusBox | null;
      corners: Corners;
      variation: number;
      number: number;
      name: string;
      plan: Plan;
    }>(
      `select i.storage_prefix, i.width, i.height, i.focus, v.corners, i.variation, v.number, d.name,
              u.subscription_tier as plan
         from app.design_images i
         join app.design_versions v on v.id = i.version_id
         join app.designs d on d.id = i.design_id
         join app.users u on u.id = d.user_id
        where i.id = $1 and d.user_id = $2`,
      [imageId, viewerId],
    )
  ).rows[0];
  if (!row) return { ok: false, reason: 'not-found' };
  if (!limitsOf(row.plan).advanced) return { ok: false, reason: 'not-in-plan' };
  // Renders made before the focus was recorded centre on the footprint's corners.
  const xs = row.corners.map((point) => point.x * row.width);
  const ys = row.corners.map((point) => point.y * row.height);
  const focus = row.focus ?? {
    x: Math.min(...xs),
    y: Math.min(...ys),
    width: Math.max(...xs) - Math.min(...xs),
    height: Math.max(...ys) - Math.min(...ys),
  };
  return {
    ok: true,
    prefix: row.storage_prefix,
    focus,
    downloadName: downloadName(row.name, row.number, row.variation),
  };
}

/** An upload's photo: its owner only. */
export async function findUploadPhoto(
  pool: Pool,
  uploadId: string,
  viewerId: string | null,
): Promise<FileRef | null> {
  if (!isUuid(uploadId) || !viewerId) return null;
  const row = (
    await pool.query<{ storage_key: string }>(
      'select storage_key from app.uploads where id = $1 and user_id = $2',
      [uploadId, viewerId],
    )
  ).rows[0];
  return row ? { key: row.storage_key, private: true } : null;
}
