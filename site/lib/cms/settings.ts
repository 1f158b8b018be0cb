// The CMS's globals that every page or the build reads: the site settings, the landing page's demo
// video and the assistant's settings. Each is a content collection of one entry, keyed by the
// global's slug.
import { DEFAULT_SUPPORT_EMAIL } from '@poolscape/shared/chat';
import {
  CMS_GLOBALS,
  CmsAiAssistantSchema,
  CmsLandingVideoSchema,
  type CmsSiteSettings,
  CmsSiteSettingsSchema,
  LandingVideoSchema,
  toLandingVideo,
} from '@poolscape/shared/content';
import { z } from 'zod';
import { cmsGet } from './fetch.ts';
import { siteImage } from './media.ts';

/** Site-wide settings: brand, contact, social links, verification, share image. */
export const SiteSettingsSchema = z.object({
  brandName: z.string(),
  tagline: z.string(),
  contactEmail: z.string(),
  social: z.object({
    facebook: z.string().nullable(),
    instagram: z.string().nullable(),
    youtube: z.string().nullable(),
  }),
  siteVerification: z.string().nullable(),
  /** Same-origin path of the default 1200x630 share image. */
  shareImage: z.string(),
  galleryHostnames: z.array(z.string()),
});
export type SiteSettings = z.infer<typeof SiteSettingsSchema>;

/** The site settings as pages read them, from the CMS's global (published, or a draft previewed). */
export function siteSettingsFromCms(settings: CmsSiteSettings): SiteSettings {
  return {
    brandName: settings.brandName || 'Poolscape',
    tagline: settings.tagline || '',
    contactEmail: settings.contactEmail || DEFAULT_SUPPORT_EMAIL,
    social: {
      facebook: settings.social?.facebook || null,
      instagram: settings.social?.instagram || null,
      youtube: settings.social?.youtube || null,
    },
    siteVerification: settings.siteVerification || null,
    shareImage: siteImage(settings.defaultShareImage, 'og')?.og || '/og-image.jpg',
    galleryHostnames: (settings.galleryHostnames ?? []).flatMap((entry) =>
      entry.hostname ? [entry.hostname.toLowerCase()] : [],
    ),
  };
}

export async function loadSiteSettings(): Promise<(SiteSettings & { id: string })[]> {
  const settings = await cmsGet(`globals/${CMS_GLOBALS.siteSettings}?depth=1`, CmsSiteSettingsSchema);
  return [{ id: CMS_GLOBALS.siteSettings, ...siteSettingsFromCms(settings) }];
}

/** The landing page's demo video, YouTube links already turned into embeds; null when unset. */
export const LandingVideoEntrySchema = z.object({ video: LandingVideoSchema.nullable() });

export async function loadLandingVideo(): Promise<
  (z.infer<typeof LandingVideoEntrySchema> & { id: string })[]
> {
  const video = await cmsGet(`globals/${CMS_GLOBALS.landingVideo}?depth=0`, CmsLandingVideoSchema);
  return [{ id: CMS_GLOBALS.landingVideo, video: toLandingVideo(video) }];
}

/** The assistant's launcher on every page: on or off, its greeting and the support e-mail. */
export const AssistantSettingsSchema = z.object({
  supportEmail: z.string(),
  enabled: z.boolean(),
  /** Empty when editors left the default greeting. */
  greeting: z.string(),
});
export type AssistantSettings = z.infer<typeof AssistantSettingsSchema>;

/** Read with the API's internal token: the CMS shows this global only to editors and the API. */
export async function loadAssistantSettings(): Promise<(AssistantSettings & { id: string })[]> {
  const settings = await cmsGet(`globals/${CMS_GLOBALS.aiAssistant}?depth=0`, CmsAiAssistantSchema, {
    what: 'the assistant settings',
    headers: { 'x-internal-token': process.env.INTERNAL_TOKEN ?? '' },
  });
  return [
    {
      id: CMS_GLOBALS.aiAssistant,
      supportEmail: settings.supportEmail ?? DEFAULT_SUPPORT_EMAIL,
      enabled: settings.enabled ?? true,
      greeting: settings.greeting ?? '',
    },
  ];
}
