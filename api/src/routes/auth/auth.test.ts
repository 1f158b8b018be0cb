import { AUTH_API_MESSAGES, AuthSuccessSchema, UserSchema } from '@poolscape/shared';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { CapturingSmtpServer } from '@poolscape/tests/providers/smtp-server';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_FAILURE_LIMIT, CLIENT_ATTEMPT_LIMIT, CLIENT_WINDOW_SECONDS } from '../../auth/sign-in.ts';
import { createMailer } from '../../mail/mailer.ts';

let sequence = 0;
/** A fresh client address per test, so throttling in one test never touches another. */
const nextIp = (): string => {
  sequence += 1;
  return `198.51.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};
const uniqueEmail = (label: string): string =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

async function registerUser(app: FastifyInstance, email = uniqueEmail('user'), password = 'correct horse 1') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/simple/register',
    payload: { firstName: 'Ada', lastName: 'Poole', email, password },
    remoteAddress: nextIp(),
  });
  expect(response.statusCode).toBe(201);
  return { email, password, ...AuthSuccessSchema.parse(response.json()) };
}

describe('accounts and sessions', () => {
  const test = useTestApp();

  const userCount = async (): Promise<number> =>
    (await test.db.pool.query<{ n: number }>('select count(*)::int as n from app.users')).rows[0]?.n ?? 0;

  it("registers, signs in on every screen's endpoint and returns the current user for the token", async () => {
    const account = await registerUser(test.app, uniqueEmail('Mixed.Case').toUpperCase());
    expect(account.user.email).toBe(account.email.toLowerCase());
    const me = await test.app.inject({
      method: 'GET',
      url: '/api/simple/user',
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(UserSchema.parse(me.json())).toMatchObject({
      firstName: 'Ada',
      lastName: 'Poole',
      subscriptionTier: 'free',
    });
    expect(me.headers['cache-control']).toBe('no-store');

    const tokens = new Set([account.token]);
    for (const url of ['/api/auth/login', '/api/simple/login', '/api/fresh/login']) {
      const response = await test.app.inject({
        method: 'POST',
        url,
        payload: { email: account.email, password: account.password },
        remoteAddress: nextIp(),
      });
      expect(response.statusCode, url).toBe(200);
      const body = AuthSuccessSchema.parse(response.json());
      tokens.add(body.token);
      const fresh = await test.app.inject({
        method: 'GET',
        url: '/api/fresh/user',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(fresh.json().email).toBe(account.email.toLowerCase());
    }
    expect(tokens.size).toBe(4); // a new session on every sign-in
  });

  it('stores only a hash of the session token and an argon2id hash of the password', async () => {
    const account = await registerUser(test.app);
    const sessions = await test.db.pool.query<{ id: string }>(
      'select s.id from app.sessions s join app.users u on u.id = s.user_id where u.email = $1',
      [account.email],
    );
    expect(sessions.rows.map((row) => row.id)).not.toContain(account.token);
    expect(sessions.rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    const user = await test.db.pool.query<{ password_hash: string }>(
      'select password_hash from app.users where email = $1',
      [account.email],
    );
    expect(user.rows[0]?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('lasts 30 days with remember me and one day without', async () => {
    const account = await registerUser(test.app);
    const days = async (rememberMe: boolean): Promise<number> => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/simple/login',
        payload: { email: account.email, password: account.password, rememberMe },
        remoteAddress: nextIp(),
      });
      return (Date.parse(response.json().expiresAt) - Date.now()) / 86_400_000;
    };
    expect(await days(true)).toBeCloseTo(30, 1);
    expect(await days(false)).toBeCloseTo(1, 1);
  });

  it('refuses a wrong password and an unknown address with the same status and message', async () => {
    const account = await registerUser(test.app);
    const wrongPassword = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: 'not it at all' },
      remoteAddress: nextIp(),
    });
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('nobody'), password: 'not it at all' },
      remoteAddress: nextIp(),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: AUTH_API_MESSAGES.invalidCredentials });
    expect(unknown.json()).toEqual(wrongPassword.json());
  });

  it('takes as long to refuse an unknown address as a wrong password (a hash is checked either way)', async () => {
    const account = await registerUser(test.app);
    const time = async (email: string): Promise<number> => {
      const started = performance.now();
      await test.app.inject({
        method: 'POST',
        url: '/api/simple/login',
        payload: { email, password: 'wrong password' },
        remoteAddress: nextIp(),
      });
      return performance.now() - started;
    };
    // The fastest of several interleaved tries: whatever else the machine does only ever adds time
    // to a try (a busy CI machine once gave the medians a ratio of 2.4), while the hash each try
    // must compute is the floor they all share.
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await time(account.email));
      unknown.push(await time(uniqueEmail('ghost')));
    }
    const ratio = Math.min(...unknown) / Math.min(...known);
    expect(ratio).toBeGreaterThan(0.6);
    expect(ratio).toBeLessThan(1.6);
  });

  it('names every invalid field of a registration in the words the form shows, and stores nothing', async () => {
    const before = await userCount();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: ' ', lastName: '', email: 'not-an-email', password: '12345' },
      remoteAddress: nextIp(),
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().errors.map((error: { message: string }) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'First name is required',
        'Last name is required',
        'Please enter a valid email address',
        'Password must be at least 6 characters long',
      ]),
    );
    expect(await userCount()).toBe(before);
  });

  it('signs out on the server: the token stops working at once', async () => {
    const account = await registerUser(test.app);
    const auth = { authorization: `Bearer ${account.token}` };
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth })).statusCode,
    ).toBe(200);
    const after = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: AUTH_API_MESSAGES.notSignedIn });
  });

  it('answers 401 without a token, with a malformed one, or with a cookie instead of the header', async () => {
    const account = await registerUser(test.app);
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: `Token ${account.token}` },
      { cookie: `authToken=${account.token}` },
    ]) {
      expect((await test.app.inject({ method: 'GET', url: '/api/simple/user', headers })).statusCode).toBe(
        401,
      );
    }
  });

  it('throttles an account after repeated wrong passwords, even for the right one, and tells the user to wait', async () => {
    const account = await registerUser(test.app);
    for (let i = 0; i < ACCOUNT_FAILURE_LIMIT; i += 1) {
      const wrong = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: `guess ${i}` },
        remoteAddress: nextIp(),
      });
      expect(wrong.statusCode).toBe(401);
    }
    const blocked = await test.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: account.password },
      remoteAddress: nextIp(),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_API_MESSAGES.tooManyAttempts });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('throttles one client making many attempts across accounts', async () => {
    // The counter is per fixed window of ten minutes: attempts that straddle the turn of a window
    // are counted in two, so such a run is made again, from another client, in the new window.
    const windowOf = () => Math.floor(Date.now() / (CLIENT_WINDOW_SECONDS * 1000));
    let codes: number[] = [];
    for (let run = 0; run < 2; run += 1) {
      const ip = nextIp();
      const window = windowOf();
      codes = [];
      for (let i = 0; i <= CLIENT_ATTEMPT_LIMIT; i += 1) {
        codes.push(
          (
            await test.app.inject({
              method: 'POST',
              url: '/api/simple/login',
              payload: { email: uniqueEmail(`spray${i}`), password: 'password1' },
              remoteAddress: ip,
            })
          ).statusCode,
        );
      }
      if (windowOf() === window) break;
    }
    expect(codes.slice(0, CLIENT_ATTEMPT_LIMIT).every((code) => code === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });

  it('keeps the session alive on heartbeat and records a close without ending it', async () => {
    const account = await registerUser(test.app);
    const auth = { authorization: `Bearer ${account.token}` };
    const beat = await test.app.inject({ method: 'POST', url: '/api/session/heartbeat', headers: auth });
    expect(beat.statusCode).toBe(200);
    expect((await test.app.inject({ method: 'POST', url: '/api/session/heartbeat' })).statusCode).toBe(401);
    const close = await test.app.inject({
      method: 'POST',
      url: '/api/session/close',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ token: account.token, reason: 'browser_close' }),
    });
    expect(close.statusCode).toBe(200);
    const row = await test.db.pool.query<{ close_reason: string }>(
      'select close_reason from app.sessions where user_id = $1 and close_reason is not null',
      [account.user.id],
    );
    expect(row.rows[0]?.close_reason).toBe('browser_close');
    expect(
      (await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: auth })).statusCode,
    ).toBe(200);
  });

  describe('forgotten password', () => {
    const linkIn = (text: string): string => {
      const match = text.match(/reset-password\?token=([a-z0-9]+)/);
      if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
      return match[1];
    };
    const waitForMail = async (to: string) => {
      const found = (await test.deliverMail()).find((mail) => mail.to === to);
      if (!found) throw new Error(`no mail to ${to}`);
      return found;
    };

    it('answers the same whether or not the address has an account, and mails only real accounts', async () => {
      const account = await registerUser(test.app);
      const known = await test.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
        remoteAddress: nextIp(),
      });
      const unknownEmail = uniqueEmail('stranger');
      const unknown = await test.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: unknownEmail },
        remoteAddress: nextIp(),
      });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual(known.json());
      await waitForMail(account.email);
      expect(test.mail.some((mail) => mail.to === unknownEmail)).toBe(false);
    });

    it('resets with the e-mailed link once, revokes every session, and the new password works', async () => {
      const account = await registerUser(test.app);
      await test.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
        remoteAddress: nextIp(),
      });
      const token = linkIn((await waitForMail(account.email)).text);
      const stored = await test.db.pool.query('select 1 from app.password_reset_tokens where id = $1', [
        token,
      ]);
      expect(stored.rowCount).toBe(0); // only its hash is kept

      const reset = await test.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'brand new secret' },
        remoteAddress: nextIp(),
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({ message: AUTH_API_MESSAGES.resetDone });
      expect(
        (
          await test.app.inject({
            method: 'GET',
            url: '/api/simple/user',
            headers: { authorization: `Bearer ${account.token}` },
          })
        ).statusCode,
      ).toBe(401);

      const reuse = await test.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'another secret' },
        remoteAddress: nextIp(),
      });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json()).toEqual({ message: AUTH_API_MESSAGES.resetInvalid });

      const old = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: account.password },
        remoteAddress: nextIp(),
      });
      expect(old.statusCode).toBe(401);
      const fresh = await test.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'brand new secret' },
        remoteAddress: nextIp(),
      });
      expect(fresh.statusCode).toBe(200);
    });

    it('refuses a link older than one hour', async () => {
      const account = await registerUser(test.app);
      await test.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: account.email },
        remoteAddress: nextIp(),
      });
      const token = linkIn((await waitForMail(account.email)).text);
      await test.db.pool.query(
        `update app.password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
        [account.user.id],
      );
      const reset = await test.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, newPassword: 'too late now' },
        remoteAddress: nextIp(),
      });
      expect(reset.statusCode).toBe(400);
    });

    it('sends the link through a real SMTP server when one is configured', async () => {
      const smtp = await new CapturingSmtpServer().start();
      const { received } = smtp;
      const viaSmtp = await createTestApp(test.db.pool, {
        mailer: createMailer({
          smtpUrl: smtp.url,
          from: 'Poolscape <no-reply@poolscape.example>',
        }),
      });
      try {
        // The apps share the queue: what the earlier tests queued goes out through the first.
        await test.deliverMail();
        const account = await registerUser(viaSmtp.app);
        await viaSmtp.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: account.email },
          remoteAddress: nextIp(),
        });
        expect(await viaSmtp.mailQueue.deliverDue()).toBe(1);
        expect(received).toHaveLength(1);
        expect(received[0]).toContain(`To: ${account.email}`);
        expect(received[0]).toContain('Subject: Reset your Poolscape password');
        expect(received[0]).toMatch(/http:\/\/localhost:3000\/reset-password\?token=[a-z0-9]+/);
      } finally {
        await viaSmtp.close();
        await smtp.stop();
      }
    });
  });

  it('never answers 5xx and stores nothing for arbitrary bodies on any auth endpoint', async () => {
    const before = await userCount();
    const endpoints = [
      '/api/auth/login',
      '/api/simple/login',
      '/api/fresh/login',
      '/api/simple/register',
      '/api/fresh/register',
      '/api/auth/forgot-password',
      '/api/auth/reset-password',
      '/api/session/close',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpoints),
        fc.oneof(
          fc.json(),
          fc.record({ email: fc.string(), password: fc.string(), rememberMe: fc.anything() }),
          fc.record({
            firstName: fc.string(),
            lastName: fc.string(),
            email: fc.emailAddress(),
            password: fc.string({ maxLength: 5 }),
          }),
          fc.record({ token: fc.string(), newPassword: fc.string() }),
        ),
        async (url, body) => {
          const response = await test.app.inject({
            method: 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
            remoteAddress: nextIp(),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(response.json().message).toEqual(expect.any(String));
        },
      ),
      { numRuns: 1500 },
    );
    expect(await userCount()).toBe(before);
  });
});
