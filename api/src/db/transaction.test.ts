// The one way to open a transaction: what `work` wrote is kept only when it resolves (and its
// result is to be committed); a throw or a refusal leaves nothing, and the client goes back.

import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from './transaction.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await db.pool.query('create table public.tx_probe (name text primary key)');
});
afterAll(async () => {
  await db?.drop();
});

async function names(): Promise<string[]> {
  return (await db.pool.query<{ name: string }>('select name from public.tx_probe order by name')).rows.map(
    (row) => row.name,
  );
}

describe('inTransaction', () => {
  it('keeps what resolved, and nothing of work that threw or whose result is not to be committed', async () => {
    const insert =
      (name: string) => async (client: { query: (text: string, values: unknown[]) => Promise<unknown> }) => {
        await client.query('insert into public.tx_probe (name) values ($1)', [name]);
        return { ok: name === 'kept' };
      };
    expect(await inTransaction(db.pool, insert('kept'))).toEqual({ ok: true });
    await expect(
      inTransaction(db.pool, async (client) => {
        await insert('thrown')(client);
        throw new Error('refused halfway');
      }),
    ).rejects.toThrow('refused halfway');
    expect(await inTransaction(db.pool, insert('refused'), { commitIf: (result) => result.ok })).toEqual({
      ok: false,
    });
    expect(await names()).toEqual(['kept']);
    // Every client was given back.
    expect(db.pool.totalCount).toBe(db.pool.idleCount);
  });
});
