import type { CollectionBeforeChangeHook } from 'payload';
import { readingMinutes } from '../reading-time.ts';
import { slugify } from '../slug.ts';

/** Fills what an editor should not have to: the slug, the publication date, the reading time. */
export const fillSlugAndDates: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (!data.slug && typeof data.title === 'string') data.slug = slugify(data.title);
  if (data.content) data.readingTime = readingMinutes(data.content);
  const status = data._status ?? originalDoc?._status;
  if (status === 'published' && !data.publishedAt && !originalDoc?.publishedAt)
    data.publishedAt = new Date().toISOString();
  return data;
};
