// "Publish to WordPress": a design (its result page, the library) or a collection becomes a post or
// page on the user's connected site; publishing again updates it. Also where an item was published.
import {
  MessageSchema,
  PublishToWordPressSchema,
  WORDPRESS_TEXT,
  WordPressPublicationSchema,
  WordPressPublicationStateSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import { findConnection, openConnection } from '../../wordpress/connections.ts';
import {
  findPublication,
  type PublishRefusal,
  publishCollection,
  publishDesign,
} from '../../wordpress/publish.ts';
import { IdParams, userOf } from '../designs/common.ts';
import {
  answerRefusal,
  RefusalSchema,
  SITE_CALLS_PER_MINUTE,
  type WordPressRoutesOptions,
} from './common.ts';

const KIND = z.enum(['design', 'collection']);
const ItemParams = IdParams.extend({ kind: KIND });

const REFUSALS: Record<PublishRefusal, { status: 404 | 409; message: string }> = {
  'not-found': { status: 404, message: WORDPRESS_TEXT.itemNotFound },
  'image-not-found': { status: 404, message: WORDPRESS_TEXT.imageNotFound },
  'not-rendered': { status: 409, message: WORDPRESS_TEXT.notRendered },
  'empty-collection': { status: 409, message: WORDPRESS_TEXT.emptyCollection },
  busy: { status: 409, message: WORDPRESS_TEXT.publishing },
};

export const wordpressPublishRoutes: FastifyPluginAsyncZod<WordPressRoutesOptions> = async (app, options) => {
  const { pool, box, client, storage, publicUrl } = options;
  const context = { pool, storage, client, publicUrl, log: (message: string) => app.log.warn(message) };

  app.get(
    '/api/wordpress/publications/:kind/:id',
    {
      onRequest: app.requireSession,
      schema: { params: ItemParams, response: { 200: WordPressPublicationStateSchema, 401: MessageSchema } },
    },
    async (request) => {
      const userId = userOf(request).id;
      const connection = await findConnection(pool, userId);
      if (!connection) return { publication: null };
      const { kind, id } = request.params;
      return { publication: await findPublication(pool, userId, kind, id, connection.siteUrl) };
    },
  );

  app.post(
    '/api/wordpress/publish/:kind/:id',
    {
      onRequest: app.requireSession,
      config: {
        rateLimit: {
          max: SITE_CALLS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: perUserOrClient(app, 'wordpress-publish'),
        },
      },
      schema: {
        params: ItemParams,
        body: PublishToWordPressSchema,
        response: {
          200: WordPressPublicationSchema,
          401: MessageSchema,
          404: MessageSchema,
          409: RefusalSchema.or(MessageSchema),
        },
      },
    },
    async (request, reply) => {
      const userId = userOf(request).id;
      const connection = await openConnection(pool, box, userId);
      if (!connection) return reply.status(409).send({ message: WORDPRESS_TEXT.notConnected });
      const { kind, id } = request.params;
      try {
        const result =
          kind === 'design'
            ? await publishDesign(context, connection, userId, id, request.body)
            : await publishCollection(context, connection, userId, id, request.body);
        if (result.ok) return result.publication;
        const refused = REFUSALS[result.reason];
        return reply.status(refused.status).send({ message: refused.message });
      } catch (error) {
        return answerRefusal(reply, request.log, error, {
          publishing: true,
          page: request.body.type === 'page',
        });
      }
    },
  );
};
