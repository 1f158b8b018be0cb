// Site rebuilds across API processes. Every API process serves its own build of the site, but the
// CMS tells only the API process beside it that published content changed. So a rebuild asked for
// here starts here at once and is published with Postgres NOTIFY; every other API process on the
// database rebuilds too (a process ignores its own message).
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type ChannelListener, listen, notify, type Queryable } from '../db/pg-channel.ts';

const CHANNEL = 'poolscape_site_rebuild';
const RebuildMessageSchema = z.object({ from: z.string(), reason: z.string().max(200) });

/** What is shared: the site builder's rebuild request. */
export interface Rebuildable {
  requestRebuild(reason: string): void;
}

/**
 * From now on `builds.requestRebuild` also reaches every other API process, and their requests
 * reach this one. Returns the listener (stop it on shutdown).
 */
export async function shareRebuilds(
  builds: Rebuildable,
  db: Queryable,
  connectionString: string,
  log: (message: string) => void,
): Promise<ChannelListener> {
  const me = randomUUID();
  const rebuildHere = builds.requestRebuild.bind(builds);
  const listener = await listen(
    connectionString,
    CHANNEL,
    RebuildMessageSchema,
    ({ from, reason }) => {
      if (from !== me) rebuildHere(`${reason} (another process)`);
    },
    { log },
  );
  builds.requestRebuild = (reason: string) => {
    rebuildHere(reason);
    notify(db, CHANNEL, { from: me, reason: reason.slice(0, 200) }).catch((error: Error) =>
      log(`warning: other API processes were not told to rebuild the site: ${error.message}`),
    );
  };
  return listener;
}
