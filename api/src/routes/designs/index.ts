// The design studio's API: uploads and samples, designs (create, list, read, rename or share,
// regenerate, delete), credits, the image files and the progress socket, one file per concern.
// Routes check the session on request, before a body is read or validated: a caller who is not
// signed in learns nothing about what a valid request looks like, and sends no upload for nothing.
import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS } from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DesignRoutesOptions } from './common.ts';
import { creditRoutes } from './credits.ts';
import { designCrudRoutes } from './designs.ts';
import { fileRoutes } from './files.ts';
import { progressSocketRoute } from './socket.ts';
import { uploadRoutes } from './uploads.ts';

export const designRoutes: FastifyPluginAsyncZod<DesignRoutesOptions> = async (app, options) => {
  await app.register(multipart, {
    // One file, at most the photo limit; a bigger one is cut off and refused with 413.
    limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  await app.register(uploadRoutes, options);
  await app.register(designCrudRoutes, options);
  await app.register(creditRoutes, options);
  await app.register(fileRoutes, options);
  await app.register(progressSocketRoute, options);
};
