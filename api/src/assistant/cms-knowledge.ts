// Loads the assistant's knowledge from the CMS over loopback: the AI assistant global (read with
// the API's internal token) and every published post, a page at a time; and one post again when it
// changed.
import { DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared/chat';
import {
  CMS_COLLECTIONS,
  CMS_GLOBALS,
  CmsAiAssistantSchema,
  CmsPostSchema,
  cmsListSchema,
  cmsPageSchema,
  publishedQuery,
  tagNames,
} from '@poolscape/shared/content';
import type { z } from 'zod';
import { cmsGet } from '../cms/cms-client.ts';
import { buildPassages, type Knowledge, type PostSections, sectionsFromHtml } from './knowledge.ts';

/** Posts asked for at once. */
const PAGE_SIZE = 250;

function sectionsOf(post: z.infer<typeof CmsPostSchema>): PostSections {
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? '',
    tags: tagNames(post.tags),
    sections: sectionsFromHtml(post.contentHtml ?? ''),
  };
}

/** The post with CMS id `cmsId`, if it is published; null when it is not (or no longer). */
export async function loadPostFromCms(cmsUrl: string, cmsId: string): Promise<PostSections | null> {
  // Depth 1: the tags come with their names.
  const query = publishedQuery({ limit: 1, depth: 1 });
  query.set('where[id][equals]', cmsId);
  const posts = cmsListSchema(CmsPostSchema).parse(await cmsGet(cmsUrl, `${CMS_COLLECTIONS.posts}?${query}`));
  const [post] = posts.docs;
  return post ? sectionsOf(post) : null;
}

export async function loadKnowledgeFromCms(cmsUrl: string, internalToken: string): Promise<Knowledge> {
  const settings = CmsAiAssistantSchema.parse(
    await cmsGet(cmsUrl, `globals/${CMS_GLOBALS.aiAssistant}?depth=0`, { internalToken }),
  );
  const posts: z.infer<typeof CmsPostSchema>[] = [];
  for (let page = 1; ; page += 1) {
    const query = publishedQuery({ limit: PAGE_SIZE, depth: 1 });
    query.set('page', String(page));
    const body = cmsPageSchema(CmsPostSchema).parse(
      await cmsGet(cmsUrl, `${CMS_COLLECTIONS.posts}?${query}`),
    );
    posts.push(...body.docs);
    if (!body.hasNextPage) break;
  }
  return {
    settings: {
      enabled: settings.enabled ?? true,
      supportEmail: settings.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      systemPrompt: settings.systemPrompt ?? '',
    },
    passages: buildPassages(settings.knowledge ?? [], posts.map(sectionsOf)),
    postSlugs: Object.fromEntries(posts.map((post) => [String(post.id), post.slug])),
  };
}
