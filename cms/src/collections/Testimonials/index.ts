import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { orderField } from '../../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';

/** What customers say: the landing page's carousel shows the published ones in order. */
export const Testimonials: CollectionConfig = {
  slug: CMS_COLLECTIONS.testimonials,
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'role', '_status', 'order'], group: 'Marketing' },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: { afterChange: [tellApiAfterChange], afterDelete: [tellApiAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    {
      name: 'role',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'e.g. Pool contractor, Austin TX' },
    },
    { name: 'content', type: 'textarea', required: true, maxLength: 600 },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
    orderField,
  ],
};
