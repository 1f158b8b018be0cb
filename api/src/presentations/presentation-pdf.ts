// A presentation as a PDF, as its owner or a share link's holder downloads it, and as the account's
// archive holds it ("Download my data").
import type { Pool } from 'pg';
import type { Storage } from '../storage/storage.ts';
import { presentationPdf } from './pdf.ts';
import { ownerUrls, type PresentationRow, playable, sharedUrls, slideRows } from './presentations.ts';

/** The PDF of `row`, with its slides' links for the owner or for the share link. */
export async function makePresentationPdf(
  pool: Pool,
  storage: Storage,
  row: PresentationRow,
  urls: 'owner' | 'shared',
): Promise<Buffer> {
  const rows = await slideRows(pool, row.id);
  const presentation = await playable(
    pool,
    row,
    urls === 'owner' ? ownerUrls : sharedUrls(row.share_token ?? ''),
    '',
    rows,
  );
  const photos = await pool.query<{ id: string; photo_key: string }>(
    'select id, photo_key from app.designs where id = any($1::uuid[])',
    [rows.map((slide) => slide.design_id)],
  );
  return presentationPdf(storage, {
    presentation,
    rows,
    photoKeys: new Map(photos.rows.map((design) => [design.id, design.photo_key])),
    date: new Date(),
  });
}
