// The site build and the API read the CMS through the REST shapes in shared/src/content.ts. This
// file holds those shapes against Payload's generated types (src/payload-types.ts), so renaming or
// retyping a field that a reader relies on fails the typecheck here, not a site build later.
import type { CmsAdSlotSchema } from '@poolscape/shared/ad-slots';
import type {
  CmsAiAssistantSchema,
  CmsAnnouncementSchema,
  CmsBannerSchema,
  CmsCreditPackSchema,
  CmsGalleryItemSchema,
  CmsLandingVideoSchema,
  CmsPageSchema,
  CmsPlanSchema,
  CmsPostSchema,
  CmsSiteSettingsSchema,
  CmsTestimonialSchema,
  CmsTutorialSchema,
} from '@poolscape/shared/content';
import type { z } from 'zod';
import type {
  AdSlot,
  AiAssistant,
  Announcement,
  Banner,
  CreditPack,
  GalleryItem,
  LandingVideo,
  Page,
  Plan,
  Post,
  SiteSetting,
  Testimonial,
  Tutorial,
} from './payload-types.ts';

/** True when every document the CMS can send is accepted by the reader's schema. */
type Accepts<Schema extends z.ZodType, Doc> = [Doc] extends [z.input<Schema>] ? true : false;
type Holds<T extends true> = T;

/** Slugs are filled from the title before a document is saved, so a stored one always has its slug. */
type Saved<Doc extends { slug?: string | null }> = Doc & { slug: string };

export type ContentContract = [
  Holds<Accepts<typeof CmsPostSchema, Saved<Post>>>,
  Holds<Accepts<typeof CmsTutorialSchema, Saved<Tutorial>>>,
  Holds<Accepts<typeof CmsPageSchema, Page>>,
  Holds<Accepts<typeof CmsTestimonialSchema, Testimonial>>,
  Holds<Accepts<typeof CmsPlanSchema, Plan>>,
  Holds<Accepts<typeof CmsCreditPackSchema, CreditPack>>,
  Holds<Accepts<typeof CmsGalleryItemSchema, GalleryItem>>,
  Holds<Accepts<typeof CmsBannerSchema, Banner>>,
  Holds<Accepts<typeof CmsAnnouncementSchema, Announcement>>,
  Holds<Accepts<typeof CmsSiteSettingsSchema, SiteSetting>>,
  Holds<Accepts<typeof CmsLandingVideoSchema, LandingVideo>>,
  Holds<Accepts<typeof CmsAiAssistantSchema, AiAssistant>>,
  Holds<Accepts<typeof CmsAdSlotSchema, AdSlot>>,
];
