// Reads published content from the CMS's REST API at build time. Only published documents are
// asked for, so drafts never reach the public site.
import { DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared/chat';
import {
  type Announcement,
  type Banner,
  type LandingVideo,
  toLandingVideo,
  youtubeEmbedUrl,
} from '@poolscape/shared/content';
import type { PlanKey } from '@poolscape/shared/plans';
import { z } from 'zod';

const MediaSchema = z
  .object({
    url: z.string().nullish(),
    alt: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    sizes: z
      .record(
        z.string(),
        z.object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }),
      )
      .optional(),
  })
  .nullish();

export const CmsPostSchema = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullish(),
  featuredImage: MediaSchema.or(z.number()).nullish(),
  contentHtml: z.string().nullish(),
  tags: z.array(z.object({ tag: z.string() })).nullish(),
  publishedAt: z.string().nullish(),
  readingTime: z.number().nullish(),
  updatedAt: z.string(),
  seo: z
    .object({
      title: z.string().nullish(),
      description: z.string().nullish(),
      keywords: z.string().nullish(),
      image: MediaSchema.or(z.number()).nullish(),
    })
    .nullish(),
});
export type CmsPost = z.infer<typeof CmsPostSchema>;

function cmsUrl(): string {
  const url = process.env.CMS_URL;
  if (!url)
    throw new Error('CMS_URL is not set: the site is built by the API, which knows where the CMS is.');
  return url.replace(/\/$/, '');
}

