// A fresh database per test file, on the run's PostgreSQL, with the API's migrations applied (or,
// for a test of an upgrade, those before a given one).
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '@poolscape/api/db/migrate';
import { createPool, type Pool } from '@poolscape/api/db/pool';
import { repoRoot } from '@poolscape/api/env';
import pg from 'pg';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the run's PostgreSQL server (see global-setup.ts). */
    databaseUrl: string;
  }
}

export interface TestDatabase {
  pool: Pool;
  url: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /** Applies only the migrations whose file name sorts before this one (`0025` stops before 0025). */
  migrationsBefore?: string;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const serverUrl = new URL(inject('databaseUrl'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl.href);
  url.pathname = `/${name}`;
  const pool = createPool(url.href, () => {});
  if (options.migrationsBefore) await migrateBefore(pool, options.migrationsBefore);
  else await migrate(pool);
  return {
    pool,
    url: url.href,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl.href });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Applies, from a copy of the migrations folder, the migrations before `name`. */
async function migrateBefore(pool: Pool, name: string): Promise<void> {
  const all = join(repoRoot, 'api', 'migrations');
  const some = mkdtempSync(join(tmpdir(), 'migrations-'));
  try {
    for (const file of readdirSync(all)) if (file < name) copyFileSync(join(all, file), join(some, file));
    await migrate(pool, some);
  } finally {
    rmSync(some, { recursive: true, force: true });
  }
}
