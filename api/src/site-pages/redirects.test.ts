// Redirects read from the CMS: a stand-in for Payload's REST API answers the redirects plugin's list
// call (`GET /cms/api/redirects?where[or][…][from][equals]=…&depth=1`) from the documents it holds,
// as Payload does, and the product answers an address with no page by following them.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CmsRedirect } from '@poolscape/shared/content';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsRedirects, redirectTarget } from './redirects.ts';

/** Payload's list call over `documents`: the `from` filters of `where[or]`, `limit`. */
async function payloadStandIn(documents: CmsRedirect[]) {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://cms');
    if (url.pathname !== '/cms/api/redirects') {
      response.writeHead(404).end('{}');
      return;
    }
    const wanted = [...url.searchParams.entries()]
      .filter(([key]) => /^where\[or\]\[\d+\]\[from\]\[equals\]$/.test(key))
      .map(([, value]) => value);
    const docs = documents
      .filter((doc) => wanted.includes(doc.from))
      .slice(0, Number(url.searchParams.get('limit')));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ docs }));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const post = (from: string, slug: string): CmsRedirect => ({
  from,
  to: { type: 'reference', reference: { relationTo: 'posts', value: { slug } } },
  type: '301',
});

const DOCUMENTS: CmsRedirect[] = [
  post('/blog/old-pool-guide', 'pool-guide'),
  { from: '/offers/', to: { type: 'custom', url: '/subscribe' }, type: '302' },
  { from: '/partner', to: { type: 'custom', url: 'https://partner.example/pools' }, type: '301' },
  { from: '/bad-scheme', to: { type: 'custom', url: 'javascript:alert(1)' }, type: '301' },
  // A draft post: a visitor's read gives its id alone.
  { from: '/blog/draft-move', to: { type: 'reference', reference: { relationTo: 'posts', value: 7 } } },
];

describe('where a redirect points', () => {
  it('follows a post wherever it is, and takes only site paths and http(s) addresses', () => {
    expect(redirectTarget(post('/a', 'b'))).toBe('/blog/b');
    expect(redirectTarget({ from: '/a', to: { type: 'custom', url: '/subscribe' } })).toBe('/subscribe');
    expect(redirectTarget({ from: '/a', to: { type: 'custom', url: 'https://x.example/y' } })).toBe(
      'https://x.example/y',
    );
    for (const url of ['//evil.example', 'javascript:alert(1)', 'data:text/html,x', '/\\evil', 'ftp://x', ''])
      expect(redirectTarget({ from: '/a', to: { type: 'custom', url } }), url).toBeNull();
    expect(
      redirectTarget({ from: '/a', to: { type: 'reference', reference: { relationTo: 'posts', value: 3 } } }),
    ).toBeNull();
  });
});

describe('redirects from the CMS', () => {
  let cms: Awaited<ReturnType<typeof payloadStandIn>>;
  beforeAll(async () => {
    cms = await payloadStandIn(DOCUMENTS);
  });
  afterAll(() => cms.server.close());

  it('finds an address however its trailing slash is written, with the kind the editor chose', async () => {
    const lookup = cmsRedirects({ cmsUrl: () => cms.url });
    expect(await lookup('/blog/old-pool-guide')).toEqual({ to: '/blog/pool-guide', status: 301 });
    expect(await lookup('/blog/old-pool-guide/')).toEqual({ to: '/blog/pool-guide', status: 301 });
    expect(await lookup('/offers')).toEqual({ to: '/subscribe', status: 302 });
    expect(await lookup('/partner')).toEqual({ to: 'https://partner.example/pools', status: 301 });
    expect(await lookup('/bad-scheme')).toBeNull();
    expect(await lookup('/blog/draft-move')).toBeNull();
  });

  it('waits on the CMS for a few addresses at a time, and answers none when the CMS is away', async () => {
    let waiting = 0;
    let most = 0;
    const slow = createServer((_request, response) => {
      waiting += 1;
      most = Math.max(most, waiting);
      setTimeout(() => {
        waiting -= 1;
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"docs":[]}');
      }, 100);
    });
    slow.listen(0, '127.0.0.1');
    await once(slow, 'listening');
    try {
      const url = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`;
      const lookup = cmsRedirects({ cmsUrl: () => url, maxInFlight: 2 });
      const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => lookup(`/missing-${n}`)));
      expect(answers).toEqual(Array(10).fill(null));
      expect(most).toBe(2);
    } finally {
      slow.close();
    }
    const errors: unknown[] = [];
    const log = { warn: (details: object) => errors.push(details) };
    const away = cmsRedirects({ cmsUrl: () => 'http://127.0.0.1:9', log });
    expect(await away('/blog/old-pool-guide')).toBeNull();
    expect(errors).toHaveLength(1);
  });

  describe('on the site', () => {
    // Called in its beforeAll, after the stand-in's above has started.
    const test = useTestApp(() => ({ cmsUpstream: cms.url }));

    it('answers an old post address with 301 to the post, a page before any redirect, and 404 otherwise', async () => {
      const moved = await test.app.inject({ method: 'GET', url: '/blog/old-pool-guide' });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/blog/pool-guide');
      const offer = await test.app.inject({ method: 'HEAD', url: '/offers/' });
      expect(offer.statusCode).toBe(302);
      expect(offer.headers.location).toBe('/subscribe');
      // A page answers itself, even with a redirect from its address.
      expect((await test.app.inject({ method: 'GET', url: '/blog/first-post' })).statusCode).toBe(200);
      expect((await test.app.inject({ method: 'GET', url: '/no/such/page' })).statusCode).toBe(404);
      expect((await test.app.inject({ method: 'POST', url: '/blog/old-pool-guide' })).statusCode).toBe(404);
    });

    it('never answers 5xx, and redirects only where the CMS says, for any address', async () => {
      await fc.assert(
        fc.asyncProperty(fc.webPath(), async (path) => {
          const response = await test.app.inject({ method: 'GET', url: path || '/' });
          expect(response.statusCode).toBeLessThan(500);
          if ([301, 302].includes(response.statusCode))
            expect(['/blog/pool-guide', '/subscribe', 'https://partner.example/pools']).toContain(
              response.headers.location,
            );
        }),
        { numRuns: 60 },
      );
    });
  });
});
