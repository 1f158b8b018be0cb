// The session cache against a real database: two "processes" (pools with their own caches) on
// one database, as two API instances would run.
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../db/pool.ts';
import { AUTH_CHANGES_CHANNEL, attachSessionCache, SessionCache } from './session-cache.ts';
import { createSession, invalidateSession, validateSessionToken } from './sessions.ts';
import { insertUser } from './users.ts';

/** Waits until `check` holds (a change announcement crosses processes in milliseconds). */
async function eventually(check: () => Promise<boolean>, withinMs = 1_000): Promise<void> {
  for (let attempt = 0; attempt < withinMs / 10; attempt += 1) {
    if (await check()) return;
    await sleep(10);
  }
  throw new Error(`condition not met within ${withinMs} ms`);
}

describe('session cache', () => {
  let db: TestDatabase;
  let poolA: Pool;
  let poolB: Pool;
  const cacheA = new SessionCache();
  const cacheB = new SessionCache();
  let queriesA = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    poolA = createPool(db.url, () => {});
    poolB = createPool(db.url, () => {});
    const query = poolA.query.bind(poolA);
    poolA.query = ((...args: Parameters<typeof query>) => {
      queriesA += 1;
      return query(...args);
    }) as typeof poolA.query;
    await cacheA.listen(db.url, () => {});
    await cacheB.listen(db.url, () => {});
    attachSessionCache(poolA, cacheA);
    attachSessionCache(poolB, cacheB);
  });
  afterAll(async () => {
    await cacheA.stop();
    await cacheB.stop();
    await poolA.end();
    await poolB.end();
    await db.drop();
  });

  async function newUser(email: string) {
    const user = await insertUser(db.pool, { email, passwordHash: null, firstName: 'Ada', lastName: 'Pool' });
    if (!user) throw new Error('no user');
    return user;
  }

  it('answers repeated checks of one token from memory', async () => {
    const user = await newUser('cached@example.com');
    const { token } = await createSession(db.pool, user.id, { remember: true });
    expect((await validateSessionToken(poolA, token))?.user.email).toBe('cached@example.com');
    const before = queriesA;
    for (let i = 0; i < 20; i += 1) expect(await validateSessionToken(poolA, token)).not.toBeNull();
    expect(queriesA).toBe(before);
  });

  it('a sign-out on one process ends the session on the other at once', async () => {
    const user = await newUser('signout@example.com');
    const { token, session } = await createSession(db.pool, user.id, { remember: false });
    expect(await validateSessionToken(poolA, token)).not.toBeNull();
    expect(await validateSessionToken(poolB, token)).not.toBeNull();
    await invalidateSession(poolB, session.id);
    expect(await validateSessionToken(poolB, token)).toBeNull();
    await eventually(async () => (await validateSessionToken(poolA, token)) === null);
  });

  it('a change to the user made anywhere (even by hand in SQL) is seen at once', async () => {
    const user = await newUser('tier@example.com');
    const { token } = await createSession(db.pool, user.id, { remember: true });
    expect((await validateSessionToken(poolA, token))?.user.subscription_tier).toBe('free');
    await db.pool.query(`update app.users set subscription_tier = 'alpha' where id = $1`, [user.id]);
    await eventually(
      async () => (await validateSessionToken(poolA, token))?.user.subscription_tier === 'alpha',
    );
  });

  it('deleting every session of a user (password reset) reaches every process', async () => {
    const user = await newUser('reset@example.com');
    const first = await createSession(db.pool, user.id, { remember: true });
    const second = await createSession(db.pool, user.id, { remember: false });
    await validateSessionToken(poolA, first.token);
    await validateSessionToken(poolA, second.token);
    await db.pool.query('delete from app.sessions where user_id = $1', [user.id]);
    await eventually(async () => (await validateSessionToken(poolA, first.token)) === null);
    expect(await validateSessionToken(poolA, second.token)).toBeNull();
  });

  it('never serves an expired session from memory', async () => {
    const cache = new SessionCache();
    await cache.listen(db.url, () => {});
    try {
      const user = await newUser('expiry@example.com');
      const { session } = await createSession(db.pool, user.id, { remember: false });
      const now = Date.now();
      cache.set({ session: { ...session, expiresAt: new Date(now + 1000) }, user }, now);
      expect(cache.get(session.id, now + 500)).toBeDefined();
      expect(cache.get(session.id, now + 1000)).toBeUndefined();
    } finally {
      await cache.stop();
    }
  });

  it('forgets everything when its change feed drops, and caches again once it is back', async () => {
    const cache = new SessionCache();
    await cache.listen(db.url, () => {});
    try {
      const user = await newUser('reconnect@example.com');
      const { session } = await createSession(db.pool, user.id, { remember: false });
      cache.set({ session, user });
      expect(cache.size).toBe(1);
      // Changes made while the feed is down are never heard, so nothing cached before may be trusted.
      await db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = $1`,
        [`listen ${AUTH_CHANGES_CHANNEL}`],
      );
      await eventually(async () => !cache.active);
      expect(cache.size).toBe(0);
      await eventually(async () => cache.active, 5_000);
      expect(cache.get(session.id)).toBeUndefined();
      cache.set({ session, user });
      expect(cache.size).toBe(1);
    } finally {
      await cache.stop();
    }
  });

  it('keeps nothing while its change feed is down', async () => {
    const cache = new SessionCache();
    const user = await newUser('offline@example.com');
    const { session } = await createSession(db.pool, user.id, { remember: false });
    cache.set({ session, user });
    expect(cache.size).toBe(0);
    await cache.listen(db.url, () => {});
    cache.set({ session, user });
    expect(cache.size).toBe(1);
    await cache.stop();
    expect(cache.size).toBe(0);
    expect(cache.get(session.id)).toBeUndefined();
  });
});
