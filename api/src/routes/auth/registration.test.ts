// Registering is creating an account, nothing else: an address that has one is refused in the same
// words whatever the password (so registering is no way to sign in or to test a password around
// the sign-in lockout), attempts are counted per address in the database, and an account exists
// only together with its first session.
import { AUTH_API_MESSAGES, AuthSuccessSchema } from '@poolscape/shared';
import { createTestApp, type TestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, REGISTER_ADDRESS_LIMIT } from '../../auth/sign-in.ts';

let sequence = 0;
/** A fresh client address per request, so the per-client limit never decides these tests. */
const nextIp = (): string => {
  sequence += 1;
  return `198.18.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};
const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const PASSWORD = 'correct horse 1';

describe('registration', () => {
  const test = useTestApp();
  let other: TestApp;
  beforeAll(async () => {
    // A second API process on the same database.
    other = await createTestApp(test.db.pool);
  });
  afterAll(async () => {
    await other.close();
  });

  const register = (email: string, password = PASSWORD, url = '/api/simple/register', app = test.app) =>
    app.inject({
      method: 'POST',
      url,
      payload: { firstName: 'Ada', lastName: 'Poole', email, password },
      remoteAddress: nextIp(),
    });
  const sessionsOf = async (email: string): Promise<number> =>
    (
      await test.db.pool.query<{ n: number }>(
        'select count(*)::int as n from app.sessions s join app.users u on u.id = s.user_id where u.email = $1',
        [email],
      )
    ).rows[0]?.n ?? 0;

  it('creates the account signed in, with 201', async () => {
    const email = uniqueEmail('new');
    const created = await register(email);
    expect(created.statusCode).toBe(201);
    expect(AuthSuccessSchema.parse(created.json()).user.email).toBe(email);
    expect(await sessionsOf(email)).toBe(1);
  });

  it('refuses an address that has an account with one fixed message, right or wrong password, and signs nobody in', async () => {
    const email = uniqueEmail('taken');
    expect((await register(email)).statusCode).toBe(201);
    const answers: string[] = [];
    for (const url of ['/api/simple/register', '/api/fresh/register']) {
      for (const password of [PASSWORD, 'another password']) {
        const response = await register(email, password, url);
        answers.push(JSON.stringify([response.statusCode, response.json()]));
        expect(response.statusCode, `${url} ${password}`).toBe(409);
        expect(response.json()).toEqual({ message: AUTH_API_MESSAGES.emailTaken });
      }
    }
    // Nothing in the answer depends on the password, and no session was made.
    expect(new Set(answers).size).toBe(1);
    expect(await sessionsOf(email)).toBe(1);
  });

  it('is no way around the sign-in lockout: a locked account is not signed in by registering again', async () => {
    const email = uniqueEmail('locked');
    expect((await register(email)).statusCode).toBe(201);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      const wrong = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: `guess ${i}` },
        remoteAddress: nextIp(),
      });
      expect(wrong.statusCode).toBe(401);
    }
    const again = await register(email, PASSWORD, '/api/fresh/register');
    expect(again.statusCode).toBe(409);
    expect(again.json()).not.toHaveProperty('token');
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: nextIp(),
    });
    expect(login.statusCode).toBe(429);
    expect(await sessionsOf(email)).toBe(1);
  });

  it('counts attempts per address in the database: every API process refuses once the limit is met', async () => {
    const email = uniqueEmail('counted');
    expect((await register(email)).statusCode).toBe(201);
    for (let i = 1; i < REGISTER_ADDRESS_LIMIT; i += 1) {
      // From many clients and both processes: the count is the address's, wherever it is made.
      const response = await register(
        email,
        `password ${i}`,
        '/api/simple/register',
        i % 2 ? test.app : other.app,
      );
      expect(response.statusCode).toBe(409);
    }
    for (const app of [test.app, other.app]) {
      const throttled = await register(email, PASSWORD, '/api/fresh/register', app);
      expect(throttled.statusCode).toBe(429);
      expect(throttled.json()).toEqual({ message: AUTH_API_MESSAGES.tooManyAttempts });
      expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    }
    const counted = await test.db.pool.query<{ count: number }>(
      'select count from app.throttle where key = $1',
      [`register:address:${email}`],
    );
    expect(counted.rows[0]?.count).toBe(REGISTER_ADDRESS_LIMIT + 2);
  });

  it('keeps no account when its first session cannot be stored (one transaction)', async () => {
    const email = uniqueEmail('atomic');
    await test.db.pool.query(`
      create function app.refuse_test_session() returns trigger language plpgsql as $$
      begin raise exception 'session refused for the test'; end $$;
      create trigger refuse_test_session before insert on app.sessions
        for each row when (new.user_agent = 'refuse-session') execute function app.refuse_test_session();`);
    try {
      const failed = await test.app.inject({
        method: 'POST',
        url: '/api/simple/register',
        headers: { 'user-agent': 'refuse-session' },
        payload: { firstName: 'Ada', lastName: 'Poole', email, password: PASSWORD },
        remoteAddress: nextIp(),
      });
      expect(failed.statusCode).toBe(500);
      const users = await test.db.pool.query('select 1 from app.users where email = $1', [email]);
      expect(users.rowCount).toBe(0);
    } finally {
      await test.db.pool.query(`
        drop trigger refuse_test_session on app.sessions;
        drop function app.refuse_test_session();`);
    }
    // So the address is still free to register.
    expect((await register(email)).statusCode).toBe(201);
  });
});
