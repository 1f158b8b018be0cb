// The database an operator command works on: DATABASE_URL, else the embedded PostgreSQL in
// DATA_DIR (the running product's, or started for the command and stopped after it), migrated.
import { runningEmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrate } from '../src/db/migrate.ts';
import { createPool, type Pool } from '../src/db/pool.ts';
import { loadEnv } from '../src/env.ts';

export async function withOperatorDatabase<T>(work: (pool: Pool) => Promise<T>): Promise<T> {
  const env = loadEnv();
  const log = { info: () => {}, warn: (message: string) => console.warn(message) };
  let databaseUrl = env.DATABASE_URL ?? runningEmbeddedPostgres(env.DATA_DIR, log);
  const embedded = databaseUrl ? null : await startEmbeddedPostgres(env.DATA_DIR, log);
  databaseUrl ??= embedded?.connectionString ?? '';
  const pool = createPool(databaseUrl, (error) =>
    console.error(`database connection error: ${error.message}`),
  );
  try {
    await migrate(pool);
    return await work(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
  }
}
