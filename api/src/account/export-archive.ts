// What "Download my data" puts in the archive: every row the account owns, as JSON per table (with
// the credentials among them left out), its leads as the same CSV the leads screen exports, every
// file it has in storage (photos, renders at full size, videos, avatar, screenshots), and a README
// saying what each file is. The archive is written as it is read, to a file, one entry at a time.

import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Pool } from 'pg';
import { nameSlug } from '../designs/files.ts';
import { leadsCsv } from '../leads/csv.ts';
import { listLeads } from '../leads/leads.ts';
import { makePresentationPdf } from '../presentations/presentation-pdf.ts';
import type { PresentationRow } from '../presentations/presentations.ts';
import { storedAvatarKey } from '../profile/profile.ts';
import type { Storage } from '../storage/storage.ts';

/** Columns that are credentials or bookkeeping, never exported. */
const LEFT_OUT = new Set(['password_hash', 'secret_hash', 'password_box', 'idempotency_key']);

const OWN = 'user_id = $1';
const OF_DESIGNS = 'design_id in (select id from app.designs where user_id = $1)';

/** Each table of the account's rows, and how its rows are found. */
export const EXPORTED_TABLES: readonly { table: string; where: string; about: string }[] = [
  { table: 'designs', where: OWN, about: 'your designs: name, visibility, photo size, share link' },
  { table: 'design_versions', where: OF_DESIGNS, about: 'each render request: options, pool corners' },
  { table: 'design_images', where: OF_DESIGNS, about: 'each rendered image of a version' },
  { table: 'design_viewpoints', where: OF_DESIGNS, about: 'extra photos of the same yard' },
  { table: 'uploads', where: OWN, about: 'the photos you uploaded' },
  { table: 'design_videos', where: OWN, about: 'your videos' },
  { table: 'collections', where: OWN, about: 'your collections' },
  {
    table: 'collection_designs',
    where: 'collection_id in (select id from app.collections where user_id = $1)',
    about: 'which designs each collection holds',
  },
  { table: 'presentations', where: OWN, about: 'your client presentations' },
  {
    table: 'presentation_slides',
    where: 'presentation_id in (select id from app.presentations where user_id = $1)',
    about: 'the slides of each presentation',
  },
  { table: 'leads', where: OWN, about: 'quote requests from your visitors (also leads.csv)' },
  { table: 'price_tables', where: OWN, about: 'your price table' },
  { table: 'user_badges', where: OWN, about: 'the badges you earned' },
  { table: 'credit_ledger', where: OWN, about: 'every credit added to or taken from your balance' },
  { table: 'subscriptions', where: OWN, about: 'your plan subscriptions' },
  { table: 'support_tickets', where: OWN, about: 'your support requests' },
  {
    table: 'ticket_messages',
    where: 'ticket_id in (select id from app.support_tickets where user_id = $1)',
    about: 'the messages of each support request',
  },
  { table: 'wordpress_connections', where: OWN, about: 'your WordPress sites (without passwords)' },
  { table: 'wordpress_posts', where: OWN, about: 'what you published to WordPress' },
  { table: 'api_keys', where: OWN, about: 'your API keys (names and dates, never the keys)' },
  { table: 'oauth_accounts', where: OWN, about: 'the Google or Facebook accounts you sign in with' },
];

export interface ArchiveSummary {
  entries: number;
  files: number;
  bytes: number;
}

type Row = Record<string, unknown>;

function withoutCredentials(rows: Row[]): Row[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !LEFT_OUT.has(key))));
}

