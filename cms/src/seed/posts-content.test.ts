import { describe, expect, it } from 'vitest';
import { SLUG_PATTERN } from '../collections/Posts/slug.ts';
import { parsePostFile, seedPosts } from './posts-content.ts';

describe('the demo posts', () => {
  it('are read from their Markdown files, oldest first, each at an address editors could give', () => {
    expect(seedPosts.length).toBeGreaterThan(0);
    const dates = seedPosts.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort());
    for (const post of seedPosts) {
      expect(post.slug).toMatch(SLUG_PATTERN);
      expect(post.markdown).not.toMatch(/^\s|\s$/);
      expect(post.markdown).not.toContain('\n---\n');
    }
    expect(new Set(seedPosts.map((post) => post.slug)).size).toBe(seedPosts.length);
  });

  it('take their fields from the front matter and their text from the rest', () => {
    const text = [
      '---',
      '',
      'title: "Pools: a guide"',
      'excerpt: "What to know."',
      'tags: ["design", "homeowners"]',
      'publishedAt: "2026-06-04T09:00:00.000Z"',
      'image: "garden-small-fenced-yard"',
      '---',
      '',
      'A pool is the largest object in a garden.',
      '',
      '## Start with the house',
      '',
    ].join('\n');
    expect(parsePostFile('pools-a-guide', text)).toEqual({
      slug: 'pools-a-guide',
      title: 'Pools: a guide',
      excerpt: 'What to know.',
      tags: ['design', 'homeowners'],
      publishedAt: '2026-06-04T09:00:00.000Z',
      image: 'garden-small-fenced-yard',
      markdown: 'A pool is the largest object in a garden.\n\n## Start with the house',
    });
  });

  it('refuse a file without front matter or with an image the seed does not have', () => {
    expect(() => parsePostFile('plain', 'Just text.')).toThrow('posts/plain.md: no front matter');
    const unknownImage =
      '---\ntitle: "T"\nexcerpt: "E"\ntags: []\npublishedAt: "2026-06-04T09:00:00.000Z"\nimage: "nope"\n---\nText';
    expect(() => parsePostFile('unknown-image', unknownImage)).toThrow(
      'image must be a key of the seed images',
    );
  });
});
