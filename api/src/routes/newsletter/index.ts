// POST /api/newsletter/subscribe: the footer's Stay Updated box. Subscribing twice is not an
// error and adds nothing. Limited per client address (the route's rate limit) and per e-mail
// address (shared by every API process), so nobody floods a mailbox's list or the table.
import { ApiErrorSchema, NEWSLETTER_API, NewsletterSubscribeSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { hit } from '../../auth/throttle.ts';
import { subscribe } from '../../newsletter/subscribers.ts';

const MessageSchema = z.object({ message: z.string() });
/** Bodies above this are refused before parsing: an e-mail and a source fit in far less. */
const BODY_LIMIT = 2048;

export const newsletterRoutes: FastifyPluginAsyncZod<{ pool: Pool }> = async (app, { pool }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      bodyLimit: BODY_LIMIT,
      config: {
        rateLimit: { max: 20, timeWindow: '10 minutes' },
        // An oversized body is bad input like any other here: 400 with what to send instead.
        tooLargeMessage: NEWSLETTER_API.bodyTooLarge,
      },
      schema: {
        body: NewsletterSubscribeSchema,
        response: { 200: MessageSchema, 201: MessageSchema, 400: ApiErrorSchema, 429: MessageSchema },
      },
    },
    async (request, reply) => {
      const { email, source } = request.body;
      const perAddress = await hit(pool, `newsletter:${email}`, 5, 3600);
      if (!perAddress.allowed) {
        return reply
          .status(429)
          .header('retry-after', String(perAddress.retryAfter))
          .send({ message: NEWSLETTER_API.tooManyForAddress });
      }
      const added = await subscribe(pool, email, source);
      return reply
        .status(added ? 201 : 200)
        .send({ message: added ? NEWSLETTER_API.subscribed : NEWSLETTER_API.alreadySubscribed });
    },
  );
};
