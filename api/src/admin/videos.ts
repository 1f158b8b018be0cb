// User videos, for the admin video manager: every video with filters (status, template, shared or
// not, hidden or not, owner, design name or owner's e-mail), newest first, a page at a time; and
// hiding a shared design's video from public pages, or showing it again. Each change and its
// audit row are one transaction.
import type { AdminVideoQuery, AdminVideoRow, Visibility } from '@poolscape/shared';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '../db/transaction.ts';
import { isUuid } from '../designs/designs.ts';
import { isShared, sharedSql } from '../designs/visibility.ts';
import { toVideo, type VideoRow } from '../videos/videos.ts';
import { type Actor, audit } from './audit.ts';

type Queryable = Pool | PoolClient;

export const VIDEO_PAGE_SIZE = 24;

type ListedRow = VideoRow & {
  design_name: string;
  email: string;
  visibility: Visibility;
  hidden_by_email: string | null;
};

const FROM = `from app.design_videos v
      join app.designs d on d.id = v.design_id
      join app.users u on u.id = v.user_id
      left join app.users h on h.id = v.hidden_by`;
const COLUMNS = 'v.*, d.name as design_name, u.email, d.visibility, h.email as hidden_by_email';

function toRow(row: ListedRow): AdminVideoRow {
  return {
    ...toVideo(row),
    designName: row.design_name,
    owner: { id: row.user_id, email: row.email },
    visibility: row.visibility,
    public: isShared(row.visibility),
    hiddenBy: row.hidden_by_email,
  };
}

/** One page of videos matching `query`, newest first. */
export async function adminVideoPage(db: Queryable, query: AdminVideoQuery) {
  const empty = { items: [], total: 0, page: query.page, pageSize: VIDEO_PAGE_SIZE };
  if (query.userId && !isUuid(query.userId)) return empty;
  const pattern = query.q ? `%${query.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const flag = (value: 'true' | 'false' | undefined) => (value === undefined ? null : value === 'true');
  const where = `where ($1::text is null or lower(d.name) like $1 or lower(u.email::text) like $1)
       and ($2::text is null or v.status = $2)
       and ($3::text is null or v.template = $3)
       and ($4::boolean is null or (${sharedSql('d')}) = $4)
       and ($5::boolean is null or (v.hidden_at is not null) = $5)
       and ($6::uuid is null or v.user_id = $6)`;
  const values = [
    pattern,
    query.status ?? null,
    query.template ?? null,
    flag(query.public),
    flag(query.hidden),
    query.userId || null,
  ];
  const rows = (
    await db.query<ListedRow>(
      `select ${COLUMNS} ${FROM} ${where} order by v.created_at desc, v.id limit $7 offset $8`,
      [...values, VIDEO_PAGE_SIZE, (query.page - 1) * VIDEO_PAGE_SIZE],
    )
  ).rows;
  const total =
    (await db.query<{ n: number }>(`select count(*)::int as n ${FROM} ${where}`, values)).rows[0]?.n ?? 0;
  return { items: rows.map(toRow), total, page: query.page, pageSize: VIDEO_PAGE_SIZE };
}

/** One video as the admin list shows it, or null. */
export async function adminVideo(db: Queryable, videoId: string): Promise<AdminVideoRow | null> {
  if (!isUuid(videoId)) return null;
  const row = (await db.query<ListedRow>(`select ${COLUMNS} ${FROM} where v.id = $1`, [videoId])).rows[0];
  return row ? toRow(row) : null;
}

export type VideoActionResult =
  | { ok: true; video: AdminVideoRow }
  | { ok: false; reason: 'not-found' | 'not-public' | 'already-hidden' | 'not-hidden' };

/**
 * Hides a shared design's video from every public surface (`hide`), or shows it again (`unhide`,
 * whatever its design's sharing is now). The change and its audit row are one transaction.
 */
export function moderateVideo(
  pool: Pool,
  actor: Actor,
  videoId: string,
  action: 'hide' | 'unhide',
): Promise<VideoActionResult> {
  return inTransaction(pool, async (client) => {
    if (!isUuid(videoId)) return { ok: false, reason: 'not-found' };
    const locked = (
      await client.query<{ design_id: string; visibility: Visibility; hidden_at: Date | null }>(
        `select v.design_id, d.visibility, v.hidden_at
           from app.design_videos v join app.designs d on d.id = v.design_id
          where v.id = $1 for update of v`,
        [videoId],
      )
    ).rows[0];
    if (!locked) return { ok: false, reason: 'not-found' };
    const hidden = locked.hidden_at !== null;
    if (action === 'hide' && hidden) return { ok: false, reason: 'already-hidden' };
    if (action === 'hide' && !isShared(locked.visibility)) return { ok: false, reason: 'not-public' };
    if (action === 'unhide' && !hidden) return { ok: false, reason: 'not-hidden' };
    await client.query(
      action === 'hide'
        ? 'update app.design_videos set hidden_at = now(), hidden_by = $2 where id = $1'
        : 'update app.design_videos set hidden_at = null, hidden_by = null where id = $1',
      action === 'hide' ? [videoId, actor.id] : [videoId],
    );
    const context = { designId: locked.design_id, visibility: locked.visibility };
    await audit(
      client,
      actor,
      `video.${action}`,
      { type: 'video', id: videoId },
      { ...context, hidden },
      { ...context, hidden: action === 'hide' },
    );
    const video = await adminVideo(client, videoId);
    if (!video) throw new Error(`video ${videoId} vanished inside its own transaction`);
    return { ok: true, video };
  });
}
