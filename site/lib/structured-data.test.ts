import { describe, expect, it } from 'vitest';
import type { SiteSettings } from './cms/settings.ts';
import {
  aboutPageLd,
  applicationPageLd,
  type BlogPostSummary,
  blogLd,
  blogPostingLd,
  breadcrumbLd,
  galleryLd,
  organizationLd,
  plansLd,
  ratingOf,
} from './structured-data.ts';

const site = new URL('https://poolscape.example/');
const settings: SiteSettings = {
  brandName: 'Poolscape',
  tagline: 'Pools in your own backyard',
  contactEmail: 'hello@poolscape.example',
  social: { facebook: null, instagram: null, youtube: null },
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

describe('structured data of the product pages', () => {
  it('rates only with the published testimonials, averaged, and not at all without any', () => {
    expect(ratingOf([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ value: 4.3, count: 3 });
    expect(ratingOf([])).toBeNull();
    expect(organizationLd(settings, site, null)).not.toHaveProperty('aggregateRating');
    expect(organizationLd(settings, site, { value: 4.5, count: 2 }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('offers each plan at its price in US dollars on /subscribe', () => {
    const data = plansLd(
      [
        { key: 'free', name: 'Free', price: 0, summary: '7-day free trial.' },
        { key: 'pro', name: 'Pro', price: 29.99, summary: 'For contractors.' },
      ],
      settings,
      site,
    );
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Poolscape',
      url: 'https://poolscape.example/subscribe',
    });
    expect(data.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Free', price: '0.00', priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', name: 'Pro', price: '29.99', priceCurrency: 'USD' }),
    ]);
  });

  it('makes /gallery a CollectionPage of its images, /about an AboutPage, and names the application', () => {
    const image = { large: '/cms/api/media/file/yard.webp', alt: 'A lagoon pool' };
    const gallery = galleryLd(
      { name: 'Pool design gallery', description: 'Designs.' },
      [{ title: 'Lagoon', description: '', image }],
      site,
    );
    expect(gallery).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: {
        '@type': 'ImageGallery',
        image: [
          {
            '@type': 'ImageObject',
            name: 'Lagoon',
            description: 'A lagoon pool',
            contentUrl: 'https://poolscape.example/cms/api/media/file/yard.webp',
          },
        ],
      },
    });
    const about = aboutPageLd({ name: 'About', description: 'Who we are.' }, settings, site);
    expect(about).toMatchObject({
      '@type': 'AboutPage',
      mainEntity: { '@type': 'Organization', name: 'Poolscape' },
    });
    expect(about.mainEntity).not.toHaveProperty('@context');
    const app = applicationPageLd(
      { name: 'WordPress', description: 'Publish.', path: '/wordpress' },
      { name: 'Poolscape for WordPress', category: 'BusinessApplication', operatingSystem: 'WordPress' },
      settings,
      site,
    );
    expect(app).toMatchObject({
      '@type': 'WebPage',
      url: 'https://poolscape.example/wordpress',
      mainEntity: { '@type': 'SoftwareApplication', operatingSystem: 'WordPress' },
    });
  });
});
