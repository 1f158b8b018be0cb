import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Field } from 'payload';

/**
 * Search and share fields of a public document. Empty fields fall back to the document's own
 * title, summary and image when the site is built.
 */
export const seoField: Field = {
  name: 'seo',
  type: 'group',
  label: 'Search and sharing',
  admin: { description: 'What search engines and social networks show. Empty fields use the page’s own.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70, admin: { description: 'Up to 70 characters.' } },
    {
      name: 'description',
      type: 'textarea',
      maxLength: 170,
      admin: { description: 'Up to 170 characters.' },
    },
    {
      name: 'keywords',
      type: 'text',
      maxLength: 250,
      admin: { description: 'Comma-separated, e.g. pool design, backyard pool ideas.' },
    },
    {
      name: 'image',
      type: 'upload',
      relationTo: CMS_COLLECTIONS.media,
      admin: { description: 'Share image; cropped to 1200x630. Defaults to the site’s share image.' },
    },
  ],
};
