// Who is calling. The only place the API reads a session token from a request: the bearer token
// of the Authorization header always; the `authToken` cookie or a `?token=` query only on routes
// that opt in, because neither can be sent by script where they are needed (an `<img>`, a
// WebSocket upgrade). State-changing calls never accept the cookie, so they cannot be forged
// cross-site. `app.requireSession` guards routes that need a signed-in user (401 otherwise),
// `app.requireAdmin` those of the admin area (401 signed out, 403 for anyone not an admin);
// `app.requireSocketSession` guards WebSocket upgrades.
import { ADMIN_TEXT, AUTH_API_MESSAGES, type StaffRole } from '@poolscape/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { SessionSockets } from '../auth/session-sockets.ts';
import type { ValidSession } from '../auth/session-types.ts';
import { SESSION_TOKEN_MAX_LENGTH, validateSessionToken } from '../auth/sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, set by `requireSession` and `requireSocketSession`. */
    auth: ValidSession | null;
  }
  interface FastifyInstance {
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like `requireSession`, and 403 for a signed-in user who is not an admin. */
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like `requireAdmin`, and lets editors in too: for the content and configuration screens. */
    requireEditor: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * Runs before a WebSocket upgrade (as its `preValidation`): refuses other origins with 403 and
     * a missing or invalid `?token=` with 401, so a refused client never gets a socket.
     */
    requireSocketSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** The open sockets of sessions, closed when their session ends or loses the right to them. */
    sessionSockets: SessionSockets;
    /** The session of a request's token from the sources given, or null. */
    findSession: (request: FastifyRequest, sources?: TokenSources) => Promise<ValidSession | null>;
  }
}

/** The cookie the sign-in pages keep the session token in (also set by the social sign-in). */
export const SESSION_COOKIE = 'authToken';

/** Where else than the Authorization header a route accepts the token from. */
export interface TokenSources {
  /** The session cookie: only for reads that a browser makes without script, such as `<img>`. */
  cookie?: boolean;
  /** `?token=`: only for WebSocket upgrades, which cannot carry an Authorization header. */
  query?: boolean;
}

const BEARER = /^Bearer\s+(\S+)$/i;
const COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`);

function withinLimit(token: string | null | undefined): string | null {
  return token && token.length <= SESSION_TOKEN_MAX_LENGTH ? token : null;
}

function cookieToken(header: string | undefined): string | null {
  const raw = header?.match(COOKIE)?.[1];
  if (!raw) return null;
  try {
    return withinLimit(decodeURIComponent(raw));
  } catch {
    return null;
  }
}

/**
 * The session token a request carries, or null: the `Authorization: Bearer` header's when there is
 * one, otherwise the cookie's or the query's where `sources` allows them.
 */
export function readSessionToken(request: FastifyRequest, sources: TokenSources = {}): string | null {
  const header = request.headers.authorization;
  const bearer = typeof header === 'string' ? header.match(BEARER)?.[1] : undefined;
  if (bearer) return withinLimit(bearer);
  if (sources.cookie) {
    const token = cookieToken(request.headers.cookie);
    if (token) return token;
  }
  if (sources.query) {
    const token = (request.query as { token?: unknown } | undefined)?.token;
    if (typeof token === 'string') return withinLimit(token);
  }
  return null;
}

export interface SessionPluginOptions {
  pool: Pool;
  /** Origins allowed to open sockets (the product's own). */
  allowedOrigins: readonly string[];
  /** How often every open socket's session is checked again (default a minute). */
  socketRecheckMs?: number;
}

export const sessionPlugin = fp(
  async (app: FastifyInstance, options: SessionPluginOptions) => {
    const findSession = async (request: FastifyRequest, sources?: TokenSources) => {
      const token = readSessionToken(request, sources);
      return token ? await validateSessionToken(options.pool, token) : null;
    };
    app.decorateRequest('auth', null);
    app.decorate('findSession', findSession);
    const sockets = new SessionSockets(options.pool, {
      recheckMs: options.socketRecheckMs,
      log: (message) => app.log.warn(message),
    });
    app.decorate('sessionSockets', sockets);
    app.addHook('onClose', async () => sockets.stop());
    app.decorate('requireSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const valid = await findSession(request);
      if (!valid) {
        await reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
        return;
      }
      request.auth = valid;
    });
    const requireStaff =
      (allowed: readonly StaffRole[]) => async (request: FastifyRequest, reply: FastifyReply) => {
        const valid = await findSession(request);
        if (!valid) {
          await reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
          return;
        }
        if (!valid.user.staff_role || !allowed.includes(valid.user.staff_role)) {
          await reply.status(403).send({ message: ADMIN_TEXT.forbidden });
          return;
        }
        request.auth = valid;
      };
    app.decorate('requireAdmin', requireStaff(['admin']));
    app.decorate('requireEditor', requireStaff(['editor', 'admin']));
    app.decorate('requireSocketSession', async (request: FastifyRequest, reply: FastifyReply) => {
      // Browsers send the page's origin with every upgrade; another site's page may not listen in.
      const origin = request.headers.origin;
      if (origin && !options.allowedOrigins.includes(origin)) {
        await reply.status(403).send({ message: AUTH_API_MESSAGES.socketOriginRefused });
        return;
      }
      const valid = await findSession(request, { query: true });
      if (!valid) {
        await reply.status(401).send({ message: AUTH_API_MESSAGES.notSignedIn });
        return;
      }
      request.auth = valid;
    });
  },
  { name: 'session' },
);
