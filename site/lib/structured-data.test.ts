import { describe, expect, it } from 'vitest';
import type { SiteSettings } from './cms/settings.ts';
import { type BlogPostSummary, blogLd, blogPostingLd, breadcrumbLd } from './structured-data.ts';

const site = new URL('https://poolscape.example/');
const settings: SiteSettings = {
  brandName: 'Poolscape',
  tagline: 'Pools in your own backyard',
  contactEmail: 'hello@poolscape.example',
  social: { facebook: null, instagram: null, youtube: null },
  rating: { value: 4.8, count: 120 },
  siteVerification: null,
  shareImage: '/og-image.jpg',
  galleryHostnames: [],
};
const post = (slug: string, image: string | null): BlogPostSummary => ({
  slug,
  title: `Title of ${slug}`,
  excerpt: `About ${slug}`,
  publishedAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-02T10:00:00Z'),
  tags: ['design', 'sales'],
  image,
});

describe('structured data of the blog', () => {
  it('is a Blog listing every post as a BlogPosting, in the order given', () => {
    const posts = [post('newest', '/media/newest.webp'), post('older', null)];
    const data = blogLd({ name: 'The Poolscape blog', description: 'Pool ideas.' }, posts, settings, site);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: 'The Poolscape blog',
      description: 'Pool ideas.',
      url: 'https://poolscape.example/blog',
      publisher: { '@type': 'Organization', name: 'Poolscape' },
    });
    const entries = data.blogPost as Record<string, unknown>[];
    expect(entries.map((entry) => entry.url)).toEqual([
      'https://poolscape.example/blog/newest',
      'https://poolscape.example/blog/older',
    ]);
    expect(entries[0]).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Title of newest',
      datePublished: '2026-03-01T10:00:00.000Z',
      image: 'https://poolscape.example/media/newest.webp',
    });
    // A post without a cover image is shown with the site's share image.
    expect(entries[1]?.image).toBe('https://poolscape.example/og-image.jpg');
    // Nested entries take the Blog's @context.
    expect(entries[0]).not.toHaveProperty('@context');
  });

  it('describes a post the same way on its own page as in the blog', () => {
    const single = post('newest', null);
    const [entry] = blogLd({ name: 'Blog', description: '' }, [single], settings, site).blogPost as object[];
    expect(blogPostingLd(single, settings, site)).toEqual({ '@context': 'https://schema.org', ...entry });
  });

  it('has no posts to list when nothing is published', () => {
    expect(blogLd({ name: 'Blog', description: '' }, [], settings, site).blogPost).toEqual([]);
  });

  it('gives breadcrumbs from the home page, numbered from 1, with absolute addresses', () => {
    expect(
      breadcrumbLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Blog', path: '/blog' },
        ],
        site,
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://poolscape.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://poolscape.example/blog' },
      ],
    });
  });
});
