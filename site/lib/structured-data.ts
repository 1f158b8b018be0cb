// JSON-LD for the public pages (schema.org): Organization and WebSite on `/`, Blog and its
// breadcrumbs on `/blog`, BlogPosting on posts, VideoObject on tutorials, FAQPage on pages with
// questions, a CollectionPage with its ImageGallery on `/gallery`, the plans as Offers of a Product
// on `/subscribe`, an AboutPage on `/about`, and the application on `/ai-pool-design` and
// `/wordpress`. Plain objects; BaseLayout serialises them.
import type { SiteSettings } from './cms/settings.ts';
import type { Tutorial } from './cms/tutorials.ts';

export type JsonLd = Record<string, unknown>;

const abs = (path: string, site: URL): string => new URL(path, site).href;

/** The average and number of the testimonials' ratings, or null when none is published. */
export interface Rating {
  value: number;
  count: number;
}

/** What the published testimonials rate Poolscape, on average (to one decimal), and how many. */
export function ratingOf(testimonials: readonly { rating: number }[]): Rating | null {
  if (testimonials.length === 0) return null;
  const total = testimonials.reduce((sum, testimonial) => sum + testimonial.rating, 0);
  return { value: Math.round((total / testimonials.length) * 10) / 10, count: testimonials.length };
}

/** The organisation; rated only with the ratings its published testimonials give (`rating`). */
export function organizationLd(settings: SiteSettings, site: URL, rating: Rating | null = null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.brandName,
    url: site.href,
    logo: abs('/favicon.svg', site),
    email: settings.contactEmail,
    sameAs: Object.values(settings.social).filter((link): link is string => Boolean(link)),
    ...(rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: rating.value,
        ratingCount: rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  };
}

export function websiteLd(settings: SiteSettings, site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: settings.brandName,
    url: site.href,
    description: settings.tagline,
  };
}

/** What the blog's structured data reads of a post. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  excerpt: string;
  publishedAt: Date;
  updatedAt: Date;
  tags: string[];
  image: string | null;
}

function blogPostingFields(post: BlogPostSummary, settings: SiteSettings, site: URL): JsonLd {
  return {
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: abs(`/blog/${post.slug}`, site),
    mainEntityOfPage: abs(`/blog/${post.slug}`, site),
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    keywords: post.tags.join(', '),
    image: abs(post.image ?? settings.shareImage, site),
    author: { '@type': 'Organization', name: settings.brandName, url: site.href },
    publisher: { '@type': 'Organization', name: settings.brandName, logo: abs('/favicon.svg', site) },
  };
}

export function blogPostingLd(post: BlogPostSummary, settings: SiteSettings, site: URL): JsonLd {
  return { '@context': 'https://schema.org', ...blogPostingFields(post, settings, site) };
}

/** The blog's index: a schema.org Blog listing every post as a BlogPosting, in the order given. */
export function blogLd(
  blog: { name: string; description: string },
  posts: BlogPostSummary[],
  settings: SiteSettings,
  site: URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: blog.name,
    description: blog.description,
    url: abs('/blog', site),
    publisher: { '@type': 'Organization', name: settings.brandName, logo: abs('/favicon.svg', site) },
    blogPost: posts.map((post) => blogPostingFields(post, settings, site)),
  };
}

/** A tag's page: a schema.org CollectionPage, part of the blog, whose items are its posts. */
export function tagPageLd(
  page: { name: string; description: string; path: string },
  posts: BlogPostSummary[],
  settings: SiteSettings,
  site: URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: abs(page.path, site),
    isPartOf: { '@type': 'Blog', name: `${settings.brandName} blog`, url: abs('/blog', site) },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: posts.length,
      itemListElement: posts.map((post, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: blogPostingFields(post, settings, site),
      })),
    },
  };
}

/** A schema.org BreadcrumbList from the home page down to the page itself. */
export function breadcrumbLd(trail: { name: string; path: string }[], site: URL): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: abs(crumb.path, site),
    })),
  };
}

/** ISO 8601 duration of a number of seconds: 95 → "PT1M35S". */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || (!h && !m) ? `${s}S` : ''}`;
}

export function videoObjectLd(tutorial: Tutorial, settings: SiteSettings, site: URL): JsonLd {
  const video: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: tutorial.title,
    description: tutorial.summary,
    thumbnailUrl: abs(tutorial.thumbnail?.src ?? settings.shareImage, site),
    uploadDate: tutorial.publishedAt.toISOString(),
    duration: isoDuration(tutorial.durationSeconds),
    url: abs(`/tutorials#${tutorial.slug}`, site),
  };
  if (tutorial.embedUrl) video.embedUrl = tutorial.embedUrl;
  else video.contentUrl = abs(tutorial.videoUrl, site);
  return video;
}

/** A schema.org FAQPage for a list of questions and answers. */
export function faqLd(faqs: { question: string; answer: string }[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` escaped so no content can close the tag. */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** `/gallery`: a CollectionPage whose main entity is the ImageGallery of the published designs. */
export function galleryLd(
  page: { name: string; description: string },
  items: readonly { title: string; description: string; image: { large: string; alt: string } }[],
  site: URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: abs('/gallery', site),
    mainEntity: {
      '@type': 'ImageGallery',
      name: page.name,
      image: items.map((item) => ({
        '@type': 'ImageObject',
        name: item.title,
        description: item.description || item.image.alt || item.title,
        contentUrl: abs(item.image.large, site),
      })),
    },
  };
}

/** `/subscribe`: Poolscape as a Product, each plan an Offer at its monthly price in US dollars. */
export function plansLd(
  plans: readonly { key: string; name: string; price: number; summary: string }[],
  settings: SiteSettings,
  site: URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: settings.brandName,
    description: settings.tagline,
    brand: { '@type': 'Brand', name: settings.brandName },
    url: abs('/subscribe', site),
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: plan.summary,
      price: plan.price.toFixed(2),
      priceCurrency: 'USD',
      url: abs(plan.key === 'free' ? '/register' : '/subscribe', site),
      availability: 'https://schema.org/InStock',
    })),
  };
}

/** `/about`: an AboutPage about the Organization. */
export function aboutPageLd(
  page: { name: string; description: string },
  settings: SiteSettings,
  site: URL,
): JsonLd {
  const { '@context': _context, ...organization } = organizationLd(settings, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: page.name,
    description: page.description,
    url: abs('/about', site),
    mainEntity: organization,
  };
}

/**
 * `/ai-pool-design` and `/wordpress`: the page about one part of Poolscape, the web application
 * (or its WordPress plugin), with the lowest price it is offered at.
 */
export function applicationPageLd(
  page: { name: string; description: string; path: string },
  application: { name: string; category: string; operatingSystem: string },
  settings: SiteSettings,
  site: URL,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: page.name,
    description: page.description,
    url: abs(page.path, site),
    mainEntity: {
      '@type': 'SoftwareApplication',
      name: application.name,
      applicationCategory: application.category,
      operatingSystem: application.operatingSystem,
      url: abs(page.path, site),
      publisher: { '@type': 'Organization', name: settings.brandName, url: site.href },
      offers: { '@type': 'Offer', price: '0.00', priceCurrency: 'USD', description: '7-day free trial' },
    },
  };
}
