// The user's own profile (set-up and editing, avatar upload), the avatars' files (from storage)
// and public profiles. A public profile shows only what its owner chose to make public; anything
// else is a 404.
import multipart from '@fastify/multipart';
import {
  API_ERRORS,
  ApiErrorSchema,
  AVATAR_MAX_BYTES,
  MessageSchema,
  ProfileUpdateSchema,
  PublicProfilePageSchema,
  UserSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import { z } from 'zod';
import { toUser } from '../../auth/users.ts';
import { MAX_INPUT_PIXELS } from '../../designs/photos.ts';
import { perUserOrClient } from '../../plugins/rate-limit-keys.ts';
import { AVATAR_FILE, avatarKey, replaceAvatar, updateProfile } from '../../profile/profile.ts';
import { loadPublicProfilePage } from '../../profile/public-profile-page.ts';
import type { Storage } from '../../storage/storage.ts';

export interface ProfileRoutesOptions {
  pool: Pool;
  /** Where uploaded avatars are kept (as `avatars/<file>`, served at /uploads/avatars/<file>). */
  storage: Storage;
  /** Avatars one user (or client) may upload per minute. */
  uploadsPerMinute: number;
}

const AVATAR_TEXT = {
  notMultipart: 'Send the picture as multipart/form-data in a field named avatar.',
  wrongField: 'Send the picture in a field named avatar.',
  tooLarge: 'The picture is larger than 5 MB.',
  tooManyPixels: `The picture has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels). Please upload a smaller one.`,
  notAPicture: 'Please upload a JPEG, PNG or WebP picture.',
} as const;

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { pool, storage } = options;
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });

  // An avatar's name is new for every upload, so its file never changes: cached for a week.
  app.get(
    '/uploads/avatars/:file',
    { schema: { params: z.object({ file: z.string().max(200) }) } },
    async (request, reply) => {
      const { file } = request.params;
      const stored = AVATAR_FILE.test(file) ? await storage.get(avatarKey(file)) : null;
      if (!stored) return reply.status(404).send({ message: API_ERRORS.notFound });
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', stored.size)
        .header('cache-control', 'public, max-age=604800, immutable')
        .send(stored.body);
    },
  );

  app.patch(
    '/api/profile',
    {
      preHandler: app.requireSession,
      schema: {
        body: ProfileUpdateSchema,
        response: { 200: UserSchema, 400: ApiErrorSchema, 401: MessageSchema },
      },
    },
    async (request) => {
      const { user } = request.auth as NonNullable<typeof request.auth>;
      return toUser(await updateProfile(pool, user.id, request.body));
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      preHandler: app.requireSession,
      config: {
        rateLimit: {
          max: options.uploadsPerMinute,
          timeWindow: '1 minute',
          keyGenerator: perUserOrClient(app, 'avatars'),
        },
      },
      schema: {
        response: {
          200: UserSchema,
          400: MessageSchema,
          401: MessageSchema,
          413: MessageSchema,
          429: MessageSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = request.auth as NonNullable<typeof request.auth>;
      if (!request.isMultipart()) return reply.status(400).send({ message: AVATAR_TEXT.notMultipart });
      // A body multipart cannot read (no boundary, broken part headers) is as good as no picture.
      const file = await request.file().catch(() => undefined);
      if (file?.fieldname !== 'avatar') {
        file?.file.resume();
        return reply.status(400).send({ message: AVATAR_TEXT.wrongField });
      }
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || file.file.truncated)
          return reply.status(413).send({ message: AVATAR_TEXT.tooLarge });
        return reply.status(400).send({ message: AVATAR_TEXT.notAPicture });
      }
      if (file.file.truncated) return reply.status(413).send({ message: AVATAR_TEXT.tooLarge });
      const result = await replaceAvatar(pool, storage, user, data);
      if (!result.ok)
        return result.reason === 'too-many-pixels'
          ? reply.status(413).send({ message: AVATAR_TEXT.tooManyPixels })
          : reply.status(400).send({ message: AVATAR_TEXT.notAPicture });
      return toUser(result.user);
    },
  );

  app.get(
    '/api/profiles/:userId',
    {
      schema: {
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: PublicProfilePageSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const profile = await loadPublicProfilePage(pool, request.params.userId);
      if (!profile) return reply.status(404).send({ message: API_ERRORS.notFound });
      return profile;
    },
  );
};
