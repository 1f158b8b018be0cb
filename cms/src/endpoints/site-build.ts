// `GET /cms/api/site-build`: how the site build an editor's save started is going, for the small
// indicator in the admin's header (components/SiteBuildIndicator.tsx). The CMS asks the API process
// beside it over loopback (internal token); only editors and admins get the answer.
import { type SiteBuildStatusReply, SiteBuildStatusReplySchema } from '@poolscape/shared/content-changes';
import type { Endpoint, PayloadHandler } from 'payload';
import { editors } from '../access/index.ts';
import { env } from '../env.ts';

const fail = (status: number, message: string) => Response.json({ message }, { status });

/** The API's answer, or null when the CMS runs without an API (scripts, tests). */
async function askApi(): Promise<SiteBuildStatusReply | null> {
  const { API_INTERNAL_URL: api, INTERNAL_TOKEN: internal } = env;
  if (!api || !internal) return null;
  const response = await fetch(`${api}/api/internal/site-build`, {
    headers: { 'x-internal-token': internal },
    signal: AbortSignal.timeout(5_000),
  });
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return SiteBuildStatusReplySchema.parse(await response.json());
}

/** The handler, with the way it reads the status given (tests pass their own). */
export function siteBuildHandler(
  readStatus: () => Promise<SiteBuildStatusReply | null> = askApi,
): PayloadHandler {
  return async (req) => {
    if (!editors({ req })) return fail(req.user ? 403 : 401, 'Sign in as an editor or an admin.');
    try {
      const reply = (await readStatus()) ?? { build: null };
      // Polled every few seconds while a build runs: never kept by a cache on the way.
      return Response.json(reply, { headers: { 'cache-control': 'no-store' } });
    } catch (error) {
      req.payload.logger.warn(`could not read the site build's state: ${(error as Error).message}`);
      return fail(502, 'The state of the site build could not be read. It is checked again shortly.');
    }
  };
}

export const siteBuildEndpoint: Endpoint = {
  path: '/site-build',
  method: 'get',
  handler: siteBuildHandler(),
};
