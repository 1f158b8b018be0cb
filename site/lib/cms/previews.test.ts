// A draft shown in place of its published version: the post, the standing page at its own slug
// only, a tutorial in its place on `/tutorials` (last when it was never published), and the landing
// page with the site settings' or the demo video's draft.
import { describe, expect, it } from 'vitest';
import {
  previewedLandingVideo,
  previewedPage,
  previewedPost,
  previewedSiteSettings,
  type SitePreview,
  withPreviewedTutorial,
} from './previews.ts';
import { tutorialFromCms } from './tutorials.ts';

const live = (collection: SitePreview['collection'], doc: Record<string, unknown>): App.Locals => ({
  preview: { collection, doc, mode: 'live', expiresAt: null },
});
const tutorial = (id: number, slug: string, title: string) => ({
  id,
  slug,
  title,
  summary: 'How.',
  videoUrl: '/videos/x.mp4',
  durationSeconds: 60,
  level: 'beginner' as const,
  thumbnail: null,
  updatedAt: '2026-11-01T00:00:00.000Z',
  meta: null,
});

describe('a page showing a draft', () => {
  it('shows the draft post, and nothing when the page is no preview of a post', () => {
    const locals = live('posts', {
      id: 4,
      slug: 'winter-covers',
      title: 'Winter covers (draft)',
      updatedAt: '2026-11-28T10:00:00.000Z',
      publishedAt: null,
      featuredImage: null,
      meta: null,
    });
    expect(previewedPost(locals)).toMatchObject({
      id: 'winter-covers',
      cmsId: '4',
      data: { title: 'Winter covers (draft)' },
    });
    expect(previewedPost({})).toBeNull();
    expect(previewedPost(live('pages', {}))).toBeNull();
  });

  it('shows a draft page on its own address only', () => {
    const locals = live('pages', {
      slug: 'about',
      title: 'About us (draft)',
      intro: 'Hi.',
      updatedAt: '2026-11-28T10:00:00.000Z',
      meta: null,
    });
    expect(previewedPage(locals, 'about')?.title).toBe('About us (draft)');
    expect(previewedPage(locals, 'privacy')).toBeNull();
  });

  it('puts a draft tutorial in its place, even under a new slug, or last when new', () => {
    const published = [
      tutorial(1, 'first', 'First'),
      tutorial(2, 'second', 'Second'),
      tutorial(3, 'third', 'Third'),
    ].map(tutorialFromCms);
    const moved = withPreviewedTutorial(
      live('tutorials', tutorial(2, 'second-renamed', 'Second (draft)')),
      published,
    );
    expect(moved.map((entry) => entry.title)).toEqual(['First', 'Second (draft)', 'Third']);
    const added = withPreviewedTutorial(
      live('tutorials', tutorial(9, 'fourth', 'Fourth (draft)')),
      published,
    );
    expect(added.map((entry) => entry.title)).toEqual(['First', 'Second', 'Third', 'Fourth (draft)']);
    expect(withPreviewedTutorial({}, published)).toEqual(published);
  });
});

describe('the landing page showing a draft of a global', () => {
  it("reads the site settings' draft as the published ones are read, and nothing on other previews", () => {
    const settings = previewedSiteSettings(
      live('site-settings', {
        brandName: 'Blue Lagoon Pools',
        tagline: 'Pools for every yard',
        contactEmail: null,
        social: { facebook: 'https://www.facebook.com/bluelagoon', instagram: '', youtube: null },
        // A row the editor has added but not filled in yet.
        galleryHostnames: [{ hostname: 'Gallery.Example.com' }, { hostname: null }],
      }),
    );
    expect(settings).toMatchObject({
      brandName: 'Blue Lagoon Pools',
      tagline: 'Pools for every yard',
      social: { facebook: 'https://www.facebook.com/bluelagoon', instagram: null, youtube: null },
      shareImage: '/og-image.jpg',
      galleryHostnames: ['gallery.example.com'],
    });
    expect(settings?.contactEmail).toMatch(/@/);
    expect(previewedSiteSettings(live('posts', { id: 1 }))).toBeNull();
    expect(previewedSiteSettings({})).toBeNull();
  });

  it("gives the demo video's draft (null when it was emptied), and undefined when not previewing it", () => {
    const video = previewedLandingVideo(
      live('landing-video', {
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        videoType: 'youtube',
        title: 'Tour',
      }),
    );
    expect(video).toEqual({
      videoUrl: 'https://www.youtube.com/embed/dQw4w9WgXcQ',
      videoType: 'youtube',
      title: 'Tour',
    });
    expect(previewedLandingVideo(live('landing-video', { videoUrl: '', videoType: 'other' }))).toBeNull();
    expect(previewedLandingVideo(live('site-settings', {}))).toBeUndefined();
  });
});
