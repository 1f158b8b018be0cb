// The owner's leads (`/api/leads`...), signed in: a page of them newest first, filtered by status;
// the status and notes of one; all of them as a CSV download; and the switch that puts "Request a
// quote" on the shared page of one of their designs, collections or presentations. Every lookup is
// scoped to the user, so another user's lead or item answers exactly like a missing one.
import {
  ApiErrorSchema,
  LEAD_ITEM_KINDS,
  LEAD_TEXT,
  LeadListQuerySchema,
  LeadPageSchema,
  LeadSchema,
  MessageSchema,
  QuoteSwitchSchema,
  UpdateLeadSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { leadsCsv } from '../../leads/csv.ts';
import { leadPage, listLeads, updateLead } from '../../leads/leads.ts';
import { readQuoteSwitch, setQuoteSwitch } from '../../leads/quote-targets.ts';
import { IdParams, userOf } from '../designs/common.ts';

export interface LeadRoutesOptions {
  pool: Pool;
}

const SwitchParams = z.object({
  kind: z.enum(LEAD_ITEM_KINDS, { error: `kind must be one of ${LEAD_ITEM_KINDS.join(', ')}.` }),
  id: z.string().max(200),
});
const errors = { 400: ApiErrorSchema, 401: MessageSchema, 404: MessageSchema };

export const leadRoutes: FastifyPluginAsyncZod<LeadRoutesOptions> = async (app, options) => {
  const { pool } = options;

  app.get(
    '/api/leads',
    {
      onRequest: app.requireSession,
      schema: { querystring: LeadListQuerySchema, response: { 200: LeadPageSchema, ...errors } },
    },
    async (request) => leadPage(pool, userOf(request).id, request.query),
  );

  app.patch(
    '/api/leads/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, body: UpdateLeadSchema, response: { 200: LeadSchema, ...errors } },
    },
    async (request, reply) => {
      const lead = await updateLead(pool, userOf(request).id, request.params.id, request.body);
      if (!lead) return reply.status(404).send({ message: LEAD_TEXT.notFound });
      return lead;
    },
  );

  app.get(
    '/api/leads/export',
    {
      onRequest: app.requireSession,
      schema: {
        querystring: LeadListQuerySchema.omit({ page: true }),
        // The CSV text (sent as it is: Fastify serializes only JSON answers).
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const leads = await listLeads(pool, userOf(request).id, { status: request.query.status });
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="leads-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(leadsCsv(leads));
    },
  );

  const switchSchema = { params: SwitchParams, response: { 200: QuoteSwitchSchema, ...errors } };
  app.get(
    '/api/leads/switches/:kind/:id',
    { onRequest: app.requireSession, schema: switchSchema },
    async (request, reply) => {
      const { kind, id } = request.params;
      const enabled = await readQuoteSwitch(pool, userOf(request).id, kind, id);
      if (enabled === null) return reply.status(404).send({ message: LEAD_TEXT.itemNotFound });
      return { enabled };
    },
  );

  app.put(
    '/api/leads/switches/:kind/:id',
    { onRequest: app.requireSession, schema: { ...switchSchema, body: QuoteSwitchSchema } },
    async (request, reply) => {
      const { kind, id } = request.params;
      const enabled = await setQuoteSwitch(pool, userOf(request).id, kind, id, request.body.enabled);
      if (enabled === null) return reply.status(404).send({ message: LEAD_TEXT.itemNotFound });
      return { enabled };
    },
  );
};
