// The redirects kept in the CMS, for the addresses that have no page: an old post address (its post
// moved), or one an editor pointed elsewhere. Asked only when the answer would be the not-found page,
// so a page always wins over a redirect. Each such address is looked up in the CMS as it is asked
// for (a redirect works the moment it is saved); an address with none is remembered for a short
// while, so that a crawler trying thousands of missing addresses costs the CMS one query each.
import { CMS_COLLECTIONS, CmsRedirectSchema, postPath } from '@poolscape/shared/content';
import { z } from 'zod';
import { cmsGet } from '../cms/cms-client.ts';

export interface Redirect {
  to: string;
  status: 301 | 302;
}

/** The redirect from `path`, or null (also when the CMS cannot be asked: the page is then a 404). */
export type RedirectLookup = (path: string) => Promise<Redirect | null>;

const ListSchema = z.object({ docs: z.array(CmsRedirectSchema) });

/** The longest address looked up; no post's address is longer (site-pages.ts). */
const MAX_PATH = 300;

/** Where a redirect points: a path on this site or an http(s) address; anything else is ignored. */
export function redirectTarget(redirect: z.infer<typeof CmsRedirectSchema>): string | null {
  const to = redirect.to;
  if (to?.type === 'custom') {
    const url = to.url?.trim() ?? '';
    if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) return url;
    return /^https?:\/\/[^\s/]+/i.test(url) && !/\s/.test(url) ? url : null;
  }
  const reference = to?.reference;
  // A post the visitor may not read (a draft) comes back as its id alone: no redirect to it.
  if (reference?.relationTo !== CMS_COLLECTIONS.posts || typeof reference.value !== 'object') return null;
  return reference.value?.slug ? postPath(reference.value.slug) : null;
}

/** The same address with and without its trailing slash, as editors may have typed either. */
function spellings(path: string): string[] {
  if (path === '/') return [path];
  const bare = path.replace(/\/+$/, '');
  return [bare, `${bare}/`];
}

export function cmsRedirects(options: {
  cmsUrl: () => string;
  /** How long an address with no redirect is remembered. Default: 10 s. */
  missMs?: number;
  /** How many such addresses are remembered at most. Default: 5,000. */
  maxMisses?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}): RedirectLookup {
  const missMs = options.missMs ?? 10_000;
  const maxMisses = options.maxMisses ?? 5_000;
  const now = options.now ?? Date.now;
  const misses = new Map<string, number>();

  const remember = (path: string): null => {
    misses.delete(path);
    misses.set(path, now() + missMs);
    // The oldest goes first (a Map keeps the order addresses were added in).
    while (misses.size > maxMisses) misses.delete(misses.keys().next().value as string);
    return null;
  };

  return async (path) => {
    if (path.length > MAX_PATH) return null;
    const until = misses.get(path);
    if (until !== undefined && until > now()) return null;
    const query = new URLSearchParams({ limit: '1', depth: '1' });
    for (const [index, spelling] of spellings(path).entries())
      query.set(`where[or][${index}][from][equals]`, spelling);
    let found: z.infer<typeof CmsRedirectSchema> | undefined;
    try {
      found = ListSchema.parse(
        await cmsGet(options.cmsUrl(), `${CMS_COLLECTIONS.redirects}?${query}`, { timeoutMs: 3_000 }),
      ).docs[0];
    } catch (error) {
      options.onError?.(error);
      return null;
    }
    const to = found ? redirectTarget(found) : null;
    if (!found || !to || to === path) return remember(path);
    misses.delete(path);
    return { to, status: found.type === '302' ? 302 : 301 };
  };
}
