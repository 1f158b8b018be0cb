// Readiness: 200 only when the database and the file store both answer; 503 naming the part that
// does not, or "draining" once the process is shutting down. Real PostgreSQL; the broken parts are
// a pool on a database that is gone and a store whose every call fails.
import { ReadinessSchema } from '@poolscape/shared';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase } from '@poolscape/tests/kit/test-database';
import { describe, expect, it } from 'vitest';
import { createPool } from '../../db/pool.ts';
import type { Storage } from '../../storage/storage.ts';
import { checkReadiness, Draining } from './check-ready.ts';

/** A store that cannot be reached: every call fails, as a bucket out of reach does. */
const unreachable: Storage = {
  put: () => Promise.reject(new Error('bucket unreachable')),
  putFile: () => Promise.reject(new Error('bucket unreachable')),
  get: () => Promise.reject(new Error('bucket unreachable')),
  delete: () => Promise.reject(new Error('bucket unreachable')),
  deletePrefix: () => Promise.reject(new Error('bucket unreachable')),
  list: () => Promise.reject(new Error('bucket unreachable')),
};

describe('GET /api/ready', () => {
  const test = useTestApp();

  it('answers 200 ready when the database and the store answer, and is never cached', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(ReadinessSchema.parse(response.json())).toEqual({ status: 'ready', db: 'ok', storage: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with db "down" when its database is gone', async () => {
    const doomed = await createTestDatabase();
    const pool = createPool(doomed.url, () => {});
    const app = await createTestApp(pool);
    try {
      await doomed.drop();
      const response = await app.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', db: 'down', storage: 'ok' });
    } finally {
      await app.close();
      await pool.end();
    }
  });

  it('answers 503 with storage "down" when the store cannot be reached', async () => {
    const app = await createTestApp(test.db.pool, { storage: unreachable });
    try {
      const response = await app.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', db: 'ok', storage: 'down' });
    } finally {
      await app.close();
    }
  });

  it('answers 503 draining from the moment shutdown starts, while /api/health still answers 200', async () => {
    const draining = new Draining();
    const app = await createTestApp(test.db.pool, { draining });
    try {
      expect((await app.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      draining.start();
      const response = await app.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'draining', db: 'ok', storage: 'ok' });
      expect((await app.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('gives up on a store that does not answer within the timeout', async () => {
    const hanging: Storage = { ...unreachable, get: () => new Promise(() => {}) };
    const started = Date.now();
    const readiness = await checkReadiness({
      pool: test.db.pool,
      storage: hanging,
      draining: new Draining(),
      timeoutMs: 150,
    });
    expect(readiness).toEqual({ status: 'unavailable', db: 'ok', storage: 'down' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
