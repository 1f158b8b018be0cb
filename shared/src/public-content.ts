// What the API serves to the site's islands (the latest posts, the landing demo video, banners and
// announcements) and what each site build hands the API (`data/public-content.json`: the plans, the
// image packs and the tutorials). Exported with the rest of the public content from content.ts.
import { z } from 'zod';
import { OfferPackSchema, OfferPlanSchema } from './billing.ts';

export const BANNER_TONES = ['info', 'success', 'warning'] as const;

/** A blog post as `GET /api/blog/posts` lists it. */
export const BlogPostListItemSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  /** Same-origin URL of the card image, or null. */
  featuredImage: z.string().nullable(),
  publishedAt: z.string(),
  /** Minutes. */
  readingTime: z.number(),
  excerpt: z.string(),
  tags: z.array(z.string()),
});
export type BlogPostListItem = z.infer<typeof BlogPostListItemSchema>;

/** Query of `GET /api/blog/posts`. */
export const BlogPostsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number from 1 to 50.' })
    .int({ error: 'limit must be a whole number from 1 to 50.' })
    .min(1, { error: 'limit must be a whole number from 1 to 50.' })
    .max(50, { error: 'limit must be a whole number from 1 to 50.' })
    .default(9),
});

/**
 * The landing page's demo video as `GET /api/videos/landing-demo` gives it: a YouTube embed link
 * or a video file of the site.
 */
export const LandingVideoSchema = z.object({
  videoUrl: z.string(),
  videoType: z.enum(['youtube', 'other']),
  title: z.string(),
});
export type LandingVideo = z.infer<typeof LandingVideoSchema>;

/** A dashboard banner, shown between `startsAt` and `endsAt` (ISO dates; no end: until unpublished). */
export const BannerSchema = z.object({
  id: z.string(),
  message: z.string(),
  tone: z.enum(BANNER_TONES),
  linkLabel: z.string().nullable(),
  linkUrl: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Banner = z.infer<typeof BannerSchema>;

export const AnnouncementSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  linkLabel: z.string().nullable(),
  linkUrl: z.string().nullable(),
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof AnnouncementSchema>;

/** `GET /api/announcements`: the banners active now and the latest announcements. */
export const AnnouncementsResponseSchema = z.object({
  banners: z.array(BannerSchema),
  announcements: z.array(AnnouncementSchema),
});

/**
 * A plan card as the build hands it to the API: the CMS's words and price, without the limits
 * (those come from plans.ts). Its key is any text, so a build made before a plan was withdrawn
 * from the code still reads; the API keeps only the keys it knows.
 */
export const PublicPlanSchema = OfferPlanSchema.omit({ imagesPerPeriod: true, videosPerPeriod: true }).extend(
  { key: z.string() },
);
export type PublicPlan = z.infer<typeof PublicPlanSchema>;

/** An image pack's card as the build hands it to the API; the images it adds come from billing.ts. */
export const PublicCreditPackSchema = OfferPackSchema.omit({ images: true }).extend({ key: z.string() });
export type PublicCreditPack = z.infer<typeof PublicCreditPackSchema>;

/** A published tutorial as the build hands it to the API (for the WordPress plugin's feed). */
export const PublicTutorialSchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  level: z.string(),
  durationSeconds: z.number(),
  /** Same-origin URL of the thumbnail, or null. */
  thumbnail: z.string().nullable(),
});
export type PublicTutorial = z.infer<typeof PublicTutorialSchema>;

/** What the site build hands the API (`/data/public-content.json` in every build). */
export const PublicContentSchema = z.object({
  posts: z.array(BlogPostListItemSchema),
  /** In the editors' order; empty from builds made before tutorials were written here. */
  tutorials: z.array(PublicTutorialSchema).default([]),
  landingVideo: LandingVideoSchema.nullable(),
  galleryHostnames: z.array(z.string()),
  banners: z.array(BannerSchema).default([]),
  announcements: z.array(AnnouncementSchema).default([]),
  /** In the editors' order; empty from builds made before plans and packs were written here. */
  plans: z.array(PublicPlanSchema).default([]),
  creditPacks: z.array(PublicCreditPackSchema).default([]),
});
export type PublicContent = z.infer<typeof PublicContentSchema>;
export const PUBLIC_CONTENT_PATH = 'data/public-content.json';
