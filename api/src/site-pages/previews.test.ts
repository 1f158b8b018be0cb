// Previews of drafts: a stand-in for the CMS's preview endpoints (cms/src/endpoints/previews.ts)
// gives a draft only to the editor's cookie, or to the API's internal token for a live share link,
// and the build's server entry (written to its contract) renders the draft it is handed. The
// preview is never kept or indexed, only the editor's may be framed (by the admin, on this origin),
// and anyone else gets the not-found page.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsDrafts, draftPath } from './previews.ts';

const INTERNAL_TOKEN = 'test-internal-token-0123456789';
const EDITOR_COOKIE = 'payload-token=editor-session';
const TOKEN = 'a'.repeat(43);

const ENTRY = `
export async function render(url) {
  return { status: 200, contentType: 'text/html', body: '<html><h1>published ' + new URL(url).pathname + '</h1></html>', showsAds: false };
}
export async function renderPreview(url, preview) {
  const body = '<html><script>ready()</script><h1>' + preview.mode + ' ' + new URL(url).pathname + ' ' + preview.doc.title + '</h1></html>';
  return { status: 200, contentType: 'text/html', body, showsAds: false };
}
export async function contentChanged() {}
`;

/** The CMS's preview endpoints over one draft post, id 5, whose title the test changes. */
async function cmsStandIn() {
  const state = { title: 'Draft one', calls: 0 };
  const server: Server = createServer((request, response) => {
    state.calls += 1;
    const send = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const doc = { id: 5, slug: 'winter-covers', title: state.title, updatedAt: '2026-11-28T10:00:00.000Z' };
    if (request.url === '/cms/api/previews/posts/5') {
      // As Payload: a cookie counts on a request from the product's own pages only.
      const ownPage = request.headers['sec-fetch-site'] === 'same-origin';
      if (request.headers.cookie !== EDITOR_COOKIE || !ownPage)
        return send(401, { message: 'Sign in as an editor.' });
      return send(200, { collection: 'posts', doc });
    }
    if (request.url === '/cms/api/previews/globals/site-settings') {
      if (request.headers.cookie !== EDITOR_COOKIE) return send(401, { message: 'Sign in as an editor.' });
      const settings = { title: 'Pools for every yard', updatedAt: '2026-11-28T11:00:00.000Z' };
      return send(200, { collection: 'site-settings', doc: settings });
    }
    if (request.url === `/cms/api/previews/share/${TOKEN}`) {
      if (request.headers['x-internal-token'] !== INTERNAL_TOKEN) return send(403, {});
      return send(200, { collection: 'posts', doc, expiresAt: '2026-12-01T00:00:00.000Z' });
    }
    if (request.url === '/cms/api/previews/pages/9') return send(500, { message: 'boom' });
    return send(404, { message: 'There is no such document.' });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, state };
}

describe('where a draft is shown', () => {
  it('is the page it belongs on', () => {
    expect(draftPath({ collection: 'posts', doc: { slug: 'winter-covers' } })).toBe('/blog/winter-covers');
    expect(draftPath({ collection: 'pages', doc: { slug: 'about' } })).toBe('/about');
    expect(draftPath({ collection: 'tutorials', doc: {} })).toBe('/tutorials');
    // The site settings and the demo video change the landing page.
    expect(draftPath({ collection: 'site-settings', doc: {} })).toBe('/');
    expect(draftPath({ collection: 'landing-video', doc: {} })).toBe('/');
    for (const slug of [undefined, '', '../admin', 'a/b', 'Caps', 'x'.repeat(201)])
      expect(draftPath({ collection: 'posts', doc: { slug } }), String(slug)).toBeNull();
  });
});

describe('previews of drafts', () => {
  let cms: Awaited<ReturnType<typeof cmsStandIn>>;
  beforeAll(async () => {
    cms = await cmsStandIn();
  });
  afterAll(() => cms.server.close());

  it('asks the CMS nothing for an address that cannot name a draft', async () => {
    const drafts = cmsDrafts({ cmsUrl: () => cms.url, internalToken: INTERNAL_TOKEN });
    const before = cms.state.calls;
    expect(await drafts.forEditor('posts', '5', {})).toBeNull();
    expect(await drafts.forEditor('users', '5', { cookie: EDITOR_COOKIE })).toBeNull();
    expect(await drafts.forEditor('posts', '0x5', { cookie: EDITOR_COOKIE })).toBeNull();
    expect(await drafts.forEditor('posts', '9999999999', { cookie: EDITOR_COOKIE })).toBeNull();
    expect(await drafts.forEditor('globals', 'ai-assistant', { cookie: EDITOR_COOKIE })).toBeNull();
    expect(await drafts.forEditor('globals', '5', { cookie: EDITOR_COOKIE })).toBeNull();
    expect(await drafts.forShareLink('short')).toBeNull();
    expect(await drafts.forShareLink(`${'a'.repeat(42)}/`)).toBeNull();
    expect(cms.state.calls).toBe(before);
  });

  describe('on the site', () => {
    const test = useTestApp(() => ({ serverEntry: ENTRY, cmsUpstream: cms.url, logLevel: 'fatal' }));
    const get = (url: string, cookie?: string, site = 'same-origin') =>
      test.app.inject({
        method: 'GET',
        url,
        headers: { 'sec-fetch-site': site, ...(cookie ? { cookie } : {}) },
      });

    it("shows the editor the draft beside the form, fresh on every save, framed only by this origin's admin", async () => {
      cms.state.title = 'Winter covers that last';
      const first = await get('/preview/posts/5', EDITOR_COOKIE);
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain('<h1>live /blog/winter-covers Winter covers that last</h1>');
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
      const policy = first.headers['content-security-policy'] as string;
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toMatch(/script-src 'self' 'sha256-[^']+'/);

      cms.state.title = 'Winter covers that last for years';
      expect((await get('/preview/posts/5', EDITOR_COOKIE)).body).toContain(
        'Winter covers that last for years',
      );
      // The published page is untouched by the preview.
      expect((await get('/blog/winter-covers')).body).toContain('<h1>published /blog/winter-covers/</h1>');
    });

    it("shows the editor the landing page with the site settings' draft, and anyone else nothing", async () => {
      const preview = await get('/preview/globals/site-settings', EDITOR_COOKIE);
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('<h1>live / Pools for every yard</h1>');
      expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect((await get('/preview/globals/site-settings?version', EDITOR_COOKIE)).json()).toEqual({
        version: '2026-11-28T11:00:00.000Z',
      });
      for (const cookie of [undefined, 'payload-token=someone-else']) {
        const refused = await get('/preview/globals/site-settings', cookie);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('Pools for every yard');
      }
      expect((await get('/preview/globals/ai-assistant', EDITOR_COOKIE)).statusCode).toBe(404);
    });

    it('tells the preview which version of the draft there is, without rendering it, to the editor only', async () => {
      const version = await get('/preview/posts/5?version', EDITOR_COOKIE);
      expect(version.statusCode).toBe(200);
      expect(version.json()).toEqual({ version: '2026-11-28T10:00:00.000Z' });
      expect(version.headers['cache-control']).toBe('private, no-store');
      for (const cookie of [undefined, 'payload-token=someone-else']) {
        const refused = await get('/preview/posts/5?version', cookie);
        expect(refused.statusCode).toBe(404);
        expect(refused.body).not.toContain('2026-11-28');
      }
      expect((await get('/preview/pages/9?version', EDITOR_COOKIE)).statusCode).toBe(503);
    });

    it('gives anyone else the not-found page', async () => {
      for (const cookie of [undefined, 'payload-token=someone-else']) {
        const response = await get('/preview/posts/5', cookie);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Winter covers');
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      // The editor's own cookie, sent along by a link on another site.
      expect((await get('/preview/posts/5', EDITOR_COOKIE, 'cross-site')).statusCode).toBe(404);
      expect((await get('/preview/posts/6', EDITOR_COOKIE)).statusCode).toBe(404);
      expect((await get('/preview/users/5', EDITOR_COOKIE)).statusCode).toBe(404);
    });

    it('shows a share link’s draft to someone signed out, never framed, and nothing for another token', async () => {
      const shared = await get(`/preview/share/${TOKEN}`);
      expect(shared.statusCode).toBe(200);
      expect(shared.body).toContain('<h1>shared /blog/winter-covers');
      expect(shared.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(shared.headers['x-robots-tag']).toBe('noindex, nofollow');
      const other = await get(`/preview/share/${'b'.repeat(43)}`);
      expect(other.statusCode).toBe(404);
      expect(other.body).not.toContain('Winter covers');
    });

    it('answers a CMS that fails with a plain 503, and never 5xx otherwise, whatever the address', async () => {
      const failing = await get('/preview/pages/9', EDITOR_COOKIE);
      expect(failing.statusCode).toBe(503);
      expect(failing.headers['retry-after']).toBe('5');
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/preview/posts/', '/preview/share/', '/preview/'),
          fc.webSegment(),
          fc.option(fc.constant(EDITOR_COOKIE), { nil: undefined }),
          async (prefix, segment, cookie) => {
            const response = await get(`${prefix}${segment}`, cookie);
            expect(response.statusCode).toBeLessThan(500);
            if (response.statusCode === 200)
              expect(response.headers['cache-control']).toBe('private, no-store');
          },
        ),
        { numRuns: 60 },
      );
    });
  });
});
