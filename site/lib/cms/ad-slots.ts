// The ad slots that are switched on, one entry per placement (the CMS keeps one slot per place).
// Slots that are off never reach the build, so a page without a slot that is on is built exactly
// as it would be with no slots at all.
import { AD_PLACEMENTS, CmsAdSlotSchema } from '@poolscape/shared/ad-slots';
import { CMS_COLLECTIONS, cmsListSchema } from '@poolscape/shared/content';
import { z } from 'zod';
import { cmsGet } from './fetch.ts';

export const AdSlotSchema = z.object({
  placement: z.enum(AD_PLACEMENTS),
  publisherId: z.string(),
  slotId: z.string(),
});
export type AdSlot = z.infer<typeof AdSlotSchema>;

export async function loadAdSlots(): Promise<(AdSlot & { id: string })[]> {
  const query = new URLSearchParams({ 'where[enabled][equals]': 'true', limit: '100', depth: '0' });
  const body = await cmsGet(`${CMS_COLLECTIONS.adSlots}?${query}`, cmsListSchema(CmsAdSlotSchema), {
    what: 'the ad slots',
  });
  return body.docs
    .filter((slot) => slot.enabled === true)
    .map(({ placement, publisherId, slotId }) => ({ id: placement, placement, publisherId, slotId }));
}
