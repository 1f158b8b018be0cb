// Reads published content from the CMS's REST API: the content loaders of site/content.config.ts
// call these once per build, and the on-demand pages' posts (live-posts.ts) when they change. Only
// published documents are asked for, so drafts never reach the public site.
import {
  type CmsCollectionSlug,
  cmsListSchema,
  cmsPageSchema,
  publishedQuery,
} from '@poolscape/shared/content';
import type { z } from 'zod';

function cmsUrl(): string {
  const url = process.env.CMS_URL;
  if (!url)
    throw new Error('CMS_URL is not set: the site is built by the API, which knows where the CMS is.');
  return url.replace(/\/$/, '');
}

/** A CMS that has not answered in this long is taken to be down. */
const CMS_TIMEOUT_MS = 30_000;

interface CmsGetOptions {
  /** What the answer is, for the error when the CMS refuses it; the path when not given. */
  what?: string;
  headers?: Record<string, string>;
}

/** GETs a path of the CMS's REST API (under `/cms/api/`) and parses the answer with `schema`. */
export async function cmsGet<T>(path: string, schema: z.ZodType<T>, options: CmsGetOptions = {}): Promise<T> {
  const response = await fetch(`${cmsUrl()}/cms/api/${path}`, {
    ...(options.headers ? { headers: options.headers } : {}),
    signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for ${options.what ?? path}`);
  return schema.parse(await response.json());
}

interface PublishedOptions {
  sort?: string;
  limit?: number;
  /** Fields that must equal these values, besides being published. */
  where?: Record<string, string>;
  what?: string;
}

function query(options: PublishedOptions & { page?: number }): string {
  const query = publishedQuery({ sort: options.sort, limit: options.limit ?? 500, depth: 1 });
  for (const [field, value] of Object.entries(options.where ?? {}))
    query.set(`where[${field}][equals]`, value);
  if (options.page) query.set('page', String(options.page));
  return query.toString();
}

/** The published documents of a collection, in `sort` order, with their relations (depth 1). */
export async function fetchPublished<T>(
  collection: CmsCollectionSlug,
  doc: z.ZodType<T>,
  options: PublishedOptions,
): Promise<T[]> {
  const body = await cmsGet(`${collection}?${query(options)}`, cmsListSchema(doc), { what: options.what });
  return body.docs;
}

/** Every published document of a collection, however many, asked for `PAGE_SIZE` at a time. */
export async function fetchAllPublished<T>(
  collection: CmsCollectionSlug,
  doc: z.ZodType<T>,
  options: Omit<PublishedOptions, 'limit'>,
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const body = await cmsGet(
      `${collection}?${query({ ...options, limit: PAGE_SIZE, page })}`,
      cmsPageSchema(doc),
      { what: options.what },
    );
    all.push(...body.docs);
    if (!body.hasNextPage) return all;
  }
}

const PAGE_SIZE = 250;
