// "Download my data": ask for an archive of the account, follow its progress, download it. Only the
// signed-in owner sees or downloads an archive; anyone else's id is a 404. "Delete my account":
// confirmed with the password (or a sign-in a moment ago), it closes the account for its grace period.
import {
  ACCOUNT_DELETE_TEXT,
  ACCOUNT_EXPORT_TEXT,
  AccountDeletionInfoSchema,
  AccountDeletionSchema,
  AccountExportStateSchema,
  API_ERRORS,
  ApiErrorSchema,
  AUTH_API_MESSAGES,
  DeleteAccountRequestSchema,
  deletionDay,
  MessageSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountDeletions } from '../../account/account-deletions.ts';
import type { AccountExports } from '../../account/account-exports.ts';
import { SESSION_OR_COOKIE } from '../../plugins/openapi-routes.ts';
import { userOf } from '../designs/common.ts';

export interface AccountRoutesOptions {
  exports: AccountExports;
  deletions: AccountDeletions;
}

const ExportParams = z.object({ id: z.uuid({ error: 'id must be the id of an archive.' }) });
const errors = { 400: ApiErrorSchema, 401: MessageSchema, 404: MessageSchema };

export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (
  app,
  { exports, deletions },
) => {
  app.get(
    '/api/account/delete',
    { onRequest: app.requireSession, schema: { response: { 200: AccountDeletionInfoSchema, ...errors } } },
    async (request) => deletions.info(userOf(request)),
  );

  app.post(
    '/api/account/delete',
    {
      onRequest: app.requireSession,
      // Each try checks a password: a handful per quarter of an hour is plenty.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        body: DeleteAccountRequestSchema,
        response: { 202: AccountDeletionSchema, 403: MessageSchema, 429: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, session } = request.auth as NonNullable<typeof request.auth>;
      const confirmed = await deletions.confirmed(user, session.id, request.body.password);
      if (!confirmed.ok) return reply.status(confirmed.status).send({ message: confirmed.message });
      const done = await deletions.request(user.id, { kind: 'owner' });
      if (!done) return reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
      return reply.status(202).send({
        message: ACCOUNT_DELETE_TEXT.scheduled(deletionDay(done.dueAt)),
        deletionDueAt: done.dueAt.toISOString(),
      });
    },
  );

  app.get(
    '/api/account/export',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: AccountExportStateSchema, ...errors } },
    },
    async (request) => ({ export: await exports.latest(userOf(request).id) }),
  );

  app.post(
    '/api/account/export',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: AccountExportStateSchema, 202: AccountExportStateSchema, ...errors } },
    },
    async (request, reply) => {
      const { export: made, reused } = await exports.request(userOf(request).id);
      // 202 for a new archive on its way; 200 for the one already asked for today.
      return reply.status(reused ? 200 : 202).send({ export: made });
    },
  );

  app.get(
    '/api/account/export/:id/download',
    {
      schema: {
        security: SESSION_OR_COOKIE,
        params: ExportParams,
        // The archive's bytes (sent as they are: Fastify serializes only JSON answers).
        response: { 200: z.any(), 409: MessageSchema, 410: MessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      // A plain link (the page's, the mail's) sends the session cookie, not a header: a read, so
      // the cookie is accepted here as for pictures and videos.
      const session = await app.findSession(request, { cookie: true });
      if (!session) return reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
      const found = await exports.download(session.user.id, request.params.id);
      if (found.status === 'not-found') return reply.status(404).send({ message: API_ERRORS.notFound });
      if (found.status === 'expired')
        return reply.status(410).send({ message: ACCOUNT_EXPORT_TEXT.expiredDownload });
      if (found.status !== 'ready') return reply.status(409).send({ message: ACCOUNT_EXPORT_TEXT.notReady });
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${found.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(found.body);
    },
  );
};
