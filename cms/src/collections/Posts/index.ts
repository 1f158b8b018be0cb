import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors, publishedOrEditors } from '../../access/index.ts';
import { draftPreview, previewedDrafts, sharePreviewField } from '../../fields/preview.ts';
import { slugField } from '../../fields/slug.ts';
import { tellApiAfterChange, tellApiAfterDelete } from '../../hooks/content-changes.ts';
import { contentToHtml } from './hooks/content-to-html.ts';
import { fillSlugAndDates } from './hooks/fill-slug-and-dates.ts';
import { dropRedirectsToPost, notePublishedSlug, redirectOldAddress } from './hooks/redirect-old-address.ts';

/** Blog posts: drafts and versions, published to `/blog/{slug}`; a changed address redirects. */
export const Posts: CollectionConfig = {
  slug: CMS_COLLECTIONS.posts,
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', '_status', 'publishedAt'],
    group: 'Content',
    ...draftPreview(CMS_COLLECTIONS.posts),
  },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  versions: previewedDrafts(50),
  defaultSort: '-publishedAt',
  hooks: {
    beforeChange: [fillSlugAndDates, notePublishedSlug],
    // The redirect first: the API, once told of the change, may be asked for the old address at once.
    afterChange: [redirectOldAddress, tellApiAfterChange],
    beforeDelete: [dropRedirectsToPost],
    afterDelete: [tellApiAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugField('/blog/'),
    { name: 'excerpt', type: 'textarea', required: true, maxLength: 300 },
    { name: 'featuredImage', type: 'upload', relationTo: CMS_COLLECTIONS.media },
    { name: 'content', type: 'richText', required: true },
    {
      // Picked from the blog's tags as the editor types; a new one is made from the same box.
      name: 'tags',
      type: 'relationship',
      relationTo: CMS_COLLECTIONS.tags,
      hasMany: true,
      admin: { position: 'sidebar', description: 'Each tag’s page lists its posts: /blog/tag/{tag}.' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'readingTime',
      type: 'number',
      label: 'Reading time (minutes)',
      admin: { position: 'sidebar', readOnly: true, description: 'Computed from the content when saved.' },
    },
    {
      // Rendered HTML of the content for the static site; computed on read, never stored.
      name: 'contentHtml',
      type: 'text',
      virtual: true,
      admin: { hidden: true },
      hooks: { afterRead: [contentToHtml] },
    },
    sharePreviewField,
  ],
};
