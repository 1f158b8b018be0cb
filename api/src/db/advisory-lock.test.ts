// Start-up work under an advisory lock: two processes (two pools) starting together take turns,
// and the lock is free again after work that failed.
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withAdvisoryLock } from './advisory-lock.ts';
import { createPool, type Pool } from './pool.ts';

let db: TestDatabase;
let other: Pool;
beforeAll(async () => {
  db = await createTestDatabase();
  other = createPool(db.url, () => {});
});
afterAll(async () => {
  await other?.end();
  await db?.drop();
});

describe('withAdvisoryLock', () => {
  it('makes two processes take turns, and frees the lock after a failure', async () => {
    const events: string[] = [];
    const work = (name: string) => async () => {
      events.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push(`${name} ends`);
    };
    await Promise.all([
      withAdvisoryLock(db.pool, 1, work('first')),
      new Promise((resolve) => setTimeout(resolve, 20)).then(() =>
        withAdvisoryLock(other, 1, work('second')),
      ),
    ]);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);

    await expect(
      withAdvisoryLock(db.pool, 1, async () => {
        throw new Error('the seed failed');
      }),
    ).rejects.toThrow('the seed failed');
    expect(await withAdvisoryLock(other, 1, async () => 'free again')).toBe('free again');
  });
});
