// The redirects kept in the CMS, for the addresses that have no page: an old post address (its post
// moved), or one an editor pointed elsewhere. Asked only when the answer would be the not-found page,
// so a page always wins over a redirect. Each such address is looked up in the CMS as it is asked
// for (one indexed query), so a redirect works the moment it is saved and nothing is remembered
// that could go stale; a crawler trying thousands of missing addresses at once gets no more than a
// few lookups at a time, the rest plain not-found pages.
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
  /** How many lookups may wait on the CMS at once; an address asked beyond them is not found. */
  maxInFlight?: number;
  /** Where a CMS that cannot be asked is reported. */
  log?: { warn(details: object, message: string): void };
}): RedirectLookup {
  const maxInFlight = options.maxInFlight ?? 8;
  let inFlight = 0;

  return async (path) => {
    if (path.length > MAX_PATH || inFlight >= maxInFlight) return null;
    const query = new URLSearchParams({ limit: '1', depth: '1' });
    for (const [index, spelling] of spellings(path).entries())
      query.set(`where[or][${index}][from][equals]`, spelling);
    inFlight += 1;
    let found: z.infer<typeof CmsRedirectSchema> | undefined;
    try {
      found = ListSchema.parse(
        await cmsGet(options.cmsUrl(), `${CMS_COLLECTIONS.redirects}?${query}`, { timeoutMs: 3_000 }),
      ).docs[0];
    } catch (error) {
      options.log?.warn({ err: error }, 'could not read the redirects from the CMS');
      return null;
    } finally {
      inFlight -= 1;
    }
    const to = found ? redirectTarget(found) : null;
    if (!found || !to || to === path) return null;
    return { to, status: found.type === '302' ? 302 : 301 };
  };
}
