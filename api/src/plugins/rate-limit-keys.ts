// Keys for per-route rate limits: a signed-in user counts as one, from whatever address; anyone
// else per client address. The session lookup is the one every route uses (and is cached).
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A rate-limit key generator for the routes of `name`: per user when signed in, else per client. */
export function perUserOrClient(
  app: FastifyInstance,
  name: string,
): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const session = await app.findSession(request);
    return session ? `${name}:user:${session.user.id}` : `${name}:ip:${request.ip}`;
  };
}
