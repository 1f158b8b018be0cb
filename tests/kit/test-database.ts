// A fresh database per test file, on the run's PostgreSQL, with the API's migrations applied.
import { randomBytes } from 'node:crypto';
import { migrate } from '@poolscape/api/db/migrate';
import { createPool, type Pool } from '@poolscape/api/db/pool';
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

export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = new URL(inject('databaseUrl'));
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl.href });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl.href);
  url.pathname = `/${name}`;
  const pool = createPool(url.href, () => {});
  await migrate(pool);
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
