// `GET /api/credits`: the signed-in user's plan, its period and the images left in it.
import { CreditsSchema, MessageSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getCredits } from '../../billing/credits.ts';
import { type DesignRoutesOptions, userOf } from './common.ts';

export const creditRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  app.get(
    '/api/credits',
    { onRequest: app.requireSession, schema: { response: { 200: CreditsSchema, 401: MessageSchema } } },
    async (request) => {
      const credits = await getCredits(options.pool, userOf(request).id, options.now?.());
      if (!credits) throw new Error('the signed-in user has no row');
      return credits;
    },
  );
};
