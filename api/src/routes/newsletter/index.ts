// POST /api/newsletter/subscribe: the footer's Stay Updated box sends here. Subscribing twice
// is not an error and adds nothing. Every answer is `{ message }`, which the form shows as is.
// Limited per client (this route's rate limit) and per e-mail address (the domain function,
// shared by every API process), so nobody floods a mailbox's address or the table.
import {
  ApiErrorSchema,
  NEWSLETTER_API,
  NewsletterSubscribeResponseSchema,
  NewsletterSubscribeSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { subscribeToNewsletter } from '../../newsletter/subscribers.ts';

/** Bodies above this are refused before parsing: an e-mail and a source fit in far less. */
export const NEWSLETTER_BODY_LIMIT = 2048;
/** Requests one client address may send in {@link NEWSLETTER_CLIENT_WINDOW}. */
export const NEWSLETTER_CLIENT_LIMIT = 20;
export const NEWSLETTER_CLIENT_WINDOW = '10 minutes';

export const newsletterRoutes: FastifyPluginAsyncZod<{ pool: Pool }> = async (app, { pool }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      bodyLimit: NEWSLETTER_BODY_LIMIT,
      config: {
        // Counted before the body is read, so refused requests count too: a client cannot probe
        // addresses or spray junk faster than a person fills in a form.
        rateLimit: { max: NEWSLETTER_CLIENT_LIMIT, timeWindow: NEWSLETTER_CLIENT_WINDOW },
        // An oversized body is bad input like any other here: 400 with what to send instead.
        tooLargeMessage: NEWSLETTER_API.bodyTooLarge,
      },
      schema: {
        body: NewsletterSubscribeSchema,
        response: {
          200: NewsletterSubscribeResponseSchema,
          201: NewsletterSubscribeResponseSchema,
          400: ApiErrorSchema,
          429: NewsletterSubscribeResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await subscribeToNewsletter(pool, request.body);
      switch (result.status) {
        case 'subscribed':
          return reply.status(201).send({ message: NEWSLETTER_API.subscribed });
        case 'already-subscribed':
          return reply.status(200).send({ message: NEWSLETTER_API.alreadySubscribed });
        case 'throttled':
          return reply
            .status(429)
            .header('retry-after', String(result.retryAfter))
            .send({ message: NEWSLETTER_API.tooManyForAddress });
      }
    },
  );
};
