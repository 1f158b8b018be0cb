// Search appearance of posts, tutorials and pages, with Payload's official SEO plugin: the meta
// title, description and share image, each with the length guidance and a "generate" suggestion
// from the document's own content, an overview of what is missing and a preview of the search
// result. The keywords the site's head tags carry are kept beside them. Empty fields fall back to
// the document's own title, summary and image on the site.
import { seoPlugin } from '@payloadcms/plugin-seo';
import type { GenerateDescription, GenerateTitle, GenerateURL } from '@payloadcms/plugin-seo/types';
import { BRAND } from '@poolscape/shared';
import { CMS_COLLECTIONS, postPath } from '@poolscape/shared/content';
import type { Field } from 'payload';
import { env } from '../env.ts';

type Doc = { title?: unknown; excerpt?: unknown; summary?: unknown; intro?: unknown; slug?: unknown };

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The title search engines show: the document's own, with the brand when it fits in 60 characters. */
export const suggestTitle: GenerateTitle<Doc> = ({ doc }) => {
  const title = text(doc?.title);
  const branded = `${title} | ${BRAND.name}`;
  return title && branded.length <= 60 ? branded : title;
};

/**
 * The description: the post's excerpt, the tutorial's summary or the page's introduction, cut at a
 * sentence (or a word) to fit 160 characters.
 */
export const suggestDescription: GenerateDescription<Doc> = ({ doc }) => {
  const source = text(doc?.excerpt) || text(doc?.summary) || text(doc?.intro);
  if (source.length <= 160) return source;
  const cut = source.slice(0, 160);
  const sentence = cut.lastIndexOf('. ');
  return sentence > 60 ? cut.slice(0, sentence + 1) : `${cut.slice(0, cut.lastIndexOf(' '))}…`;
};

/** The address the search result links to. */
export const documentUrl: GenerateURL<Doc> = ({ doc, collectionConfig }) => {
  const slug = text(doc?.slug);
  const path =
    collectionConfig?.slug === CMS_COLLECTIONS.tutorials
      ? `/tutorials${slug ? `#${slug}` : ''}`
      : collectionConfig?.slug === CMS_COLLECTIONS.posts
        ? postPath(slug)
        : `/${slug}`;
  return `${env.PUBLIC_URL}${path}`;
};

const keywordsField: Field = {
  name: 'keywords',
  type: 'text',
  maxLength: 250,
  admin: { description: 'Comma-separated, e.g. pool design, backyard pool ideas.' },
};

/** The SEO plugin over the documents with a page of their own. */
export const searchAppearance = () =>
  seoPlugin({
    collections: [CMS_COLLECTIONS.posts, CMS_COLLECTIONS.tutorials, CMS_COLLECTIONS.pages],
    uploadsCollection: CMS_COLLECTIONS.media,
    tabbedUI: false,
    generateTitle: suggestTitle,
    generateDescription: suggestDescription,
    generateURL: documentUrl,
    // The share image is cropped to 1200x630 by the site; the keywords go into the head tags.
    fields: ({ defaultFields }) => [...defaultFields.slice(0, -1), keywordsField, ...defaultFields.slice(-1)],
  });
