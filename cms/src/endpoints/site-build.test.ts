// Editors see how the site build their save started is going; nobody else does.
import type { SiteBuildStatusReply } from '@poolscape/shared/content-changes';
import type { PayloadRequest } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
const { siteBuildHandler } = await import('./site-build.ts');
// Test files share their worker (isolate: false): the next file must not see these.
afterAll(() => vi.unstubAllEnvs());

const building: SiteBuildStatusReply = {
  build: {
    state: 'building',
    reason: 'site-settings changed',
    since: '2026-11-27T10:00:00.000Z',
    error: null,
  },
};
const warnings: string[] = [];
const requestBy = (user: Record<string, unknown> | null) =>
  ({
    user,
    payload: { logger: { warn: (message: string) => warnings.push(message) } },
  }) as unknown as PayloadRequest;

describe('GET /cms/api/site-build', () => {
  it("hands an editor the API's answer, uncached", async () => {
    const response = await siteBuildHandler(async () => building)(requestBy({ role: 'editor' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual(building);
  });

  it('answers nothing to someone signed out or without a staff role', async () => {
    const read = vi.fn(async () => building);
    expect((await siteBuildHandler(read)(requestBy(null))).status).toBe(401);
    expect((await siteBuildHandler(read)(requestBy({ role: 'user' }))).status).toBe(403);
    expect(read).not.toHaveBeenCalled();
  });

  it('says in plain words when the API cannot be asked', async () => {
    const response = await siteBuildHandler(async () => {
      throw new Error('connect ECONNREFUSED');
    })(requestBy({ role: 'admin' }));
    expect(response.status).toBe(502);
    expect((await response.json()).message).toMatch(/could not be read/);
    expect(warnings.at(-1)).toContain('ECONNREFUSED');
  });

  it('says there is no build when the CMS runs without an API', async () => {
    const response = await siteBuildHandler(async () => null)(requestBy({ role: 'editor' }));
    expect(await response.json()).toEqual({ build: null });
  });
});
