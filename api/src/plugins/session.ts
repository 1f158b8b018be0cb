// Who is calling: the bearer token of the Authorization header (never a cookie, so state-changing
// calls cannot be forged cross-site). `app.requireSession` is the preHandler of every route that
// needs a signed-in user; it answers 401 otherwise.
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { type ValidSession, validateSessionToken } from '../auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `requireSession`. */
    auth: ValidSession | null;
  }
  interface FastifyInstance {
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? header.match(/^Bearer\s+(\S{1,200})$/i) : null;
  return match?.[1] ?? null;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: { pool: Pool }) => {
    app.decorateRequest('auth', null);
    app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearerToken(request);
      const valid = token ? await validateSessionToken(options.pool, token) : null;
      if (!valid) {
        await reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
        return;
      }
      request.auth = valid;
    });
  },
  { name: 'session' },
);
