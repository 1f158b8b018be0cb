import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBanners } from './announcements.ts';
import { CreditPackSchema, loadCreditPacks } from './credit-packs.ts';
import { GalleryItemSchema, loadGalleryItems } from './gallery.ts';
import { loadPages, PageSchema } from './pages.ts';
import { loadPlans, PlanSchema } from './plans.ts';
import { loadPosts, PostSchema } from './posts.ts';
import { loadAssistantSettings, loadLandingVideo, loadSiteSettings, SiteSettingsSchema } from './settings.ts';
import { loadTutorials, TutorialSchema } from './tutorials.ts';

/** A media document at depth 1, its files on the CMS's own origin. */
const media = (name: string) => ({
  id: 7,
  alt: `Photo of ${name}`,
  url: `http://127.0.0.1:4100/cms/api/media/file/${name}.webp`,
  width: 1920,
  height: 1080,
  sizes: {
    thumbnail: { url: `/cms/api/media/file/${name}-400.webp`, width: 400, height: 300 },
    medium: { url: null, width: null, height: null },
    card: { url: `/cms/api/media/file/${name}-800.webp`, width: 800, height: 600 },
    heroSmall: { url: `/cms/api/media/file/${name}-800x450.webp`, width: 800, height: 450 },
    hero: { url: `/cms/api/media/file/${name}-1600.webp`, width: 1600, height: 900 },
    og: { url: `/cms/api/media/file/${name}-og.jpg`, width: 1200, height: 630 },
    cardAvif: { url: `/cms/api/media/file/${name}-800.avif`, width: 800, height: 600 },
    heroAvif: { url: `/cms/api/media/file/${name}-1600.avif`, width: 1600, height: 900 },
  },
});

/** What the fake CMS answers, by REST path without its query. */
let answers: Record<string, unknown>;
const requests: { url: URL; token: string | null }[] = [];

