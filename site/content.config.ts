// Content collections: everything the public pages show comes from the CMS's published content,
// loaded once per build by these loaders (site/lib/cms/) and checked against the shapes the pages
// read. Pages take it with `getCollection`, `getEntry` or the getters of site/lib/cms/entries.ts.
// Posts are not among them: their pages are rendered on demand (site/lib/cms/live-posts.ts).

import { defineCollection } from 'astro:content';
import { AnnouncementSchema, BannerSchema } from '@poolscape/shared/content';
import { AdSlotSchema, loadAdSlots } from './lib/cms/ad-slots.ts';
import { loadAnnouncements, loadBanners } from './lib/cms/announcements.ts';
import { CreditPackSchema, loadCreditPacks } from './lib/cms/credit-packs.ts';
import { GalleryItemSchema, loadGalleryItems } from './lib/cms/gallery.ts';
import { numbered, PositionSchema } from './lib/cms/loader-order.ts';
import { loadPages, PageSchema } from './lib/cms/pages.ts';
import { loadPlans, PlanSchema } from './lib/cms/plans.ts';
import {
  AssistantSettingsSchema,
  LandingVideoEntrySchema,
  loadAssistantSettings,
  loadLandingVideo,
  loadSiteSettings,
  SiteSettingsSchema,
} from './lib/cms/settings.ts';
import { loadTestimonials, TestimonialSchema } from './lib/cms/testimonials.ts';
import { loadTutorials, TutorialSchema } from './lib/cms/tutorials.ts';

export const collections = {
  tutorials: defineCollection({
    loader: numbered(loadTutorials),
    schema: TutorialSchema.extend(PositionSchema.shape),
  }),
  pages: defineCollection({ loader: loadPages, schema: PageSchema }),
  testimonials: defineCollection({
    loader: numbered(loadTestimonials),
    schema: TestimonialSchema.extend(PositionSchema.shape),
  }),
  plans: defineCollection({ loader: numbered(loadPlans), schema: PlanSchema.extend(PositionSchema.shape) }),
  creditPacks: defineCollection({
    loader: numbered(loadCreditPacks),
    schema: CreditPackSchema.extend(PositionSchema.shape),
  }),
  galleryItems: defineCollection({
    loader: numbered(loadGalleryItems),
    schema: GalleryItemSchema.extend(PositionSchema.shape),
  }),
  banners: defineCollection({
    loader: numbered(loadBanners),
    schema: BannerSchema.extend(PositionSchema.shape),
  }),
  announcements: defineCollection({
    loader: numbered(loadAnnouncements),
    schema: AnnouncementSchema.extend(PositionSchema.shape),
  }),
  adSlots: defineCollection({ loader: loadAdSlots, schema: AdSlotSchema }),
  siteSettings: defineCollection({ loader: loadSiteSettings, schema: SiteSettingsSchema }),
  landingVideo: defineCollection({ loader: loadLandingVideo, schema: LandingVideoEntrySchema }),
  assistantSettings: defineCollection({ loader: loadAssistantSettings, schema: AssistantSettingsSchema }),
};
