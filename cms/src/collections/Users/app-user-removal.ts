// `DELETE /cms/api/users/app-user/:id`: the API removes the CMS user of an app account when that
// account is deleted (a member of staff's, made on their first visit). The API's call alone: it
// presents the internal token. An account that never visited has none, and that is no error.
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Endpoint } from 'payload';
import { fromApi } from '../../access/from-api.ts';

export const removeAppUser: Endpoint = {
  path: '/app-user/:id',
  method: 'delete',
  handler: async (req) => {
    if (!fromApi(req)) return Response.json({ message: 'Not allowed.' }, { status: 403 });
    const appUserId = String(req.routeParams?.id ?? '');
    const { docs, errors } = await req.payload.delete({
      collection: CMS_COLLECTIONS.users,
      where: { appUserId: { equals: appUserId } },
      overrideAccess: true,
      req,
    });
    if (errors.length > 0) return Response.json({ message: errors[0]?.message }, { status: 500 });
    return Response.json({ removed: docs.length });
  },
};
