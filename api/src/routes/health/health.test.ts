import { HealthSchema } from '@poolscape/shared';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { createPool } from '../../db/pool.ts';

describe('GET /api/health', () => {
  const test = useTestApp();

  it('answers 200 with status, db and version when the database answers', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(HealthSchema.parse(response.json())).toEqual({ status: 'ok', db: 'up', version: '0.0.0-test' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with db "down" when the database does not answer', async () => {
    const deadPool = createPool('postgres://nobody:none@127.0.0.1:9/none', () => {});
    const down = await createTestApp(deadPool);
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'unavailable', db: 'down', version: '0.0.0-test' });
    } finally {
      await down.close();
      await deadPool.end();
    }
  });
});
