// `/cms/*` (the Payload admin, its REST API and the Next.js assets it loads) is proxied to the
// CMS process on loopback. Uploads stream through untouched. Next.js checks the origin of server
// actions against the forwarded host, so the forwarding headers are set explicitly.
// A CMS that does not answer within seconds is failing, not busy: the proxy gives up then instead
// of holding the visitor's request (and a socket) for minutes.
// Security: the CMS's own sign-in calls are limited per client here, in front of it, as the app's
// sign-in is: Payload counts wrong passwords per account only (and locks the account), so without
// this one client could guess without end, or keep an editor locked out. A client's internal token
// header never reaches the CMS: that header is the API's alone.
import proxy from '@fastify/http-proxy';
import { AUTH_API_MESSAGES } from '@poolscape/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import { hit, peek } from '../auth/throttle.ts';
import { cmsAddressRefusal, cmsBodyRefusal, cmsContentTypeRefusal } from './cms-request-guard.ts';
import { CMS_POLICY } from './security-headers.ts';

/** What a visitor reads when the CMS cannot answer (down, or slower than the timeout). */
export const CMS_UNAVAILABLE = 'The content editor is not answering right now. Please try again in a moment.';

/** How long the proxy waits for the CMS's response headers, and then between body chunks. */
export const CMS_TIMEOUT_MS = 30_000;

/**
 * Failed CMS sign-ins (and every reset, unlock and forgot-password call) one client may make in the
 * window: fewer than Payload's lockout of 5 wrong passwords, so one client cannot lock an editor out.
 */
export const CMS_SIGN_IN_LIMIT = { attempts: 4, windowSeconds: 15 * 60 } as const;

/** The CMS's calls that take a password or a reset token, or send a mail to an address. */
const SIGN_IN_CALLS = new Set(['login', 'forgot-password', 'reset-password', 'unlock']);

/** Which sign-in call `request` is (`login`, …), or null for any other. */
function signInCall(request: FastifyRequest): string | null {
  if (request.method !== 'POST') return null;
  const path =
    request.url
      .split('?')[0]
      ?.replace(/\/{2,}/g, '/')
      .toLowerCase() ?? '';
  const call = path.startsWith('/cms/api/users/')
    ? path.slice('/cms/api/users/'.length).replace(/\/$/, '')
    : '';
  return SIGN_IN_CALLS.has(call) ? call : null;
}

export interface CmsProxyOptions {
  upstream: () => string;
  timeoutMs?: number;
  /** Where sign-in attempts are counted (shared by every API process); without it, nothing is limited. */
  pool?: Pool;
}

export const cmsProxy = fp(
  async (app: FastifyInstance, options: CmsProxyOptions) => {
    const pool = options.pool;
    // Requests the CMS would fail on as a 500 are refused first (see cms-request-guard.ts).
    const isCmsApi = (request: FastifyRequest) => /^\/cms\/api(\/|\?|$)/.test(request.url);
    app.addHook('onRequest', async (request, reply) => {
      if (!isCmsApi(request)) return;
      const refusal =
        cmsAddressRefusal(request.url) ?? cmsContentTypeRefusal(request.headers['content-type']);
      if (refusal) await reply.status(refusal.status).send({ message: refusal.message });
    });
    app.addHook('preHandler', async (request, reply) => {
      if (!isCmsApi(request)) return;
      const refusal = await cmsBodyRefusal(request);
      if (refusal) await reply.status(refusal.status).send({ message: refusal.message });
    });
    if (pool) {
      const key = (request: FastifyRequest) => `cms-signin:ip:${request.ip}`;
      const { attempts, windowSeconds } = CMS_SIGN_IN_LIMIT;
      // A right password costs nothing; a wrong one, and every reset, unlock or mail, counts. A
      // reset, unlock or mail is counted before it is passed on; a sign-in is looked at before and
      // counted, when it failed, before its answer leaves, so the next attempt always sees it.
      app.addHook('onRequest', async (request, reply) => {
        const call = signInCall(request);
        if (!call) return;
        const allowed =
          call === 'login'
            ? (await peek(pool, key(request), windowSeconds)) < attempts
            : (await hit(pool, key(request), attempts, windowSeconds)).allowed;
        if (allowed) return;
        await reply
          .status(429)
          .header('retry-after', String(windowSeconds))
          .send({ message: AUTH_API_MESSAGES.tooManyAttempts });
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (signInCall(request) === 'login' && reply.statusCode >= 400 && reply.statusCode !== 429)
          await hit(pool, key(request), attempts, windowSeconds);
        return payload;
      });
    }
    await app.register(proxy, {
      upstream: '',
      prefix: '/cms',
      rewritePrefix: '/cms',
      replyOptions: {
        timeout: options.timeoutMs ?? CMS_TIMEOUT_MS,
        getUpstream: () => options.upstream(),
        rewriteRequestHeaders: (request, { 'x-internal-token': _internal, ...headers }) => ({
          ...headers,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
          'x-forwarded-for': request.ip,
        }),
        // 504 when the CMS was too slow, 503 when it could not be reached; never its address.
        onError: (reply, { error }) => {
          const status = (error as { statusCode?: number }).statusCode === 504 ? 504 : 503;
          void reply.code(status).send({ message: CMS_UNAVAILABLE });
        },
        rewriteHeaders: ({ 'x-powered-by': _poweredBy, ...headers }) => ({
          ...headers,
          'content-security-policy': CMS_POLICY,
        }),
      },
    });
  },
  { name: 'cms-proxy' },
);
