import { NEWSLETTER_API } from '@poolscape/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/integration/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../../../../tests/integration/test-database.ts';

describe('POST /api/newsletter/subscribe', () => {
  let db: TestDatabase;
  let test: TestApp;
  let address = 0;
  beforeAll(async () => {
    db = await createTestDatabase();
    test = await createTestApp(db.pool);
  });
  afterAll(async () => {
    await test.close();
    await db.drop();
  });
  beforeEach(async () => {
    // Each test starts with fresh per-client limits.
    await db.pool.query('delete from app.throttle');
  });

  const post = (payload: unknown, ip = `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`) =>
    test.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      remoteAddress: ip,
    });
  const rows = async () =>
    (
      await db.pool.query<{ email: string; source: string }>(
        'select email, source from app.newsletter_subscribers order by id',
      )
    ).rows;

  it('stores the address trimmed and lowercased with its source, once', async () => {
    const first = await post({ email: '  Maria.Lopez@Example.COM ', source: 'footer' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ message: NEWSLETTER_API.subscribed });
    const again = await post({ email: 'maria.lopez@example.com', source: 'footer' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: NEWSLETTER_API.alreadySubscribed });
    expect((await rows()).filter((row) => row.email === 'maria.lopez@example.com')).toEqual([
      { email: 'maria.lopez@example.com', source: 'footer' },
    ]);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = (await rows()).length;
    const cases: [unknown, RegExp][] = [
      [{ email: 'not-an-email', source: 'footer' }, /valid email address/],
      [{ email: '', source: 'footer' }, /valid email address/],
      [{ source: 'footer' }, /valid email address/],
      [{ email: `${'a'.repeat(250)}@example.com`, source: 'footer' }, /too long/],
      [{ email: 'ok@example.com', source: 'Footer!' }, /source must be/],
      [{ email: 'ok@example.com', source: 'footer', admin: true }, /admin/],
      ['{"email": "ok@example.com",', /not valid JSON/],
      [[1, 2, 3], /./],
      [{ email: 'ok@example.com', source: 'footer', padding: 'x'.repeat(5000) }, /too large/],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(response.json().message).toMatch(message);
    }
    expect((await rows()).length).toBe(before);
  });

  it('limits one address to five subscriptions an hour, whoever sends them', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await post({ email: 'flood@example.com', source: 'footer' })).statusCode).toBeLessThan(300);
    }
    const sixth = await post({ email: 'flood@example.com', source: 'footer' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({ message: NEWSLETTER_API.tooManyForAddress });
  });

  it('limits one client to twenty requests in ten minutes', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      statuses.push(
        (await post({ email: `client${attempt}@example.com`, source: 'footer' }, '192.0.2.77')).statusCode,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('never answers 5xx, names the problem on every 4xx, and stores only valid addresses', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record({
            email: fc.oneof(fc.string(), fc.emailAddress()),
            source: fc.oneof(fc.constant('footer'), fc.string()),
          }),
          fc.jsonValue(),
          fc.string(),
        ),
        async (payload) => {
          const response = await post(payload);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().message.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 400 },
    );
    for (const row of await rows()) {
      expect(row.email).toBe(row.email.trim().toLowerCase());
      expect(row.email).toContain('@');
    }
  });
});
