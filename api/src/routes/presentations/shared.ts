// A shared presentation (`/api/present/{token}`...): what the presenter plays, its PDF and the
// pictures of its slides, for anyone holding the link and for nobody once sharing ends. The
// pictures are served through the link, so a contractor can show designs they keep private in
// their library; a slide id from another presentation, or any other token, is a 404.
import { MessageSchema, PlayablePresentationSchema, PRESENTATION_TEXT } from '@poolscape/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { imageKeys, isUuid } from '../../designs/designs.ts';
import { nameSlug } from '../../designs/files.ts';
import { fileAnswer } from '../../plugins/openapi-responses.ts';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import { makePresentationPdf } from '../../presentations/presentation-pdf.ts';
import {
  findSharedPresentation,
  type PresentationRow,
  playable,
  sharedUrls,
  slideRows,
} from '../../presentations/presentations.ts';
import type { Storage } from '../../storage/storage.ts';
import { sendFile } from '../designs/viewer.ts';

export interface SharedPresentationRoutesOptions {
  pool: Pool;
  storage: Storage;
  /** PDF exports one client may make per minute. */
  pdfsPerMinute?: number;
}

/** Makes the presentation's PDF and sends it as a download named after its title. */
export async function sendPdf(
  reply: FastifyReply,
  options: {
    pool: Pool;
    storage: Storage;
    row: PresentationRow;
    urls: 'owner' | 'shared';
  },
): Promise<FastifyReply> {
  const { pool, storage, row } = options;
  const pdf = await makePresentationPdf(pool, storage, row, options.urls);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="poolscape-${nameSlug(row.title)}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

const TokenParams = z.object({ token: z.string().max(100) });
const PictureParams = TokenParams.extend({ slideId: z.string().max(200), kind: z.string().max(20) });
const notFound = { message: PRESENTATION_TEXT.notFound };

export const sharedPresentationRoutes: FastifyPluginAsyncZod<SharedPresentationRoutesOptions> = async (
  app,
  options,
) => {
  const { pool, storage } = options;

  app.get(
    '/api/present/:token',
    { schema: { params: TokenParams, response: { 200: PlayablePresentationSchema, 404: MessageSchema } } },
    async (request, reply) => {
      const { token } = request.params;
      const row = await findSharedPresentation(pool, token);
      if (!row) return reply.status(404).send(notFound);
      reply.header('cache-control', 'private, no-store');
      return playable(pool, row, sharedUrls(token), `/api/present/${token}/pdf`);
    },
  );

  app.get(
    '/api/present/:token/pdf',
    {
      config: {
        rateLimit: {
          max: options.pdfsPerMinute ?? 10,
          timeWindow: '1 minute',
          keyGenerator: perUserOrClient(app, 'presentation-pdfs'),
        },
      },
      schema: {
        params: TokenParams,
        response: {
          200: fileAnswer('The presentation as a PDF.', ['application/pdf']),
          404: MessageSchema,
          429: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findSharedPresentation(pool, request.params.token);
      if (!row) return reply.status(404).send(notFound);
      return sendPdf(reply, { ...options, row, urls: 'shared' });
    },
  );

  app.get(
    '/api/present/:token/slides/:slideId/:kind',
    {
      schema: {
        params: PictureParams,
        response: { 200: fileAnswer("The slide's photo or render.", ['image/*']), 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const { token, slideId, kind } = request.params;
      if ((kind !== 'photo' && kind !== 'render') || !isUuid(slideId))
        return reply.status(404).send(notFound);
      const row = await findSharedPresentation(pool, token);
      const slide = row ? (await slideRows(pool, row.id)).find((entry) => entry.id === slideId) : undefined;
      let key: string | null = null;
      if (slide && kind === 'render' && slide.storage_prefix) key = imageKeys.display(slide.storage_prefix);
      if (slide && kind === 'photo') {
        const design = await pool.query<{ photo_key: string }>(
          'select photo_key from app.designs where id = $1',
          [slide.design_id],
        );
        key = design.rows[0]?.photo_key ?? null;
      }
      const file = key ? await storage.get(key) : null;
      if (!file) return reply.status(404).send(notFound);
      return sendFile(reply, file, { private: true });
    },
  );
};
