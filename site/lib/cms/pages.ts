// The standing pages (about, privacy, terms, support, ai-pool-design, wordpress), each shown at
// `/{slug}` by its own page template.
import { CMS_COLLECTIONS, type CmsPage, CmsPageSchema } from '@poolscape/shared/content';
import { z } from 'zod';
import { fetchPublished } from './fetch.ts';
import { SeoSchema, toSeo } from './media.ts';

export const PageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  intro: z.string(),
  html: z.string(),
  highlights: z.array(z.object({ title: z.string(), text: z.string() })),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  updatedAt: z.date(),
  seo: SeoSchema,
});
export type Page = z.infer<typeof PageSchema>;

/** Every published page, keyed by slug. */
export async function loadPages(): Promise<(Page & { id: string })[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.pages, CmsPageSchema, { sort: 'slug' });
  return docs.map(pageFromCms);
}

/** A page as its template shows it, from the CMS's document. */
export function pageFromCms(doc: CmsPage): Page & { id: string } {
  return {
    id: doc.slug,
    slug: doc.slug,
    title: doc.title,
    intro: doc.intro,
    html: doc.contentHtml ?? '',
    highlights: doc.highlights ?? [],
    faqs: doc.faqs ?? [],
    updatedAt: new Date(doc.updatedAt),
    seo: toSeo(doc.meta),
  };
}
