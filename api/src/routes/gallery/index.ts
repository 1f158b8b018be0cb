// The public gallery's community designs: an owner submits or withdraws one of their designs
// (`POST`/`DELETE /api/designs/{id}/gallery`, answering the design), and anyone reads the approved
// ones that are still public (`GET /api/gallery/community`), which /gallery shows.
import {
  CommunityGallerySchema,
  DESIGN_TEXT,
  DesignSchema,
  GALLERY_TEXT,
  MessageSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { findOwnDesign, loadDesign } from '../../designs/designs.ts';
import { communityGallery, submitToGallery, withdrawFromGallery } from '../../gallery/gallery.ts';
import { IdParams, userOf } from '../designs/common.ts';

export const galleryRoutes: FastifyPluginAsyncZod<{ pool: Pool; publicUrl: string }> = async (
  app,
  options,
) => {
  const { pool, publicUrl } = options;
  const responses = { 200: DesignSchema, 401: MessageSchema, 404: MessageSchema, 409: MessageSchema };
  const notFound = { message: DESIGN_TEXT.notFound };

  app.post(
    '/api/designs/:id/gallery',
    { onRequest: app.requireSession, schema: { params: IdParams, response: responses } },
    async (request, reply) => {
      const userId = userOf(request).id;
      const result = await submitToGallery(pool, userId, request.params.id);
      if (!result.ok) {
        if (result.reason === 'not-found') return reply.status(404).send(notFound);
        return reply.status(409).send({
          message: result.reason === 'not-public' ? GALLERY_TEXT.notPublic : GALLERY_TEXT.notRendered,
        });
      }
      const design = await findOwnDesign(pool, userId, request.params.id);
      if (!design) return reply.status(404).send(notFound);
      return loadDesign(pool, design, publicUrl);
    },
  );

  app.delete(
    '/api/designs/:id/gallery',
    { onRequest: app.requireSession, schema: { params: IdParams, response: responses } },
    async (request, reply) => {
      const userId = userOf(request).id;
      if (!(await withdrawFromGallery(pool, userId, request.params.id)))
        return reply.status(404).send(notFound);
      const design = await findOwnDesign(pool, userId, request.params.id);
      if (!design) return reply.status(404).send(notFound);
      return loadDesign(pool, design, publicUrl);
    },
  );

  app.get(
    '/api/gallery/community',
    { schema: { response: { 200: CommunityGallerySchema } } },
    async (_request, reply) => {
      // The same for everyone; a minute old at most.
      reply.header('cache-control', 'public, max-age=60');
      return communityGallery(pool);
    },
  );
};
