// What the API serves from the current build: the latest posts for `GET /api/blog/posts`, the
// landing demo video, the dashboard's banners and announcements, the gallery hostnames, and the
// plans' and image packs' words and prices for the offer. Rendered by the build's server entry, so
// it always agrees with the pages beside it.

import {
  AnnouncementSchema,
  BannerSchema,
  CMS_COLLECTIONS,
  type PublicContent,
} from '@poolscape/shared/content';
import type { APIRoute } from 'astro';
import { CreditPackSchema } from '../../lib/cms/credit-packs.ts';
import { getLandingVideo, getSiteSettings } from '../../lib/cms/entries.ts';
import { liveContent } from '../../lib/cms/live-content.ts';
import { livePosts } from '../../lib/cms/live-posts.ts';
import { PlanSchema } from '../../lib/cms/plans.ts';

// Rendered on demand like the blog, so what it holds is current as soon as it is published.
export const prerender = false;

export const GET: APIRoute = async () => {
  const posts = await livePosts.all();
  // Parsed with the shapes the API reads, which leave out the CMS's own fields.
  const banners = BannerSchema.array().parse(await liveContent.entries(CMS_COLLECTIONS.banners));
  const announcements = AnnouncementSchema.array().parse(
    await liveContent.entries(CMS_COLLECTIONS.announcements),
  );
  const plans = PlanSchema.array().parse(await liveContent.entries(CMS_COLLECTIONS.plans));
  const creditPacks = CreditPackSchema.array().parse(await liveContent.entries(CMS_COLLECTIONS.creditPacks));
  const tutorials = await liveContent.entries(CMS_COLLECTIONS.tutorials);
  const settings = await getSiteSettings();
  const content: PublicContent = {
    posts: posts.slice(0, 50).map(({ data }) => ({
      id: data.slug,
      slug: data.slug,
      title: data.title,
      featuredImage: data.image?.src ?? null,
      publishedAt: data.publishedAt.toISOString(),
      readingTime: data.readingTime,
      excerpt: data.excerpt,
      tags: data.tags,
    })),
    tutorials: tutorials.map((tutorial) => ({
      slug: tutorial.slug,
      title: tutorial.title,
      summary: tutorial.summary,
      level: tutorial.level,
      durationSeconds: tutorial.durationSeconds,
      thumbnail: tutorial.thumbnail?.src ?? null,
    })),
    landingVideo: await getLandingVideo(),
    galleryHostnames: settings.galleryHostnames,
    banners,
    announcements: announcements.slice(0, 20),
    plans,
    creditPacks,
  };
  return new Response(JSON.stringify(content), { headers: { 'content-type': 'application/json' } });
};
