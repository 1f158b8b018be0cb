// The API's internal routes (`/api/internal/...`) are called by the CMS process only: the caller
// must present the token this API process generated and handed to the CMS at start, and the
// request must come over loopback. Checked before the body is even parsed; anyone else gets the
// same 404 as for a route that does not exist, so a caller without the token learns nothing.

import { timingSafeEqual } from 'node:crypto';
import { API_ERRORS } from '@poolscape/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** An `onRequest` hook letting through only the CMS process presenting `token`. */
export const internalOnly = (token: string) => async (request: FastifyRequest, reply: FastifyReply) => {
  const given = request.headers['x-internal-token'];
  if (
    !LOOPBACK.has(request.socket.remoteAddress ?? '') ||
    typeof given !== 'string' ||
    !sameSecret(given, token)
  ) {
    return reply.status(404).send({ message: API_ERRORS.notFound });
  }
};
