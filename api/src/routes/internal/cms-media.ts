// The CMS's media in the product's storage (the bucket, when there is one), so that every API
// process's CMS can serve an image uploaded through any of them. The CMS keeps its files on its own
// disk (DATA_DIR/media) and calls these internal routes (see guard.ts): it writes each file it makes
// here, removes them with their document, and reads here a file its disk does not have yet.

import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { API_ERRORS, INTERNAL_API_MESSAGES } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertValidKey, contentTypeOf, type Storage } from '../../storage/storage.ts';
import { internalOnly } from './guard.ts';

/** The folder of the store that holds the CMS's media. */
export const CMS_MEDIA_PREFIX = 'cms-media/';
/** Larger than any image the CMS takes (its uploads are a few MB at most). */
const MEDIA_BODY_LIMIT = 40 * 1024 * 1024;

/**
 * The key of a CMS media file: its own name when that is a safe key segment (`pool-400x300.webp`),
 * else a hash of it with its extension, so any name the CMS gives has exactly one key.
 */
export function cmsMediaKey(filename: string): string {
  const key = `${CMS_MEDIA_PREFIX}${filename}`;
  try {
    assertValidKey(key);
    return key;
  } catch {
    const extension = filename.match(/\.([A-Za-z0-9]{1,8})$/)?.[1]?.toLowerCase();
    const hash = createHash('sha256').update(filename).digest('hex').slice(0, 40);
    return `${CMS_MEDIA_PREFIX}${hash}${extension ? `.${extension}` : ''}`;
  }
}

const ParamsSchema = z.object({ filename: z.string().min(1).max(255) });
const MessageSchema = z.object({ message: z.string() });

export const cmsMediaRoutes: FastifyPluginAsyncZod<{ storage: Storage; token: string }> = async (
  app,
  { storage, token },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MEDIA_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const route = '/api/internal/cms-media/:filename';
  const onRequest = internalOnly(token);

  app.put(
    route,
    {
      onRequest,
      bodyLimit: MEDIA_BODY_LIMIT,
      schema: { params: ParamsSchema, response: { 201: MessageSchema, 400: MessageSchema } },
    },
    async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (body.length === 0) return reply.status(400).send({ message: INTERNAL_API_MESSAGES.emptyFile });
      const key = cmsMediaKey(request.params.filename);
      await storage.put(key, body, request.headers['content-type'] ?? contentTypeOf(key));
      return reply.status(201).send({ message: INTERNAL_API_MESSAGES.stored });
    },
  );

  app.get(route, { onRequest, schema: { params: ParamsSchema } }, async (request, reply) => {
    const file = await storage.get(cmsMediaKey(request.params.filename));
    if (!file) return reply.status(404).send({ message: API_ERRORS.notFound });
    return reply.type(file.contentType).send(file.body);
  });

  app.delete(
    route,
    { onRequest, schema: { params: ParamsSchema, response: { 200: MessageSchema } } },
    async (request, reply) => {
      await storage.delete(cmsMediaKey(request.params.filename));
      return reply.status(200).send({ message: INTERNAL_API_MESSAGES.removed });
    },
  );
};

/**
 * Copies into the store every media file of this machine's CMS that the store lacks: the demo
 * content the seed wrote, and anything whose copy failed while the store was down. Returns how many.
 */
export async function copyCmsMediaToStorage(mediaDir: string, storage: Storage): Promise<number> {
  const names = await readdir(mediaDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const stored = new Set((await storage.list(CMS_MEDIA_PREFIX)).map((object) => object.key));
  let copied = 0;
  for (const name of names) {
    const key = cmsMediaKey(name);
    if (stored.has(key) || name.startsWith('.')) continue;
    const bytes = await readFile(join(mediaDir, name)).catch(() => null);
    if (!bytes) continue;
    await storage.put(key, bytes, contentTypeOf(key));
    copied += 1;
  }
  return copied;
}
