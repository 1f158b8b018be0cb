// The WordPress integration's routes against a real database, without a WordPress site: who sees
// what (a connection, its publications and API keys are their owner's alone; the application
// password is never sent back), API keys and the feed they open (only public items of the key's
// owner, published content, ETags, revocation), the address guard, and generated input.
// What needs a real WordPress (checks, publishing) is in wordpress-site.test.ts.
import { FeedDesignSchema, feedPageSchema, WORDPRESS_TEXT } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saveConnection } from '../../wordpress/connections.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

const POSTS = Array.from({ length: 3 }, (_, index) => ({
  id: `post-${index}`,
  slug: `post-${index}`,
  title: `Post ${index}`,
  featuredImage: index === 0 ? '/media/cover.jpg' : null,
  publishedAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
  readingTime: 3,
  excerpt: `Excerpt ${index}`,
  tags: [],
}));
const CONTENT = {
  posts: POSTS,
  tutorials: [
    {
      slug: 'first-design',
      title: 'Your first design',
      summary: 'Start here.',
      level: 'beginner',
      durationSeconds: 95,
      thumbnail: null,
    },
  ],
  landingVideo: null,
  galleryHostnames: [],
};

describe('the WordPress integration’s routes', () => {
  let made: StudioTestApp;
  let db: TestDatabase;
  let test: TestApp;
  useStudioTestApp(
    (given) => {
      made = given;
      ({ db, test } = given);
    },
    { files: { 'data/public-content.json': JSON.stringify(CONTENT) }, publicUrl: 'https://pools.example' },
  );
  const call = callAs(() => test);
  const feed = (secret: string, path: string, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'GET',
      url: `/api/feed/v1/${path}`,
      headers: { authorization: `Bearer ${secret}`, ...headers },
    });

  async function connect(user: User, password: string) {
    await saveConnection(
      db.pool,
      test.secrets,
      user.id,
      {
        siteUrl: 'https://contractor.example',
        apiRoot: 'https://contractor.example/wp-json/',
        siteName: 'Blue Pools',
      },
      { username: 'dana', password },
      'Dana',
    );
  }

  it('asks for a session on every private route', async () => {
    for (const [method, url] of [
      ['GET', '/api/wordpress/connection'],
      ['PUT', '/api/wordpress/connection'],
      ['DELETE', '/api/wordpress/connection'],
      ['POST', '/api/wordpress/site-check'],
      ['GET', '/api/wordpress/categories'],
      ['GET', '/api/wordpress/keys'],
      ['POST', '/api/wordpress/keys'],
      ['DELETE', '/api/wordpress/keys/00000000-0000-4000-8000-000000000000'],
      ['POST', '/api/wordpress/publish/design/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/wordpress/publications/design/00000000-0000-4000-8000-000000000000'],
    ] as const)
      expect(
        (await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : {})).statusCode,
        url,
      ).toBe(401);
  });

  it('keeps a connection to its owner, sealed, and never sends the password back', async () => {
    const owner = await registerUser(test.app, db.pool);
    const other = await registerUser(test.app, db.pool);
    const password = 'abcd EFGH ijkl MNOP qrst UVWX';
    await connect(owner, password);

    const mine = await call(owner, 'GET', '/api/wordpress/connection');
    expect(mine.json().connection).toMatchObject({
      siteUrl: 'https://contractor.example',
      siteName: 'Blue Pools',
      username: 'dana',
    });
    expect(mine.body).not.toContain(password);
    const stored = (
      await db.pool.query('select password_box from app.wordpress_connections where user_id = $1', [owner.id])
    ).rows[0];
    expect(stored.password_box).not.toContain('abcd');

    expect((await call(other, 'GET', '/api/wordpress/connection')).json()).toEqual({ connection: null });
    const [design] = await renderedDesigns(made, owner, 1);
    const publish = await call(other, 'POST', `/api/wordpress/publish/design/${design}`, {
      title: 'Mine now',
      status: 'publish',
    });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().message).toBe(WORDPRESS_TEXT.notConnected);
    // The owner's own publish of another user's design finds nothing.
    const [othersDesign] = await renderedDesigns(made, other, 1);
    const foreign = await call(owner, 'POST', `/api/wordpress/publish/design/${othersDesign}`, {
      title: 'Theirs',
      status: 'draft',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call(other, 'GET', `/api/wordpress/publications/design/${design}`)).json()).toEqual({
      publication: null,
    });

    expect((await call(owner, 'DELETE', '/api/wordpress/connection')).statusCode).toBe(204);
    expect((await call(owner, 'GET', '/api/wordpress/connection')).json()).toEqual({ connection: null });
    expect(
      (await db.pool.query('select 1 from app.wordpress_connections where user_id = $1', [owner.id]))
        .rowCount,
    ).toBe(0);
  });

  it('refuses addresses that are not web sites, and private ones unless allowed', async () => {
    const user = await registerUser(test.app, db.pool);
    for (const [siteUrl, problem] of [
      ['ftp://files.example', 'invalidAddress'],
      ['http://user:pw@site.example', 'invalidAddress'],
      ['http://127.0.0.1:8080', 'privateAddress'],
      ['http://[::1]/', 'privateAddress'],
      ['http://169.254.169.254/latest/meta-data', 'privateAddress'],
      ['http://localhost:8080', 'privateAddress'],
    ] as const) {
      const response = await call(user, 'POST', '/api/wordpress/site-check', { siteUrl });
      expect(response.statusCode, siteUrl).toBe(409);
      expect(response.json(), siteUrl).toEqual({ problem, message: WORDPRESS_TEXT[problem] });
    }
  });

  it('makes API keys shown once, lists them without their secret, and revokes only the owner’s', async () => {
    const owner = await registerUser(test.app, db.pool);
    const other = await registerUser(test.app, db.pool);
    const created = await call(owner, 'POST', '/api/wordpress/keys', { name: 'Our website' });
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const { key, secret } = created.json() as { key: { id: string; prefix: string }; secret: string };
    expect(secret).toMatch(/^psk_[A-Za-z0-9_-]{43}$/);
    expect(secret.startsWith(key.prefix)).toBe(true);
    const listed = await call(owner, 'GET', '/api/wordpress/keys');
    expect(listed.json()).toEqual([
      expect.objectContaining({ id: key.id, name: 'Our website', lastUsedAt: null }),
    ]);
    expect(listed.body).not.toContain(secret);
    expect((await call(other, 'GET', '/api/wordpress/keys')).json()).toEqual([]);
    expect((await call(other, 'DELETE', `/api/wordpress/keys/${key.id}`)).statusCode).toBe(404);
    expect((await feed(secret, 'designs')).statusCode).toBe(200);

    expect((await call(owner, 'DELETE', `/api/wordpress/keys/${key.id}`)).statusCode).toBe(204);
    const refused = await feed(secret, 'designs');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe(WORDPRESS_TEXT.badKey);
    expect((await call(owner, 'GET', '/api/wordpress/keys')).json()).toEqual([]);

    for (let index = 0; index < 10; index++)
      expect((await call(owner, 'POST', '/api/wordpress/keys', { name: `Key ${index}` })).statusCode).toBe(
        201,
      );
    const eleventh = await call(owner, 'POST', '/api/wordpress/keys', { name: 'One too many' });
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().message).toBe(WORDPRESS_TEXT.tooManyKeys);
  });

  it('feeds only the key owner’s public designs and collections, with absolute URLs, paged and with ETags', async () => {
    const owner = await registerUser(test.app, db.pool);
    const other = await registerUser(test.app, db.pool);
    const [shown, hidden, unlisted] = await renderedDesigns(made, owner, 3);
    const [othersPublic] = await renderedDesigns(made, other, 1);
    for (const [user, id, visibility] of [
      [owner, shown, 'public'],
      [owner, unlisted, 'unlisted'],
      [other, othersPublic, 'public'],
    ] as const)
      await call(user, 'PATCH', `/api/designs/${id}`, { visibility });
    const collection = (
      await call(owner, 'POST', '/api/collections', { name: 'Backyard options', visibility: 'public' })
    ).json();
    await call(owner, 'POST', `/api/collections/${collection.id}/designs`, { designIds: [hidden, shown] });
    await call(owner, 'POST', '/api/collections', { name: 'Private ideas' });
    const { secret } = (await call(owner, 'POST', '/api/wordpress/keys', { name: 'Site' })).json();

    const designs = feedPageSchema(FeedDesignSchema).parse((await feed(secret, 'designs')).json());
    expect(designs.items.map((item) => item.id)).toEqual([shown]);
    expect(designs).toMatchObject({ page: 1, perPage: 12, total: 1, totalPages: 1 });
    expect(designs.items[0]?.url).toBe(`https://pools.example/design/share/${shown}`);
    expect(designs.items[0]?.before.url).toBe(`https://pools.example/api/designs/${shown}/photo`);
    expect(designs.items[0]?.after.url).toMatch(
      /^https:\/\/pools\.example\/api\/images\/[0-9a-f-]+\/display$/,
    );
    // The pictures are there for anyone: the plugin's visitors load them without a session.
    for (const url of [designs.items[0]?.before.url, designs.items[0]?.after.url])
      expect((await test.app.inject({ method: 'GET', url: new URL(url ?? '').pathname })).statusCode).toBe(
        200,
      );

    const collections = (await feed(secret, 'collections')).json();
    expect(collections.items).toHaveLength(1);
    expect(collections.items[0]).toMatchObject({ name: 'Backyard options' });
    // A private design in a public collection stays private.
    expect(collections.items[0].designs.map((item: { id: string }) => item.id)).toEqual([shown]);

    const posts = await feed(secret, 'posts?perPage=2&page=2');
    expect(posts.json()).toMatchObject({ page: 2, perPage: 2, total: 3, totalPages: 2 });
    expect(posts.json().items).toEqual([
      expect.objectContaining({ slug: 'post-2', url: 'https://pools.example/blog/post-2', imageUrl: null }),
    ]);
    expect((await feed(secret, 'posts')).json().items[0].imageUrl).toBe(
      'https://pools.example/media/cover.jpg',
    );
    expect((await feed(secret, 'tutorials')).json().items).toEqual([
      expect.objectContaining({ slug: 'first-design', url: 'https://pools.example/tutorials#first-design' }),
    ]);

    const first = await feed(secret, 'designs');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect((await feed(secret, 'designs', { 'if-none-match': etag })).statusCode).toBe(304);
    await call(owner, 'PATCH', `/api/designs/${unlisted}`, { visibility: 'public' });
    const changed = await feed(secret, 'designs', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().total).toBe(2);

    for (const path of ['nothing', 'designs?perPage=51', 'designs?page=0', 'designs?page=x'])
      expect((await feed(secret, path)).statusCode, path).toBe(400);
    expect((await feed('psk_not-a-key', 'designs')).statusCode).toBe(401);
    expect((await test.app.inject({ method: 'GET', url: '/api/feed/v1/designs' })).statusCode).toBe(401);
  });

  it('serves the plugin as a zip that names this installation', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/wordpress/plugin.zip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const { unzipSync } = await import('fflate');
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files)).toContain('poolscape/poolscape.php');
    expect(Buffer.from(files['poolscape/defaults.php'] ?? []).toString()).toContain(
      "'api_url' => 'https://pools.example'",
    );
  });

  it('answers any input below 500 and changes nothing when it refuses', async () => {
    const user = await registerUser(test.app, db.pool);
    const snapshot = async () =>
      (
        await db.pool.query(
          `select (select count(*) from app.api_keys where user_id = $1)::int as keys,
                  (select count(*) from app.wordpress_connections where user_id = $1)::int as connections,
                  (select count(*) from app.wordpress_posts where user_id = $1)::int as posts`,
          [user.id],
        )
      ).rows[0];
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 120 }), fc.constant(''));
    const body = fc.oneof(
      fc.record(
        {
          siteUrl: fc.oneof(
            text,
            fc.constantFrom('ftp://x', 'http://10.0.0.1', '  ', 'x'.repeat(600)),
            fc.jsonValue(),
          ),
          username: fc.oneof(text, fc.jsonValue()),
          applicationPassword: fc.oneof(text, fc.jsonValue()),
          name: fc.oneof(text, fc.string({ minLength: 55, maxLength: 70 }), fc.jsonValue()),
          title: fc.oneof(text, fc.jsonValue()),
          status: fc.oneof(fc.constantFrom('draft', 'publish', 'future'), fc.jsonValue()),
          type: fc.oneof(fc.constantFrom('post', 'page', 'attachment'), fc.jsonValue()),
          categoryId: fc.oneof(fc.integer(), fc.constant(null), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const target = fc.constantFrom(
      ['POST', '/api/wordpress/site-check'] as const,
      ['PUT', '/api/wordpress/connection'] as const,
      ['POST', '/api/wordpress/keys'] as const,
      ['POST', '/api/wordpress/publish/design/not-an-id'] as const,
      ['POST', '/api/wordpress/publish/collection/00000000-0000-4000-8000-000000000000'] as const,
      ['POST', '/api/wordpress/publish/page/00000000-0000-4000-8000-000000000000'] as const,
    );
    await fc.assert(
      fc.asyncProperty(target, body, async ([method, url], payload) => {
        const before = await snapshot();
        const response = await call(user, method, url, payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150, examples: [[['POST', '/api/wordpress/keys'], { name: '' }]] },
    );
  });
});
