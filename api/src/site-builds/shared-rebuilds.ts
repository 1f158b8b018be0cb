// Site rebuilds across API processes. Every API process serves its own build of the site, but the
// CMS tells only the API process beside it that published content changed. So a rebuild asked for
// here starts here at once and is published with Postgres NOTIFY; every other API process on the
// database rebuilds too (a process ignores its own message). A changed post travels the same way,
// and every process's on-demand pages read it again.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type ChannelListener, listen, notify, type Queryable } from '../db/pg-channel.ts';

const CHANNEL = 'poolscape_site_rebuild';
const RebuildMessageSchema = z.object({
  from: z.string(),
  reason: z.string().max(200),
  post: z.string().max(20).optional(),
});

/** What is shared: the site builder's rebuild request and its news of a changed post. */
export interface Rebuildable {
  requestRebuild(reason: string): void;
  postChanged(cmsId: string): Promise<void>;
}

/**
 * From now on `builds.requestRebuild` and `builds.postChanged` also reach every other API process,
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
  const postChangedHere = builds.postChanged.bind(builds);
  const listener = await listen(
    connectionString,
    CHANNEL,
    RebuildMessageSchema,
    ({ from, reason, post }) => {
      if (from === me) return;
      if (post === undefined) rebuildHere(`${reason} (another process)`);
      else
        postChangedHere(post).catch((error: Error) =>
          log(`warning: post ${post}, changed on another process, could not be read: ${error.message}`),
        );
    },
    { log },
  );
  const tell = (message: { reason: string; post?: string }) =>
    notify(db, CHANNEL, { from: me, ...message, reason: message.reason.slice(0, 200) }).catch(
      (error: Error) => log(`warning: other API processes were not told of a site change: ${error.message}`),
    );
  builds.requestRebuild = (reason: string) => {
    rebuildHere(reason);
    void tell({ reason });
  };
  builds.postChanged = (cmsId: string) => {
    void tell({ reason: 'post changed', post: cmsId });
    return postChangedHere(cmsId);
  };
  return listener;
}
