// Reads published content from the CMS's REST API while the site is built: the content loaders of
// site/content.config.ts call these once per build. Only published documents are asked for, so
// drafts never reach the public site.
import { type CmsCollectionSlug, cmsListSchema, publishedQuery } from '@poolscape/shared/content';
import type { z } from 'zod';

function cmsUrl(): string {
  const url = process.env.CMS_URL;
  if (!url)
    throw new Error('CMS_URL is not set: the site is built by the API, which knows where the CMS is.');
  return url.replace(/\/$/, '');
}

interface CmsGetOptions {
  /** What the answer is, for the error when the CMS refuses it; the path when not given. */
  what?: string;
  headers?: Record<string, string>;
}

/** GETs a path of the CMS's REST API (under `/cms/api/`) and parses the answer with `schema`. */
export async function cmsGet<T>(path: string, schema: z.ZodType<T>, options: CmsGetOptions = {}): Promise<T> {
  const response = await fetch(
    `${cmsUrl()}/cms/api/${path}`,
    options.headers ? { headers: options.headers } : undefined,
  );
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for ${options.what ?? path}`);
  return schema.parse(await response.json());
}

/** The published documents of a collection, in `sort` order, with their relations (depth 1). */
export async function fetchPublished<T>(
  collection: CmsCollectionSlug,
  doc: z.ZodType<T>,
  options: { sort: string; limit?: number; what?: string },
): Promise<T[]> {
  const query = publishedQuery({ sort: options.sort, limit: options.limit ?? 500, depth: 1 });
  const body = await cmsGet(`${collection}?${query}`, cmsListSchema(doc), { what: options.what });
  return body.docs;
}
