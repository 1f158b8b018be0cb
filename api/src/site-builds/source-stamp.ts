// What a build is made from, to tell whether the one there is still good: the hash of its source
// files (the CMS's `next build`, the site's `astro build`), and when the site's layout last changed
// in the CMS.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { CMS_COLLECTIONS, CMS_GLOBALS } from '@poolscape/shared/content';
import type { Queryable } from '../db/pg-channel.ts';
import { repoRoot } from '../env.ts';

/** Folders and files never part of a build's sources. */
const SKIPPED = new Set(['node_modules', '.next', '.next-builds', 'next-env.d.ts', '.astro']);

/** Hash of every file under `paths` (folders walked in name order), each with its repository path. */
export async function hashSources(paths: string[]): Promise<string> {
  const hash = createHash('sha256');
  const add = async (path: string): Promise<void> => {
    if ((await stat(path)).isDirectory()) {
      const entries = (await readdir(path)).filter((name) => !SKIPPED.has(name)).sort();
      for (const name of entries) await add(join(path, name));
    } else hash.update(path.slice(repoRoot.length)).update(await readFile(path));
  };
  for (const path of paths) await add(path);
  return hash.digest('hex');
}

/** What `astro build` compiles: the site, the shared package, its configuration and the lockfile. */
export function siteSourceStamp(): Promise<string> {
  return hashSources(
    ['site', join('shared', 'src'), 'astro.config.mjs', 'package.json', 'pnpm-lock.yaml'].map((path) =>
      join(repoRoot, path),
    ),
  );
}

/**
 * When what every page shows last changed in the CMS (its globals, the ad slots), or null when the
 * CMS has none of it yet. A start serving a build older than this builds again: a change whose
 * notice never reached an API process (none was running) is not lost.
 */
export async function layoutChangedAt(db: Queryable): Promise<Date | null> {
  const tables = [...Object.values(CMS_GLOBALS), CMS_COLLECTIONS.adSlots].map((slug) =>
    slug.replaceAll('-', '_'),
  );
  const { rows } = (await db.query(
    `select table_name from information_schema.columns
      where table_schema = 'cms' and column_name = 'updated_at' and table_name = any($1::text[])`,
    [tables],
  )) as { rows: { table_name: string }[] };
  if (rows.length === 0) return null;
  // Table names come from the catalogue, each checked against the slugs above.
  const parts = rows
    .filter((row) => tables.includes(row.table_name))
    .map((row) => `select max(updated_at) as at from cms."${row.table_name}"`);
  const latest = (await db.query(`select max(at) as at from (${parts.join(' union all ')}) changes`)) as {
    rows: { at: Date | null }[];
  };
  return latest.rows[0]?.at ?? null;
}
