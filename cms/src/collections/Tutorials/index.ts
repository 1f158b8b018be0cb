import { CMS_COLLECTIONS, TUTORIAL_LEVELS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { draftPreview, previewedDrafts, sharePreviewField } from '../../fields/preview.ts';
import { orderField, slugField } from '../../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';
import { fillSlug } from '../../hooks/fill-slug.ts';

/** Video tutorials with their steps, listed on `/tutorials` (each at `/tutorials#{slug}`). */
export const Tutorials: CollectionConfig = {
  slug: CMS_COLLECTIONS.tutorials,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'level', '_status', 'order'],
    group: 'Content',
    ...draftPreview(CMS_COLLECTIONS.tutorials),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: previewedDrafts(30),
  defaultSort: 'order',
  hooks: {
    beforeChange: [fillSlug],
    afterChange: [tellApiAfterChange],
    afterDelete: [tellApiAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    slugField('/tutorials#'),
    { name: 'summary', type: 'textarea', required: true, maxLength: 300 },
    {
      name: 'videoUrl',
      type: 'text',
      required: true,
      admin: {
        description:
          'A YouTube link (watch or short links work) or a video file on this site, e.g. /videos/ai-pool-design.mp4.',
      },
      validate: (value: string | null | undefined) =>
        (typeof value === 'string' &&
          (/^https:\/\/\S+$/.test(value) || /^\/[\w\-./]+\.(mp4|webm)$/.test(value))) ||
        'Give an https:// link or a path to an .mp4 or .webm file starting with /.',
    },
    { name: 'thumbnail', type: 'upload', relationTo: CMS_COLLECTIONS.media },
    {
      name: 'durationSeconds',
      type: 'number',
      required: true,
      min: 1,
      max: 36_000,
      label: 'Duration (seconds)',
    },
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: 'beginner',
      options: TUTORIAL_LEVELS.map((value) => ({
        value,
        label: value[0]?.toUpperCase() + value.slice(1),
      })),
    },
    {
      name: 'steps',
      type: 'array',
      minRows: 1,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'detail', type: 'textarea', required: true },
      ],
    },
    {
      name: 'publishedAt',
      type: 'date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    orderField,
    sharePreviewField,
  ],
};
