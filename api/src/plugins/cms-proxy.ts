// `/cms/*` (the Payload admin, its REST API and the Next.js assets it loads) is proxied to the
// CMS process on loopback. Uploads stream through untouched. Next.js checks the origin of server
// actions against the forwarded host, so the forwarding headers are set explicitly.
// A CMS that does not answer within seconds is failing, not busy: the proxy gives up then instead
// of holding the visitor's request (and a socket) for minutes.
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CMS_POLICY } from './security-headers.ts';

/** What a visitor reads when the CMS cannot answer (down, or slower than the timeout). */
export const CMS_UNAVAILABLE = 'The content editor is not answering right now. Please try again in a moment.';

/** How long the proxy waits for the CMS's response headers, and then between body chunks. */
export const CMS_TIMEOUT_MS = 30_000;

export const cmsProxy = fp(
  async (app: FastifyInstance, options: { upstream: () => string; timeoutMs?: number }) => {
    await app.register(proxy, {
      upstream: '',
      prefix: '/cms',
      rewritePrefix: '/cms',
      replyOptions: {
        timeout: options.timeoutMs ?? CMS_TIMEOUT_MS,
        getUpstream: () => options.upstream(),
        rewriteRequestHeaders: (request, headers) => ({
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
