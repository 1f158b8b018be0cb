// The API's SQL migrations: plain `.sql` files in `api/migrations/`, applied in name order, each
// in its own transaction, recorded in `app.schema_migrations`. An advisory lock makes several
// API processes starting together apply them once.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../env.ts';
import type { Pool } from './pool.ts';

const MIGRATIONS_DIR = join(repoRoot, 'api', 'migrations');
const LOCK_ID = 7_431_005; // any constant shared by every API process

/** Applies pending migrations; returns the names it applied. */
export async function migrate(pool: Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.sql')).sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_ID]);
    await client.query('create schema if not exists app');
    await client.query(
      'create table if not exists app.schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await client.query<{ name: string }>('select name from app.schema_migrations')).rows.map(
        (row) => row.name,
      ),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      const sql = await readFile(join(dir, name), 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into app.schema_migrations (name) values ($1)', [name]);
        await client.query('commit');
        applied.push(name);
      } catch (error) {
        await client.query('rollback');
        throw new Error(`migration ${name} failed: ${(error as Error).message}`);
      }
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_ID]).catch(() => undefined);
    client.release();
  }
  return applied;
}
