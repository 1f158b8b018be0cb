// What pages read of the CMS besides whole lists: the one entry of each CMS global (from the
// build's content collections, site/content.config.ts) and a standing page by its slug (live).
import { type CollectionKey, getEntry } from 'astro:content';
import { CMS_COLLECTIONS, CMS_GLOBALS, type LandingVideo } from '@poolscape/shared/content';
import { liveContent } from './live-content.ts';
import type { Page } from './pages.ts';
import { previewedPage, previewedSiteSettings } from './previews.ts';
import type { AssistantSettings, SiteSettings } from './settings.ts';

/** The data of a collection's entry that the loaders always write. */
async function requireEntry<T>(collection: CollectionKey, id: string): Promise<T> {
  const entry = await getEntry(collection, id);
  if (!entry) throw new Error(`the content collection "${collection}" has no entry "${id}"`);
  return entry.data as T;
}

/** The published site settings; their draft instead when the page is its preview (`locals`). */
export async function getSiteSettings(locals?: App.Locals): Promise<SiteSettings> {
  return (
    (locals && previewedSiteSettings(locals)) ??
    requireEntry<SiteSettings>('siteSettings', CMS_GLOBALS.siteSettings)
  );
}

export function getAssistantSettings(): Promise<AssistantSettings> {
  return requireEntry('assistantSettings', CMS_GLOBALS.aiAssistant);
}

/** The landing page's demo video, or null when editors set none. */
export async function getLandingVideo(): Promise<LandingVideo | null> {
  const entry = await requireEntry<{ video: LandingVideo | null }>('landingVideo', CMS_GLOBALS.landingVideo);
  return entry.video;
}

/**
 * The published standing page at `/{slug}`, or undefined (its address is then not found); a draft
 * of it instead when the page is its preview (`locals`).
 */
export async function getPage(slug: string, locals?: App.Locals): Promise<Page | undefined> {
  const draft = locals ? previewedPage(locals, slug) : null;
  if (draft) return draft;
  return (await liveContent.entries(CMS_COLLECTIONS.pages)).find((page) => page.id === slug);
}
