import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';

/** Short notices across the top of the signed-in dashboard, shown between two dates. */
export const Banners: CollectionConfig = {
  slug: CMS_COLLECTIONS.banners,
  admin: {
    useAsTitle: 'message',
    defaultColumns: ['message', 'tone', 'startsAt', 'endsAt', '_status'],
    group: 'Marketing',
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 20 },
  defaultSort: '-startsAt',
  hooks: { afterChange: [tellApiAfterChange], afterDelete: [tellApiAfterDelete] },
  fields: [
    { name: 'message', type: 'text', required: true, maxLength: 160 },
    {
      name: 'tone',
      type: 'select',
      required: true,
      defaultValue: 'info',
      options: [
        { value: 'info', label: 'Information' },
        { value: 'success', label: 'Good news' },
        { value: 'warning', label: 'Warning' },
      ],
    },
    { name: 'linkLabel', type: 'text', maxLength: 40 },
    {
      name: 'linkUrl',
      type: 'text',
      admin: { description: 'A path on this site such as /tutorials, or an https:// address.' },
      validate: (value: string | null | undefined) =>
        !value ||
        /^\/(?!\/)\S*$/.test(value) ||
        /^https:\/\/\S+$/.test(value) ||
        'Give a path starting with / or an https:// address.',
    },
    { name: 'startsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'endsAt',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayAndTime' }, description: 'Empty: until unpublished.' },
    },
  ],
};
