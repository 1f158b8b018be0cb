// A published post given a new address keeps its old one: publishing it under another slug adds a
// redirect from `/blog/{old slug}` to the post (a reference, so it follows the post wherever it
// moves next, and no chain of redirects forms). Should the post take back an address a redirect
// came from, that redirect goes: the post answers there itself. A deleted post takes the redirects
// to it along (they would point nowhere).
// Payload's `originalDoc` is the latest version, a draft when the post has unpublished changes, so
// the address visitors know is read from the published document before the save (drafts are kept
// in the versions alone; the document itself changes only when it is published).
import { CMS_COLLECTIONS, postPath } from '@poolscape/shared/content';
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionBeforeDeleteHook,
} from 'payload';

const movedFromKey = (id: unknown) => `post-moved-from:${String(id)}`;

/** Before a publish: the slug the post was published under, when the publish changes it. */
export const notePublishedSlug: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !originalDoc?.id || data._status !== 'published') return data;
  const published = await req.payload.findByID({
    collection: CMS_COLLECTIONS.posts,
    id: originalDoc.id,
    depth: 0,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  });
  const slug = data.slug ?? originalDoc.slug;
  // On `req.context` as it is now: the Local API call above may have given the request a new one.
  if (published?._status === 'published' && published.slug && slug && published.slug !== slug)
    req.context[movedFromKey(originalDoc.id)] = published.slug;
  return data;
};

/** After a publish: the redirect from the old address, and none from the new one. */
export const redirectOldAddress: CollectionAfterChangeHook = async ({ doc, req }) => {
  if (doc._status !== 'published' || !doc.slug) return doc;
  const { payload } = req;
  const old = req.context[movedFromKey(doc.id)];
  await payload.delete({
    collection: CMS_COLLECTIONS.redirects,
    where: { from: { equals: postPath(doc.slug) } },
    overrideAccess: true,
    req,
  });
  if (typeof old !== 'string') return doc;
  const from = postPath(old);
  const data = {
    from,
    to: { type: 'reference' as const, reference: { relationTo: CMS_COLLECTIONS.posts, value: doc.id } },
    type: '301' as const,
  };
  const existing = await payload.find({
    collection: CMS_COLLECTIONS.redirects,
    where: { from: { equals: from } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  });
  const redirect = existing.docs[0];
  if (redirect) await payload.update({ collection: CMS_COLLECTIONS.redirects, id: redirect.id, data, req });
  else await payload.create({ collection: CMS_COLLECTIONS.redirects, data, req });
  return doc;
};

/**
 * Before a post is deleted: the redirects to it go too, in the same transaction (after it, the
 * references are gone and the redirects could no longer be told apart).
 */
export const dropRedirectsToPost: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: CMS_COLLECTIONS.redirects,
    where: {
      and: [
        { 'to.type': { equals: 'reference' } },
        { 'to.reference.relationTo': { equals: CMS_COLLECTIONS.posts } },
        { 'to.reference.value': { equals: id } },
      ],
    },
    overrideAccess: true,
    req,
  });
};
