// `/cms/*` (the Payload admin, its REST API and the Next.js assets it loads) is proxied to the
// CMS process on loopback. Uploads stream through untouched. Next.js checks the origin of server
// actions against the forwarded host, so the forwarding headers are set explicitly.
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CMS_POLICY } from './security-headers.ts';

export const cmsProxy = fp(
  async (app: FastifyInstance, options: { upstream: () => string }) => {
    await app.register(proxy, {
      upstream: '',
      prefix: '/cms',
      rewritePrefix: '/cms',
      replyOptions: {
        getUpstream: () => options.upstream(),
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-host': request.headers.host ?? '',
          'x-forwarded-proto': request.protocol,
          'x-forwarded-for': request.ip,
        }),
        rewriteHeaders: (headers) => ({ ...headers, 'content-security-policy': CMS_POLICY }),
      },
    });
  },
  { name: 'cms-proxy' },
);
