// A draft shown through the site's own pages: the API renders the page a draft belongs on with the
// draft in `Astro.locals.preview` (an editor's live preview, or a share link), and the page shows it
// in place of the published version. Nothing here is kept: the next page reads published content.
import {
  CmsLandingVideoSchema,
  CmsPageSchema,
  CmsPostSchema,
  CmsSiteSettingsSchema,
  CmsTutorialSchema,
  type LandingVideo,
  toLandingVideo,
} from '@poolscape/shared/content';
import type { PreviewDraft } from '@poolscape/shared/content-previews';
import { type Page, pageFromCms } from './pages.ts';
import { type PostEntry, postFromCms } from './posts.ts';
import { type SiteSettings, siteSettingsFromCms } from './settings.ts';
import { type Tutorial, tutorialFromCms } from './tutorials.ts';

export interface SitePreview extends PreviewDraft {
  /** Beside the CMS form (it reloads on each save), or opened from a share link (until `expiresAt`). */
  mode: 'live' | 'shared';
  expiresAt: string | null;
}

/** The draft post being previewed, if the page is a preview of one. */
export function previewedPost(locals: App.Locals): PostEntry | null {
  const preview = locals.preview;
  return preview?.collection === 'posts' ? postFromCms(CmsPostSchema.parse(preview.doc)) : null;
}

/** The published standing page at `slug`, or the draft of it being previewed. */
export function previewedPage(locals: App.Locals, slug: string): Page | null {
  const preview = locals.preview;
  if (preview?.collection !== 'pages') return null;
  const page = pageFromCms(CmsPageSchema.parse(preview.doc));
  return page.slug === slug ? page : null;
}

/**
 * The published tutorials with the one being previewed in its place (found by its CMS id, as the
 * draft may change its slug), or last when it was never published.
 */
export function withPreviewedTutorial<T extends Tutorial & { id: string }>(
  locals: App.Locals,
  tutorials: readonly T[],
): (T | (Tutorial & { id: string }))[] {
  const preview = locals.preview;
  if (preview?.collection !== 'tutorials') return [...tutorials];
  const draft = tutorialFromCms(CmsTutorialSchema.parse(preview.doc));
  const at = tutorials.findIndex((tutorial) => tutorial.cmsId === draft.cmsId);
  if (at < 0) return [...tutorials.filter((tutorial) => tutorial.id !== draft.id), draft];
  return tutorials.map((tutorial, index) => (index === at ? draft : tutorial));
}

/** The draft of the site settings being previewed (on the landing page), if any. */
export function previewedSiteSettings(locals: App.Locals): SiteSettings | null {
  const preview = locals.preview;
  return preview?.collection === 'site-settings'
    ? siteSettingsFromCms(CmsSiteSettingsSchema.parse(preview.doc))
    : null;
}

/**
 * The draft of the landing page's demo video being previewed: the video, or null for none set;
 * undefined when the page is not its preview.
 */
export function previewedLandingVideo(locals: App.Locals): LandingVideo | null | undefined {
  const preview = locals.preview;
  if (preview?.collection !== 'landing-video') return undefined;
  return toLandingVideo(CmsLandingVideoSchema.parse(preview.doc));
}
