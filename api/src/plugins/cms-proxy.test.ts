import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CMS_TIMEOUT_MS, CMS_UNAVAILABLE, cmsProxy } from './cms-proxy.ts';
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
