import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { pricingCards } from '../pricing-cards.ts';

/**
 * How the plans read on the pricing section and `/subscribe`. The limits the API enforces come
 * from the code (shared/src/plans.ts), keyed by `key`, so a wording change never changes a limit.
 */
export const Plans: CollectionConfig = pricingCards(CMS_COLLECTIONS.plans, [
  {
    name: 'key',
    type: 'select',
    required: true,
    unique: true,
    options: [
      { value: 'free', label: 'Free' },
      { value: 'pro', label: 'Pro' },
      { value: 'premium', label: 'Premium' },
    ],
    admin: { description: 'Which plan of the product this card describes.' },
  },
  { name: 'name', type: 'text', required: true, maxLength: 40 },
  {
    name: 'price',
    type: 'number',
    required: true,
    min: 0,
    admin: { description: 'US dollars per month.' },
  },
  {
    name: 'badge',
    type: 'text',
    maxLength: 30,
    admin: { description: 'e.g. Most Popular, Best Value. Empty for none.' },
  },
  { name: 'summary', type: 'text', required: true, maxLength: 120 },
  {
    name: 'features',
    type: 'array',
    minRows: 1,
    fields: [{ name: 'feature', type: 'text', required: true, maxLength: 80 }],
  },
]);
