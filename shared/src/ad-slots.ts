// Ad slots: where on the public site an ad may show, the ad network's ids and the rules they follow,
// defined once for the CMS (its validation), the admin screen (the same checks before saving), the
// site build (which slots to render) and the API (which pages' policy allows the ad network).
import { z } from 'zod';

export * from './ad-network.ts';

/**
 * Where a slot can show. Public pages only: the signed-in app never shows ads, so none of its
 * screens is a placement.
 */
export const AD_PLACEMENTS = ['blog-between-posts', 'blog-post-sidebar', 'blog-post-end'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

/** What the admin screen and the CMS call each placement, and the page it shows on. */
export const AD_PLACEMENT_INFO: Record<AdPlacement, { label: string; page: string }> = {
  'blog-between-posts': { label: 'Between posts on the blog', page: '/blog' },
  'blog-post-sidebar': { label: 'Blog post sidebar', page: '/blog/{post}' },
  'blog-post-end': { label: 'End of a blog post', page: '/blog/{post}' },
};

export const AD_SLOT_MESSAGES = {
  placement: 'Choose where the slot shows.',
  publisherId:
    'The publisher id is "ca-pub-" and the 16 digits of your AdSense account, for example ca-pub-1234567890123456.',
  slotId: 'The slot id is the number AdSense gives the ad unit, digits only (for example 1234567890).',
  placementTaken: 'That place already has a slot. Edit the slot that is there instead.',
} as const;

/** AdSense's publisher id: `ca-pub-` and 16 digits. */
export const PUBLISHER_ID_PATTERN = /^ca-pub-\d{16}$/;
/** AdSense's ad unit id (`data-ad-slot`): digits. */
export const SLOT_ID_PATTERN = /^\d{1,20}$/;

/** A slot as the admin screen saves it through the CMS's REST API. */
export const AdSlotInputSchema = z.object({
  placement: z.enum(AD_PLACEMENTS, { error: AD_SLOT_MESSAGES.placement }),
  publisherId: z
    .string({ error: AD_SLOT_MESSAGES.publisherId })
    .trim()
    .regex(PUBLISHER_ID_PATTERN, { error: AD_SLOT_MESSAGES.publisherId }),
  slotId: z
    .string({ error: AD_SLOT_MESSAGES.slotId })
    .trim()
    .regex(SLOT_ID_PATTERN, { error: AD_SLOT_MESSAGES.slotId }),
  enabled: z.boolean(),
});
export type AdSlotInput = z.infer<typeof AdSlotInputSchema>;

/** The CMS's plain-word answer for a field, or true: what its `validate` functions return. */
export function checkAdSlotField(field: 'publisherId' | 'slotId', value: unknown): true | string {
  const result = AdSlotInputSchema.shape[field].safeParse(value);
  return result.success ? true : AD_SLOT_MESSAGES[field];
}

/** A slot as the CMS's REST API gives it. */
export const CmsAdSlotSchema = z.object({
  id: z.union([z.number(), z.string()]),
  placement: z.enum(AD_PLACEMENTS),
  publisherId: z.string(),
  slotId: z.string(),
  enabled: z.boolean().nullish(),
  updatedAt: z.string(),
});
export type CmsAdSlot = z.infer<typeof CmsAdSlotSchema>;

/**
 * Written by every site build (`/data/ad-pages.json`): the built pages, as files of the build
 * (`blog/index.html`), that show a slot. The API widens the policy of exactly these pages.
 */
export const AdPagesSchema = z.object({ network: z.literal('adsense'), pages: z.array(z.string()) });
export type AdPages = z.infer<typeof AdPagesSchema>;
export const AD_PAGES_PATH = 'data/ad-pages.json';
