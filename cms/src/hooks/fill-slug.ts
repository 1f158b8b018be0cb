import type { CollectionBeforeChangeHook } from 'payload';
import { slugify } from '../collections/Posts/slug.ts';

/** Makes the slug from the title when the editor left it empty, and stamps the first publication. */
export const fillSlug: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (!data.slug && typeof data.title === 'string') data.slug = slugify(data.title);
  const status = data._status ?? originalDoc?._status;
  if (status === 'published' && !data.publishedAt && !originalDoc?.publishedAt)
    data.publishedAt = new Date().toISOString();
  return data;
};
