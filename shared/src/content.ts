// Public content, defined once for every package: the CMS's collection and global slugs and the
// shapes of its REST answers that the site build and the API read. What the API serves to the
// site's islands and what a build hands the API are in public-content.ts, exported from here too.
import { z } from 'zod';
import { PACK_KEYS } from './billing.ts';
import { POOL_STYLES } from './designs.ts';
import type { PlanKey } from './plans.ts';
import { BANNER_TONES } from './public-content.ts';

export * from './content-text.ts';
export * from './public-content.ts';

/** The CMS's collections by slug: `/cms/api/{slug}` on its REST API. */
export const CMS_COLLECTIONS = {
  posts: 'posts',
  tutorials: 'tutorials',
  pages: 'pages',
  testimonials: 'testimonials',
  plans: 'plans',
  creditPacks: 'credit-packs',
  galleryItems: 'gallery-items',
  banners: 'banners',
  announcements: 'announcements',
  adSlots: 'ad-slots',
  media: 'media',
  users: 'users',
  redirects: 'redirects',
  previewLinks: 'preview-links',
  tags: 'tags',
} as const;
export type CmsCollectionSlug = (typeof CMS_COLLECTIONS)[keyof typeof CMS_COLLECTIONS];

/**
 * The collections whose pages the site renders on demand: a change to one is read again by the
 * pages (one post, or the whole of a smaller collection), with no site build. A change to any
 * other collection or to a global (the layout, the ad slots) rebuilds the site.
 */
export const LIVE_COLLECTIONS = [
  CMS_COLLECTIONS.posts,
  CMS_COLLECTIONS.tutorials,
  CMS_COLLECTIONS.pages,
  CMS_COLLECTIONS.testimonials,
  CMS_COLLECTIONS.plans,
  CMS_COLLECTIONS.creditPacks,
  CMS_COLLECTIONS.galleryItems,
  CMS_COLLECTIONS.banners,
  CMS_COLLECTIONS.announcements,
] as const;
export type LiveCollectionSlug = (typeof LIVE_COLLECTIONS)[number];

export function isLiveCollection(slug: string): slug is LiveCollectionSlug {
  return (LIVE_COLLECTIONS as readonly string[]).includes(slug);
}

/** A change the on-demand pages read again: a post by its CMS id, or a whole other collection. */
export const ContentChangeSchema = z.union([
  z.object({ collection: z.literal(CMS_COLLECTIONS.posts), id: z.string().regex(/^\d{1,12}$/) }).strict(),
  z
    .object({
      collection: z.enum(
        LIVE_COLLECTIONS.filter((slug) => slug !== CMS_COLLECTIONS.posts) as [
          Exclude<LiveCollectionSlug, 'posts'>,
          ...Exclude<LiveCollectionSlug, 'posts'>[],
        ],
      ),
    })
    .strict(),
]);
export type ContentChange = z.infer<typeof ContentChangeSchema>;

/** How a change is named in logs: "post 12", "tutorials". */
export function describeChange(change: ContentChange): string {
  return 'id' in change ? `post ${change.id}` : change.collection;
}

/** The CMS's globals by slug: `/cms/api/globals/{slug}` on its REST API. */
export const CMS_GLOBALS = {
  siteSettings: 'site-settings',
  landingVideo: 'landing-video',
  aiAssistant: 'ai-assistant',
  designOptions: 'design-options',
} as const;
export type CmsGlobalSlug = (typeof CMS_GLOBALS)[keyof typeof CMS_GLOBALS];

/** The reason the CMS gives for the site rebuild after a global was saved ("site-settings changed"). */
export function globalChangedReason(slug: CmsGlobalSlug): string {
  return `${slug} changed`;
}

export const TUTORIAL_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const PLAN_KEYS = ['free', 'pro', 'premium'] as const satisfies readonly PlanKey[];

/**
 * The REST query of a collection's published documents. Everything outside the CMS asks for
 * published documents only, so drafts never reach the public site or the assistant.
 */
