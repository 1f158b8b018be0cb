import type { CollectionConfig, Field } from 'payload';
import { admins, adminsField, editors, publishedOrEditors } from '../access/index.ts';
import { orderField } from '../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../hooks/content-changes.ts';

/** Fields that are money or say what is sold: admins set them; editors only read them. */
const MONEY_FIELDS = new Set(['price', 'key']);

/** `field` with writes left to admins when it is one of {@link MONEY_FIELDS}. */
function guarded(field: Field): Field {
  if (!('name' in field) || !MONEY_FIELDS.has(field.name)) return field;
  const access = 'access' in field ? field.access : undefined;
  return { ...field, access: { ...access, create: adminsField, update: adminsField } } as Field;
}

/**
 * A collection of cards that sell something (plans, image packs): editors write their words,
 * admins alone set what they sell and for how much, and add or remove a card (editors are refused
 * money, as in the app's admin area). Visitors read the published ones in the editors' order, and
 * every change shows on the site at once.
 */
export function pricingCards(slug: CollectionConfig['slug'], fields: Field[]): CollectionConfig {
  return {
    slug,
    admin: { useAsTitle: 'name', defaultColumns: ['name', 'price', 'badge', '_status'], group: 'Marketing' },
    access: { read: publishedOrEditors, create: admins, update: editors, delete: admins },
    versions: { drafts: { autosave: false }, maxPerDoc: 20 },
    defaultSort: 'order',
    hooks: { afterChange: [tellApiAfterChange], afterDelete: [tellApiAfterDelete] },
    fields: [...fields.map(guarded), orderField],
  };
}
