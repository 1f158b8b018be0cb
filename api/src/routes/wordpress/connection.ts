// Connecting a WordPress site (the wizard, /wordpress-wizard): check an address for WordPress and
// its REST API, connect with a user name and application password (checked live, then kept
// sealed), read the connection (never its password), disconnect, and list the site's categories.
import {
  ConnectWordPressSchema,
  MessageSchema,
  SiteCheckResultSchema,
  SiteCheckSchema,
  WORDPRESS_TEXT,
  WordPressCategoriesSchema,
  WordPressConnectionSchema,
  WordPressConnectionStateSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import {
  deleteConnection,
  findConnection,
  openConnection,
  saveConnection,
} from '../../wordpress/connections.ts';
import { userOf } from '../designs/common.ts';
import {
  answerRefusal,
  RefusalSchema,
  SITE_CALLS_PER_MINUTE,
  type WordPressRoutesOptions,
} from './common.ts';

export const wordpressConnectionRoutes: FastifyPluginAsyncZod<WordPressRoutesOptions> = async (
  app,
  options,
) => {
  const { pool, box, client } = options;
  const siteCalls = {
    rateLimit: {
      max: SITE_CALLS_PER_MINUTE,
      timeWindow: '1 minute',
      keyGenerator: perUserOrClient(app, 'wordpress'),
    },
  };

  app.get(
    '/api/wordpress/connection',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: WordPressConnectionStateSchema, 401: MessageSchema } },
    },
    async (request) => ({ connection: await findConnection(pool, userOf(request).id) }),
  );

  app.post(
    '/api/wordpress/site-check',
    {
      onRequest: app.requireSession,
      config: siteCalls,
      schema: {
        body: SiteCheckSchema,
        response: { 200: SiteCheckResultSchema, 401: MessageSchema, 409: RefusalSchema },
      },
    },
    async (request, reply) => {
      try {
        const site = await client.discover(request.body.siteUrl);
        return {
          siteUrl: site.siteUrl,
          siteName: site.siteName,
          profileUrl: `${site.siteUrl}/wp-admin/profile.php`,
        };
      } catch (error) {
        return answerRefusal(reply, request.log, error);
      }
    },
  );

  app.put(
    '/api/wordpress/connection',
    {
      onRequest: app.requireSession,
      config: siteCalls,
      schema: {
        body: ConnectWordPressSchema,
        response: { 200: WordPressConnectionSchema, 401: MessageSchema, 409: RefusalSchema },
      },
    },
    async (request, reply) => {
      const { siteUrl, username, applicationPassword } = request.body;
      const credentials = { username, password: applicationPassword.replace(/\s+/g, '') };
      try {
        const site = await client.discover(siteUrl);
        const { displayName } = await client.verify(site, credentials);
        return await saveConnection(pool, box, userOf(request).id, site, credentials, displayName);
      } catch (error) {
        return answerRefusal(reply, request.log, error);
      }
    },
  );

  app.delete(
    '/api/wordpress/connection',
    { onRequest: app.requireSession, schema: { response: { 204: z.null(), 401: MessageSchema } } },
    async (request, reply) => {
      await deleteConnection(pool, userOf(request).id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/wordpress/categories',
    {
      onRequest: app.requireSession,
      config: siteCalls,
      schema: {
        response: {
          200: WordPressCategoriesSchema,
          401: MessageSchema,
          409: RefusalSchema.or(MessageSchema),
        },
      },
    },
    async (request, reply) => {
      const connection = await openConnection(pool, box, userOf(request).id);
      if (!connection) return reply.status(409).send({ message: WORDPRESS_TEXT.notConnected });
      try {
        const answer: unknown = await client.call(
          connection.site,
          connection.credentials,
          'GET',
          'wp/v2/categories',
          {
            query: { per_page: '100', orderby: 'name', _fields: 'id,name' },
          },
        );
        const categories = Array.isArray(answer) ? answer : [];
        return categories
          .filter((entry) => Number.isInteger(entry?.id) && typeof entry?.name === 'string')
          .map((entry) => ({ id: entry.id as number, name: decodeEntities(entry.name as string) }));
      } catch (error) {
        return answerRefusal(reply, request.log, error, { publishing: true });
      }
    },
  );
};

/** WordPress sends names HTML-escaped (`Pools &amp; Spas`); the app shows them as text. */
function decodeEntities(text: string): string {
  return text
    .replace(/&#0?39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}
