import { type BlogPostListItem, CONTENT_TEXT, type PublicContent } from '@poolscape/shared/content';
import { createTestApp, type TestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const post = (index: number): BlogPostListItem => ({
  id: `post-${index}`,
  slug: `post-${index}`,
  title: `Post ${index}`,
  featuredImage: index % 2 ? `/cms/api/media/file/post-${index}.webp` : null,
  publishedAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
  readingTime: 3,
  excerpt: `Excerpt ${index}`,
  tags: ['design', 'lighting', 'cost'],
});

const banner = (id: string, startsAt: string, endsAt: string | null) => ({
  id,
  message: `Banner ${id}`,
  tone: 'info' as const,
  linkLabel: null,
  linkUrl: null,
  startsAt,
  endsAt,
});

const content = (overrides: Partial<PublicContent> = {}): string =>
  JSON.stringify({
    posts: Array.from({ length: 12 }, (_, index) => post(index)),
    landingVideo: {
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      videoType: 'youtube',
      title: 'Demo',
    },
    galleryHostnames: ['gallery.poolscape.example'],
    banners: [
      banner('now', '2026-01-01T00:00:00.000Z', null),
      banner('ended', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'),
      banner('future', '2999-01-01T00:00:00.000Z', null),
    ],
    announcements: Array.from({ length: 7 }, (_, index) => ({
      id: `a${index}`,
      title: `News ${index}`,
      body: 'Body',
      linkLabel: null,
      linkUrl: null,
      publishedAt: new Date(Date.UTC(2026, 10, 20 - index)).toISOString(),
    })),
    plans: [],
    creditPacks: [],
    tutorials: [],
    ...overrides,
  } satisfies PublicContent);

const GALLERY_PAGE = '<!doctype html><title>Gallery</title><h1>Gallery landing</h1>';
/** A build's server entry (site/lib/server/entry.ts) rendering the public content and the gallery landing. */
const serverEntry = (pages: Record<string, [contentType: string, body: string]>) => `
const pages = ${JSON.stringify(pages)};
export async function render(url) {
  const page = pages[new URL(url).pathname];
  return page
    ? { status: 200, contentType: page[0], body: page[1], showsAds: false }
    : { status: 404, contentType: 'text/html', body: '', showsAds: false };
}
export async function contentChanged() {}
`;

describe('public content routes', () => {
  const test = useTestApp({
    serverEntry: serverEntry({
      '/data/public-content.json': ['application/json', content()],
      '/gallery-landing/': ['text/html', GALLERY_PAGE],
    }),
    galleryHostnames: ['designs.example.org'],
  });
  let empty: TestApp;
  beforeAll(async () => {
    empty = await createTestApp(test.db.pool, {
      files: {
        'data/public-content.json': content({
          landingVideo: null,
          posts: [],
          banners: [],
          announcements: [],
        }),
      },
    });
  });
  afterAll(async () => {
    await empty.close();
  });

  it('lists the latest 9 posts by default, newest first, with the fields a blog card shows', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/blog/posts?limit=9' });
    expect(response.statusCode).toBe(200);
    const posts = response.json() as BlogPostListItem[];
    expect(posts.map((entry) => entry.slug)).toEqual(
      Array.from({ length: 9 }, (_, index) => `post-${index}`),
    );
    expect(Object.keys(posts[0] ?? {}).sort()).toEqual(
      ['excerpt', 'featuredImage', 'id', 'publishedAt', 'readingTime', 'slug', 'tags', 'title'].sort(),
    );
    const unlimited = await test.app.inject({ method: 'GET', url: '/api/blog/posts' });
    expect((unlimited.json() as unknown[]).length).toBe(9);
  });

  it('honours smaller limits and refuses nonsense with a message naming the problem', async () => {
    const two = await test.app.inject({ method: 'GET', url: '/api/blog/posts?limit=2' });
    expect((two.json() as unknown[]).length).toBe(2);
    for (const limit of ['0', '-1', '51', '2.5', 'nine', '']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/blog/posts?limit=${limit}` });
      expect(response.statusCode, `limit=${limit}`).toBe(400);
      expect(response.json().message).toContain('limit must be a whole number from 1 to 50.');
    }
  });

  it('never answers 5xx whatever the query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 40 }), fc.string({ maxLength: 40 }), async (key, value) => {
        const query = new URLSearchParams({ [key]: value }).toString();
        const response = await test.app.inject({ method: 'GET', url: `/api/blog/posts?${query}` });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode === 400) expect(response.json().message).toMatch(/limit/);
      }),
      { numRuns: 300 },
    );
  });

  it('gives the landing demo video, or 404 with a message when none is set', async () => {
    const video = await test.app.inject({ method: 'GET', url: '/api/videos/landing-demo' });
    expect(video.statusCode).toBe(200);
    expect(video.json()).toEqual({
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      videoType: 'youtube',
      title: 'Demo',
    });
    const none = await empty.app.inject({ method: 'GET', url: '/api/videos/landing-demo' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: CONTENT_TEXT.noLandingVideo });
    const noPosts = await empty.app.inject({ method: 'GET', url: '/api/blog/posts' });
    expect(noPosts.json()).toEqual([]);
  });

  it('shows the gallery landing at / on the gallery hostnames from the CMS and the environment', async () => {
    for (const host of [
      'gallery.poolscape.example',
      'designs.example.org',
      'GALLERY.poolscape.example:3000',
    ]) {
      const response = await test.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.body).toContain('Gallery landing');
    }
    const other = await test.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'www.poolscape.example' },
    });
    expect(other.body).toContain('Home page');
    const direct = await test.app.inject({ method: 'GET', url: '/gallery-landing/' });
    expect(direct.statusCode).toBe(404);
  });

  it('gives the dashboard the banners active now and the five latest announcements', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { banners: { id: string }[]; announcements: { id: string }[] };
    expect(body.banners.map((entry) => entry.id)).toEqual(['now']);
    expect(body.announcements.map((entry) => entry.id)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4']);
    const none = await empty.app.inject({ method: 'GET', url: '/api/announcements' });
    expect(none.json()).toEqual({ banners: [], announcements: [] });
  });
});
