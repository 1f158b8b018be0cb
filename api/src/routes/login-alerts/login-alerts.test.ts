// Two API instances on one database, each with its own pool and LISTEN connection, as two
// processes behind a load balancer: an alpha user connected to one sees a sign-in made on the other,
// with where it came from (the bundled location database, no outside call).
import { LoginAlertSchema } from '@poolscape/shared';
import { PUBLIC_TEST_ADDRESS, PUBLIC_TEST_ADDRESS_V6 } from '@poolscape/tests/kit/client-addresses';
import { createTestApp, type TestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createPool, type Pool } from '../../db/pool.ts';

const ORIGIN = 'http://localhost:3000';

describe('login alerts', () => {
  const a = useTestApp((db) => ({ databaseUrl: db.url }));
  let poolB: Pool;
  let b: TestApp;
  let sequence = 0;

  beforeAll(async () => {
    poolB = createPool(a.db.url, () => {});
    b = await createTestApp(poolB, { databaseUrl: a.db.url });
  });
  afterAll(async () => {
    await b.close();
    await poolB.end();
  });

  async function account(app: Pick<TestApp, 'app'>, options: { alpha?: boolean; name?: string } = {}) {
    sequence += 1;
    const email = `alerts-${sequence}-${Date.now()}@example.com`;
    const response = await app.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: { firstName: options.name ?? 'Sam', lastName: 'Shore', email, password: 'secret123' },
      remoteAddress: `203.0.113.${sequence}`,
    });
    const body = response.json() as { token: string; user: { id: string } };
    if (options.alpha)
      await a.db.pool.query(`update app.users set subscription_tier = 'alpha' where id = $1`, [body.user.id]);
    return { email, token: body.token, id: body.user.id };
  }

  type Alert = ReturnType<typeof LoginAlertSchema.parse>;

  // Alerts travel through Postgres NOTIFY, so on a busy machine one about an earlier sign-in (a
  // registration, or another test's) can reach a socket opened later: wait for the one meant.
  function nextAlert(socket: WebSocket, meant: (alert: Alert) => boolean, withinMs = 3000): Promise<Alert> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        socket.off('message', onMessage);
        reject(new Error('no message'));
      }, withinMs);
      function onMessage(data: WebSocket.RawData) {
        const alert = LoginAlertSchema.parse(JSON.parse(String(data)));
        if (!meant(alert)) return;
        clearTimeout(timer);
        socket.off('message', onMessage);
        resolve(alert);
      }
      socket.on('message', onMessage);
    });
  }

  const about = (email: string, ip?: string) => (alert: Alert) =>
    alert.user.email === email && (ip === undefined || alert.location.ip === ip);

  it('tells an alpha user connected to one process about a sign-in on another', async () => {
    const alpha = await account(a, { alpha: true });
    const socket = await a.app.injectWS(`/ws/login-notifications?token=${alpha.token}`, {
      headers: { origin: ORIGIN },
    });
    try {
      // Registering signs the new user in, which is an alert of its own.
      const registered = nextAlert(socket, (alert) => alert.location.ip.startsWith('203.0.113.'));
      const other = await account(b);
      expect((await registered).user.email).toBe(other.email);
      const received = nextAlert(socket, about(other.email, PUBLIC_TEST_ADDRESS.ip));
      // From a public address, through the trusted proxy in front of the API.
      const login = await b.app.inject({
        method: 'POST',
        url: '/api/simple/login',
        payload: { email: other.email, password: 'secret123' },
        headers: { 'x-forwarded-for': PUBLIC_TEST_ADDRESS.ip },
      });
      expect(login.statusCode).toBe(200);
      const alert = await received;
      expect(alert.user).toMatchObject({ name: 'Sam Shore', email: other.email, tier: 'free' });
      const { city, region, country, ip } = PUBLIC_TEST_ADDRESS;
      expect(alert.location).toEqual({ city, region, country, ip });
    } finally {
      socket.terminate();
    }
  });

  it('says where an IPv6 sign-in came from, and nothing for a private or loopback address', async () => {
    const alpha = await account(a, { alpha: true });
    const other = await account(a);
    const socket = await a.app.injectWS(`/ws/login-notifications?token=${alpha.token}`, {
      headers: { origin: ORIGIN },
    });
    const signIn = async (headers: Record<string, string>) => {
      const ip = headers['x-forwarded-for'];
      const received = nextAlert(
        socket,
        (alert) =>
          about(other.email)(alert) &&
          (ip ? alert.location.ip === ip : !alert.location.ip.startsWith('203.0.113.')),
      );
      const login = await b.app.inject({
        method: 'POST',
        url: '/api/simple/login',
        payload: { email: other.email, password: 'secret123' },
        headers,
      });
      expect(login.statusCode).toBe(200);
      return (await received).location;
    };
    try {
      const { city, region, country, ip } = PUBLIC_TEST_ADDRESS_V6;
      expect(await signIn({ 'x-forwarded-for': ip })).toEqual({ city, region, country, ip });
      expect(await signIn({ 'x-forwarded-for': '192.168.1.20' })).toEqual({
        city: null,
        region: null,
        country: null,
        ip: '192.168.1.20',
      });
      expect(await signIn({})).toMatchObject({ city: null, region: null, country: null });
    } finally {
      socket.terminate();
    }
  });

  it('does not alert users about their own sign-in', async () => {
    const alpha = await account(a, { alpha: true });
    const socket = await a.app.injectWS(`/ws/login-notifications?token=${alpha.token}`, {
      headers: { origin: ORIGIN },
    });
    try {
      const received = nextAlert(socket, about(alpha.email), 700);
      await b.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: alpha.email, password: 'secret123' },
        remoteAddress: '192.0.2.78',
      });
      await expect(received).rejects.toThrow('no message');
    } finally {
      socket.terminate();
    }
  });

  it('refuses the upgrade without a valid token, for users who are not alpha, and from another origin', async () => {
    const regular = await account(a);
    const alpha = await account(a, { alpha: true });
    await expect(
      a.app.injectWS('/ws/login-notifications?token=nonsense', { headers: { origin: ORIGIN } }),
    ).rejects.toThrow('401');
    await expect(
      a.app.injectWS(`/ws/login-notifications?token=${regular.token}`, { headers: { origin: ORIGIN } }),
    ).rejects.toThrow('403');
    await expect(
      a.app.injectWS(`/ws/login-notifications?token=${alpha.token}`, {
        headers: { origin: 'https://evil.example' },
      }),
    ).rejects.toThrow('403');
  });

  it('sends an alpha user a test alert on request', async () => {
    const alpha = await account(a, { alpha: true });
    const socket = await a.app.injectWS(`/ws/login-notifications?token=${alpha.token}`, {
      headers: { origin: ORIGIN },
    });
    try {
      const received = nextAlert(socket, about(alpha.email));
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/login-notifications/test',
        headers: { authorization: `Bearer ${alpha.token}`, 'x-forwarded-for': PUBLIC_TEST_ADDRESS.ip },
      });
      expect(response.json()).toMatchObject({ delivered: 1 });
      const alert = await received;
      expect(alert.location.city).toBe(PUBLIC_TEST_ADDRESS.city);
    } finally {
      socket.terminate();
    }
    const regular = await account(a);
    const refused = await a.app.inject({
      method: 'POST',
      url: '/api/login-notifications/test',
      headers: { authorization: `Bearer ${regular.token}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});
