import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';
import { fillSlug } from '../../hooks/fill-slug.ts';

/** Product news for signed-in users: the dashboard lists the latest ones. */
export const Announcements: CollectionConfig = {
  slug: CMS_COLLECTIONS.announcements,
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'publishedAt', '_status'], group: 'Marketing' },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 20 },
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [fillSlug],
    afterChange: [tellApiAfterChange],
    afterDelete: [tellApiAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'body', type: 'textarea', required: true, maxLength: 600 },
    { name: 'linkLabel', type: 'text', maxLength: 40 },
    {
      name: 'linkUrl',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value ||
        /^\/(?!\/)\S*$/.test(value) ||
        /^https:\/\/\S+$/.test(value) ||
        'Give a path starting with / or an https:// address.',
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
};
