// What the API serves from the current build: the latest posts for `GET /api/blog/posts`, the
// landing demo video, the dashboard's banners and announcements, and the gallery hostnames.
// Written with every build, so it always agrees with the pages beside it.

import { getCollection } from 'astro:content';
import type { Announcement, Banner, PublicContent } from '@poolscape/shared/content';
import type { APIRoute } from 'astro';
import { getLandingVideo, getSiteSettings } from '../../lib/cms/entries.ts';
import type { Post } from '../../lib/cms/posts.ts';

/** An entry's data, typed here because the type checker runs before Astro writes its types. */
type Entry<T> = { data: T };

export const GET: APIRoute = async () => {
  const posts = ((await getCollection('posts')) as Entry<Post>[]).sort(
    (a, b) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime(),
  );
  const banners = (await getCollection('banners')) as Entry<Banner>[];
  const announcements = (await getCollection('announcements')) as Entry<Announcement>[];
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
    landingVideo: await getLandingVideo(),
    galleryHostnames: settings.galleryHostnames,
    banners: banners.map((entry) => entry.data),
    announcements: announcements.slice(0, 20).map((entry) => entry.data),
  };
  return new Response(JSON.stringify(content), { headers: { 'content-type': 'application/json' } });
};
