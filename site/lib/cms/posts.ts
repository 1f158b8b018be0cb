// Blog posts as the site's pages read them (`/blog`, `/blog/{slug}`, the sitemap and the API's list
// of the latest in `/data/public-content.json`). These pages are rendered on demand from the posts
// the server entry keeps (./live-posts.ts), not in the build.
import { CMS_COLLECTIONS, type CmsPost, CmsPostSchema, tagNames } from '@poolscape/shared/content';
import { z } from 'zod';
import { fetchAllPublished, fetchPublished } from './fetch.ts';
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

/** A post as the pages read it: keyed by its slug, like an entry of a content collection. */
export const PostEntrySchema = z.object({
  id: z.string(),
  /** The CMS's id of the post, which stays when its slug changes. */
  cmsId: z.string(),
  data: PostSchema,
});
export type PostEntry = z.infer<typeof PostEntrySchema>;

/** What a post's page and card show, from the CMS's published document. */
export function postFromCms(doc: CmsPost): PostEntry {
  return {
    id: doc.slug,
    cmsId: String(doc.id),
    data: {
      slug: doc.slug,
      title: doc.title,
      excerpt: doc.excerpt ?? '',
      html: doc.contentHtml ?? '',
      tags: tagNames(doc.tags),
      publishedAt: new Date(doc.publishedAt ?? doc.updatedAt),
      updatedAt: new Date(doc.updatedAt),
      readingTime: doc.readingTime ?? 1,
      image: siteImage(doc.featuredImage),
      seo: {
        title: doc.meta?.title || null,
        description: doc.meta?.description || null,
        keywords: doc.meta?.keywords || null,
        image: siteImage(doc.meta?.image, 'og')?.og ?? null,
      },
    },
  };
}

/** Every published post, newest first, read from the CMS a page at a time. */
export async function loadPosts(): Promise<PostEntry[]> {
  const docs = await fetchAllPublished(CMS_COLLECTIONS.posts, CmsPostSchema, {
    sort: '-publishedAt',
    what: 'posts',
  });
  return docs.map(postFromCms);
}

/** The post with CMS id `cmsId` if it is published, else null. */
export async function loadPost(cmsId: string): Promise<PostEntry | null> {
  const [doc] = await fetchPublished(CMS_COLLECTIONS.posts, CmsPostSchema, {
    where: { id: cmsId },
    limit: 1,
    what: `post ${cmsId}`,
  });
  return doc ? postFromCms(doc) : null;
}
