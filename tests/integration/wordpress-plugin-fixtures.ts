// Feed pages for the WordPress plugin's tests (wordpress-plugin.test.ts): one page per feed resource,
// valid by the shared zod schemas, whose names, titles, excerpts and descriptions carry HTML and a
// script, with a design whose address is not a web address, an owner without a page, a post and a
// tutorial without a picture, and a collection without designs.
import {
  FeedCollectionSchema,
  FeedDesignSchema,
  FeedGalleryItemSchema,
  FeedPostSchema,
  FeedTutorialSchema,
} from '@poolscape/shared';
import type { z } from 'zod';

export const HOSTILE = '<b>Bold</b><script>alert(1)</script>';
export const ESCAPED = '&lt;b&gt;Bold&lt;/b&gt;';
const image = (name: string) => ({
  url: `https://cdn.poolscape.test/${name}.jpg?w=800&h=600`,
  width: 800,
  height: 600,
});

export const design: z.infer<typeof FeedDesignSchema> = FeedDesignSchema.parse({
  id: 'd1',
  name: HOSTILE,
  url: 'https://poolscape.test/design/share/d1',
  before: image('before'),
  after: image('after'),
  createdAt: '2025-03-04T12:00:00.000Z',
});
export const pages = {
  designs: [design, { ...design, id: 'd2', name: 'Lagoon "Blue"', url: 'javascript:alert(1)' }],
  collections: [
    FeedCollectionSchema.parse({
      id: 'c1',
      name: HOSTILE,
      description: `Line one ${HOSTILE}\nLine two`,
      url: 'https://poolscape.test/profile/public/u1/collections/c1',
      designs: [design],
    }),
    FeedCollectionSchema.parse({
      id: 'c2',
      name: 'Empty',
      description: '',
      url: 'https://x.test/c2',
      designs: [],
    }),
  ],
  gallery: [
    FeedGalleryItemSchema.parse({
      id: 'g1',
      name: HOSTILE,
      url: 'https://poolscape.test/design-share/g1',
      image: image('g1'),
      owner: { name: `Ann ${HOSTILE}`, url: 'https://poolscape.test/profile/u1' },
    }),
    FeedGalleryItemSchema.parse({
      id: 'g2',
      name: 'Private owner',
      url: 'https://poolscape.test/design-share/g2',
      image: image('g2'),
      owner: { name: 'Bob', url: null },
    }),
  ],
  posts: [
    FeedPostSchema.parse({
      slug: 'p1',
      title: HOSTILE,
      excerpt: `Excerpt ${HOSTILE}`,
      url: 'https://poolscape.test/blog/p1',
      imageUrl: 'https://cdn.poolscape.test/p1.jpg',
      publishedAt: '2025-03-04T12:00:00.000Z',
    }),
    FeedPostSchema.parse({
      slug: 'p2',
      title: 'No picture',
      excerpt: 'Plain',
      url: 'https://poolscape.test/blog/p2',
      imageUrl: null,
      publishedAt: '2025-01-31T23:00:00.000Z',
    }),
  ],
  tutorials: [
    FeedTutorialSchema.parse({
      slug: 't1',
      title: HOSTILE,
      summary: `Summary ${HOSTILE}`,
      url: 'https://poolscape.test/tutorials/t1',
      thumbnailUrl: 'https://cdn.poolscape.test/t1.jpg',
      level: 'beginner',
      durationSeconds: 754,
    }),
    FeedTutorialSchema.parse({
      slug: 't2',
      title: 'Short one',
      summary: 'Quick',
      url: 'https://poolscape.test/tutorials/t2',
      thumbnailUrl: null,
      level: 'advanced',
      durationSeconds: 20,
    }),
  ],
};
export type Resource = keyof typeof pages;
export const RESOURCES = Object.keys(pages) as Resource[];
