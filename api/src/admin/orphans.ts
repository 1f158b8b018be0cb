// Orphaned designs and what they leave behind (/admin/orphaned-designs): files in storage that no
// design, upload or ticket refers to any more, designs whose owner is gone, and render or video
// jobs stuck for more than an hour. `findOrphans` lists them with their sizes (the dry run);
// `cleanOrphans` removes the files, fails the stuck jobs (refunding them, once) and reports what
// it freed, in the audit log too. Files younger than an hour are left alone: a design being made
// right now may have written its photo before its row is committed.
import type { Orphans } from '@poolscape/shared';
import type { Pool } from 'pg';
import { failVersion } from '../designs/render-job.ts';
import type { Storage } from '../storage/storage.ts';
import { failVideo } from '../videos/video-job.ts';
import { type Actor, audit } from './audit.ts';

const HOUR = 3_600_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The id in a key's second segment (`designs/{id}/...`), if it is one. */
const idIn = (key: string) => {
  const id = key.split('/')[1] ?? '';
  return UUID.test(id) ? id : null;
};

async function existing(pool: Pool, table: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await pool.query<{ id: string }>(`select id::text from ${table} where id = any($1::uuid[])`, [
    ids,
  ]);
  return new Set(rows.rows.map((row) => row.id));
}

export async function findOrphans(pool: Pool, storage: Storage, now = new Date()): Promise<Orphans> {
  const settled = (modifiedAt: Date) => now.getTime() - modifiedAt.getTime() > HOUR;
  const files: Orphans['files'] = [];

  const designFiles = (await storage.list('designs/')).filter((file) => settled(file.modifiedAt));
  const designs = await existing(pool, 'app.designs', [
    ...new Set(designFiles.map((file) => idIn(file.key)).filter((id) => id !== null)),
  ]);
  for (const file of designFiles)
    if (!designs.has(idIn(file.key) ?? ''))
      files.push({ key: file.key, size: file.size, why: 'Its design was deleted.' });

  const uploadFiles = (await storage.list('uploads/')).filter((file) => settled(file.modifiedAt));
  const keys = new Set(
    (
      await pool.query<{ storage_key: string }>(
        'select storage_key from app.uploads where storage_key = any($1)',
        [uploadFiles.map((file) => file.key)],
      )
    ).rows.map((row) => row.storage_key),
  );
  for (const file of uploadFiles)
    if (!keys.has(file.key)) files.push({ key: file.key, size: file.size, why: 'No upload refers to it.' });

  const ticketFiles = (await storage.list('support/')).filter((file) => settled(file.modifiedAt));
  const screenshots = new Set(
    (
      await pool.query<{ screenshot_key: string }>(
        'select screenshot_key from app.support_tickets where screenshot_key = any($1)',
        [ticketFiles.map((file) => file.key)],
      )
    ).rows.map((row) => row.screenshot_key),
  );
  for (const file of ticketFiles)
    if (!screenshots.has(file.key))
      files.push({ key: file.key, size: file.size, why: 'No ticket shows it any more.' });

  // The database removes a design with its owner's account; this finds any that slipped through.
  const ownerless = (
    await pool.query<{ id: string; name: string }>(
      'select d.id, d.name from app.designs d where not exists (select 1 from app.users u where u.id = d.user_id)',
    )
  ).rows;
  const stuckRenders = (
    await pool.query<{
      id: string;
      design_id: string;
      number: number;
      user_id: string;
      status: string;
      updated_at: Date;
    }>(
      `select v.id, v.design_id, v.number, d.user_id, v.status, v.updated_at
         from app.design_versions v join app.designs d on d.id = v.design_id
        where v.status in ('queued', 'rendering') and v.updated_at < $1 order by v.updated_at`,
      [new Date(now.getTime() - HOUR)],
    )
  ).rows;
  const stuckVideos = (
    await pool.query<{ id: string; design_id: string; user_id: string; status: string; updated_at: Date }>(
      `select id, design_id, user_id, status, updated_at from app.design_videos
        where status in ('queued', 'rendering') and updated_at < $1 order by updated_at`,
      [new Date(now.getTime() - HOUR)],
    )
  ).rows;
  return {
    files,
    bytes: files.reduce((sum, file) => sum + file.size, 0),
    ownerless: ownerless.map((row) => ({ id: row.id, name: row.name })),
    stuckJobs: [
      ...stuckRenders.map((row) => ({
        kind: 'render' as const,
        id: row.id,
        designId: row.design_id,
        userId: row.user_id,
        version: row.number,
        status: row.status,
        since: row.updated_at.toISOString(),
      })),
      ...stuckVideos.map((row) => ({
        kind: 'video' as const,
        id: row.id,
        designId: row.design_id,
        userId: row.user_id,
        version: null,
        status: row.status,
        since: row.updated_at.toISOString(),
      })),
    ],
  };
}

/** Removes what `findOrphans` finds now, and says what was freed. */
export async function cleanOrphans(pool: Pool, storage: Storage, actor: Actor) {
  const found = await findOrphans(pool, storage);
  for (const file of found.files) await storage.delete(file.key);
  if (found.ownerless.length > 0)
    await pool.query('delete from app.designs where id = any($1::uuid[])', [
      found.ownerless.map((design) => design.id),
    ]);
  for (const job of found.stuckJobs) {
    const message = 'It took too long and was stopped. Nothing was charged for it.';
    if (job.kind === 'render')
      await failVersion(
        { pool },
        { designId: job.designId, versionId: job.id, version: job.version ?? 0, userId: job.userId },
        message,
      );
    else await failVideo({ pool }, { videoId: job.id, designId: job.designId, userId: job.userId }, message);
  }
  const freed = {
    files: found.files.length,
    bytes: found.bytes,
    designs: found.ownerless.length,
    jobs: found.stuckJobs.length,
  };
  await audit(pool, actor, 'orphans.clean', { type: 'storage', id: 'orphans' }, null, freed);
  return freed;
}
