// The API's one client of the CMS's REST API (`/cms/api/...`, over loopback): the assistant's
// knowledge and changed posts, the design options. The site's pages read the CMS from their own
// build's code (site/lib/cms/), in the page renderer's worker.

export interface CmsGetOptions {
  /** The API's internal token, for what the CMS gives only to editors and to the API (globals). */
  internalToken?: string;
  /** A CMS that has not answered in this long is taken to be down. Default: 10 s. */
  timeoutMs?: number;
}

/**
 * GETs `path` (under `/cms/api/`, with its query) from the CMS at `cmsUrl` and returns the JSON
 * answer, for the caller's schema to parse. A refusal throws "the CMS answered <status> for <path>".
 */
export async function cmsGet(cmsUrl: string, path: string, options: CmsGetOptions = {}): Promise<unknown> {
  const response = await fetch(`${cmsUrl}/cms/api/${path}`, {
    headers: options.internalToken ? { 'x-internal-token': options.internalToken } : {},
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`the CMS answered ${response.status} for ${path}`);
  return response.json();
}

/**
 * The CMS's users, as the API changes them: a deleted account's CMS user (a member of staff's, made
 * on their first visit to the CMS) is removed with it.
 */
export function cmsUsers(cmsUrl: () => string, internalToken: string) {
  return {
    async removeAppUser(appUserId: string): Promise<void> {
      const path = `users/app-user/${encodeURIComponent(appUserId)}`;
      const response = await fetch(`${cmsUrl()}/cms/api/${path}`, {
        method: 'DELETE',
        headers: { 'x-internal-token': internalToken },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the CMS answered ${response.status} for ${path}`);
    },
  };
}
