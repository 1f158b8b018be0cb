// `WebSocket /ws/designs`: the progress of the signed-in user's own renders, pushed as they happen.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DesignRoutesOptions } from './common.ts';

export const progressSocketRoute: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  app.get(
    '/ws/designs',
    {
      websocket: true,
      // Runs before the upgrade: a refused client never gets a socket.
      preValidation: app.requireSocketSession,
    },
    (socket, request) => {
      const auth = request.auth;
      if (!auth) return socket.close(1008);
      // Only this user's own designs' events reach this socket.
      const unsubscribe = options.progress.subscribe(auth.user.id, socket);
      socket.on('close', unsubscribe);
      // Closed when the session ends (sign-out, a disabled account), checked at least every minute.
      app.sessionSockets.track(socket, auth);
      // Clients only listen; anything they send is ignored.
      socket.on('message', () => undefined);
    },
  );
};
