// `users/me` with the app's session as a bearer header says who is signed in (Payload would otherwise
// read the app's token as its own JWT and fail with a 500), and never echoes the token back.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SESSION_STRATEGY } from '../../auth/strategy-name.ts';

async function meHook() {
  vi.resetModules();
  vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
  vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
  vi.stubEnv('PUBLIC_URL', 'http://localhost:3000');
  const hook = (await import('./index.ts')).Users.hooks?.me?.[0];
  if (!hook) throw new Error('no me hook');
  return hook;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('users/me', () => {
  it('answers for an app session given as a bearer token, with an expiry and without the token', async () => {
    const hook = await meHook();
    const user = { id: 1, _strategy: APP_SESSION_STRATEGY };
    const answer = await hook({ args: { currentToken: 'app-session-token' } as never, user });
    expect(answer).toEqual({ user, exp: expect.any(Number) });
    expect((answer as { exp: number }).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("leaves Payload's own sessions, and app sessions from the cookie, to Payload as before", async () => {
    const hook = await meHook();
    expect(
      await hook({ args: { currentToken: 'a.jwt.token' } as never, user: { id: 1, _strategy: 'local-jwt' } }),
    ).toBeUndefined();
    expect(
      await hook({ args: {} as never, user: { id: 1, _strategy: APP_SESSION_STRATEGY } }),
    ).toBeUndefined();
  });
});
