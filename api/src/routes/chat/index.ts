// POST /api/chat: a question to the assistant. Bounded: the question's length is capped by its
// schema and each client may ask a limited number per minute. The question itself is never
// logged (request logs carry the URL only).
import { API_ERRORS, ChatRequestSchema, ChatResponseSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Assistant } from '../../assistant/assistant.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ assistant: Assistant; perMinute: number }> = async (
  app,
  { assistant, perMinute },
) => {
  app.post(
    '/api/chat',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
      schema: {
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, 429: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const answer = await assistant.answer(request.body.message, request.body.history ?? []);
      return { response: answer.response, sources: answer.sources };
    },
  );
};

export const RATE_LIMITED = { statusCode: 429, message: API_ERRORS.rateLimited };
