// A global's draft (saved as the editor types, for the live preview) is seen by nobody else, so it
// does not rebuild the site; a publish does, and so does a save that names no status. Visitors read
// only the published version.
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayloadRequest, SanitizedGlobalConfig } from 'payload';
import { afterAll, describe, expect, it, vi } from 'vitest';

const notices: unknown[] = [];
const api = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    notices.push({ url: request.url, token: request.headers['x-internal-token'], body: JSON.parse(body) });
    response.writeHead(202).end();
  });
});
api.listen(0, '127.0.0.1');
await once(api, 'listening');

vi.stubEnv('DATABASE_URL', 'postgres://cms@127.0.0.1:1/cms');
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-that-is-long-enough-0123');
vi.stubEnv('API_INTERNAL_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
vi.stubEnv('INTERNAL_TOKEN', 'internal-token-for-the-test');
// Test files share their worker: this file reads the environment above, not an earlier file's.
vi.resetModules();
const { tellApiAfterGlobalChange } = await import('./content-changes.ts');
const { publishedGlobalOrStaff } = await import('../access/published-global.ts');
const { publishUnlessDraft } = await import('./publish-unless-draft.ts');
afterAll(() => {
  vi.unstubAllEnvs();
  api.close();
});

const req = (headers: Record<string, string> = {}, user: Record<string, unknown> | null = null) =>
  ({
    context: {},
    user,
    headers: new Headers(headers),
    payload: { logger: { warn: vi.fn(), error: vi.fn() }, db: {} },
  }) as unknown as PayloadRequest;
const global = { slug: 'site-settings' } as SanitizedGlobalConfig;
const save = (status: 'draft' | 'published') =>
  tellApiAfterGlobalChange({
    doc: { tagline: 'Pools for every yard', _status: status },
    previousDoc: {},
    req: req(),
    global,
    context: {},
  } as unknown as Parameters<typeof tellApiAfterGlobalChange>[0]);

describe("a global's drafts", () => {
  it('rebuild nothing while they are drafts, and the site once published', async () => {
    await save('draft');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(notices).toEqual([]);
    await save('published');
    await vi.waitFor(() => expect(notices).toHaveLength(1));
    expect(notices[0]).toEqual({
      url: '/api/internal/site/rebuild',
      token: 'internal-token-for-the-test',
      body: { reason: 'site-settings changed' },
    });
  });

  it('are published by a save that is not a draft and names no status', () => {
    const update = (args: Record<string, unknown>) =>
      publishUnlessDraft({ args, operation: 'update', global, req: req(), context: {} });
    expect(update({ data: { tagline: 'New' } }).data).toEqual({ tagline: 'New', _status: 'published' });
    expect(update({ data: { tagline: 'New' }, draft: true }).data).toEqual({ tagline: 'New' });
    expect(update({ data: { _status: 'draft' } }).data).toEqual({ _status: 'draft' });
    const read = { draft: false };
    expect(publishUnlessDraft({ args: read, operation: 'read', global, req: req(), context: {} })).toBe(read);
  });

  it('are read by editors and the API only; anyone else reads the published version', () => {
    const published = { _status: { equals: 'published' } };
    expect(publishedGlobalOrStaff({ req: req() })).toEqual(published);
    expect(publishedGlobalOrStaff({ req: req({ 'x-internal-token': 'a-guess' }) })).toEqual(published);
    expect(publishedGlobalOrStaff({ req: req({}, { role: 'owner' }) })).toEqual(published);
    expect(publishedGlobalOrStaff({ req: req({ 'x-internal-token': 'internal-token-for-the-test' }) })).toBe(
      true,
    );
    expect(publishedGlobalOrStaff({ req: req({}, { role: 'editor', _strategy: 'local-jwt' }) })).toBe(true);
  });
});
