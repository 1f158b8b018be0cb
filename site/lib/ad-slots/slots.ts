// The ad slot a page shows at a placement: the one switched on there, or null (then the page is
// built exactly as it is without ads).
import { type CollectionKey, getEntry } from 'astro:content';
import type { AdPlacement } from '@poolscape/shared/ad-slots';
import { type AdSlot, AdSlotSchema } from '../cms/ad-slots.ts';

/**
 * The collection of site/content.config.ts, named loosely: the type checker may run before Astro
 * writes its types.
 */
const AD_SLOTS = 'adSlots' as CollectionKey;

export async function adSlotAt(placement: AdPlacement): Promise<AdSlot | null> {
  const entry = await getEntry(AD_SLOTS, placement);
  return entry ? AdSlotSchema.parse(entry.data) : null;
}
