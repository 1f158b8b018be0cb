// Share links to drafts: each lets someone without a CMS account see one draft, read-only, until it
// expires. Made from a document's edit screen ("Share preview", endpoints/previews.ts); only a hash
// of the link's token is kept, so the list shows who shared what and until when, and an editor
// deletes a link to stop it at once.
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { PREVIEW_COLLECTIONS } from '@poolscape/shared/content-previews';
import type { CollectionConfig } from 'payload';
import { editors } from '../../access/index.ts';

export const PreviewLinks: CollectionConfig = {
  slug: CMS_COLLECTIONS.previewLinks,
  labels: { singular: 'Share preview link', plural: 'Share preview links' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'document', 'expiresAt', 'createdBy'],
    description:
      'Links that show a draft to someone without a CMS account. Delete one to stop it before it expires.',
  },
  // Made only by the "Share preview" endpoint (it holds the token, shown once); never edited.
  access: { read: editors, create: () => false, update: () => false, delete: editors },
  timestamps: true,
  fields: [
    { name: 'title', type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'document',
      type: 'relationship',
      relationTo: [...PREVIEW_COLLECTIONS],
      required: true,
      admin: { readOnly: true },
    },
    { name: 'expiresAt', type: 'date', required: true, index: true, admin: { readOnly: true } },
    {
      name: 'createdBy',
      type: 'relationship',
      relationTo: CMS_COLLECTIONS.users,
      admin: { readOnly: true },
    },
    // SHA-256 of the token, hex: the token itself is never stored.
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true, admin: { hidden: true } },
  ],
};
