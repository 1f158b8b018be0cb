// The design options: `GET /api/design-options` for every screen that offers or names them (public:
// the create screen and the library read it), and the CMS's call after an edit, which reads them
// again at once (internal: loopback and the internal token, see ../internal/guard.ts).
import { DESIGN_OPTIONS_TEXT, DesignOptionsCatalogSchema, MessageSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DesignOptionsSource } from '../../design-options/design-options.ts';
import { internalOnly } from '../internal/guard.ts';

export const designOptionRoutes: FastifyPluginAsyncZod<{
  source: DesignOptionsSource;
  token: string;
}> = async (app, { source, token }) => {
  app.get(
    '/api/design-options',
    { schema: { response: { 200: DesignOptionsCatalogSchema } } },
    async (_request, reply) => {
      // Screens ask again whenever they open; an editor's change shows on the next one.
      reply.header('cache-control', 'no-cache');
      return source.current();
    },
  );

  app.post(
    '/api/internal/design-options/refresh',
    { onRequest: internalOnly(token), schema: { response: { 200: MessageSchema, 202: MessageSchema } } },
    async (_request, reply) => {
      if (await source.refresh()) return reply.send({ message: DESIGN_OPTIONS_TEXT.refreshed });
      return reply.status(202).send({ message: DESIGN_OPTIONS_TEXT.refreshPending });
    },
  );
};
