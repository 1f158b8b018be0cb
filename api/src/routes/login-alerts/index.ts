// WebSocket /ws/login-notifications?token=: live login alerts for alpha users. The token, the
// Origin and the user's plan are checked before the upgrade; anyone else is refused with a plain
// HTTP error. (@fastify/websocket itself is registered by app.ts.)
import { LOGIN_ALERT_TEXT, MessageSchema } from '@poolscape/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type LoginAlertHub, receivesLoginAlerts } from '../../login-alerts/login-alerts.ts';

export interface LoginAlertRoutesOptions {
  hub: LoginAlertHub;
}

const NOT_ALPHA = { message: LOGIN_ALERT_TEXT.alphaOnly };

export const loginAlertRoutes: FastifyPluginAsync<LoginAlertRoutesOptions> = async (app, { hub }) => {
  const alphaOnly = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!request.auth || !receivesLoginAlerts(request.auth.user)) await reply.status(403).send(NOT_ALPHA);
  };

  app.get(
    '/ws/login-notifications',
    { websocket: true, preValidation: [app.requireSocketSession, alphaOnly] },
    (socket, request) => {
      const auth = request.auth;
      if (!auth) return socket.close(1008);
      const unsubscribe = hub.subscribe(auth.user.id, socket);
      socket.on('close', unsubscribe);
      // Other users' addresses: closed when the session ends or the user stops being alpha.
      app.sessionSockets.track(socket, auth, receivesLoginAlerts);
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => undefined);
    },
  );

  const zod = app.withTypeProvider<ZodTypeProvider>();
  zod.post(
    '/api/login-notifications/test',
    {
      preHandler: [app.requireSession, alphaOnly],
      schema: {
        response: {
          200: MessageSchema.extend({ delivered: z.number() }),
          401: MessageSchema,
          403: MessageSchema,
        },
      },
    },
    async (request) => {
      const { user } = request.auth as NonNullable<typeof request.auth>;
      const delivered = hub.sendTo(user.id, await hub.alertFor(user, request.ip));
      return { message: delivered > 0 ? 'Test alert sent.' : 'No open connection to send it to.', delivered };
    },
  );
};
