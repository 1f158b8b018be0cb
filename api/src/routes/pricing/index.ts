// Price tables and design estimates, for their owner only: `GET|PUT|DELETE /api/profile/price-table`
// (pool professionals keep one; homeowners and users without a role are refused with 403) and
// `GET /api/designs/{id}/estimate` (another user's design is a 404 like a missing one). The
// session is checked on request, before a body is read.
import {
  ApiErrorSchema,
  DesignEstimateSchema,
  keepsPriceTable,
  MessageSchema,
  PRICING_TEXT,
  PriceTableSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { findOwnDesign } from '../../designs/designs.ts';
import {
  estimateAt,
  pricedVersions,
  priceTableOf,
  removePriceTable,
  savePriceTable,
} from '../../pricing/price-tables.ts';
import { IdParams, NotFound, notFound, userOf } from '../designs/common.ts';

export interface PricingRoutesOptions {
  pool: Pool;
}

export const pricingRoutes: FastifyPluginAsyncZod<PricingRoutesOptions> = async (app, { pool }) => {
  app.get(
    '/api/profile/price-table',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: PriceTableSchema.nullable(), 401: MessageSchema } },
    },
    async (request, reply) => reply.send(await priceTableOf(pool, userOf(request).id)),
  );

  app.put(
    '/api/profile/price-table',
    {
      onRequest: app.requireSession,
      schema: {
        body: PriceTableSchema,
        response: { 200: PriceTableSchema, 400: ApiErrorSchema, 401: MessageSchema, 403: MessageSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!keepsPriceTable(user.role))
        return reply.status(403).send({ message: PRICING_TEXT.homeownersOnly });
      return savePriceTable(pool, user.id, request.body);
    },
  );

  app.delete(
    '/api/profile/price-table',
    { onRequest: app.requireSession, schema: { response: { 204: z.null(), 401: MessageSchema } } },
    async (request, reply) => {
      await removePriceTable(pool, userOf(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/designs/:id/estimate',
    {
      onRequest: app.requireSession,
      schema: {
        params: IdParams,
        response: { 200: DesignEstimateSchema, 401: MessageSchema, 404: NotFound },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const design = await findOwnDesign(pool, user.id, request.params.id);
      if (!design) return reply.status(404).send(notFound);
      const table = await priceTableOf(pool, user.id);
      const [version] = table?.show.result
        ? await pricedVersions(pool, [{ designId: design.id, number: null }])
        : [null];
      return estimateAt(table, 'result', version ?? null);
    },
  );
};
