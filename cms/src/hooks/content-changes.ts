// Tells the API when published content changes, with a notice of the change (the API's
// content-changes/ hands it to the pages, the site build and the assistant of every API process).
// Posts and the other collections the site renders on demand (LIVE_COLLECTIONS) need no build: the
// API's pages read that post, or that collection, again. Anything else (the layout's settings, the
// ad slots) rebuilds the site; the API debounces, so a burst of edits builds once. The seed sets
// `context.skipRebuild` to write without telling the API.
// The request is sent once the change has committed: the build must read the saved content, and
// a transaction must never stay open (holding a database connection) while an HTTP call waits.

import {
  CMS_COLLECTIONS,
  type CmsGlobalSlug,
  type ContentChange,
  globalChangedReason,
  isLiveCollection,
} from '@poolscape/shared/content';
import type { ContentChangeNotice } from '@poolscape/shared/content-changes';
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload';
import { afterCommit } from '../database/transactions.ts';
import { env } from '../env.ts';

/** Sends the notice to the API beside this CMS (the path is from when every change rebuilt the site). */
async function tellApi(req: PayloadRequest, notice: ContentChangeNotice): Promise<void> {
  const { API_INTERNAL_URL: api, INTERNAL_TOKEN: token } = env;
  if (req.context.skipRebuild || !api || !token) return;
  const { logger } = req.payload;
  await afterCommit(req, async () => {
    try {
      const response = await fetch(`${api}/api/internal/site/rebuild`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': token },
        body: JSON.stringify(notice),
        // A layout change is answered at once; a content change once the pages show it.
        signal: AbortSignal.timeout(notice.change === undefined ? 5_000 : 30_000),
      });
      if (!response.ok) logger.warn(`the API answered ${response.status} to a content change`);
    } catch (error) {
      // The document is saved either way; the next publish or restart rebuilds the site.
      logger.warn(`could not tell the API of a content change: ${(error as Error).message}`);
    }
  });
}

const isAutosave = (req: PayloadRequest): boolean => {
  const flag = (req.query as Record<string, unknown> | undefined)?.autosave;
  return flag === 'true' || flag === true;
};

type Versioned = { _status?: 'draft' | 'published' | null };

/**
 * After a save a visitor could see. A live collection's pages read the document again after any
 * save: a draft saved over published content reads back what was there, one cheap read, while
 * telling it from an unpublish would need the published state before the save, which Payload does
 * not give (`previousDoc` is the latest version: a draft when the document has unpublished
 * changes, so unpublishing such a post looks like a draft following a draft). Anything else
 * rebuilds only after a publish, an edit of published content or an unpublish.
 */
export const tellApiAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  req,
  collection,
}) => {
  // An autosave (drafts saved as the editor types, for the live preview) never changes what a
  // visitor sees: it only ever writes a draft version.
  if (isAutosave(req)) return doc;
  const now = (doc as Versioned)._status;
  const before = (previousDoc as Versioned | undefined)?._status;
  const versioned = Boolean(collection.versions?.drafts);
  const live = isLiveCollection(collection.slug);
  if (live || !versioned || now === 'published' || before === 'published') {
    const what = !versioned ? 'saved' : now === 'published' ? 'published' : 'saved as a draft';
    await tellApi(req, { reason: `${collection.slug} ${what}`, change: changeOf(collection.slug, doc) });
  }
  return doc;
};

export const tellApiAfterDelete: CollectionAfterDeleteHook = async ({ req, collection, doc }) => {
  await tellApi(req, { reason: `${collection.slug} deleted`, change: changeOf(collection.slug, doc) });
};

/** What the API's pages read again instead of a rebuild: the post, or the collection; else undefined. */
function changeOf(collection: string, doc: unknown): ContentChange | undefined {
  if (!isLiveCollection(collection)) return undefined;
  if (collection === CMS_COLLECTIONS.posts)
    return { collection, id: String((doc as { id: string | number }).id) };
  return { collection };
}

/** Site-wide settings show on every page (and feed the assistant): any saved change rebuilds. */
export const tellApiAfterGlobalChange: GlobalAfterChangeHook = async ({ doc, req, global }) => {
  // A draft (saved as the editor types) is seen only in their preview: the site is not rebuilt.
  if (doc?._status === 'draft') return doc;
  await tellApi(req, { reason: globalChangedReason(global.slug as CmsGlobalSlug) });
  return doc;
};
