// An open socket lives no longer than its session's right to it: signing out, an admin disabling
// the account, or the alpha role going away closes it (code 4401), at once in this process and at
// the latest at the next sweep for a change made elsewhere. A session that is still fine keeps its
// socket.
import { SOCKET_CLOSE } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';

const ORIGIN = 'http://localhost:3000';

function closed(socket: WebSocket, withinMs = 3000): Promise<number | 'open'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('open'), withinMs);
    socket.once('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

describe('sockets of a session', () => {
  const test = useTestApp();

  const open = (path: string, token: string) =>
    test.app.injectWS(`${path}?token=${token}`, { headers: { origin: ORIGIN } });

  it('close when their session is signed out, and only theirs', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/simple/login',
      payload: {
        email: (await test.db.pool.query('select email from app.users where id = $1', [user.id])).rows[0]
          .email,
        password: 'secret123',
      },
    });
    const second = (login.json() as { token: string }).token;
    const signedOut = await open('/ws/designs', user.token);
    const otherDevice = await open('/ws/designs', second);
    const signedOutClosed = closed(signedOut);
    const otherClosed = closed(otherDevice, 500);
    await test.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(await signedOutClosed).toBe(SOCKET_CLOSE.sessionEnded);
    expect(await otherClosed).toBe('open');
    expect(await test.app.sessionSockets.recheck()).toBe(0);
    otherDevice.terminate();
  });

  it('close when an admin disables the account', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const admin = await registerUser(test.app, test.db.pool);
    await test.db.pool.query("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
    const socket = await open('/ws/designs', user.token);
    const ended = closed(socket);
    const disabled = await test.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.id}`,
      headers: admin.auth,
      payload: { disabled: true },
    });
    expect(disabled.statusCode).toBe(200);
    expect(await ended).toBe(SOCKET_CLOSE.sessionEnded);
  });

  it('close login alerts at the next sweep once the user is no longer alpha, whoever changed it', async () => {
    const alpha = await registerUser(test.app, test.db.pool, 'alpha');
    const socket = await open('/ws/login-notifications', alpha.token);
    const kept = await open('/ws/designs', alpha.token);
    const ended = closed(socket);
    const keptClosed = closed(kept, 500);
    // Changed by another process (a plan set from a shell): nothing is announced here.
    await test.db.pool.query("update app.users set subscription_tier = 'pro', role = null where id = $1", [
      alpha.id,
    ]);
    expect(await test.app.sessionSockets.recheck()).toBe(1);
    expect(await ended).toBe(SOCKET_CLOSE.sessionEnded);
    // Design progress is still the user's own: that socket stays.
    expect(await keptClosed).toBe('open');
    kept.terminate();
  });

  it('close at the next sweep once their session expired or was removed elsewhere', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const socket = await open('/ws/designs', user.token);
    const ended = closed(socket);
    await test.db.pool.query('update app.users set disabled_at = now() where id = $1', [user.id]);
    expect(await test.app.sessionSockets.recheck()).toBe(1);
    expect(await ended).toBe(SOCKET_CLOSE.sessionEnded);
  });
});
