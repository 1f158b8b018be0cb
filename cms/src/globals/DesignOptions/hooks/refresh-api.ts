// Tells the API that the design options changed, once the change has committed, so the create
// screen and the API's checks follow at once (the API also re-reads them every minute, which
// covers a missed call and any other API process). The seed's `context.skipRebuild` skips it.
import type { GlobalAfterChangeHook } from 'payload';
import { afterCommit } from '../../../database/transactions.ts';
import { env } from '../../../env.ts';

export const refreshApiAfterChange: GlobalAfterChangeHook = async ({ doc, req }) => {
  const { API_INTERNAL_URL: api, INTERNAL_TOKEN: token } = env;
  if (req.context.skipRebuild || !api || !token) return doc;
  const { logger } = req.payload;
  await afterCommit(req, async () => {
    try {
      const response = await fetch(`${api}/api/internal/design-options/refresh`, {
        method: 'POST',
        headers: { 'x-internal-token': token },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) logger.warn(`the design options refresh answered ${response.status}`);
    } catch (error) {
      logger.warn(`could not tell the API the design options changed: ${(error as Error).message}`);
    }
  });
  return doc;
};
