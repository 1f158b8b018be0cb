// The drafts behind previews. The API renders a preview through the site's page code and asks here
// for the draft: with the editor's own cookies for the live preview beside the form (so only staff
// see one), or with its internal token once it has checked a share link (`/previews/share/:token`).
// Editors make share links from a document's edit screen (components/SharePreview.tsx).
import { createHash, randomBytes } from 'node:crypto';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import {
  isPreviewCollection,
  isPreviewGlobal,
  PREVIEW_TEXT,
  type PreviewCollection,
  SharePreviewRequestSchema,
  SharePreviewTokenSchema,
  sharePreviewPath,
} from '@poolscape/shared/content-previews';
import type { Endpoint, PayloadRequest } from 'payload';
import { fromApi } from '../access/from-api.ts';
import { editors } from '../access/index.ts';

const fail = (status: number, message: string) => Response.json({ message }, { status });
const NOT_FOUND = 'There is no such document.';
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The newest version of the document, draft or published, as the REST API reads it; or null. */
async function draftOf(req: PayloadRequest, collection: PreviewCollection, id: string) {
  try {
    return await req.payload.findByID({ collection, id, draft: true, depth: 1, overrideAccess: true, req });
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}

/** The route's collection and id, when the collection has previews. */
function documentOf(req: PayloadRequest): { collection: PreviewCollection; id: string } | null {
  const collection = String(req.routeParams?.collection ?? '');
  const id = String(req.routeParams?.id ?? '');
  if (!isPreviewCollection(collection) || !/^[1-9]\d{0,8}$/.test(id)) return null;
  return { collection, id };
}

export const previewEndpoints: Endpoint[] = [
  {
    // The draft of a global an editor is looking at (the site settings, the demo video), for their
    // live preview of the landing page. Before the documents' route, which would take it for one.
    path: '/previews/globals/:slug',
    method: 'get',
    handler: async (req) => {
      if (!editors({ req })) return fail(req.user ? 403 : 401, 'Sign in as an editor.');
      const slug = String(req.routeParams?.slug ?? '');
      if (!isPreviewGlobal(slug)) return fail(404, NOT_FOUND);
      const doc = await req.payload.findGlobal({ slug, draft: true, depth: 1, overrideAccess: true, req });
      return Response.json({ collection: slug, doc });
    },
  },
  {
    // A share link's draft, for the API only (it renders the page; the token never reaches the site).
    path: '/previews/share/:token',
    method: 'get',
    handler: async (req) => {
      if (!fromApi(req)) return fail(403, 'Only the API reads share links.');
      const token = SharePreviewTokenSchema.safeParse(req.routeParams?.token);
      if (!token.success) return fail(404, PREVIEW_TEXT.expired);
      const { docs } = await req.payload.find({
        collection: CMS_COLLECTIONS.previewLinks,
        where: {
          and: [
            { tokenHash: { equals: hashOf(token.data) } },
            { expiresAt: { greater_than: new Date().toISOString() } },
          ],
        },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        req,
      });
      const link = docs[0];
      if (!link || !isPreviewCollection(link.document.relationTo)) return fail(404, PREVIEW_TEXT.expired);
      const id = typeof link.document.value === 'object' ? link.document.value.id : link.document.value;
      const doc = await draftOf(req, link.document.relationTo, String(id));
      if (!doc) return fail(404, PREVIEW_TEXT.expired);
      return Response.json({ collection: link.document.relationTo, doc, expiresAt: link.expiresAt });
    },
  },
  {
    // The draft an editor is looking at, for their live preview.
    path: '/previews/:collection/:id',
    method: 'get',
    handler: async (req) => {
      if (!editors({ req })) return fail(req.user ? 403 : 401, 'Sign in as an editor.');
      const target = documentOf(req);
      const doc = target && (await draftOf(req, target.collection, target.id));
      if (!target || !doc) return fail(404, NOT_FOUND);
      return Response.json({ collection: target.collection, doc });
    },
  },
  {
    // A new share link for one draft: its address is answered this once.
    path: '/previews/:collection/:id/share',
    method: 'post',
    handler: async (req) => {
      if (!editors({ req })) return fail(req.user ? 403 : 401, 'Sign in as an editor.');
      const target = documentOf(req);
      const doc = target && (await draftOf(req, target.collection, target.id));
      if (!target || !doc) return fail(404, NOT_FOUND);
      let body: unknown;
      try {
        body = (await req.json?.()) ?? {};
      } catch {
        return fail(400, 'Send the link’s lifetime as JSON, such as {"hours": 72}.');
      }
      const parsed = SharePreviewRequestSchema.safeParse(body);
      if (!parsed.success)
        return fail(400, parsed.error.issues[0]?.message ?? 'Choose how long the link works.');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + parsed.data.hours * 3_600_000).toISOString();
      await req.payload.create({
        collection: CMS_COLLECTIONS.previewLinks,
        data: {
          title: String(doc.title ?? 'Untitled'),
          document: { relationTo: target.collection, value: Number(target.id) },
          expiresAt,
          createdBy: req.user?.collection === CMS_COLLECTIONS.users ? req.user.id : null,
          tokenHash: hashOf(token),
        },
        overrideAccess: true,
        req,
      });
      return Response.json({ path: sharePreviewPath(token), expiresAt }, { status: 201 });
    },
  },
];
