// Reads published content from the CMS's REST API at build time. Only published documents are
// asked for, so drafts never reach the public site.
import { DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared/chat';
import { z } from 'zod';

const MediaSchema = z
  .object({
    url: z.string().nullish(),
    alt: z.string().nullish(),
    width: z.number().nullish(),
    height: z.number().nullish(),
    sizes: z
      .record(
        z.string(),
        z.object({ url: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }),
      )
      .optional(),
  })
  .nullish();

export const CmsPostSchema = z.object({
  id: z.union([z.number(), z.string()]),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullish(),
  featuredImage: MediaSchema.or(z.number()).nullish(),
  contentHtml: z.string().nullish(),
  tags: z.array(z.object({ tag: z.string() })).nullish(),
  publishedAt: z.string().nullish(),
  readingTime: z.number().nullish(),
  updatedAt: z.string(),
});
export type CmsPost = z.infer<typeof CmsPostSchema>;

function cmsUrl(): string {
  const url = process.env.CMS_URL;
  if (!url)
    throw new Error('CMS_URL is not set: the site is built by the API, which knows where the CMS is.');
  return url.replace(/\/$/, '');
}

/** Relative path of a media URL, so images are served through the site's own origin. */
export function sameOriginPath(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, 'http://local');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return null;
  }
}

/** Every published post, newest first. */
export async function fetchPublishedPosts(): Promise<CmsPost[]> {
  const query = new URLSearchParams({
    'where[_status][equals]': 'published',
    sort: '-publishedAt',
    limit: '1000',
    depth: '1',
  });
  const response = await fetch(`${cmsUrl()}/cms/api/posts?${query}`);
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for posts`);
  const body = z.object({ docs: z.array(CmsPostSchema) }).parse(await response.json());
  return body.docs;
}

const AssistantSettingsSchema = z.object({
  supportEmail: z.string().nullish(),
  enabled: z.boolean().nullish(),
  greeting: z.string().nullish(),
});
export interface AssistantSettings {
  supportEmail: string;
  enabled: boolean;
  /** Empty when editors left the spec's greeting. */
  greeting: string;
}
let assistantSettings: Promise<AssistantSettings> | undefined;

/** The assistant's settings (on/off, greeting, support e-mail), read once per build with the API's token. */
export function fetchAssistantSettings(): Promise<AssistantSettings> {
  assistantSettings ??= (async () => {
    const response = await fetch(`${cmsUrl()}/cms/api/globals/ai-assistant?depth=0`, {
      headers: { 'x-internal-token': process.env.INTERNAL_TOKEN ?? '' },
    });
    if (!response.ok) throw new Error(`the CMS answered ${response.status} for the assistant settings`);
    const settings = AssistantSettingsSchema.parse(await response.json());
    return {
      supportEmail: settings.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      enabled: settings.enabled ?? true,
      greeting: settings.greeting ?? '',
    };
  })();
  return assistantSettings;
}
