// Public content the API serves to the site's islands (spec §3 and §7), and its rules.
import { z } from 'zod';

export * from './content-text.ts';

/** A blog post as `GET /api/blog/posts` lists it (spec §3). */
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

/** The landing page's demo video (spec §3). */
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
  tone: z.enum(['info', 'success', 'warning']),
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

/** What the site build hands the API (`/data/public-content.json` in every build). */
export const PublicContentSchema = z.object({
  posts: z.array(BlogPostListItemSchema),
  landingVideo: LandingVideoSchema.nullable(),
  galleryHostnames: z.array(z.string()),
  banners: z.array(BannerSchema).default([]),
  announcements: z.array(AnnouncementSchema).default([]),
});
export type PublicContent = z.infer<typeof PublicContentSchema>;
export const PUBLIC_CONTENT_PATH = 'data/public-content.json';
