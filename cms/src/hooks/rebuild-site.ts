// Asks the API to rebuild the public site when published content changes. The API debounces,
// so a burst of edits builds once. A post needs no build: the API reads that one post again for
// the blog's pages, which it renders on demand. The seed sets `context.skipRebuild` to write without it.
// The request is sent once the change has committed: the build must read the saved content, and
// a transaction must never stay open (holding a database connection) while an HTTP call waits.

import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { afterCommit } from '../database/transactions.ts';
import { env } from '../env.ts';

async function requestRebuild(req: PayloadRequest, reason: string, post?: string | number): Promise<void> {
  const { API_INTERNAL_URL: api, INTERNAL_TOKEN: token } = env;
  if (req.context.skipRebuild || !api || !token) return;
  const { logger } = req.payload;
  await afterCommit(req, async () => {
    try {
      const response = await fetch(`${api}/api/internal/site/rebuild`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': token },
        body: JSON.stringify(post === undefined ? { reason } : { reason, post: String(post) }),
        signal: AbortSignal.timeout(post === undefined ? 5_000 : 30_000),
      });
      if (!response.ok) logger.warn(`site rebuild request answered ${response.status}`);
    } catch (error) {
      // The document is saved either way; the next publish or restart rebuilds the site.
      logger.warn(`could not request a site rebuild: ${(error as Error).message}`);
    }
  });
}

type Versioned = { _status?: 'draft' | 'published' | null };

/** After a change that a visitor could see: a publish, an edit of published content, an unpublish. */
export const rebuildSiteAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
  collection,
}) => {
  const now = (doc as Versioned)._status;
  const before = (previousDoc as Versioned | undefined)?._status;
  const versioned = Boolean(collection.versions?.drafts);
  if (!versioned || now === 'published' || before === 'published') {
    await requestRebuild(
      req,
      `${collection.slug} ${now === 'published' ? 'published' : 'unpublished'}`,
      postId(collection.slug, doc),
    );
  }
  return doc;
};

export const rebuildSiteAfterDelete: CollectionAfterDeleteHook = async ({ req, collection, doc }) => {
  await requestRebuild(req, `${collection.slug} deleted`, postId(collection.slug, doc));
};

/** The id of a changed post, which the API reads again instead of rebuilding; else undefined. */
function postId(collection: string, doc: unknown): string | number | undefined {
  return collection === CMS_COLLECTIONS.posts ? (doc as { id: string | number }).id : undefined;
}

/** Site-wide settings show on every page (and feed the assistant): any saved change rebuilds. */
export const rebuildSiteAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  await requestRebuild(req, `${global.slug} changed`);
  return doc;
};
