// What the API serves from the current build: the latest posts for `GET /api/blog/posts`, the
// landing demo video and the gallery hostnames. Written with every build, so it always agrees
// with the pages beside it.

import { getCollection } from 'astro:content';
import type { PublicContent } from '@poolscape/shared/content';
import type { APIRoute } from 'astro';
import { fetchAnnouncements, fetchBanners, fetchLandingVideo, fetchSiteSettings } from '../../lib/cms.ts';

/** What this file reads of a post (spelled out: the type checker runs before Astro writes its types). */
interface PostEntry {
  data: {
    slug: string;
    title: string;
    excerpt: string;
    tags: string[];
    publishedAt: Date;
    readingTime: number;
    image: { src: string } | null;
  };
}

export const GET: APIRoute = async () => {
  const posts = ((await getCollection('posts')) as PostEntry[]).sort(
    (a: PostEntry, b: PostEntry) => b.data.publishedAt.getTime() - a.data.publishedAt.getTime(),
  );
  const settings = await fetchSiteSettings();
  const content: PublicContent = {
    posts: posts.slice(0, 50).map(({ data }: PostEntry) => ({
      id: data.slug,
      slug: data.slug,
      title: data.title,
      featuredImage: data.image?.src ?? null,
      publishedAt: data.publishedAt.toISOString(),
      readingTime: data.readingTime,
      excerpt: data.excerpt,
      tags: data.tags,
    })),
    landingVideo: await fetchLandingVideo(),
    galleryHostnames: settings.galleryHostnames,
    banners: await fetchBanners(),
    announcements: (await fetchAnnouncements()).slice(0, 20),
  };
  return new Response(JSON.stringify(content), { headers: { 'content-type': 'application/json' } });
};
