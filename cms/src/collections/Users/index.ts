import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors } from '../../access/index.ts';
import { env } from '../../env.ts';

/** Editors and marketers who sign in to the CMS admin. Product users live in the API. */
export const Users: CollectionConfig = {
  slug: CMS_COLLECTIONS.users,
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: {
    maxLoginAttempts: 5,
    lockTime: 10 * 60 * 1000,
    // Served over HTTPS, the editor's session cookie is never sent over plain HTTP.
    cookies: { secure: new URL(env.PUBLIC_URL).protocol === 'https:' },
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: [{ name: 'name', type: 'text' }],
};