/** Relative path of a media URL, so images are served through the site's own origin. */
export function sameOriginPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://local');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/** Every published post, newest first. */
export async function fetchPublishedPosts(): Promise<CmsPost[]> {
  const query = new URLSearchParams({
    'where[_status][equals]': 'published',
    sort: '-publishedAt',
    limit: '1000',
    depth: '1',
  });
  const response = await fetch(`${cmsUrl()}/cms/api/posts?${query}`);
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for posts`);
  const body = z.object({ docs: z.array(CmsPostSchema) }).parse(await response.json());
  return body.docs;
}

const AssistantSettingsSchema = z.object({
  supportEmail: z.string().nullish(),
  enabled: z.boolean().nullish(),
  greeting: z.string().nullish(),
});
export interface AssistantSettings {
  supportEmail: string;
  enabled: boolean;
  /** Empty when editors left the spec's greeting. */
  greeting: string;
}
let assistantSettings: Promise<AssistantSettings> | undefined;

/** The assistant's settings (on/off, greeting, support e-mail), read once per build with the API's token. */
export function fetchAssistantSettings(): Promise<AssistantSettings> {
  assistantSettings ??= (async () => {
    const response = await fetch(`${cmsUrl()}/cms/api/globals/ai-assistant?depth=0`, {
      headers: { 'x-internal-token': process.env.INTERNAL_TOKEN ?? '' },
    });
    if (!response.ok) throw new Error(`the CMS answered ${response.status} for the assistant settings`);
    const settings = AssistantSettingsSchema.parse(await response.json());
    return {
      supportEmail: settings.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      enabled: settings.enabled ?? true,
      greeting: settings.greeting ?? '',
    };
  })();
  return assistantSettings;
}

// ---------------------------------------------------------------------------------------------
// Everything else the public pages show. Each fetcher asks the CMS once per build and returns
// plain values shaped for the templates, with images as same-origin paths.

/** An image of a CMS document, resolved for a template. */
export interface SiteImage {
  src: string;
  /** A larger rendition for heroes and share images. */
  large: string;
  /** The 1200x630 crop for Open Graph and Twitter cards. */
  og: string;
  /** Thumbnail and card renditions with their widths, for `srcset`. */
  srcset: string;
  alt: string;
  width: number;
  height: number;
}

type CmsMedia = z.infer<typeof MediaSchema>;

/** `srcset` of the thumbnail (400 px), medium (680 px) and card (800 px) renditions, for card images. */
export function srcsetOf(media: CmsMedia | number | null | undefined): string {
  if (!media || typeof media !== 'object') return '';
  return ['thumbnail', 'medium', 'card']
    .map((size) => media.sizes?.[size])
    .filter((entry) => entry?.url && entry.width)
    .map((entry) => `${sameOriginPath(entry?.url)} ${entry?.width}w`)
    .join(', ');
}

/** The card-sized image of a media document, or null when it has none. */
export function siteImage(media: CmsMedia | number | null | undefined, size = 'card'): SiteImage | null {
  if (!media || typeof media !== 'object' || !media.url) return null;
  const chosen = media.sizes?.[size];
  return {
    src: sameOriginPath(chosen?.url ?? media.url) ?? '',
    large: sameOriginPath(media.sizes?.hero?.url ?? media.url) ?? '',
    og: sameOriginPath(media.sizes?.og?.url ?? media.url) ?? '',
    srcset: srcsetOf(media),
    alt: media.alt ?? '',
    width: chosen?.width ?? media.width ?? 800,
    height: chosen?.height ?? media.height ?? 600,
  };
}

/** Search and share fields of a document; empty values fall back to the page's own. */
export interface Seo {
  title: string | null;
  description: string | null;
  keywords: string | null;
  image: SiteImage | null;
}

const SeoSchema = z
  .object({
    title: z.string().nullish(),
    description: z.string().nullish(),
    keywords: z.string().nullish(),
    image: MediaSchema.or(z.number()).nullish(),
  })
  .nullish();

function toSeo(seo: z.infer<typeof SeoSchema>): Seo {
  return {
    title: seo?.title || null,
    description: seo?.description || null,
    keywords: seo?.keywords || null,
    image: siteImage(seo?.image, 'og'),
  };
}

const memo = new Map<string, Promise<unknown>>();

/** GET a CMS REST path once per build and parse it with `schema`. */
function cmsGet<T>(path: string, schema: z.ZodType<T>): Promise<T> {
  let pending = memo.get(path) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      const response = await fetch(`${cmsUrl()}/cms/api/${path}`);
      if (!response.ok) throw new Error(`the CMS answered ${response.status} for ${path}`);
      return schema.parse(await response.json());
    })();
    memo.set(path, pending);
  }
  return pending;
}

/** Published documents of a collection, in the collection's order. */
function published<T>(collection: string, schema: z.ZodType<T>, sort = 'order'): Promise<T[]> {
  const query = new URLSearchParams({
    'where[_status][equals]': 'published',
    sort,
    limit: '500',
    depth: '1',
  });
  return cmsGet(`${collection}?${query}`, z.object({ docs: z.array(schema) })).then((body) => body.docs);
}

export interface SiteSettings {
  brandName: string;
  tagline: string;
  contactEmail: string;
  social: { facebook: string | null; instagram: string | null; youtube: string | null };
  rating: { value: number; count: number };
  siteVerification: string | null;
  /** Same-origin path of the default 1200x630 share image. */
  shareImage: string;
  galleryHostnames: string[];
}

const SiteSettingsSchema = z.object({
  brandName: z.string().nullish(),
  tagline: z.string().nullish(),
  contactEmail: z.string().nullish(),
  social: z
    .object({
      facebook: z.string().nullish(),
      instagram: z.string().nullish(),
      youtube: z.string().nullish(),
    })
    .nullish(),
  rating: z.object({ value: z.number().nullish(), count: z.number().nullish() }).nullish(),
  siteVerification: z.string().nullish(),
  defaultShareImage: MediaSchema.or(z.number()).nullish(),
  galleryHostnames: z.array(z.object({ hostname: z.string() })).nullish(),
});

/** Site-wide settings: brand, contact, social links, rating claim, verification, share image. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const settings = await cmsGet('globals/site-settings?depth=1', SiteSettingsSchema);
  return {
    brandName: settings.brandName || 'Poolscape',
    tagline: settings.tagline || '',
    contactEmail: settings.contactEmail || DEFAULT_SUPPORT_EMAIL,
    social: {
      facebook: settings.social?.facebook || null,
      instagram: settings.social?.instagram || null,
      youtube: settings.social?.youtube || null,
    },
    rating: { value: settings.rating?.value ?? 4.9, count: settings.rating?.count ?? 847 },
    siteVerification: settings.siteVerification || null,
    shareImage: siteImage(settings.defaultShareImage, 'og')?.og || '/og-image.jpg',
    galleryHostnames: (settings.galleryHostnames ?? []).map((entry) => entry.hostname.toLowerCase()),
  };
}

/** The landing page's demo video, YouTube links already turned into embeds; null when unset. */
export async function fetchLandingVideo(): Promise<LandingVideo | null> {
  const video = await cmsGet(
    'globals/landing-video?depth=0',
    z.object({
      videoUrl: z.string().nullish(),
      videoType: z.string().nullish(),
      title: z.string().nullish(),
    }),
  );
  return toLandingVideo(video);
}

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  content: string;
  rating: number;
}

/** Published testimonials in order. */
export async function fetchTestimonials(): Promise<Testimonial[]> {
  const docs = await published(
    'testimonials',
    z.object({
      id: z.union([z.number(), z.string()]),
      name: z.string(),
      role: z.string(),
      content: z.string(),
      rating: z.number().nullish(),
    }),
  );
  return docs.map((doc) => ({ ...doc, id: String(doc.id), rating: doc.rating ?? 5 }));
}

export interface Plan {
  key: PlanKey;
  name: string;
  price: number;
  badge: string | null;
  summary: string;
  features: string[];
}

/** Published plan cards in order (Free, Pro, Premium as seeded). */
export async function fetchPlans(): Promise<Plan[]> {
  const docs = await published(
    'plans',
    z.object({
      key: z.enum(['free', 'pro', 'premium']),
      name: z.string(),
      price: z.number(),
      badge: z.string().nullish(),
      summary: z.string(),
      features: z.array(z.object({ feature: z.string() })).nullish(),
    }),
  );
  return docs.map((doc) => ({
    key: doc.key,
    name: doc.name,
    price: doc.price,
    badge: doc.badge || null,
    summary: doc.summary,
    features: (doc.features ?? []).map((entry) => entry.feature),
  }));
}

export interface Tutorial {
  slug: string;
  title: string;
  summary: string;
  /** The link editors gave: a YouTube link or a site path of an mp4/webm file. */
  videoUrl: string;
  /** The YouTube embed URL, or null for a video file. */
  embedUrl: string | null;
  durationSeconds: number;
  level: 'beginner' | 'intermediate' | 'advanced';
  steps: { title: string; detail: string }[];
  thumbnail: SiteImage | null;
  publishedAt: Date;
  updatedAt: Date;
  seo: Seo;
}

/** Published tutorials in order. */
export async function fetchTutorials(): Promise<Tutorial[]> {
  const docs = await published(
    'tutorials',
    z.object({
      slug: z.string(),
      title: z.string(),
      summary: z.string(),
      videoUrl: z.string(),
      durationSeconds: z.number(),
      level: z.enum(['beginner', 'intermediate', 'advanced']),
      steps: z.array(z.object({ title: z.string(), detail: z.string() })).nullish(),
      thumbnail: MediaSchema.or(z.number()).nullish(),
      publishedAt: z.string().nullish(),
      updatedAt: z.string(),
      seo: SeoSchema,
    }),
  );
  return docs.map((doc) => ({
    slug: doc.slug,
    title: doc.title,
    summary: doc.summary,
    videoUrl: doc.videoUrl,
    embedUrl: youtubeEmbedUrl(doc.videoUrl),
    durationSeconds: doc.durationSeconds,
    level: doc.level,
    steps: doc.steps ?? [],
    thumbnail: siteImage(doc.thumbnail),
    publishedAt: new Date(doc.publishedAt ?? doc.updatedAt),
    updatedAt: new Date(doc.updatedAt),
    seo: toSeo(doc.seo),
  }));
}

export interface Page {
  slug: string;
  title: string;
  intro: string;
  html: string;
  highlights: { title: string; text: string }[];
  faqs: { question: string; answer: string }[];
  updatedAt: Date;
  seo: Seo;
}

/** The published standing page at `/{slug}`; the build fails when it is missing or unpublished. */
export async function fetchPage(slug: string): Promise<Page> {
  const docs = await published(
    'pages',
    z.object({
      slug: z.string(),
      title: z.string(),
      intro: z.string(),
      contentHtml: z.string().nullish(),
      highlights: z.array(z.object({ title: z.string(), text: z.string() })).nullish(),
      faqs: z.array(z.object({ question: z.string(), answer: z.string() })).nullish(),
      updatedAt: z.string(),
      seo: SeoSchema,
    }),
    'slug',
  );
  const doc = docs.find((page) => page.slug === slug);
  if (!doc) throw new Error(`the CMS has no published page "${slug}": publish it in /cms/admin (Pages).`);
  return {
    slug: doc.slug,
    title: doc.title,
    intro: doc.intro,
    html: doc.contentHtml ?? '',
    highlights: doc.highlights ?? [],
    faqs: doc.faqs ?? [],
    updatedAt: new Date(doc.updatedAt),
    seo: toSeo(doc.seo),
  };
}

export interface GalleryItem {
  id: string;
  title: string;
  style: 'modern' | 'traditional' | 'natural' | 'infinity' | 'geometric';
  description: string;
  image: SiteImage;
  before: SiteImage | null;
  featured: boolean;
}

/** Published gallery designs in order; designs whose image was deleted are left out. */
export async function fetchGallery(): Promise<GalleryItem[]> {
  const docs = await published(
    'gallery-items',
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      style: z.enum(['modern', 'traditional', 'natural', 'infinity', 'geometric']),
      description: z.string(),
      image: MediaSchema.or(z.number()).nullish(),
      beforeImage: MediaSchema.or(z.number()).nullish(),
      featured: z.boolean().nullish(),
    }),
  );
  return docs.flatMap((doc) => {
    const image = siteImage(doc.image);
    if (!image) return [];
    return [
      {
        id: String(doc.id),
        title: doc.title,
        style: doc.style,
        description: doc.description,
        image,
        before: siteImage(doc.beforeImage),
        featured: doc.featured ?? false,
      },
    ];
  });
}

/** Published dashboard banners (the API shows those active at request time). */
export async function fetchBanners(): Promise<Banner[]> {
  const docs = await published(
    'banners',
    z.object({
      id: z.union([z.number(), z.string()]),
      message: z.string(),
      tone: z.enum(['info', 'success', 'warning']),
      linkLabel: z.string().nullish(),
      linkUrl: z.string().nullish(),
      startsAt: z.string(),
      endsAt: z.string().nullish(),
    }),
    '-startsAt',
  );
  return docs.map((doc) => ({
    ...doc,
    id: String(doc.id),
    linkLabel: doc.linkLabel || null,
    linkUrl: doc.linkUrl || null,
    endsAt: doc.endsAt || null,
  }));
}

/** Published announcements, newest first. */
export async function fetchAnnouncements(): Promise<Announcement[]> {
  const docs = await published(
    'announcements',
    z.object({
      id: z.union([z.number(), z.string()]),
      title: z.string(),
      body: z.string(),
      linkLabel: z.string().nullish(),
      linkUrl: z.string().nullish(),
      publishedAt: z.string().nullish(),
      updatedAt: z.string(),
    }),
    '-publishedAt',
  );
  return docs.map((doc) => ({
    id: String(doc.id),
    title: doc.title,
    body: doc.body,
    linkLabel: doc.linkLabel || null,
    linkUrl: doc.linkUrl || null,
    publishedAt: doc.publishedAt ?? doc.updatedAt,
  }));
}