export function publishedQuery(options: { sort?: string; limit: number; depth: 0 | 1 }): URLSearchParams {
  const query = new URLSearchParams({ 'where[_status][equals]': 'published' });
  if (options.sort) query.set('sort', options.sort);
  query.set('limit', String(options.limit));
  query.set('depth', String(options.depth));
  return query;
}

/** A REST list answer; its paging fields are not read. */
export function cmsListSchema<T extends z.ZodType>(doc: T) {
  return z.object({ docs: z.array(doc) });
}

/** A REST list answer read a page at a time: whether another page follows. */
export function cmsPageSchema<T extends z.ZodType>(doc: T) {
  return z.object({ docs: z.array(doc), hasNextPage: z.boolean() });
}

const CmsIdSchema = z.union([z.number(), z.string()]);

/** A media document as a relation holds it at depth 1, with the renditions sharp made. */
export const CmsMediaSchema = z
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
export type CmsMedia = z.infer<typeof CmsMediaSchema>;

/** A relation to a media document: the document at depth 1, its id at depth 0, or nothing. */
const CmsMediaRelationSchema = CmsMediaSchema.or(z.number()).nullish();

/** The search and share fields of posts, tutorials and pages. */
export const CmsSeoSchema = z
  .object({
    title: z.string().nullish(),
    description: z.string().nullish(),
    keywords: z.string().nullish(),
    image: CmsMediaRelationSchema,
  })
  .nullish();
export type CmsSeo = z.infer<typeof CmsSeoSchema>;

export const CmsPostSchema = z.object({
  id: CmsIdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullish(),
  featuredImage: CmsMediaRelationSchema,
  /** The content as HTML, rendered by the CMS on every read. */
  contentHtml: z.string().nullish(),
  /** Its tags: their documents at depth 1 (a tag the reader may not see comes as its id alone). */
  tags: z.array(z.union([CmsIdSchema, z.object({ name: z.string() })])).nullish(),
  publishedAt: z.string().nullish(),
  readingTime: z.number().nullish(),
  updatedAt: z.string(),
  meta: CmsSeoSchema,
});
export type CmsPost = z.infer<typeof CmsPostSchema>;

/** Where a post is on the site. */
export const postPath = (slug: string): string => `/blog/${slug}`;

/** The longest tag name. */
export const TAG_NAME_MAX = 40;

/** A tag's address segment: "Salt Water" → "salt-water" (its page is `/blog/tag/{slug}`). */
export function tagSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The names of a post's tags, as the CMS reads them at depth 1 (a tag given as its id alone is left out). */
export function tagNames(tags: CmsPost['tags']): string[] {
  return (tags ?? []).flatMap((tag) => (typeof tag === 'object' ? [tag.name] : []));
}

/** The address of a tag's page. */
export const tagPath = (name: string): string => `/blog/tag/${tagSlug(name)}`;

/** The kinds of redirect editors choose from: moved for good (the default), or for now. */
export const REDIRECT_TYPES = ['301', '302'] as const;

/**
 * A redirect (Payload's redirects plugin), read with depth 1: from an address on the site to a
 * post (followed wherever the post moves; present only while the post is published) or to an
 * address typed by an editor.
 */
export const CmsRedirectSchema = z.object({
  from: z.string(),
  to: z
    .object({
      type: z.enum(['reference', 'custom']).nullish(),
      reference: z
        .object({
          relationTo: z.string(),
          value: z.union([z.object({ slug: z.string().nullish() }), CmsIdSchema]).nullish(),
        })
        .nullish(),
      url: z.string().nullish(),
    })
    .nullish(),
  type: z.enum(REDIRECT_TYPES).nullish(),
});
export type CmsRedirect = z.infer<typeof CmsRedirectSchema>;