beforeEach(() => {
  requests.length = 0;
  vi.stubEnv('CMS_URL', 'http://cms.test/');
  vi.stubEnv('INTERNAL_TOKEN', 'internal-token');
  vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
    const url = new URL(input);
    requests.push({ url, token: new Headers(init?.headers).get('x-internal-token') });
    const body = answers[url.pathname.replace('/cms/api/', '')];
    return body === undefined ? new Response('{}', { status: 404 }) : Response.json(body);
  });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('the content loaders', () => {
  it('ask the CMS for published documents only', async () => {
    answers = { posts: { docs: [], hasNextPage: false }, tutorials: { docs: [] }, pages: { docs: [] } };
    await Promise.all([loadPosts(), loadTutorials(), loadPages()]);
    expect(requests).toHaveLength(3);
    for (const { url } of requests) expect(url.searchParams.get('where[_status][equals]')).toBe('published');
  });

  it('turn a post into what its page shows, with images served from the site origin', async () => {
    answers = {
      posts: {
        docs: [
          {
            id: 1,
            slug: 'pool-lighting',
            title: 'Pool lighting',
            excerpt: 'Light it up.',
            featuredImage: media('lights'),
            contentHtml: '<p>Text</p>',
            tags: [{ id: 3, name: 'lighting' }, 4],
            publishedAt: null,
            readingTime: null,
            updatedAt: '2026-07-16T09:00:00.000Z',
            meta: { title: '', description: 'Search text', keywords: null, image: media('share') },
          },
        ],
        hasNextPage: false,
      },
    };
    const [post] = await loadPosts();
    expect(PostSchema.parse(post?.data)).toEqual({
      slug: 'pool-lighting',
      title: 'Pool lighting',
      excerpt: 'Light it up.',
      html: '<p>Text</p>',
      tags: ['lighting'],
      publishedAt: new Date('2026-07-16T09:00:00.000Z'),
      updatedAt: new Date('2026-07-16T09:00:00.000Z'),
      readingTime: 1,
      image: {
        src: '/cms/api/media/file/lights-800.webp',
        large: '/cms/api/media/file/lights-1600.webp',
        largeSrcset:
          '/cms/api/media/file/lights-800x450.webp 800w, /cms/api/media/file/lights-1600.webp 1600w',
        og: '/cms/api/media/file/lights-og.jpg',
        srcset: '/cms/api/media/file/lights-400.webp 400w, /cms/api/media/file/lights-800.webp 800w',
        avifSrcset: '/cms/api/media/file/lights-800.avif 800w',
        largeAvifSrcset: '/cms/api/media/file/lights-1600.avif 1600w',
        alt: 'Photo of lights',
        width: 800,
        height: 600,
      },
      seo: {
        title: null,
        description: 'Search text',
        keywords: null,
        image: '/cms/api/media/file/share-og.jpg',
      },
    });
    expect(post?.id).toBe('pool-lighting');
    expect(post?.cmsId).toBe('1');
  });

  it('read every post however many there are, a page at a time', async () => {
    const doc = (id: number) => ({
      id,
      slug: `post-${id}`,
      title: `Post ${id}`,
      featuredImage: null,
      updatedAt: '2026-07-16T09:00:00.000Z',
      meta: null,
    });
    const pages = [[doc(1), doc(2)], [doc(3)]];
    vi.stubGlobal('fetch', async (input: string) => {
      const url = new URL(input);
      requests.push({ url, token: null });
      const page = Number(url.searchParams.get('page'));
      return Response.json({ docs: pages[page - 1], hasNextPage: page < pages.length });
    });
    expect((await loadPosts()).map((post) => post.id)).toEqual(['post-1', 'post-2', 'post-3']);
    expect(requests.map(({ url }) => url.searchParams.get('page'))).toEqual(['1', '2']);
    for (const { url } of requests) expect(url.searchParams.get('where[_status][equals]')).toBe('published');
  });

  it('give tutorials their YouTube embed and pages their empty lists', async () => {
    answers = {
      tutorials: {
        docs: [
          {
            slug: 'first-design',
            title: 'First design',
            summary: 'Start here.',
            videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
            durationSeconds: 95,
            level: 'beginner',
            steps: null,
            thumbnail: 12,
            updatedAt: '2026-10-01T00:00:00.000Z',
            meta: null,
          },
        ],
      },
      pages: {
        docs: [{ slug: 'about', title: 'About', intro: 'Us.', updatedAt: '2026-09-01T00:00:00.000Z' }],
      },
    };
    const [tutorial] = await loadTutorials();
    expect(TutorialSchema.parse(tutorial)).toMatchObject({
      embedUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      steps: [],
      thumbnail: null,
      publishedAt: new Date('2026-10-01T00:00:00.000Z'),
      seo: { title: null, description: null, keywords: null, image: null },
    });
    const [page] = await loadPages();
    expect(PageSchema.parse(page)).toMatchObject({ html: '', highlights: [], faqs: [] });
  });

  it('leave out gallery designs whose image was deleted', async () => {
    answers = {
      'gallery-items': {
        docs: [
          { id: 1, title: 'Kept', style: 'modern', description: 'D', image: media('kept'), featured: null },
          { id: 2, title: 'Image gone', style: 'natural', description: 'D', image: null },
        ],
      },
    };
    const items = await loadGalleryItems();
    expect(items.map((item) => GalleryItemSchema.parse(item))).toMatchObject([
      { id: '1', title: 'Kept', before: null, featured: false },
    ]);
  });

  it('give plan and pack cards in the editors order, an empty badge as none', async () => {
    answers = {
      plans: {
        docs: [
          { key: 'pro', name: 'Pro', price: 24.99, badge: 'Most Popular', summary: 'S', features: null },
          {
            key: 'free',
            name: 'Free',
            price: 0,
            badge: '',
            summary: 'S',
            features: [{ feature: 'Sharing' }],
          },
        ],
      },
      'credit-packs': {
        docs: [
          { key: 'credits_100', name: '100 images', price: 25, badge: 'Popular', order: 10 },
          { key: 'credits_25', name: '25 images', price: 9, badge: '' },
        ],
      },
    };
    const plans = (await loadPlans()).map((plan) => PlanSchema.parse(plan));
    expect(plans.map(({ key, badge, features }) => ({ key, badge, features }))).toEqual([
      { key: 'pro', badge: 'Most Popular', features: [] },
      { key: 'free', badge: null, features: ['Sharing'] },
    ]);
    const packs = (await loadCreditPacks()).map((pack) => CreditPackSchema.parse(pack));
    expect(packs).toEqual([
      { key: 'credits_100', name: '100 images', price: 25, badge: 'Popular' },
      { key: 'credits_25', name: '25 images', price: 9, badge: null },
    ]);
    for (const { url } of requests) expect(url.searchParams.get('sort')).toBe('order');
  });

  it('fill the site settings editors left empty with the defaults', async () => {
    answers = {
      'globals/site-settings': {
        brandName: '',
        social: { facebook: 'https://www.facebook.com/poolscape', instagram: '' },
        galleryHostnames: [{ hostname: 'Gallery.Example.com' }],
      },
    };
    const [settings] = await loadSiteSettings();
    expect(SiteSettingsSchema.parse(settings)).toEqual({
      brandName: 'Poolscape',
      tagline: '',
      contactEmail: 'support@poolscape.example',
      social: { facebook: 'https://www.facebook.com/poolscape', instagram: null, youtube: null },
      siteVerification: null,
      shareImage: '/og-image.jpg',
      galleryHostnames: ['gallery.example.com'],
    });
  });

  it('read the assistant settings with the internal token, and only them', async () => {
    answers = { 'globals/ai-assistant': { enabled: false, greeting: null }, 'globals/landing-video': {} };
    const [[assistant], [video]] = await Promise.all([loadAssistantSettings(), loadLandingVideo()]);
    expect(assistant).toMatchObject({
      enabled: false,
      greeting: '',
      supportEmail: 'support@poolscape.example',
    });
    expect(video).toEqual({ id: 'landing-video', video: null });
    const tokens = Object.fromEntries(requests.map(({ url, token }) => [url.pathname, token]));
    expect(tokens).toEqual({
      '/cms/api/globals/ai-assistant': 'internal-token',
      '/cms/api/globals/landing-video': null,
    });
  });

  it('fail the build with the CMS status when it refuses', async () => {
    answers = {};
    await expect(loadBanners()).rejects.toThrow(/^the CMS answered 404 for banners\?/);
    await expect(loadPosts()).rejects.toThrow('the CMS answered 404 for posts');
  });
});
