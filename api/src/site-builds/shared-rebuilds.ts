// Site rebuilds across API processes. Every API process serves its own build of the site, but the
// CMS tells only the API process beside it that published content changed. So a rebuild asked for
// here starts here at once and is published with Postgres NOTIFY; every other API process on the
// database rebuilds too (a process ignores its own message). A content change (a post, or another
// collection the pages render on demand) travels the same way, and every process's pages read it again.
import { randomUUID } from 'node:crypto';
import { type ContentChange, ContentChangeSchema, describeChange } from '@poolscape/shared/content';
import { z } from 'zod';
import { type ChannelListener, listen, notify, type Queryable } from '../db/pg-channel.ts';

const CHANNEL = 'poolscape_site_rebuild';
const RebuildMessageSchema = z.object({
  from: z.string(),
  reason: z.string().max(200),
  change: ContentChangeSchema.optional(),
});

/** What is shared: the site builder's rebuild request and its news of changed content. */
export interface Rebuildable {
  requestRebuild(reason: string): void;
  contentChanged(change: ContentChange): Promise<void>;
}

/**
 * From now on `builds.requestRebuild` and `builds.contentChanged` also reach every other API process,
 * and theirs reach this one. Returns the listener (stop it on shutdown).
 */
export async function shareRebuilds(
  builds: Rebuildable,
  db: Queryable,
  connectionString: string,
  log: (message: string) => void,
): Promise<ChannelListener> {
  const me = randomUUID();
  const rebuildHere = builds.requestRebuild.bind(builds);
  const changedHere = builds.contentChanged.bind(builds);
  const listener = await listen(
    connectionString,
    CHANNEL,
    RebuildMessageSchema,
    ({ from, reason, change }) => {
      if (from === me) return;
      if (change === undefined) rebuildHere(`${reason} (another process)`);
      else
        changedHere(change).catch((error: Error) =>
          log(
            `warning: ${describeChange(change)}, changed on another process, could not be read: ${error.message}`,
          ),
        );
    },
    { log },
  );
  const tell = (message: { reason: string; change?: ContentChange }) =>
    notify(db, CHANNEL, { from: me, ...message, reason: message.reason.slice(0, 200) }).catch(
      (error: Error) => log(`warning: other API processes were not told of a site change: ${error.message}`),
    );
  builds.requestRebuild = (reason: string) => {
    rebuildHere(reason);
    void tell({ reason });
  };
  builds.contentChanged = (change: ContentChange) => {
    void tell({ reason: 'content changed', change });
    return changedHere(change);
  };
  return listener;
}
