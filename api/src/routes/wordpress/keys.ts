// The plugin side of the wizard: the plugin's zip (anyone may download it; it holds no secret), and
// the signed-in user's API keys for it: list, make (the key is shown this once), revoke.
import {
  ApiKeySchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  MessageSchema,
  WORDPRESS_TEXT,
} from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fileAnswer } from '../../plugins/openapi-responses.ts';
import { createKey, listKeys, revokeKey } from '../../wordpress/api-keys.ts';
import { pluginZip } from '../../wordpress/plugin-zip.ts';
import { IdParams, userOf } from '../designs/common.ts';
import type { WordPressRoutesOptions } from './common.ts';

export const wordpressKeyRoutes: FastifyPluginAsyncZod<WordPressRoutesOptions> = async (app, options) => {
  const { pool, publicUrl } = options;

  const pluginZipAnswer = fileAnswer('The WordPress plugin, set up for this installation.', [
    'application/zip',
  ]);
  app.get(
    '/api/wordpress/plugin.zip',
    { schema: { response: { 200: pluginZipAnswer } } },
    async (_request, reply) =>
      // Bytes, which the schema's JSON types do not cover.
      (reply as FastifyReply)
        .header('content-type', 'application/zip')
        .header('content-disposition', 'attachment; filename="poolscape.zip"')
        .header('cache-control', 'public, max-age=300')
        .send(pluginZip(publicUrl)),
  );

  app.get(
    '/api/wordpress/keys',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: z.array(ApiKeySchema), 401: MessageSchema } },
    },
    async (request) => listKeys(pool, userOf(request).id),
  );

  app.post(
    '/api/wordpress/keys',
    {
      onRequest: app.requireSession,
      schema: {
        body: CreateApiKeySchema,
        response: { 201: CreatedApiKeySchema, 401: MessageSchema, 409: MessageSchema },
      },
    },
    async (request, reply) => {
      const created = await createKey(pool, userOf(request).id, request.body.name);
      if (!created) return reply.status(409).send({ message: WORDPRESS_TEXT.tooManyKeys });
      // The secret is in this answer only: no cache may keep it.
      return reply.header('cache-control', 'no-store').status(201).send(created);
    },
  );

  app.delete(
    '/api/wordpress/keys/:id',
    {
      onRequest: app.requireSession,
      schema: { params: IdParams, response: { 204: z.null(), 401: MessageSchema, 404: MessageSchema } },
    },
    async (request, reply) => {
      if (!(await revokeKey(pool, userOf(request).id, request.params.id)))
        return reply.status(404).send({ message: WORDPRESS_TEXT.keyNotFound });
      return reply.status(204).send(null);
    },
  );
};
