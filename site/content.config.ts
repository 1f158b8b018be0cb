// Content collections: everything the public pages show comes from the CMS's published content,
// loaded once per build by these loaders (site/lib/cms/) and checked against the shapes the pages
// read. Pages take it with `getCollection`, `getEntry` or the getters of site/lib/cms/entries.ts.

import { defineCollection } from 'astro:content';
import { AnnouncementSchema, BannerSchema } from '@poolscape/shared/content';
import { loadAnnouncements, loadBanners } from './lib/cms/announcements.ts';
import { GalleryItemSchema, loadGalleryItems } from './lib/cms/gallery.ts';
import { loadPages, PageSchema } from './lib/cms/pages.ts';
import { loadPlans, PlanSchema } from './lib/cms/plans.ts';
import { loadPosts, PostSchema } from './lib/cms/posts.ts';
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
  posts: defineCollection({ loader: loadPosts, schema: PostSchema }),
  tutorials: defineCollection({ loader: loadTutorials, schema: TutorialSchema }),
  pages: defineCollection({ loader: loadPages, schema: PageSchema }),
  testimonials: defineCollection({ loader: loadTestimonials, schema: TestimonialSchema }),
  plans: defineCollection({ loader: loadPlans, schema: PlanSchema }),
  galleryItems: defineCollection({ loader: loadGalleryItems, schema: GalleryItemSchema }),
  banners: defineCollection({ loader: loadBanners, schema: BannerSchema }),
  announcements: defineCollection({ loader: loadAnnouncements, schema: AnnouncementSchema }),
  siteSettings: defineCollection({ loader: loadSiteSettings, schema: SiteSettingsSchema }),
  landingVideo: defineCollection({ loader: loadLandingVideo, schema: LandingVideoEntrySchema }),
  assistantSettings: defineCollection({ loader: loadAssistantSettings, schema: AssistantSettingsSchema }),
};
