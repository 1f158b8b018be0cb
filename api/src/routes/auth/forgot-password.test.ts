// Asking for password reset links is limited per address, in the database: nobody fills someone's
// mailbox by asking from many clients or through many API processes, and the limit is the same
// for an address with or without an account, so it tells nothing about who has one.
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import { createTestApp, type TestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_ADDRESS_LIMIT } from '../../auth/password-reset.ts';

let sequence = 0;
const nextIp = (): string => {
  sequence += 1;
  return `198.19.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
};

describe('forgot password, per address', () => {
  const test = useTestApp();
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp(test.db.pool);
  });
  afterAll(async () => {
    await other.close();
  });

  const ask = (app: TestApp['app'], email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email },
      remoteAddress: nextIp(),
    });

  it('sends at most the limit of links to one address, from any client and any process', async () => {
    const email = `reset-limit-${Date.now()}@example.com`;
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: 'Rita', lastName: 'Reset', email, password: 'secret123' },
      remoteAddress: nextIp(),
    });
    expect(registered.statusCode).toBe(201);
    for (let i = 0; i < RESET_ADDRESS_LIMIT; i += 1) {
      const response = await ask(i % 2 ? other.app : test.app, email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: AUTH_API_MESSAGES.forgotSent });
    }
    for (const app of [test.app, other.app]) {
      const refused = await ask(app, email.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: AUTH_API_MESSAGES.tooManyResetRequests });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Either app's queue delivers what both queued: they share the database.
    await test.deliverMail();
    const sent = [...test.mail, ...other.mail].filter((mail) => mail.to === email);
    expect(sent).toHaveLength(RESET_ADDRESS_LIMIT);
    const tokens = await test.db.pool.query(
      'select 1 from app.password_reset_tokens t join app.users u on u.id = t.user_id where u.email = $1',
      [email],
    );
    expect(tokens.rowCount).toBe(RESET_ADDRESS_LIMIT);
  });

  it('answers an address without an account exactly alike, limit included', async () => {
    const email = `nobody-${Date.now()}@example.com`;
    const answers: string[] = [];
    for (let i = 0; i <= RESET_ADDRESS_LIMIT; i += 1) {
      const response = await ask(test.app, email);
      answers.push(`${response.statusCode} ${response.body}`);
    }
    expect(answers.at(-1)).toBe(`429 ${JSON.stringify({ message: AUTH_API_MESSAGES.tooManyResetRequests })}`);
    expect(new Set(answers.slice(0, -1))).toEqual(
      new Set([`200 ${JSON.stringify({ message: AUTH_API_MESSAGES.forgotSent })}`]),
    );
  });
});
