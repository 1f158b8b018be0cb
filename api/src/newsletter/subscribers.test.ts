import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PER_ADDRESS_LIMIT, subscribeToNewsletter } from './subscribers.ts';

describe('subscribeToNewsletter', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });
  beforeEach(async () => {
    await db.pool.query('delete from app.throttle');
    await db.pool.query('delete from app.newsletter_subscribers');
  });

  const rows = async () =>
    (
      await db.pool.query<{ email: string; source: string }>(
        'select email, source from app.newsletter_subscribers order by id',
      )
    ).rows;

  it('stores a new address with its source; a second subscription keeps the first row as it was', async () => {
    expect(await subscribeToNewsletter(db.pool, { email: 'ana@example.com', source: 'footer' })).toEqual({
      status: 'subscribed',
    });
    expect(await subscribeToNewsletter(db.pool, { email: 'ana@example.com', source: 'blog' })).toEqual({
      status: 'already-subscribed',
    });
    expect(await rows()).toEqual([{ email: 'ana@example.com', source: 'footer' }]);
  });

  it(`refuses the ${PER_ADDRESS_LIMIT + 1}th try for one address within the hour, and stores nothing for it`, async () => {
    for (let attempt = 0; attempt < PER_ADDRESS_LIMIT; attempt += 1) {
      const result = await subscribeToNewsletter(db.pool, { email: 'busy@example.com', source: 'footer' });
      expect(result.status).not.toBe('throttled');
    }
    await db.pool.query('delete from app.newsletter_subscribers');
    const refused = await subscribeToNewsletter(db.pool, { email: 'busy@example.com', source: 'footer' });
    expect(refused.status).toBe('throttled');
    if (refused.status === 'throttled') {
      expect(refused.retryAfter).toBeGreaterThan(0);
      expect(refused.retryAfter).toBeLessThanOrEqual(3600);
    }
    expect(await rows()).toEqual([]);
    // Another address is not held back by it.
    expect(
      (await subscribeToNewsletter(db.pool, { email: 'calm@example.com', source: 'footer' })).status,
    ).toBe('subscribed');
  });

  it('never stores the same address twice, even when both subscribe at the same moment', async () => {
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        subscribeToNewsletter(db.pool, { email: 'race@example.com', source: 'footer' }),
      ),
    );
    expect(results.filter((result) => result.status === 'subscribed')).toHaveLength(1);
    expect(await rows()).toEqual([{ email: 'race@example.com', source: 'footer' }]);
  });
});
