// Content collections: everything the public pages show comes from the CMS's published content.

import { defineCollection } from 'astro:content';
import { z } from 'astro/zod';
import { fetchPublishedPosts, sameOriginPath, siteImage, srcsetOf } from './lib/cms.ts';

const posts = defineCollection({
  loader: async () => {
    const docs = await fetchPublishedPosts();
    return docs.map((doc) => {
      const image = typeof doc.featuredImage === 'object' ? doc.featuredImage : null;
      return {
        id: doc.slug,
        slug: doc.slug,
        title: doc.title,
        excerpt: doc.excerpt ?? '',
        html: doc.contentHtml ?? '',
        tags: (doc.tags ?? []).map((entry) => entry.tag),
        publishedAt: doc.publishedAt ?? doc.updatedAt,
        updatedAt: doc.updatedAt,
        readingTime: doc.readingTime ?? 1,
        seo: {
          title: doc.seo?.title || null,
          description: doc.seo?.description || null,
          keywords: doc.seo?.keywords || null,
          image: siteImage(doc.seo?.image, 'og')?.og ?? null,
        },
        image: image?.url
          ? {
              src: sameOriginPath(image.sizes?.card?.url ?? image.url) ?? '',
              large: sameOriginPath(image.sizes?.hero?.url ?? image.url) ?? '',
              og: sameOriginPath(image.sizes?.og?.url ?? image.url) ?? '',
              srcset: srcsetOf(image),
              alt: image.alt ?? '',
              width: image.sizes?.card?.width ?? image.width ?? 800,
              height: image.sizes?.card?.height ?? image.height ?? 600,
            }
          : null,
      };
    });
  },
  schema: z.object({
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    html: z.string(),
    tags: z.array(z.string()),
    publishedAt: z.coerce.date(),
    updatedAt: z.coerce.date(),
    readingTime: z.number(),
    image: z
      .object({
        src: z.string(),
        large: z.string(),
        og: z.string(),
        srcset: z.string(),
        alt: z.string(),
        width: z.number(),
        height: z.number(),
      })
      .nullable(),
    seo: z.object({
      title: z.string().nullable(),
      description: z.string().nullable(),
      keywords: z.string().nullable(),
      image: z.string().nullable(),
    }),
  }),
});

export const collections = { posts };
