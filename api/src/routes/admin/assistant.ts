// The assistant's settings screen's calls (`/api/admin/assistant/...`), for editors and admins
// (401 signed out, 403 anyone else, before the input is read): "Try it", which asks the assistant
// with settings that are not saved yet (rate limited like the chat; nothing is stored, not even an
// unanswered question), and the list of questions the assistant could not answer, to dismiss.
// The settings themselves are read and saved through the CMS REST API, where its access rules decide.
import {
  ASSISTANT_ADMIN_TEXT,
  AssistantGapPageSchema,
  AssistantGapParamsSchema,
  AssistantGapQuerySchema,
  AssistantTryRequestSchema,
  type AssistantTryResponse,
  AssistantTryResponseSchema,
  MessageSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import type { Assistant } from '../../assistant/assistant.ts';
import { dismissGap, gapPage } from '../../assistant/gaps.ts';
import { adminErrors } from './common.ts';

export interface AdminAssistantRoutesOptions {
  pool: Pool;
  assistant: Assistant;
  /** Questions one editor may try per minute (the chat's limit). */
  perMinute: number;
}

/** A try carries the whole knowledge list (up to 200 entries of up to 2,900 characters each). */
export const TRY_BODY_LIMIT_BYTES = 2 * 1024 * 1024;

const errors = { ...adminErrors, 429: MessageSchema };

export const adminAssistantRoutes: FastifyPluginAsyncZod<AdminAssistantRoutesOptions> = async (
  app,
  { pool, assistant, perMinute },
) => {
  app.addHook('onRequest', app.requireEditor);

  app.post(
    '/api/admin/assistant/try',
    {
      bodyLimit: TRY_BODY_LIMIT_BYTES,
      config: {
        rateLimit: {
          max: perMinute,
          timeWindow: '1 minute',
          // `requireEditor` has run: every caller here is a signed-in member of staff.
          keyGenerator: (request) => `assistant-try:${request.auth?.user.id ?? request.ip}`,
        },
      },
      schema: { body: AssistantTryRequestSchema, response: { 200: AssistantTryResponseSchema, ...errors } },
    },
    async (request) => {
      const { settings, question } = request.body;
      const trial = assistant.withSettings(
        {
          enabled: settings.enabled,
          supportEmail: settings.supportEmail,
          systemPrompt: settings.systemPrompt,
        },
        settings.knowledge,
      );
      const answer = await trial.answer(question);
      const outcome: AssistantTryResponse['outcome'] = answer.unanswered
        ? 'unanswered'
        : answer.declined
          ? 'off'
          : 'answered';
      return { response: answer.response, sources: answer.sources, outcome, by: answer.by };
    },
  );

  app.get(
    '/api/admin/assistant/gaps',
    {
      schema: { querystring: AssistantGapQuerySchema, response: { 200: AssistantGapPageSchema, ...errors } },
    },
    async (request) => gapPage(pool, request.query.page),
  );

  app.delete(
    '/api/admin/assistant/gaps/:id',
    { schema: { params: AssistantGapParamsSchema, response: { 200: MessageSchema, ...errors } } },
    async (request, reply) =>
      (await dismissGap(pool, request.params.id))
        ? { message: ASSISTANT_ADMIN_TEXT.gapDismissed }
        : reply.status(404).send({ message: ASSISTANT_ADMIN_TEXT.gapNotFound }),
  );
};
