// Public content the API serves to the site's islands (spec §3 and §7), and its rules.
import { z } from 'zod';

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

export const CONTENT_TEXT = {
  noLandingVideo: 'No demo video has been set yet.',
  videoComingSoon: 'Video Coming Soon',
} as const;

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

const YOUTUBE_ID = /^[\w-]{11}$/;

/**
 * The embed URL of a YouTube watch, short, youtu.be, live or embed link (spec §3), or null when
 * `url` is not a YouTube video link. Only the video id is kept.
 */
export function youtubeEmbedUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.|music\.)/, '');
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = parsed.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, kind, value] = parsed.pathname.split('/');
    if (kind === 'watch') id = parsed.searchParams.get('v');
    else if (kind === 'shorts' || kind === 'embed' || kind === 'live' || kind === 'v') id = value;
  }
  if (!id || !YOUTUBE_ID.test(id)) return null;
  return `https://www.youtube.com/embed/${id}`;
}

/** The landing video as clients get it: YouTube links turned into embed links. */
export function toLandingVideo(input: {
  videoUrl?: string | null;
  videoType?: string | null;
  title?: string | null;
}): LandingVideo | null {
  const url = input.videoUrl?.trim();
  if (!url) return null;
  const embed = youtubeEmbedUrl(url);
  const title = input.title?.trim() || 'See Poolscape in action';
  if (embed) return { videoUrl: embed, videoType: 'youtube', title };
  if (input.videoType === 'youtube') return null;
  return { videoUrl: url, videoType: 'other', title };
}
