import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { draftPreview, previewedDrafts, sharePreviewField } from '../../fields/preview.ts';
import { slugField } from '../../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';
import { fillSlug } from '../../hooks/fill-slug.ts';
import { contentToHtml } from '../Posts/hooks/content-to-html.ts';

/**
 * The site's standing pages: about, privacy, terms, support, ai-pool-design and wordpress, each
 * shown at `/{slug}` by its own page template.
 */
export const Pages: CollectionConfig = {
  slug: CMS_COLLECTIONS.pages,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'updatedAt'],
    group: 'Content',
    ...draftPreview(CMS_COLLECTIONS.pages),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: previewedDrafts(30),
  hooks: {
    beforeChange: [fillSlug],
    afterChange: [tellApiAfterChange],
    afterDelete: [tellApiAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('/', { required: true }),
    { name: 'intro', type: 'textarea', required: true, maxLength: 400 },
    { name: 'content', type: 'richText' },
    {
      name: 'highlights',
      type: 'array',
      labels: { singular: 'Highlight', plural: 'Highlights' },
      admin: { description: 'Feature cards shown above the content (feature and integration pages).' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 80 },
        { name: 'text', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
    {
      name: 'faqs',
      type: 'array',
      labels: { singular: 'Question', plural: 'Frequently asked questions' },
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    {
      name: 'publishedAt',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'contentHtml',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [contentToHtml] },
    },
    sharePreviewField,
  ],
};
