// The three subscribers to content changes (content-changes.ts), each saying what a change does to
// its part of the product.
import { CMS_GLOBALS, globalChangedReason } from '@poolscape/shared/content';
import type { Assistant } from '../assistant/assistant.ts';
import type { SiteBuilds } from '../site-builds/site-builds.ts';
import type { ContentChangeSubscriber } from './content-changes.ts';

/** What the page renderer and the site build need of the site builder. */
export type SiteBuilder = Pick<SiteBuilds, 'contentChanged' | 'requestRebuild'> & { shared?: boolean };

/**
 * A post or a collection the site renders on demand: the current build's pages read it again (and
 * the build under way, if any, before it goes live). Resolves once it shows: the CMS waits for it.
 */
export function pageRendererSubscriber(builds: SiteBuilder): ContentChangeSubscriber {
  return {
    async changed({ change }) {
      if (change) await builds.contentChanged(change);
    },
  };
}

/**
 * Something every page shows (the layout's settings, the ad slots): a full site build, debounced.
 * When the API processes share their builds, only the process whose CMS told the change builds; the
 * others adopt that build when it is live.
 */
export function siteBuildSubscriber(builds: SiteBuilder): ContentChangeSubscriber {
  return {
    changed({ change, reason, toldBy }) {
      if (change || (builds.shared && toldBy === 'another-process')) return;
      builds.requestRebuild(toldBy === 'this-process' ? reason : `${reason} (another process)`);
    },
  };
}

/**
 * A post changed, told here or on another process: the assistant reads that post again, after the
 * pages. Its own settings changed, told here: it reads them from the CMS at once, not only after
 * the site build (or if that build fails); every other process reads them after its own build.
 * Neither is waited for.
 */
export function assistantSubscriber(assistant: Assistant): ContentChangeSubscriber {
  return {
    changed({ change, reason, toldBy }) {
      if (change) {
        if ('id' in change) void assistant.postChanged(change.id);
      } else if (toldBy === 'this-process' && reason === globalChangedReason(CMS_GLOBALS.aiAssistant))
        void assistant.reindex();
    },
  };
}
