// Loads the assistant's knowledge from the CMS over loopback: the AI assistant global (read with
// the API's internal token) and every published post.
import { z } from 'zod';
import { buildPassages, type Knowledge, sectionsFromHtml } from './knowledge.ts';

const GlobalSchema = z.object({
  enabled: z.boolean().nullish(),
  supportEmail: z.string().nullish(),
  systemPrompt: z.string().nullish(),
  knowledge: z
    .array(
      z.object({ question: z.string(), answer: z.string(), url: z.string(), keywords: z.string().nullish() }),
    )
    .nullish(),
});

const PostsSchema = z.object({
  docs: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      excerpt: z.string().nullish(),
      contentHtml: z.string().nullish(),
      tags: z.array(z.object({ tag: z.string() })).nullish(),
    }),
  ),
});

async function getJson(url: string, headers: Record<string, string>): Promise<unknown> {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

export async function loadKnowledgeFromCms(cmsUrl: string, internalToken: string): Promise<Knowledge> {
  const settings = GlobalSchema.parse(
    await getJson(`${cmsUrl}/cms/api/globals/ai-assistant?depth=0`, { 'x-internal-token': internalToken }),
  );
  const query = new URLSearchParams({ 'where[_status][equals]': 'published', limit: '1000', depth: '0' });
  const posts = PostsSchema.parse(await getJson(`${cmsUrl}/cms/api/posts?${query}`, {}));
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
