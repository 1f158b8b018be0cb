import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { pricingCards } from '../pricing-cards.ts';

/**
 * How the image packs read where they are sold, and what each costs. The images a pack adds come
 * from the code (shared/src/billing.ts), keyed by `key`, so a wording change never changes a pack.
 */
export const CreditPacks: CollectionConfig = pricingCards(CMS_COLLECTIONS.creditPacks, [
  {
    name: 'key',
    type: 'select',
    required: true,
    unique: true,
    options: [
      { value: 'credits_25', label: '25 images' },
      { value: 'credits_100', label: '100 images' },
      { value: 'credits_250', label: '250 images' },
    ],
    admin: {
      description: 'Which pack of the product this card sells. The images a pack adds come from the code.',
    },
  },
  { name: 'name', type: 'text', required: true, maxLength: 40 },
  {
    name: 'price',
    type: 'number',
    required: true,
    min: 0.5,
    admin: { description: 'US dollars, charged as shown.' },
  },
  {
    name: 'badge',
    type: 'text',
    maxLength: 30,
    admin: { description: 'e.g. Popular, Best value. Empty for none.' },
  },
]);
