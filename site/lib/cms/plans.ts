// How the plans read on the landing page's pricing section and `/subscribe`. What each plan
// allows comes from shared/src/plans.ts, never from these words.
import { CMS_COLLECTIONS, CmsPlanSchema, PublicPlanSchema } from '@poolscape/shared/content';
import type { z } from 'zod';
import { fetchPublished } from './fetch.ts';

export const PlanSchema = PublicPlanSchema.extend({ key: CmsPlanSchema.shape.key });
export type Plan = z.infer<typeof PlanSchema>;

/** Published plan cards in the editors' order (Free, Pro, Premium as seeded), keyed by plan. */
export async function loadPlans(): Promise<(Plan & { id: string })[]> {
  const docs = await fetchPublished(CMS_COLLECTIONS.plans, CmsPlanSchema, { sort: 'order' });
  return docs.map((doc) => ({
    id: doc.key,
    key: doc.key,
    name: doc.name,
    price: doc.price,
    badge: doc.badge || null,
    summary: doc.summary,
    features: (doc.features ?? []).map((entry) => entry.feature),
  }));
}
