// Route rate limits shared by API processes: two apps on one database (two processes behind a
// balancer) count one client's requests together, each route apart, and a window starts again
// once it has ended.
import { API_ERRORS } from '@poolscape/shared';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, type Pool } from '../db/pool.ts';
import { postgresRateLimitStore } from './rate-limit-store.ts';

let db: TestDatabase;
let secondPool: Pool;
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  db = await createTestDatabase();
  first = await createTestApp(db.pool);
  // The second process has its own connections, as it would.
  secondPool = createPool(db.url, () => {});
  second = await createTestApp(secondPool);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  await secondPool?.end();
  await db?.drop();
});

let sent = 0;
function forgot(test: TestApp, remoteAddress: string) {
  sent += 1;
  return test.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email: `nobody-${sent}@example.com` },
    remoteAddress,
  });
}

describe('route rate limits', () => {
  it('count a client across processes: five resets an hour quarter, wherever they land', async () => {
    const client = '203.0.113.9';
    const statuses: number[] = [];
    for (const test of [first, second, first, second, first])
      statuses.push((await forgot(test, client)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const refused = await forgot(second, client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: API_ERRORS.rateLimited });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect((await forgot(first, client)).statusCode).toBe(429);

    // Another client, and another route for this one, count apart.
    expect((await forgot(second, '203.0.113.10')).statusCode).toBe(200);
    const reset = await first.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: 'not-a-token', newPassword: 'secret123' },
      remoteAddress: client,
    });
    expect(reset.statusCode).toBe(400);
  });

  it('start a new window once the last one has ended', async () => {
    const Store = postgresRateLimitStore(db.pool);
    const store = new Store().child({ routeInfo: { method: 'GET', url: '/window' } });
    const incr = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.incr('client', (error, result) => (error || !result ? reject(error) : resolve(result)), 300, 2),
      );
    const read = () =>
      new Promise<{ current: number; ttl: number }>((resolve, reject) =>
        store.read('client', (error, result) => (error || !result ? reject(error) : resolve(result))),
      );
    expect((await incr()).current).toBe(1);
    const again = await incr();
    expect(again.current).toBe(2);
    expect(again.ttl).toBeGreaterThan(0);
    expect(again.ttl).toBeLessThanOrEqual(300);
    expect((await read()).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await read()).current).toBe(0);
    expect((await incr()).current).toBe(1);
  });
});
