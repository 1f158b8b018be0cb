import type { Payload } from 'payload';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { cmsDatabase, IDLE_IN_TRANSACTION_TIMEOUT_MS, POOL_SIZE, STATEMENT_TIMEOUT_MS } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the run's PostgreSQL server (tests/integration/global-setup.ts). */
    databaseUrl: string;
  }
}

const warnings: string[] = [];
const payload = { logger: { warn: (message: string) => warnings.push(message), error: () => {} } };
const db = cmsDatabase({ connectionString: inject('databaseUrl'), schemaName: 'cms', push: false }).init({
  payload: payload as unknown as Payload,
});
// The pool exactly as the adapter makes it when the CMS connects.
const pool = new db.pg.Pool(db.poolOptions);

afterAll(async () => {
  await pool.end();
});

describe("the CMS's database connections", () => {
  it('are bounded, and PostgreSQL ends a runaway statement or a forgotten transaction on them', async () => {
    expect(db.poolOptions.max).toBe(POOL_SIZE);
    expect(db.poolOptions.connectionTimeoutMillis).toBeGreaterThan(0);
    const { rows } = await pool.query<{ statement: string; idle: string; name: string }>(
      `SELECT current_setting('statement_timeout') AS statement,
              current_setting('idle_in_transaction_session_timeout') AS idle,
              current_setting('application_name') AS name`,
    );
    expect(rows[0]).toEqual({
      statement: `${STATEMENT_TIMEOUT_MS / 1000}s`,
      idle: `${IDLE_IN_TRANSACTION_TIMEOUT_MS / 1000}s`,
      name: `poolscape/cms/${process.pid}/requests`,
    });
  });

  it('a request left idle inside its transaction loses its connection, and the CMS carries on', async () => {
    const stuck = await pool.connect();
    await stuck.query('BEGIN');
    // The same limit as configured, made short so the test need not wait half a minute.
    await stuck.query(`SET LOCAL idle_in_transaction_session_timeout = '200ms'`);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await expect(stuck.query('SELECT 1')).rejects.toThrow();
    stuck.release(true);
    expect(warnings.some((message) => message.startsWith('database connection ended'))).toBe(true);
    const { rows } = await pool.query<{ ok: number }>('SELECT 1 AS ok');
    expect(rows[0]?.ok).toBe(1);
  });
});
