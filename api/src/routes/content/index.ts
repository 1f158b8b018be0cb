// Public content for the site's islands: the latest posts (home blog carousel) and the landing
// page's demo video. Both come from the current site build.
import {
  AnnouncementsResponseSchema,
  BlogPostListItemSchema,
  BlogPostsQuerySchema,
  CONTENT_TEXT,
  LandingVideoSchema,
} from '@poolscape/shared/content';
import { ApiErrorSchema } from '@poolscape/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PublicContentReader } from '../../content/public-content.ts';

/** Browsers may reuse an answer for a minute; a publish shows on the next minute at the latest. */
const CACHE = 'public, max-age=60';

export const contentRoutes: FastifyPluginAsyncZod<{ content: PublicContentReader }> = async (
  app,
  { content },
) => {
  app.get(
    '/api/blog/posts',
    {
      schema: {
        querystring: BlogPostsQuerySchema,
        response: { 200: z.array(BlogPostListItemSchema), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { posts } = await content.get();
      return reply.header('cache-control', CACHE).send(posts.slice(0, request.query.limit));
    },
  );

  app.get(
    '/api/videos/landing-demo',
    { schema: { response: { 200: LandingVideoSchema, 404: ApiErrorSchema } } },
    async (_request, reply) => {
      const { landingVideo } = await content.get();
      reply.header('cache-control', CACHE);
      if (!landingVideo) return reply.status(404).send({ message: CONTENT_TEXT.noLandingVideo });
      return reply.send(landingVideo);
    },
  );

  app.get(
    '/api/announcements',
    { schema: { response: { 200: AnnouncementsResponseSchema } } },
    async (_request, reply) => {
      const { banners, announcements } = await content.get();
      const now = Date.now();
      const active = banners.filter(
        (banner) => Date.parse(banner.startsAt) <= now && (!banner.endsAt || Date.parse(banner.endsAt) > now),
      );
      return reply
        .header('cache-control', 'public, max-age=60')
        .send({ banners: active, announcements: announcements.slice(0, 5) });
    },
  );
};
