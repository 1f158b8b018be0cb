// Loads the assistant's knowledge from the CMS over loopback: the AI assistant global (read with
// the API's internal token) and every published post.
import {
  CMS_COLLECTIONS,
  CMS_GLOBALS,
  CmsAiAssistantSchema,
  CmsPostSchema,
  cmsListSchema,
  publishedQuery,
} from '@poolscape/shared/content';
import { buildPassages, type Knowledge, sectionsFromHtml } from './knowledge.ts';

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function loadKnowledgeFromCms(cmsUrl: string, internalToken: string): Promise<Knowledge> {
  const settings = CmsAiAssistantSchema.parse(
    await getJson(`${cmsUrl}/cms/api/globals/${CMS_GLOBALS.aiAssistant}?depth=0`, {
      'x-internal-token': internalToken,
    }),
  );
  const query = publishedQuery({ limit: 1000, depth: 0 });
  const posts = cmsListSchema(CmsPostSchema).parse(
    await getJson(`${cmsUrl}/cms/api/${CMS_COLLECTIONS.posts}?${query}`, {}),
  );
  return {
    settings: {
      enabled: settings.enabled ?? true,
      supportEmail: settings.supportEmail ?? 'support@poolscape.example',
      systemPrompt: settings.systemPrompt ?? '',
    },
    passages: buildPassages(
      settings.knowledge ?? [],
      posts.docs.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt ?? '',
        tags: (post.tags ?? []).map((entry) => entry.tag),
        sections: sectionsFromHtml(post.contentHtml ?? ''),
      })),
    ),
  };
}
