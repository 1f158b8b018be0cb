import type { BaseDatabaseAdapter, DatabaseAdapterObj, Payload, PayloadRequest } from 'payload';
import { describe, expect, it } from 'vitest';
import { afterCommit, limitTransactions } from './transactions.ts';

/** A database adapter whose transactions only count themselves. */
function fakeDatabase(concurrent: number, waitMs = 5_000) {
  const open = new Set<string>();
  let opened = 0;
  let mostOpen = 0;
  const adapter = {
    defaultIDType: 'number',
    init: ({ payload }: { payload: Payload }) =>
      ({
        payload,
        beginTransaction: async () => {
          opened += 1;
          const id = `tx-${opened}`;
          open.add(id);
          mostOpen = Math.max(mostOpen, open.size);
          return id;
        },
        commitTransaction: async (id: unknown) => {
          open.delete(String(await id));
        },
        rollbackTransaction: async (id: unknown) => {
          open.delete(String(await id));
        },
      }) as unknown as BaseDatabaseAdapter,
  } as DatabaseAdapterObj<BaseDatabaseAdapter>;
  const logger = { error: () => {}, warn: () => {} };
  const db = limitTransactions(adapter, { concurrent, waitMs }).init({
    payload: { logger } as unknown as Payload,
  });
  const request = (transactionID?: string): PayloadRequest =>
    ({ transactionID, payload: { db, logger }, context: {} }) as unknown as PayloadRequest;
  return { db, request, stats: () => ({ open: open.size, mostOpen }) };
}

const tick = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 5));

describe('transactions of the CMS', () => {
  it('never has more open at once than allowed; the others wait their turn and then run', async () => {
    const { db, stats } = fakeDatabase(3);
    const write = async (): Promise<void> => {
      const id = await db.beginTransaction();
      await tick();
      await db.commitTransaction(id as string);
    };
    await Promise.all(Array.from({ length: 20 }, write));
    expect(stats()).toEqual({ open: 0, mostOpen: 3 });
  });

  it('a write that waits too long for its turn fails with 503 instead of waiting forever', async () => {
    const { db } = fakeDatabase(1, 50);
    const held = await db.beginTransaction();
    await expect(db.beginTransaction()).rejects.toMatchObject({ status: 503 });
    await db.rollbackTransaction(held as string);
    const next = await db.beginTransaction();
    expect(next).toBeTruthy();
  });

  it('runs after-commit work only once the transaction has committed', async () => {
    const { db, request } = fakeDatabase(2);
    const id = (await db.beginTransaction()) as string;
    const done: string[] = [];
    await afterCommit(request(id), () => {
      done.push('rebuild');
    });
    await tick();
    expect(done).toEqual([]);
    await db.commitTransaction(id);
    await tick();
    expect(done).toEqual(['rebuild']);
  });

  it('drops after-commit work when the transaction rolls back, and runs it at once without one', async () => {
    const { db, request } = fakeDatabase(2);
    const id = (await db.beginTransaction()) as string;
    const done: string[] = [];
    await afterCommit(request(id), () => {
      done.push('rolled back');
    });
    await db.rollbackTransaction(id);
    await afterCommit(request(), () => {
      done.push('no transaction');
    });
    await tick();
    expect(done).toEqual(['no transaction']);
  });
});