const json = (value: unknown) => new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`);

/** The storage keys of the account's files: its uploads, its designs' folders, avatar, screenshots. */
async function storedFiles(pool: Pool, storage: Storage, userId: string, user: Row): Promise<string[]> {
  const designs = await pool.query<{ id: string }>('select id from app.designs where user_id = $1', [userId]);
  const keys = (await storage.list(`uploads/${userId}/`)).map((object) => object.key);
  for (const design of designs.rows)
    keys.push(...(await storage.list(`designs/${design.id}/`)).map((object) => object.key));
  const avatar = storedAvatarKey(typeof user.avatar_url === 'string' ? user.avatar_url : null);
  if (avatar) keys.push(avatar);
  const screenshots = await pool.query<{ screenshot_key: string }>(
    'select screenshot_key from app.support_tickets where user_id = $1 and screenshot_key is not null',
    [userId],
  );
  keys.push(...screenshots.rows.map((row) => row.screenshot_key));
  return keys;
}

function readme(userId: string, files: number): string {
  const tables = EXPORTED_TABLES.map(({ table, about }) => `- data/${table}.json: ${about}`).join('\n');
  return `Your Poolscape data (account ${userId}), as of ${new Date().toISOString()}.

- profile.json: your profile and settings.
${tables}
- leads.csv: your leads, with the same columns as the export on the leads screen.
- presentations/: each of your presentations as a PDF.
- files/: ${files} files you have with us, under the names they are stored by:
  files/uploads/ the photos you uploaded, files/designs/<design id>/ each design's photo, its
  renders at full size (v<version>-<variation>) and its videos, files/avatars/ your picture,
  files/support/ screenshots you attached to support requests.

Dates are in UTC. Ids link the files together: a design's id is its folder under files/designs/.
`;
}

/**
 * Writes the account's archive to `path`; `progress` is called with a fraction (0..1) as files are
 * added. Files missing from storage are skipped (a render that failed has none).
 */
export async function writeAccountArchive(
  pool: Pool,
  storage: Storage,
  userId: string,
  path: string,
  progress: (fraction: number) => Promise<void> | void,
): Promise<ArchiveSummary> {
  const output = createWriteStream(path);
  let bytes = 0;
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else {
      bytes += chunk.length;
      output.write(chunk);
    }
    if (final || error) output.end();
  });
  let entries = 0;
  const add = (name: string, data: Uint8Array, compress: boolean) => {
    const entry = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    zip.add(entry);
    entry.push(data, true);
    entries += 1;
  };

  const user = (await pool.query<Row>('select * from app.users where id = $1', [userId])).rows[0];
  if (!user) throw new Error(`no account ${userId}`);
  add('profile.json', json(withoutCredentials([user])[0]), true);
  for (const { table, where } of EXPORTED_TABLES) {
    const rows = await pool.query<Row>(`select * from app.${table} where ${where}`, [userId]);
    add(`data/${table}.json`, json(withoutCredentials(rows.rows)), true);
  }
  add('leads.csv', new TextEncoder().encode(leadsCsv(await listLeads(pool, userId, {}))), true);
  const presentations = await pool.query<PresentationRow>(
    'select * from app.presentations where user_id = $1 order by created_at',
    [userId],
  );
  for (const row of presentations.rows)
    add(
      `presentations/${nameSlug(row.title)}-${row.id.slice(0, 8)}.pdf`,
      await makePresentationPdf(pool, storage, row, 'owner'),
      false,
    );

  const keys = await storedFiles(pool, storage, userId, user);
  add('README.txt', new TextEncoder().encode(readme(userId, keys.length)), true);
  await progress(0.1);
  let files = 0;
  for (const [index, key] of keys.entries()) {
    const file = await storage.get(key);
    if (file) {
      // Photos, renders and videos are compressed already: stored as they are.
      add(`files/${key}`, file.body, /\.(json|txt|csv|svg)$/.test(key));
      files += 1;
    }
    // Written out before the next file is read, so the archive never waits whole in memory.
    if (output.writableNeedDrain) await once(output, 'drain');
    await progress(0.1 + (0.9 * (index + 1)) / keys.length);
  }
  zip.end();
  if (!output.writableFinished) await once(output, 'finish');
  if (failure) throw failure;
  return { entries, files, bytes };
}
