// POST /api/chat: a question to the assistant. Bounded: the question's length is capped by its
// schema, and each user (signed in) or client (otherwise) may ask a limited number per minute.
// The question itself is never logged (request logs carry the URL only). A question the content
// does not answer is counted among the unanswered ones (assistant/gaps.ts), without who asked.
import { ChatRequestSchema, ChatResponseSchema } from '@poolscape/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import type { Assistant } from '../../assistant/assistant.ts';
import { recordGap } from '../../assistant/gaps.ts';

export interface AssistantRoutesOptions {
  assistant: Assistant;
  pool: Pool;
  /** Questions one user or client may ask per minute. */
  perMinute: number;
}

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (
  app,
  { assistant, pool, perMinute },
) => {
  // A signed-in user is counted as one, from whatever address; anyone else per client address.
  const rateLimitKey = async (request: FastifyRequest): Promise<string> => {
    const session = await app.findSession(request);
    return session ? `chat:user:${session.user.id}` : `chat:ip:${request.ip}`;
  };

  app.post(
    '/api/chat',
    {
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute', keyGenerator: rateLimitKey } },
      schema: {
        body: ChatRequestSchema,
        response: { 200: ChatResponseSchema, 429: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const answer = await assistant.answer(request.body.message, request.body.history ?? []);
      if (answer.unanswered) {
        // The visitor gets the answer whether or not the count is written.
        await recordGap(pool, request.body.message).catch((error: Error) => {
          request.log.warn({ err: error }, 'could not count an unanswered question');
        });
      }
      return { response: answer.response, sources: answer.sources };
    },
  );
};
