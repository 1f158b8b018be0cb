// Content collections: what every page shows and only a site build changes, the layout's site
// settings, the demo video, the assistant's settings and the ad slots, loaded once per build by
// these loaders (site/lib/cms/) and checked against the shapes the pages read. Pages take them with
// `getEntry` or the getters of site/lib/cms/entries.ts. The content editors publish every day is
// not among them: posts (site/lib/cms/live-posts.ts) and the other collections
// (site/lib/cms/live-content.ts) are read by the pages rendered on demand, with no build.

import { defineCollection } from 'astro:content';
import { AdSlotSchema, loadAdSlots } from './lib/cms/ad-slots.ts';
import {
  AssistantSettingsSchema,
  LandingVideoEntrySchema,
  loadAssistantSettings,
  loadLandingVideo,
  loadSiteSettings,
  SiteSettingsSchema,
} from './lib/cms/settings.ts';

export const collections = {
  adSlots: defineCollection({ loader: loadAdSlots, schema: AdSlotSchema }),
  siteSettings: defineCollection({ loader: loadSiteSettings, schema: SiteSettingsSchema }),
  landingVideo: defineCollection({ loader: loadLandingVideo, schema: LandingVideoEntrySchema }),
  assistantSettings: defineCollection({ loader: loadAssistantSettings, schema: AssistantSettingsSchema }),
};
