// Who is looking at a file. `<img>` cannot send an Authorization header, so image and photo GETs
// also accept the `authToken` cookie. That is safe here: these routes only read, and the files
// are served with our own headers (no cross-site request can change anything through them).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Pool } from 'pg';
import { validateSessionToken } from '../../auth/sessions.ts';
import { bearerToken } from '../../plugins/session.ts';
import type { StoredObject } from '../../storage/storage.ts';

export function cookieToken(request: FastifyRequest): string | null {
  const raw = request.headers.cookie?.match(/(?:^|;\s*)authToken=([^;]{1,300})/)?.[1];
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The signed-in user's id from the bearer header or the cookie, or null. */
export async function viewerId(pool: Pool, request: FastifyRequest): Promise<string | null> {
  for (const token of [bearerToken(request), cookieToken(request)]) {
    if (!token) continue;
    const valid = await validateSessionToken(pool, token);
    if (valid) return valid.user.id;
  }
  return null;
}

const YEAR = 31_536_000;

/**
 * Sends a stored file. Files never change once written (new renders get new ids), so they are
 * cached long; a private design's files only in the viewer's own browser, a shared design's also
 * by shared caches, for an hour so that making it private again takes effect soon.
 */
export function sendFile(
  reply: FastifyReply,
  file: StoredObject,
  options: { private: boolean; downloadName?: string },
): FastifyReply {
  reply
    .header('content-type', file.contentType)
    .header('content-length', file.size)
    .header('cache-control', options.private ? `private, max-age=${YEAR}, immutable` : 'public, max-age=3600')
    // Shared designs may be shown on other sites (a WordPress post, a presentation).
    .header('cross-origin-resource-policy', options.private ? 'same-origin' : 'cross-origin');
  if (options.downloadName) {
    reply.header('content-disposition', `attachment; filename="${options.downloadName}"`);
  }
  return reply.send(file.body);
}
