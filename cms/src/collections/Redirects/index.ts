// Redirects, kept with Payload's official redirects plugin: from an old address on the site to a
// post (followed wherever the post moves) or to another address. Editors manage them under Content;
// a published post given a new slug adds one by itself (Posts/hooks/redirect-old-address.ts). The
// API answers an address that has no page with the redirect's 301 or 302 (site-pages/redirects.ts).
import { redirectsPlugin } from '@payloadcms/plugin-redirects';
import { CMS_COLLECTIONS, REDIRECT_TYPES } from '@poolscape/shared/content';
import type { Field, TextField } from 'payload';
import { anyone, editors } from '../../access/index.ts';

/** Where an address may come from: a path on this site, as a visitor's browser asks for it. */
const FROM_PATTERN = /^\/[^\s?#]*$/;

export const redirects = () =>
  redirectsPlugin({
    collections: [CMS_COLLECTIONS.posts],
    redirectTypes: [...REDIRECT_TYPES],
    redirectTypeFieldOverride: {
      defaultValue: '301',
      admin: { description: '301: moved for good (search engines move the address too). 302: for now.' },
    },
    overrides: {
      slug: CMS_COLLECTIONS.redirects,
      labels: { singular: 'Redirect', plural: 'Redirects' },
      // Redirects are public by nature (every visitor follows them); only staff change them.
      access: { read: anyone, create: editors, update: editors, delete: editors },
      admin: {
        group: 'Content',
        useAsTitle: 'from',
        defaultColumns: ['from', 'to.type', 'type', 'updatedAt'],
        description:
          'An address on the site that has no page any more answers with a redirect to where it points.',
      },
      fields: ({ defaultFields }) =>
        defaultFields.map(
          (field): Field =>
            field.type === 'text' && field.name === 'from'
              ? ({
                  ...field,
                  admin: {
                    ...field.admin,
                    description: 'A path on this site, such as /blog/old-post-address.',
                  },
                  validate: (value: unknown) =>
                    (typeof value === 'string' && FROM_PATTERN.test(value) && !value.startsWith('//')) ||
                    'Give a path on this site that starts with /, without a query, such as /blog/old-post.',
                } as TextField)
              : field,
        ),
    },
  });
