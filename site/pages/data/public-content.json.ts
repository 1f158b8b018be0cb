// What the API serves from the current build: the latest posts for `GET /api/blog/posts`, the
// landing demo video, the dashboard's banners and announcements, the gallery hostnames, and the
// plans' and image packs' words and prices for the offer. Rendered by the build's server entry, so
// it always agrees with the pages beside it.

import { getCollection } from 'astro:content';
import type { Announcement, Banner, PublicContent } from '@poolscape/shared/content';
import type { APIRoute } from 'astro';
import type { CreditPack } from '../../lib/cms/credit-packs.ts';
import { getLandingVideo, getSiteSettings } from '../../lib/cms/entries.ts';
import { livePosts } from '../../lib/cms/live-posts.ts';
import { inLoaderOrder } from '../../lib/cms/loader-order.ts';
import type { Plan } from '../../lib/cms/plans.ts';
import type { Tutorial } from '../../lib/cms/tutorials.ts';

/** An entry's data, typed here because the type checker runs before Astro writes its types. */
type Entry<T> = { data: T };
type Position = { position: number };

// Rendered on demand like the blog, so the latest posts are current as soon as one is published.
export const prerender = false;

export const GET: APIRoute = async () => {
  const posts = await livePosts.all();
  const banners = inLoaderOrder((await getCollection('banners')) as Entry<Banner & Position>[]);
  const announcements = inLoaderOrder(
    (await getCollection('announcements')) as Entry<Announcement & Position>[],
  );
  const plans = inLoaderOrder((await getCollection('plans')) as Entry<Plan & Position>[]);
  const creditPacks = inLoaderOrder((await getCollection('creditPacks')) as Entry<CreditPack & Position>[]);
  const tutorials = inLoaderOrder((await getCollection('tutorials')) as Entry<Tutorial & Position>[]);
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
