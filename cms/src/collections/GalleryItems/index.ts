import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { POOL_STYLES } from '@poolscape/shared/designs';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { orderField } from '../../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';

/** Curated designs for `/gallery`, `/gallery-preview` and the gallery hostnames. */
export const GalleryItems: CollectionConfig = {
  slug: CMS_COLLECTIONS.galleryItems,
  labels: { singular: 'Gallery design', plural: 'Gallery designs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'style', 'featured', '_status'],
    group: 'Marketing',
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: { drafts: { autosave: false, schedulePublish: true }, maxPerDoc: 20 },
  defaultSort: 'order',
  hooks: { afterChange: [tellApiAfterChange], afterDelete: [tellApiAfterDelete] },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 100 },
    {
      name: 'style',
      type: 'select',
      required: true,
      options: POOL_STYLES.map((value) => ({ value, label: value[0]?.toUpperCase() + value.slice(1) })),
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'image',
      type: 'upload',
      relationTo: CMS_COLLECTIONS.media,
      required: true,
      label: 'Design (after)',
    },
    { name: 'beforeImage', type: 'upload', relationTo: CMS_COLLECTIONS.media, label: 'Backyard (before)' },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', description: 'Shown on /gallery-preview and the landing page.' },
    },
    orderField,
  ],
};
