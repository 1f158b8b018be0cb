// Who reads a global that has drafts (the site settings, the landing demo video).
import type { Access } from 'payload';
import { fromApi } from './from-api.ts';
import { roleOf } from './index.ts';

/**
 * Everyone reads the published version; only editors and the API may read the draft (the API's
 * preview asks for it with the editor's cookie).
 */
export const publishedGlobalOrStaff: Access = ({ req }) => {
  if (roleOf(req) || fromApi(req)) return true;
  return { _status: { equals: 'published' } };
};
