// One slot per place on the site: a second slot for a taken place is refused in plain words (the
// column's unique index still stops two saves that race each other).
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { PayloadRequest } from 'payload';

/** Whether no slot other than `id` holds `placement`. */
export async function placementIsFree(
  req: PayloadRequest,
  placement: string,
  id: number | string | undefined,
): Promise<boolean> {
  const taken = await req.payload.find({
    collection: CMS_COLLECTIONS.adSlots,
    where: {
      and: [{ placement: { equals: placement } }, ...(id === undefined ? [] : [{ id: { not_equals: id } }])],
    },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  });
  return taken.docs.length === 0;
}
