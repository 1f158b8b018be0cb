// Drafts shown through the site's own pages. An editor's live preview beside the CMS form asks for
// `/preview/{collection}/{id}`: the CMS is asked for the draft with the editor's own cookies, so
// only someone the CMS lets see drafts gets one (anyone else gets the not-found page). A share link,
// `/preview/share/{token}`, is checked by the CMS, which keeps only the token's hash, and read with
// the API's internal token. Either way the page is the one the draft belongs on (`/blog/{slug}`,
// `/tutorials`, `/{slug}`; the landing page for the site settings and the demo video, previewed
// at `/preview/globals/{slug}`), rendered by the current build with the draft in place of the published
// version, never kept, never cached by a browser or a proxy, and never indexed.
import { postPath } from '@poolscape/shared/content';
import {
  isPreviewCollection,
  isPreviewGlobal,
  type PreviewDraft,
  PreviewDraftSchema,
  SharePreviewTokenSchema,
} from '@poolscape/shared/content-previews';
import { z } from 'zod';
import type { DraftPreview } from '../site-builds/page-renderer.ts';

const SharedDraftSchema = PreviewDraftSchema.extend({ expiresAt: z.string() });

/** What the browser said of the request: its cookies, and where it came from. */
export interface BrowserHeaders {
  cookie?: string | undefined;
  origin?: string | undefined;
  'sec-fetch-site'?: string | string[] | undefined;
}

export interface DraftSource {
  /**
   * The draft an editor sees beside the form, asked for with their cookies (and the browser's word
   * on where the request came from, which the CMS checks before it takes a cookie); null for anyone
   * else.
   */
  forEditor(collection: string, id: string, browser: BrowserHeaders): Promise<DraftPreview | null>;
  /** The draft a share link shows while it has not expired; null otherwise. */
  forShareLink(token: string): Promise<DraftPreview | null>;
}

/** The longest a preview waits for the CMS. */
const CMS_TIMEOUT_MS = 10_000;

export function cmsDrafts(options: { cmsUrl: () => string; internalToken: string }): DraftSource {
  /** The CMS's answer at `path`, or null when it refuses (not staff, no such draft, expired link). */
  const ask = async (path: string, headers: Record<string, string>): Promise<unknown> => {
    const response = await fetch(`${options.cmsUrl()}/cms/api/${path}`, {
      headers,
      signal: AbortSignal.timeout(CMS_TIMEOUT_MS),
    });
    if (response.status >= 400 && response.status < 500) return null;
    if (!response.ok) throw new Error(`the CMS answered ${response.status} for a preview`);
    return response.json();
  };
  return {
    async forEditor(collection, id, browser) {
      const { cookie } = browser;
      const document = isPreviewCollection(collection) && /^[1-9]\d{0,8}$/.test(id);
      const global = collection === 'globals' && isPreviewGlobal(id);
      if (!cookie || !(document || global)) return null;
      const headers: Record<string, string> = { cookie };
      for (const name of ['origin', 'sec-fetch-site'] as const) {
        const value = browser[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const body = await ask(`previews/${collection}/${id}`, headers);
      return body === null ? null : { ...PreviewDraftSchema.parse(body), mode: 'live', expiresAt: null };
    },
    async forShareLink(token) {
      if (!SharePreviewTokenSchema.safeParse(token).success) return null;
      const body = await ask(`previews/share/${token}`, { 'x-internal-token': options.internalToken });
      return body === null ? null : { ...SharedDraftSchema.parse(body), mode: 'shared' };
    },
  };
}

/** The site's address a draft is shown on, or null when it has none yet (a page with no slug). */
export function draftPath(draft: PreviewDraft): string | null {
  if (isPreviewGlobal(draft.collection)) return '/';
  const slug =
    typeof draft.doc.slug === 'string' && /^[a-z0-9-]{1,200}$/.test(draft.doc.slug) ? draft.doc.slug : null;
  if (draft.collection === 'tutorials') return '/tutorials';
  if (!slug) return null;
  return draft.collection === 'posts' ? postPath(slug) : `/${slug}`;
}
