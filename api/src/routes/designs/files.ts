// The studio's image files: an upload's photo, a sample's photo, a design's base photo and each
// render (`/api/images/{imageId}/{kind}`). Each is served only to its owner or, for a shared
// design, to anyone; to everyone else it is a 404, the same as a file that does not exist.
import { DESIGN_TEXT } from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type FileRef,
  findDesignPhoto,
  findImageFile,
  findUploadPhoto,
  IMAGE_KINDS,
} from '../../designs/files.ts';
import { type DesignRoutesOptions, IdParams, NotFound, notFound } from './common.ts';
import { sendFile, viewerId } from './viewer.ts';

export const fileRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  const { pool, storage, samples } = options;

  const serveFile = async (
    reply: FastifyReply,
    ref: FileRef | null,
    message: string = DESIGN_TEXT.notFound,
  ) => {
    const file = ref ? await storage.get(ref.key) : null;
    if (!ref || !file) return reply.status(404).send({ message });
    return sendFile(reply, file, { private: ref.private, downloadName: ref.downloadName });
  };

  app.get(
    '/api/uploads/:id/photo',
    { schema: { params: IdParams, response: { 404: NotFound } } },
    async (request, reply) =>
      serveFile(
        reply,
        await findUploadPhoto(pool, request.params.id, await viewerId(request)),
        DESIGN_TEXT.uploadNotFound,
      ),
  );

  app.get('/api/designs/samples/:id/photo', { schema: { params: IdParams } }, async (request, reply) => {
    const sample = await samples.find(request.params.id);
    if (!sample) return reply.status(404).send(notFound);
    // CC0 photos everyone may see, the same for everyone.
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .send(sample.jpeg);
  });

  app.get(
    '/api/designs/:id/photo',
    { schema: { params: IdParams, response: { 404: NotFound } } },
    async (request, reply) =>
      serveFile(reply, await findDesignPhoto(pool, request.params.id, await viewerId(request))),
  );

  app.get(
    '/api/images/:imageId/:kind',
    {
      schema: {
        params: z.object({ imageId: z.string().max(200), kind: z.string().max(40) }),
        response: { 404: NotFound },
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