export const CmsTutorialSchema = z.object({
  id: CmsIdSchema.optional(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  videoUrl: z.string(),
  durationSeconds: z.number(),
  level: z.enum(TUTORIAL_LEVELS),
  steps: z.array(z.object({ title: z.string(), detail: z.string() })).nullish(),
  thumbnail: CmsMediaRelationSchema,
  /** Where it stands on `/tutorials`: 1 first. */
  order: z.number().nullish(),
  publishedAt: z.string().nullish(),
  updatedAt: z.string(),
  meta: CmsSeoSchema,
});
export type CmsTutorial = z.infer<typeof CmsTutorialSchema>;

export const CmsPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  contentHtml: z.string().nullish(),
  highlights: z.array(z.object({ title: z.string(), text: z.string() })).nullish(),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })).nullish(),
  updatedAt: z.string(),
  meta: CmsSeoSchema,
});
export type CmsPage = z.infer<typeof CmsPageSchema>;

export const CmsTestimonialSchema = z.object({
  id: CmsIdSchema,
  name: z.string(),
  role: z.string(),
  content: z.string(),
  rating: z.number().nullish(),
});
export type CmsTestimonial = z.infer<typeof CmsTestimonialSchema>;

export const CmsPlanSchema = z.object({
  key: z.enum(PLAN_KEYS),
  name: z.string(),
  price: z.number(),
  badge: z.string().nullish(),
  summary: z.string(),
  features: z.array(z.object({ feature: z.string() })).nullish(),
});
export type CmsPlan = z.infer<typeof CmsPlanSchema>;

/** An image pack's card; the images it adds are not in the CMS (they come from billing.ts). */
export const CmsCreditPackSchema = z.object({
  key: z.enum(PACK_KEYS),
  name: z.string(),
  price: z.number(),
  badge: z.string().nullish(),
});
export type CmsCreditPack = z.infer<typeof CmsCreditPackSchema>;

export const CmsGalleryItemSchema = z.object({
  id: CmsIdSchema,
  title: z.string(),
  style: z.enum(POOL_STYLES),
  description: z.string(),
  image: CmsMediaRelationSchema,
  beforeImage: CmsMediaRelationSchema,
  featured: z.boolean().nullish(),
});
export type CmsGalleryItem = z.infer<typeof CmsGalleryItemSchema>;

export const CmsBannerSchema = z.object({
  id: CmsIdSchema,
  message: z.string(),
  tone: z.enum(BANNER_TONES),
  linkLabel: z.string().nullish(),
  linkUrl: z.string().nullish(),
  startsAt: z.string(),
  endsAt: z.string().nullish(),
});
export type CmsBanner = z.infer<typeof CmsBannerSchema>;

export const CmsAnnouncementSchema = z.object({
  id: CmsIdSchema,
  title: z.string(),
  body: z.string(),
  linkLabel: z.string().nullish(),
  linkUrl: z.string().nullish(),
  publishedAt: z.string().nullish(),
  updatedAt: z.string(),
});
export type CmsAnnouncement = z.infer<typeof CmsAnnouncementSchema>;

export const CmsSiteSettingsSchema = z.object({
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
  defaultShareImage: CmsMediaRelationSchema,
  // A draft may hold a row not filled in yet (drafts are saved as the editor types, unchecked).
  galleryHostnames: z.array(z.object({ hostname: z.string().nullish() })).nullish(),
});
export type CmsSiteSettings = z.infer<typeof CmsSiteSettingsSchema>;

export const CmsLandingVideoSchema = z.object({
  videoUrl: z.string().nullish(),
  videoType: z.string().nullish(),
  title: z.string().nullish(),
});
export type CmsLandingVideo = z.infer<typeof CmsLandingVideoSchema>;

/** The AI assistant global; the CMS gives it only to editors and to the API's internal token. */
export const CmsAiAssistantSchema = z.object({
  enabled: z.boolean().nullish(),
  greeting: z.string().nullish(),
  supportEmail: z.string().nullish(),
  systemPrompt: z.string().nullish(),
  knowledge: z
    .array(
      z.object({ question: z.string(), answer: z.string(), url: z.string(), keywords: z.string().nullish() }),
    )
    .nullish(),
});
export type CmsAiAssistant = z.infer<typeof CmsAiAssistantSchema>;
