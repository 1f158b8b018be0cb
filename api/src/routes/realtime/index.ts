// WebSocket /ws/login-notifications?token=: live login alerts for alpha users. The token and the
// Origin are checked before the upgrade; anyone else is refused with a plain HTTP error.
// (@fastify/websocket itself is registered by app.ts.)
import { AUTH_API_MESSAGES, MessageSchema } from '@poolscape/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { validateSessionToken } from '../../auth/sessions.ts';
import { type LoginAlertHub, loginAlertFor, receivesLoginAlerts } from '../../realtime/login-alerts.ts';

export interface RealtimeOptions {
  pool: Pool;
  hub: LoginAlertHub;
  /** Origins allowed to open sockets (the product's own). */
  allowedOrigins: string[];
}

export const realtimeRoutes: FastifyPluginAsync<RealtimeOptions> = async (app, options) => {
  const { pool, hub } = options;

  app.get(
    '/ws/login-notifications',
    {
      websocket: true,
      // Runs before the upgrade: a refused client never gets a socket.
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin && !options.allowedOrigins.includes(origin)) {
          return reply.status(403).send({ message: 'This origin may not open a socket.' });
        }
        const token = (request.query as { token?: string }).token ?? '';
        const valid = await validateSessionToken(pool, token);
        if (!valid) return reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
        if (!receivesLoginAlerts(valid.user)) {
          return reply.status(403).send({ message: 'Login alerts are for alpha users.' });
        }
        request.auth = valid;
      },
    },
    (socket, request) => {
      const auth = request.auth;
      if (!auth) return socket.close(1008);
      const unsubscribe = hub.subscribe(auth.user.id, socket);
      socket.on('close', unsubscribe);
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => undefined);
    },
  );

  const zod = app.withTypeProvider<ZodTypeProvider>();
  zod.post(
    '/api/login-notifications/test',
    {
      preHandler: app.requireSession,
      schema: {
        response: {
          200: MessageSchema.extend({ delivered: z.number() }),
          401: MessageSchema,
          403: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth || !receivesLoginAlerts(auth.user))
        return reply.status(403).send({ message: 'Login alerts are for alpha users.' });
      const delivered = hub.sendTo(auth.user.id, loginAlertFor(auth.user, { ip: request.ip }));
      return { message: delivered > 0 ? 'Test alert sent.' : 'No open connection to send it to.', delivered };
    },
  );
};
