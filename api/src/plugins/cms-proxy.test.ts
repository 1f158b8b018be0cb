import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_SIGN_IN_LIMIT, CMS_TIMEOUT_MS, CMS_UNAVAILABLE, cmsProxy } from './cms-proxy.ts';
import { errorHandler } from './error-handler.ts';

/** A stand-in for the CMS process: answers like Next.js does, or never answers at all. */
let cms: Server;
const stuck: ServerResponse[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  cms = createServer((request, response) => {
    if (request.url?.startsWith('/cms/api/stuck')) {
      stuck.push(response);
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json', 'x-powered-by': 'Next.js' });
    response.end(JSON.stringify({ docs: [] }));
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(cmsProxy, { upstream: () => upstream, timeoutMs: 500 });
  await app.ready();
});

afterAll(async () => {
  for (const response of stuck) response.destroy();
  await app.close();
  await new Promise((resolve) => cms.close(resolve));
});

describe('the /cms proxy', () => {
  it('does not tell anyone which framework serves the CMS', async () => {
    const response = await app.inject({ method: 'GET', url: '/cms/api/posts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.json()).toEqual({ docs: [] });
  });

  it('gives up on a CMS that does not answer after its timeout, and keeps answering', async () => {
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/cms/api/stuck' });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ message: CMS_UNAVAILABLE });
    expect(response.body).not.toContain('127.0.0.1');
    expect((await app.inject({ method: 'GET', url: '/cms/api/posts' })).statusCode).toBe(200);
  });

  it('answers 503 with a plain message while the CMS process is not running', async () => {
    const down = Fastify({ logger: false });
    await down.register(errorHandler);
    // A port nothing listens on: the CMS process has stopped or not started yet.
    await down.register(cmsProxy, { upstream: () => 'http://127.0.0.1:9', timeoutMs: 500 });
    const response = await down.inject({ method: 'GET', url: '/cms/admin' });
    await down.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: CMS_UNAVAILABLE });
  });

  it('waits seconds for the CMS by default, not minutes', () => {
    expect(CMS_TIMEOUT_MS).toBeGreaterThanOrEqual(5_000);
    expect(CMS_TIMEOUT_MS).toBeLessThanOrEqual(30_000);
  });
});

describe('the CMS sign-in in front of the CMS', () => {
  const seen: { url: string; internalToken: string | undefined }[] = [];
  let fakeCms: Server;
  let db: TestDatabase;
  let limited: FastifyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    fakeCms = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        seen.push({ url: request.url ?? '', internalToken: request.headers['x-internal-token'] as string });
        const right = request.url === '/cms/api/users/login' && body.includes('"password":"right"');
        response.writeHead(right || !request.url?.endsWith('/login') ? 200 : 401, {
          'content-type': 'application/json',
        });
        response.end(
          JSON.stringify({ message: right ? 'ok' : 'The email or password provided is incorrect.' }),
        );
      });
    });
    await new Promise<void>((resolve) => fakeCms.listen(0, '127.0.0.1', resolve));
    const upstream = `http://127.0.0.1:${(fakeCms.address() as AddressInfo).port}`;
    limited = Fastify({ logger: false, trustProxy: 'loopback' });
    await limited.register(errorHandler);
    await limited.register(cmsProxy, { upstream: () => upstream, timeoutMs: 2000, pool: db.pool });
    await limited.ready();
  });

  afterAll(async () => {
    await limited.close();
    await new Promise((resolve) => fakeCms.close(resolve));
    await db.drop();
  });

  const login = (client: string, password: string) =>
    limited.inject({
      method: 'POST',
      url: '/cms/api/users/login',
      headers: { 'x-forwarded-for': client },
      payload: { email: 'editor@pools.example', password },
    });

  it('refuses a client after a few wrong passwords, before the CMS counts a lockout', async () => {
    const client = '198.51.100.41';
    for (let attempt = 0; attempt < CMS_SIGN_IN_LIMIT.attempts; attempt += 1)
      expect((await login(client, 'wrong')).statusCode).toBe(401);
    const before = seen.length;
    const refused = await login(client, 'wrong');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_API_MESSAGES.tooManyAttempts);
    expect(seen.length).toBe(before);
    // Even the right password waits: the client is refused, not the account.
    expect((await login(client, 'right')).statusCode).toBe(429);
    expect((await login('198.51.100.42', 'right')).statusCode).toBe(200);
  });

  it('counts no right password, and every forgot-password, reset and unlock call', async () => {
    for (let attempt = 0; attempt < CMS_SIGN_IN_LIMIT.attempts + 3; attempt += 1)
      expect((await login('198.51.100.43', 'right')).statusCode).toBe(200);
    const client = { 'x-forwarded-for': '198.51.100.44' };
    for (let attempt = 0; attempt < CMS_SIGN_IN_LIMIT.attempts; attempt += 1) {
      const call = ['forgot-password', 'unlock', 'reset-password'][attempt % 3];
      const response = await limited.inject({
        method: 'POST',
        url: `/cms/api/users/${call}`,
        headers: client,
        payload: { email: 'editor@pools.example' },
      });
      expect(response.statusCode).toBe(200);
    }
    const refused = await limited.inject({
      method: 'POST',
      url: '//cms/api/users/Forgot-Password/?x=1',
      headers: client,
      payload: { email: 'editor@pools.example' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it("never passes a client's internal token header on to the CMS", async () => {
    await limited.inject({ method: 'GET', url: '/cms/api/posts', headers: { 'x-internal-token': 'guess' } });
    expect(seen.at(-1)).toEqual({ url: '/cms/api/posts', internalToken: undefined });
  });
});
