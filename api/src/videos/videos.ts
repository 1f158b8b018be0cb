// Videos as rows and as the API shows them, and who may see them: the owner (and an admin)
// always; anyone when the design is unlisted or public and no admin hid the video; nobody else,
// who gets the same answer as for a video that does not exist. Files live beside the design's
// (`designs/<id>/videos/`), so deleting a design deletes its videos.
import type { Video, VideoFormat, VideoTemplate, Visibility } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { openSql } from '../auth/users.ts';
import { isUuid } from '../designs/designs.ts';
import { type FileRef, nameSlug } from '../designs/files.ts';
import { isShared } from '../designs/visibility.ts';

type Queryable = Pool | PoolClient;

export interface VideoRow {
  id: string;
  design_id: string;
  user_id: string;
  image_id: string;
  template: VideoTemplate;
  format: VideoFormat;
  status: Video['status'];
  progress: number;
  error: string | null;
  width: number;
  height: number;
  duration_seconds: number;
  engine: string | null;
  model: string | null;
  created_at: Date;
  /** Set when an admin hid it from public pages (migration 0017). */
  hidden_at: Date | null;
}

export const videoKeys = {
  mp4: (designId: string, videoId: string) => `designs/${designId}/videos/${videoId}.mp4`,
  poster: (designId: string, videoId: string) => `designs/${designId}/videos/${videoId}-poster.jpg`,
};

export function videoUrls(videoId: string): Pick<Video, 'url' | 'posterUrl' | 'downloadUrl'> {
  return {
    url: `/api/videos/${videoId}/file`,
    posterUrl: `/api/videos/${videoId}/poster`,
    downloadUrl: `/api/videos/${videoId}/download`,
  };
}

export function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    designId: row.design_id,
    imageId: row.image_id,
    template: row.template,
    format: row.format,
    status: row.status,
    progress: Math.round(row.progress),
    error: row.error,
    width: row.width,
    height: row.height,
    durationSeconds: row.duration_seconds,
    engine: row.engine,
    model: row.model,
    ...videoUrls(row.id),
    createdAt: row.created_at.toISOString(),
    hiddenAt: row.hidden_at ? row.hidden_at.toISOString() : null,
  };
}

/** The user's own video, or null (also another user's, or a malformed id). */
export async function findOwnVideo(db: Queryable, userId: string, videoId: string): Promise<VideoRow | null> {
  if (!isUuid(videoId)) return null;
  const result = await db.query<VideoRow>('select * from app.design_videos where id = $1 and user_id = $2', [
    videoId,
    userId,
  ]);
  return result.rows[0] ?? null;
}

/**
 * A design's videos, newest first: for its owner, or (`shared`) only the finished ones an admin
 * has not hidden, for anyone.
 */
export async function listDesignVideos(
  db: Queryable,
  designId: string,
  options: { shared?: boolean } = {},
): Promise<VideoRow[]> {
  if (!isUuid(designId)) return [];
  const result = await db.query<VideoRow>(
    `select * from app.design_videos where design_id = $1 ${options.shared ? "and status = 'ready' and hidden_at is null" : ''}
      order by created_at desc, id desc`,
    [designId],
  );
  return result.rows;
}

export const VIDEO_FILE_KINDS = ['file', 'poster', 'download'] as const;
export type VideoFileKind = (typeof VIDEO_FILE_KINDS)[number];

/** Who asks for a file: a signed-in user (and whether they are an admin), or nobody. */
export type VideoViewer = { id: string; admin: boolean } | null;

/**
 * One of a finished video's files, if the viewer may see it: its owner and admins always, anyone
 * else only when the design is shared and the video is not hidden.
 */
export async function findVideoFile(
  pool: Pool,
  videoId: string,
  kind: VideoFileKind,
  viewer: VideoViewer,
): Promise<FileRef | null> {
  if (!isUuid(videoId)) return null;
  const row = (
    await pool.query<{
      design_id: string;
      template: string;
      user_id: string;
      visibility: Visibility;
      name: string;
      hidden: boolean;
    }>(
      `select v.design_id, v.template, d.user_id, d.visibility, d.name,
              v.hidden_at is not null or not (${openSql('u')}) as hidden
         from app.design_videos v join app.designs d on d.id = v.design_id join app.users u on u.id = d.user_id
        where v.id = $1 and v.status = 'ready'`,
      [videoId],
    )
  ).rows[0];
  if (!row) return null;
  const isPrivate = !isShared(row.visibility) || row.hidden;
  if (isPrivate && row.user_id !== viewer?.id && !viewer?.admin) return null;
  if (kind === 'poster') return { key: videoKeys.poster(row.design_id, videoId), private: isPrivate };
  return {
    key: videoKeys.mp4(row.design_id, videoId),
    private: isPrivate,
    ...(kind === 'download' ? { downloadName: `poolscape-${nameSlug(row.name)}-${row.template}.mp4` } : {}),
  };
}

/** Deletes the user's video and its files; false when it is not theirs. */
export async function deleteVideo(
  pool: Pool,
  storage: { delete(key: string): Promise<void> },
  userId: string,
  videoId: string,
): Promise<boolean> {
  if (!isUuid(videoId)) return false;
  const deleted = (
    await pool.query<{ design_id: string }>(
      'delete from app.design_videos where id = $1 and user_id = $2 returning design_id',
      [videoId, userId],
    )
  ).rows[0];
  if (!deleted) return false;
  await storage.delete(videoKeys.mp4(deleted.design_id, videoId));
  await storage.delete(videoKeys.poster(deleted.design_id, videoId));
  return true;
}
