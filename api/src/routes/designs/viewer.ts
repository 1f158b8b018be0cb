// Who is looking at a file. `<img>` cannot send an Authorization header, so image and photo GETs
// also accept the session cookie. That is safe here: these routes only read, and the files are
// served with our own headers (no cross-site request can change anything through them).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Storage, StoredObject } from '../../storage/storage.ts';

/** The signed-in user's id from the bearer header or the cookie, or null. */
export async function viewerId(request: FastifyRequest): Promise<string | null> {
  return (await request.server.findSession(request, { cookie: true }))?.user.id ?? null;
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

/**
 * A download from a store that hands them out directly (STORAGE_SIGNED_DOWNLOADS): a redirect to
 * its short-lived URL, or a 404 when the file is gone. Null when the file is to be sent from here.
 * Asked only after the route has decided the viewer may have the file.
 */
export async function redirectToDownload(
  reply: FastifyReply,
  storage: Storage,
  ref: { key: string; downloadName?: string },
  notFound: { message: string },
): Promise<FastifyReply | null> {
  if (!ref.downloadName || !storage.downloadUrl) return null;
  const url = await storage.downloadUrl(ref.key, ref.downloadName);
  if (!url) return reply.status(404).send(notFound);
  return reply.header('cache-control', 'private, no-store').redirect(url);
}
