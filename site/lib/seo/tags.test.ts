// Tag pages from the published posts: one per tag however its name is cased or spaced, newest post
// first, and none for a tag no post carries.
import { tagSlug } from '@poolscape/shared/content';
import { describe, expect, it } from 'vitest';
import type { PostEntry } from '../cms/posts.ts';
import { tagPage, tagPages } from './tags.ts';

const post = (slug: string, day: number, tags: string[]): PostEntry => ({
  id: slug,
  cmsId: slug,
  data: {
    slug,
    title: slug,
    excerpt: '',
    html: '',
    tags,
    publishedAt: new Date(Date.UTC(2026, 0, day)),
    updatedAt: new Date(Date.UTC(2026, 0, day)),
    readingTime: 1,
    image: null,
    seo: { title: null, description: null, keywords: null, image: null },
  },
});

// Newest first, as the live posts are.
const POSTS = [
  post('lights', 9, ['Lighting', 'Night swims']),
  post('heaters', 5, ['heating', 'lighting']),
  post('salt', 2, ['Salt Water']),
];

describe('tag pages', () => {
  it('makes a slug of the words of a name', () => {
    expect(tagSlug('Salt Water')).toBe('salt-water');
    expect(tagSlug('  Piscine à débordement ')).toBe('piscine-a-debordement');
    expect(tagSlug('!!!')).toBe('');
  });

  it('gathers each tag’s posts, newest first, with when the newest changed', () => {
    const pages = tagPages(POSTS);
    expect(pages.map((page) => page.path)).toEqual([
      '/blog/tag/heating',
      '/blog/tag/lighting',
      '/blog/tag/night-swims',
      '/blog/tag/salt-water',
    ]);
    const lighting = tagPage(POSTS, 'lighting');
    expect(lighting?.posts.map((entry) => entry.id)).toEqual(['lights', 'heaters']);
    expect(lighting?.lastmod).toEqual(new Date(Date.UTC(2026, 0, 9)));
    expect(tagPage(POSTS, 'salt-water')?.name).toBe('Salt Water');
  });

  it('has no page for a tag no published post carries', () => {
    expect(tagPage(POSTS, 'fountains')).toBeNull();
    expect(tagPage([], 'lighting')).toBeNull();
  });
});
