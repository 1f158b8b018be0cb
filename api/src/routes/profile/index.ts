// The user's own profile (set-up and editing, avatar upload) and public profiles. A public
// profile shows only what its owner chose to make public; anything else is a 404.
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  ApiErrorSchema,
  AVATAR_MAX_BYTES,
  MessageSchema,
  ProfileUpdateSchema,
  PublicProfileSchema,
  UserSchema,
} from '@poolscape/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Pool } from 'pg';
import sharp from 'sharp';
import { z } from 'zod';
import { forgetCachedUser } from '../../auth/sessions.ts';
import { findUserById, toUser, type UserRow } from '../../auth/users.ts';

export interface ProfileRoutesOptions {
  pool: Pool;
  /** Where uploaded avatars are kept (served at /uploads/avatars/). */
  avatarsDir: string;
}

const AVATAR_SIZE = 256;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const profileRoutes: FastifyPluginAsyncZod<ProfileRoutesOptions> = async (app, options) => {
  const { pool, avatarsDir } = options;
  await mkdir(avatarsDir, { recursive: true });
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5 } });
  await app.register(fastifyStatic, {
    root: avatarsDir,
    prefix: '/uploads/avatars/',
    decorateReply: false,
    maxAge: '7d',
    immutable: true,
  });

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
      const update = request.body;
      const result = await pool.query<UserRow>(
        `update app.users set
           first_name = coalesce($2, first_name),
           last_name = coalesce($3, last_name),
           role = case when $4::text is null then role else $4 end,
           company = case when $5::boolean then $6 else company end,
           phone = case when $7::boolean then $8 else phone end,
           profile_public = coalesce($9, profile_public),
           profile_completed_at = case when $10::boolean then coalesce(profile_completed_at, now()) else profile_completed_at end,
           updated_at = now()
         where id = $1 returning *`,
        [
          user.id,
          update.firstName ?? null,
          update.lastName ?? null,
          update.role ?? null,
          update.company !== undefined,
          update.company || null,
          update.phone !== undefined,
          update.phone || null,
          update.profilePublic ?? null,
          update.completeSetup === true,
        ],
      );
      forgetCachedUser(pool, user.id);
      return toUser(result.rows[0] as UserRow);
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      preHandler: app.requireSession,
      schema: { response: { 200: UserSchema, 400: MessageSchema, 401: MessageSchema, 413: MessageSchema } },
    },
    async (request, reply) => {
      const { user } = request.auth as NonNullable<typeof request.auth>;
      if (!request.isMultipart())
        return reply
          .status(400)
          .send({ message: 'Send the picture as multipart/form-data in a field named avatar.' });
      const file = await request.file();
      if (!file || file.fieldname !== 'avatar')
        return reply.status(400).send({ message: 'Send the picture in a field named avatar.' });
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated)
        return reply.status(413).send({ message: 'The picture is larger than 5 MB.' });
      // Judged by its content, never by its name or declared type.
      const format = await sharp(data)
        .metadata()
        .then((meta) => meta.format)
        .catch(() => null);
      if (format !== 'jpeg' && format !== 'png' && format !== 'webp') {
        return reply.status(400).send({ message: 'Please upload a JPEG, PNG or WebP picture.' });
      }
      // Re-encoding drops every piece of metadata (EXIF, GPS) the camera wrote.
      const avatar = await sharp(data)
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
        .webp({ quality: 82 })
        .toBuffer();
      const name = `${randomUUID()}.webp`;
      await writeFile(join(avatarsDir, name), avatar);
      const previous = user.avatar_url;
      const result = await pool.query<UserRow>(
        'update app.users set avatar_url = $2, updated_at = now() where id = $1 returning *',
        [user.id, `/uploads/avatars/${name}`],
      );
      forgetCachedUser(pool, user.id);
      if (previous?.startsWith('/uploads/avatars/'))
        await rm(join(avatarsDir, basename(previous)), { force: true });
      return toUser(result.rows[0] as UserRow);
    },
  );

  app.get(
    '/api/profiles/:userId',
    {
      schema: {
        params: z.object({ userId: z.string().max(64) }),
        response: { 200: PublicProfileSchema, 404: MessageSchema },
      },
    },
    async (request, reply) => {
      const profile = await findPublicProfile(pool, request.params.userId);
      if (!profile) return reply.status(404).send({ message: 'Not found.' });
      return profile;
    },
  );
};

/** The public face of a user, or null when there is no such user or the profile is private. */
export async function findPublicProfile(
  pool: Pool,
  userId: string,
): Promise<z.infer<typeof PublicProfileSchema> | null> {
  if (!UUID.test(userId)) return null;
  const user = await findUserById(pool, userId);
  if (!user?.profile_public) return null;
  return {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`.trim() || 'Poolscape member',
    role: user.role,
    company: user.company,
    avatarUrl: user.avatar_url,
    memberSince: user.created_at.toISOString(),
  };
}
