import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrate.ts';

describe('API migrations', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase(); // applies every migration once
  });
  afterAll(async () => db.drop());

  it('apply nothing the second time, so a restart keeps the data as it was', async () => {
    await db.pool.query(`insert into app.settings (key, value) values ('kept', '"yes"')`);
    expect(await migrate(db.pool)).toEqual([]);
    const kept = await db.pool.query(`select value from app.settings where key = 'kept'`);
    expect(kept.rows[0]?.value).toBe('yes');
  });

  it('apply once when several API processes start together', async () => {
    const results = await Promise.all([migrate(db.pool), migrate(db.pool), migrate(db.pool)]);
    expect(results.flat()).toEqual([]);
    const applied = await db.pool.query('select count(*)::int as count from app.schema_migrations');
    expect(applied.rows[0]?.count).toBeGreaterThan(0);
  });
});
