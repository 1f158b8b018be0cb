// Blog posts as the site's pages read them (`/blog`, `/blog/{slug}`, the landing page's latest
// posts and the API's list of them in `/data/public-content.json`).
import { CMS_COLLECTIONS, CmsPostSchema } from '@poolscape/shared/content';
import { z } from 'zod';
import { fetchPublished } from './fetch.ts';
import { SiteImageSchema, siteImage } from './media.ts';

export const PostSchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  html: z.string(),
  tags: z.array(z.string()),
  publishedAt: z.date(),
  updatedAt: z.date(),
  /** Minutes. */
  readingTime: z.number(),
  image: SiteImageSchema.nullable(),
  /** The search fields; the share image is the same-origin path of its 1200x630 crop. */
  seo: z.object({
    title: z.string().nullable(),
    description: z.string().nullable(),
    keywords: z.string().nullable(),
    image: z.string().nullable(),
  }),
});
export type Post = z.infer<typeof PostSchema>;

/** Every published post, newest first, keyed by its slug. */
export async function loadPosts(): Promise<(Post & { id: string })[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.posts, CmsPostSchema, {
    sort: '-publishedAt',
    limit: 1000,
    what: 'posts',
  });
  return docs.map((doc) => ({
    id: doc.slug,
    slug: doc.slug,
    title: doc.title,
    excerpt: doc.excerpt ?? '',
    html: doc.contentHtml ?? '',
    tags: (doc.tags ?? []).map((entry) => entry.tag),
    publishedAt: new Date(doc.publishedAt ?? doc.updatedAt),
    updatedAt: new Date(doc.updatedAt),
    readingTime: doc.readingTime ?? 1,
    image: siteImage(doc.featuredImage),
    seo: {
      title: doc.seo?.title || null,
      description: doc.seo?.description || null,
      keywords: doc.seo?.keywords || null,
      image: siteImage(doc.seo?.image, 'og')?.og ?? null,
    },
  }));
}
