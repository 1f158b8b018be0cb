// What a WebSocket's error does to the log. A client that breaks the protocol (a frame over the
// size limit, a bad opcode, an unmasked frame) is the client's problem, not the server's: it is a
// warning, written once a minute per kind with how many there were since, so a client sending
// frame after frame cannot fill the log. Anything else is the server's and stays an error.
import type { FastifyRequest } from 'fastify';

/** How often one kind of client protocol error is written to the log. */
export const SOCKET_WARNING_INTERVAL_MS = 60_000;

interface SocketLike {
  terminate(): void;
}

/** `@fastify/websocket`'s `errorHandler`: warns of client protocol errors, then ends the socket. */
export function socketErrorHandler(now: () => number = Date.now) {
  const lastWarned = new Map<string, { at: number; since: number }>();
  return (error: Error & { code?: string }, socket: SocketLike, request: FastifyRequest): void => {
    socket.terminate();
    const code = error.code ?? '';
    if (!code.startsWith('WS_ERR_')) {
      request.log.error({ err: error }, 'socket error');
      return;
    }
    const seen = lastWarned.get(code);
    if (seen && now() - seen.at < SOCKET_WARNING_INTERVAL_MS) {
      seen.since += 1;
      return;
    }
    request.log.warn(
      { code, message: error.message, sinceLastWarning: seen?.since ?? 0 },
      'a client broke the socket protocol; its socket was closed',
    );
    lastWarned.set(code, { at: now(), since: 0 });
  };
}
