// The studio's image files: an upload's photo, a sample's photo, a design's base photo and each
// render (`/api/images/{imageId}/{kind}`). Each is served only to its owner or, for a shared
// design, to anyone; to everyone else it is a 404, the same as a file that does not exist.
import { ASPECTS, aspectSlug, DESIGN_TEXT, MAX_VIEWPOINTS, MessageSchema } from '@poolscape/shared';
import { KEEP_ID } from '@poolscape/shared/keep';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cropToAspect } from '../../designs/aspects.ts';
import { designKeys, findOwnDesign, imageKeys } from '../../designs/designs.ts';
import {
  type FileRef,
  findDesignPhoto,
  findImageFile,
  findImageForAspect,
  findUploadPhoto,
  IMAGE_KINDS,
} from '../../designs/files.ts';
import { emptyAnswer, fileAnswer } from '../../plugins/openapi-responses.ts';
import { OPTIONAL_SESSION_WITH_COOKIE } from '../../plugins/openapi-routes.ts';
import { type DesignRoutesOptions, IdParams, NotFound, notFound } from './common.ts';
import { redirectToDownload, sendFile, viewerId } from './viewer.ts';

/** A picture, or (when the store hands out downloads itself) a redirect to its short-lived address. */
const PICTURE = {
  200: fileAnswer('The picture.', ['image/*']),
  302: emptyAnswer("A download: sent on to the store's short-lived address."),
};

export const fileRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  const { pool, storage, samples } = options;

  const serveFile = async (
    reply: FastifyReply,
    ref: FileRef | null,
    message: string = DESIGN_TEXT.notFound,
  ) => {
    const redirected = ref && (await redirectToDownload(reply, storage, ref, { message }));
    if (redirected) return redirected;
    const file = ref ? await storage.get(ref.key) : null;
    if (!ref || !file) return reply.status(404).send({ message });
    return sendFile(reply, file, { private: ref.private, downloadName: ref.downloadName });
  };

  app.get(
    '/api/uploads/:id/photo',
    {
      schema: {
        params: IdParams,
        security: OPTIONAL_SESSION_WITH_COOKIE,
        response: { ...PICTURE, 404: NotFound },
      },
    },
    async (request, reply) =>
      serveFile(
        reply,
        await findUploadPhoto(pool, request.params.id, await viewerId(request)),
        DESIGN_TEXT.uploadNotFound,
      ),
  );

  const samplePhoto = {
    params: IdParams,
    response: { 200: fileAnswer('The photo.', ['image/jpeg']), 404: NotFound },
  };
  app.get('/api/designs/samples/:id/photo', { schema: samplePhoto }, async (request, reply) => {
    const sample = await samples.find(request.params.id);
    if (!sample) return reply.status(404).send(notFound);
    // CC0 photos everyone may see, the same for everyone. Bytes, which the JSON types do not cover.
    return (reply as FastifyReply)
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(sample.jpeg);
  });

  app.get(
    '/api/designs/:id/photo',
    {
      schema: {
        params: IdParams,
        // 1 is the design's own photo; 2 to 4 its extra viewpoints.
        querystring: z.object({ viewpoint: z.coerce.number().int().min(1).max(MAX_VIEWPOINTS).default(1) }),
        security: OPTIONAL_SESSION_WITH_COOKIE,
        response: { ...PICTURE, 404: NotFound },
      },
    },
    async (request, reply) =>
      serveFile(
        reply,
        await findDesignPhoto(pool, request.params.id, await viewerId(request), request.query.viewpoint),
      ),
  );

  // A "Keep this" mask of the design, for its owner only (the studio shows it on regenerate).
  app.get(
    '/api/designs/:id/keep/:keepId',
    {
      schema: {
        params: IdParams.extend({ keepId: z.string().max(100) }),
        security: OPTIONAL_SESSION_WITH_COOKIE,
        response: {
          200: fileAnswer('The mask: white where the photo is kept.', ['image/png']),
          404: NotFound,
        },
      },
    },
    async (request, reply) => {
      const { id, keepId } = request.params;
      const viewer = await viewerId(request);
      const design = viewer && KEEP_ID.test(keepId) ? await findOwnDesign(pool, viewer, id) : null;
      return serveFile(reply, design && { key: designKeys.keep(design.id, keepId), private: true });
    },
  );

  // Premium: a render cropped to an aspect around the pool, made once and kept.
  app.get(
    '/api/images/:imageId/aspects/:aspect',
    {
      schema: {
        params: z.object({ imageId: z.string().max(200), aspect: z.string().max(10) }),
        security: OPTIONAL_SESSION_WITH_COOKIE,
        response: {
          200: fileAnswer('The render, cropped to the aspect.', ['image/png']),
          403: MessageSchema.extend({ upgradeUrl: z.literal('/upgrade') }),
          404: NotFound,
        },
      },
    },
    async (request, reply) => {
      const aspect = ASPECTS.find((entry) => aspectSlug(entry) === request.params.aspect);
      if (!aspect) return reply.status(404).send(notFound);
      const found = await findImageForAspect(pool, request.params.imageId, await viewerId(request));
      if (!found.ok) {
        return found.reason === 'not-in-plan'
          ? reply
              .status(403)
              .send({ message: DESIGN_TEXT.advancedNotInPlan, upgradeUrl: '/upgrade' as const })
          : reply.status(404).send(notFound);
      }
      const slug = aspectSlug(aspect);
      const key = designKeys.aspect(found.prefix, slug);
      let file = await storage.get(key);
      if (!file) {
        const full = await storage.get(imageKeys.full(found.prefix));
        if (!full) return reply.status(404).send(notFound);
        await storage.put(key, await cropToAspect(full.body, found.focus, aspect), 'image/png');
        file = await storage.get(key);
        if (!file) return reply.status(404).send(notFound);
      }
      return sendFile(reply, file, {
        private: true,
        downloadName: found.downloadName.replace(/\.png$/, `-${slug}.png`),
      });
    },
  );

  app.get(
    '/api/images/:imageId/:kind',
    {
      schema: {
        params: z.object({ imageId: z.string().max(200), kind: z.string().max(40) }),
        security: OPTIONAL_SESSION_WITH_COOKIE,
        response: { ...PICTURE, 404: NotFound },
      },
    },
    async (request, reply) => {
      const kind = IMAGE_KINDS.find((entry) => entry === request.params.kind);
      if (!kind) return reply.status(404).send(notFound);
      const viewer = await viewerId(request);
      return serveFile(reply, await findImageFile(pool, request.params.imageId, kind, viewer));
    },
  );
};
