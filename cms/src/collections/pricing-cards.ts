import type { CollectionConfig, Field } from 'payload';
import { editors, publishedOrEditors } from '../access/index.ts';
import { orderField } from '../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../hooks/content-changes.ts';

/**
 * A collection of cards that sell something (plans, image packs): editors write and price them,
 * visitors read the published ones in the editors' order, and every change shows on the site at once.
 */
export function pricingCards(slug: CollectionConfig['slug'], fields: Field[]): CollectionConfig {
  return {
    slug,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'price', 'badge', '_status'], group: 'Marketing' },
    access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
    versions: { drafts: { autosave: false }, maxPerDoc: 20 },
    defaultSort: 'order',
    hooks: { afterChange: [tellApiAfterChange], afterDelete: [tellApiAfterDelete] },
    fields: [...fields, orderField],
  };
}
