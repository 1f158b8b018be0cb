// Where a design starts: `POST /api/uploads` (the user's own backyard photo, judged by its bytes)
// and `GET /api/designs/samples` (the sample backyards). Both only for a signed-in user.
import { DESIGN_TEXT, MessageSchema, SampleListSchema, UploadSchema } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PHOTO_PROBLEM_TEXT } from '../../designs/photos.ts';
import { saveUpload } from '../../designs/uploads.ts';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import { type DesignRoutesOptions, userOf } from './common.ts';

export const uploadRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  const { pool, storage, samples } = options;

  app.post(
    '/api/uploads',
    {
      onRequest: app.requireSession,
      config: {
        rateLimit: {
          max: options.uploadsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perUserOrClient(app, 'uploads'),
        },
      },
      schema: {
        response: {
          201: UploadSchema,
          400: MessageSchema,
          401: MessageSchema,
          413: MessageSchema,
          429: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      if (!request.isMultipart()) return reply.status(400).send({ message: DESIGN_TEXT.uploadMissing });
      const file = await request.file().catch(() => undefined);
      if (file?.fieldname !== 'photo') {
        file?.file.resume();
        return reply.status(400).send({ message: DESIGN_TEXT.uploadMissing });
      }
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated) {
          return reply.status(413).send({ message: DESIGN_TEXT.uploadTooLarge });
        }
        return reply.status(400).send({ message: DESIGN_TEXT.uploadUnsupported });
      }
      // Judged by the bytes alone; the file's name and declared type are ignored.
      const saved = await saveUpload(pool, storage, user.id, bytes);
      if (!saved.ok) {
        return reply
          .status(saved.problem === 'tooLarge' ? 413 : 400)
          .send({ message: PHOTO_PROBLEM_TEXT[saved.problem] });
      }
      return reply.status(201).send(saved.upload);
    },
  );

  app.get(
    '/api/designs/samples',
    {
      onRequest: app.requireSession,
      schema: { response: { 200: SampleListSchema, 401: MessageSchema } },
    },
    async () => samples.list(),
  );
};
