// The read-only feed the Poolscape WordPress plugin pulls (`GET /api/feed/v1/{resource}`), with an
// API key as `Authorization: Bearer psk_…`. Answers carry an ETag; the plugin sends it back and
// gets 304 while nothing changed. A key is looked up on every request, so a revoked one is refused
// from the next request on.
import { createHash } from 'node:crypto';
import {
  ApiErrorSchema,
  FEED_RESOURCES,
  FeedCollectionSchema,
  FeedDesignSchema,
  FeedGalleryItemSchema,
  FeedPostSchema,
  FeedQuerySchema,
  FeedTutorialSchema,
  feedPageSchema,
  MessageSchema,
  WORDPRESS_TEXT,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyAnswer } from '../../plugins/openapi-responses.ts';
import { keyOwner } from '../../wordpress/api-keys.ts';
import { feedPage } from '../../wordpress/feed.ts';
import type { WordPressRoutesOptions } from './common.ts';

/** Feed requests one key (or one client without a key) may make per minute. */
export const FEED_PER_MINUTE = 120;

function bearerOf(header: string | undefined): string {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? '';
}

/** A page of any resource: the items are designs, collections, gallery items, posts or tutorials. */
const FeedPageSchema = feedPageSchema(
  z.union([
    FeedDesignSchema,
    FeedCollectionSchema,
    FeedGalleryItemSchema,
    FeedPostSchema,
    FeedTutorialSchema,
  ]),
).meta({ description: 'One page of the resource; the ETag header names this answer.' });

export const wordpressFeedRoutes: FastifyPluginAsyncZod<WordPressRoutesOptions> = async (app, options) => {
  const source = { pool: options.pool, publicUrl: options.publicUrl, content: options.content };

  app.get(
    '/api/feed/v1/:resource',
    {
      config: {
        rateLimit: {
          max: FEED_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => {
            const key = bearerOf(request.headers.authorization);
            return key
              ? `feed:key:${createHash('sha256').update(key).digest('hex')}`
              : `feed:ip:${request.ip}`;
          },
        },
      },
      schema: {
        params: z.object({
          resource: z.enum(FEED_RESOURCES, {
            error: `resource must be one of ${FEED_RESOURCES.join(', ')}.`,
          }),
        }),
        querystring: FeedQuerySchema,
        // The page is sent as bytes already serialized (its ETag is their hash): these only describe it.
        response: {
          200: FeedPageSchema,
          304: emptyAnswer('Nothing changed since the ETag sent in If-None-Match.'),
          400: ApiErrorSchema,
          401: MessageSchema,
          404: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const owner = await keyOwner(options.pool, bearerOf(request.headers.authorization));
      if (owner === 'unknown')
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="poolscape-feed"')
          .send({ message: WORDPRESS_TEXT.badKey });
      if (owner === 'closed') return reply.status(404).send({ message: WORDPRESS_TEXT.closedAccount });
      const { userId } = owner;
      const { page, perPage } = request.query;
      const body = JSON.stringify(await feedPage(source, userId, request.params.resource, page, perPage));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache').header('vary', 'authorization');
      const wanted = request.headers['if-none-match'];
      // Bytes already serialized (the ETag is their hash), which the schema's JSON types do not cover.
      const raw = reply as FastifyReply;
      if (wanted?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(Buffer.from(body));
    },
  );
};
