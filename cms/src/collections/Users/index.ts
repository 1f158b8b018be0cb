import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { CollectionConfig } from 'payload';
import { editors } from '../../access/index.ts';

/** Editors and marketers who sign in to the CMS admin. Product users live in the API. */
export const Users: CollectionConfig = {
  slug: CMS_COLLECTIONS.users,
  admin: { useAsTitle: 'email', group: 'Admin' },
  auth: { maxLoginAttempts: 5, lockTime: 10 * 60 * 1000 },
  access: { read: editors, create: editors, update: editors, delete: editors },
  fields: [{ name: 'name', type: 'text' }],
};
