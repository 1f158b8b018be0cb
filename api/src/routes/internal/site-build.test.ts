// The CMS's admin learns how the site build its editors' saves started is going.
import type { SiteBuildStatus } from '@poolscape/shared/content-changes';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteBuildRoutes } from './site-build.ts';

const TOKEN = 'test-internal-token-0123456789';

async function appWith(status: SiteBuildStatus | null) {
  const app = Fastify();
  await app.register(siteBuildRoutes, { builds: { status }, token: TOKEN });
  return app;
}

const ask = (
  app: Awaited<ReturnType<typeof appWith>>,
  headers: Record<string, string>,
  remoteAddress = '127.0.0.1',
) => app.inject({ method: 'GET', url: '/api/internal/site-build', headers, remoteAddress });

describe('GET /api/internal/site-build', () => {
  it("tells the CMS the latest build's state, uncached", async () => {
    const failed: SiteBuildStatus = {
      state: 'failed',
      reason: 'site-settings changed',
      since: '2026-11-27T10:00:00.000Z',
      error: 'astro build exited with 1\nCould not read the site settings.',
    };
    const app = await appWith(failed);
    const response = await ask(app, { 'x-internal-token': TOKEN });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ build: failed });
    expect((await ask(await appWith(null), { 'x-internal-token': TOKEN })).json()).toEqual({ build: null });
  });

  it('looks like nothing is there without the internal token or from another machine', async () => {
    const app = await appWith(null);
    expect((await ask(app, {})).statusCode).toBe(404);
    expect((await ask(app, { 'x-internal-token': `${TOKEN}x` })).statusCode).toBe(404);
    expect((await ask(app, { 'x-internal-token': TOKEN }, '203.0.113.9')).statusCode).toBe(404);
  });
});
