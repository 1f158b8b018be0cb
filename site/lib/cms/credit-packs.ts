// How the image packs read where they are sold, and what each costs. The images a pack adds come
// from shared/src/billing.ts, never from these words.
import { CMS_COLLECTIONS, CmsCreditPackSchema, PublicCreditPackSchema } from '@poolscape/shared/content';
import type { z } from 'zod';
import { fetchPublished } from './fetch.ts';

export const CreditPackSchema = PublicCreditPackSchema.extend({ key: CmsCreditPackSchema.shape.key });
export type CreditPack = z.infer<typeof CreditPackSchema>;

/** Published pack cards in the editors' order (smallest pack first as seeded), keyed by pack. */
export async function loadCreditPacks(): Promise<(CreditPack & { id: string })[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.creditPacks, CmsCreditPackSchema, { sort: 'order' });
  return docs.map((doc) => ({
    id: doc.key,
    key: doc.key,
    name: doc.name,
    price: doc.price,
    badge: doc.badge || null,
  }));
}
