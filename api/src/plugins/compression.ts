// Answers above 1 KB in a text format (JSON above all: admin lists, the gallery, ledgers, the
// WordPress feed) go out compressed with brotli or gzip, as the client accepts. The site's files
// are compressed when the site is built and the CMS compresses its own answers: an answer that
// already has a Content-Encoding is left as it is.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Smaller answers gain less than the headers and the work cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export const compression = fp(
  async (app: FastifyInstance) => {
    // Brotli at its default quality here (4) costs about what gzip does; 11 would cost ten times more.
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compression' },
);
