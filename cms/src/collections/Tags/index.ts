// The blog's tags: each a name and the address of its page, `/blog/tag/{slug}`. A post picks its
// tags from these in the sidebar (typing finds them; a new one is made from the same box), so a
// tag is spelled one way across every post.
import { CMS_COLLECTIONS, TAG_NAME_MAX, tagSlug } from '@poolscape/shared/content';
import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload';
import { anyone, editors } from '../../access/index.ts';

/** The slug follows the name, so a renamed tag's page moves with it. */
const slugFromName: CollectionBeforeChangeHook = ({ data }) => {
  if (typeof data.name === 'string') {
    data.name = data.name.trim().replace(/\s+/g, ' ');
    data.slug = tagSlug(data.name);
  }
  return data;
};

export const Tags: CollectionConfig = {
  slug: CMS_COLLECTIONS.tags,
  labels: { singular: 'Tag', plural: 'Tags' },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', 'updatedAt'],
    description: 'Each tag has a page on the site, /blog/tag/{slug}, listing its posts.',
  },
  // Tags are public by nature: every post shows its own.
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: { beforeChange: [slugFromName] },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      maxLength: TAG_NAME_MAX,
      validate: (value: unknown) =>
        (typeof value === 'string' && tagSlug(value) !== '') ||
        'Give the tag a name with a letter or a digit.',
    },
    {
      name: 'slug',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Made from the name: the tag page is /blog/tag/{slug}.' },
    },
  ],
};
