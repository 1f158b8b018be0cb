// A user's own profile (set-up and editing, the avatar) and the public face of it. A public
// profile shows only what its owner chose to make public.
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import type { ProfileUpdate, PublicProfile } from '@poolscape/shared';
import type { Pool } from 'pg';
import { forgetCachedUser } from '../auth/sessions.ts';
import { findUserById, isClosed, type UserRow } from '../auth/users.ts';
import { MAX_INPUT_PIXELS, readPictureHeader, reencodePicture } from '../images/user-pictures.ts';
import type { Storage } from '../storage/storage.ts';

/** Avatars are stored square, this many pixels a side. */
const AVATAR_SIZE = 256;
/** Where avatars are served from: `/uploads/avatars/<file>` is the stored `avatars/<file>`. */
export const AVATARS_URL_PREFIX = '/uploads/avatars/';
/** The name of an avatar's file: a random UUID, as WebP. */
export const AVATAR_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
/** Where an avatar's file is kept in storage. */
export const avatarKey = (file: string): string => `avatars/${file}`;

/** The storage key of the avatar served at `url` (a user's `avatar_url`), or null for any other URL. */
export function storedAvatarKey(url: string | null | undefined): string | null {
  const file = url?.startsWith(AVATARS_URL_PREFIX) ? basename(url) : '';
  return AVATAR_FILE.test(file) ? avatarKey(file) : null;
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Applies the fields given (an empty string clears company or phone); returns the updated user. */
export async function updateProfile(pool: Pool, userId: string, update: ProfileUpdate): Promise<UserRow> {
  const result = await pool.query<UserRow>(
    `update app.users set
       first_name = coalesce($2, first_name),
       last_name = coalesce($3, last_name),
       role = case when $4::text is null then role else $4 end,
       company = case when $5::boolean then $6 else company end,
       phone = case when $7::boolean then $8 else phone end,
       profile_public = coalesce($9, profile_public),
       profile_completed_at = case when $10::boolean then coalesce(profile_completed_at, now()) else profile_completed_at end,
       units = coalesce($11, units),
       updated_at = now()
     where id = $1 returning *`,
    [
      userId,
      update.firstName ?? null,
      update.lastName ?? null,
      update.role ?? null,
      update.company !== undefined,
      update.company || null,
      update.phone !== undefined,
      update.phone || null,
      update.profilePublic ?? null,
      update.completeSetup === true,
      update.units ?? null,
    ],
  );
  forgetCachedUser(pool, userId);
  return result.rows[0] as UserRow;
}

export type AvatarResult =
  | { ok: true; user: UserRow }
  | { ok: false; reason: 'not-a-picture' }
  | { ok: false; reason: 'too-many-pixels' };

/**
 * Makes `data` the user's avatar: a square WebP, re-encoded so that no metadata the camera wrote
 * (EXIF, GPS) is kept. The previous avatar's file is removed. Judged by its content, never by its
 * name or declared type; a picture above the photo uploads' pixel limit is refused before it is
 * decoded, and one that does not decode to the end (a truncated file) is not a picture.
 */
export async function replaceAvatar(
  pool: Pool,
  storage: Storage,
  user: UserRow,
  data: Buffer,
): Promise<AvatarResult> {
  const header = await readPictureHeader(data);
  if (!header) return { ok: false, reason: 'not-a-picture' };
  if (header.width * header.height > MAX_INPUT_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  let avatar: Buffer;
  try {
    avatar = (
      await reencodePicture(data, (image) =>
        image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }),
      )
    ).data;
  } catch {
    return { ok: false, reason: 'not-a-picture' };
  }
  const name = `${randomUUID()}.webp`;
  await storage.put(avatarKey(name), avatar, 'image/webp');
  const previous = user.avatar_url;
  const result = await pool.query<UserRow>(
    'update app.users set avatar_url = $2, updated_at = now() where id = $1 returning *',
    [user.id, `${AVATARS_URL_PREFIX}${name}`],
  );
  forgetCachedUser(pool, user.id);
  const previousKey = storedAvatarKey(previous);
  // The new avatar is in place: an old file that cannot be removed now is only a leftover.
  if (previousKey) await storage.delete(previousKey).catch(() => undefined);
  return { ok: true, user: result.rows[0] as UserRow };
}

/** The public face of a user, or null when there is no such user or the profile is private. */
export async function findPublicProfile(pool: Pool, userId: string): Promise<PublicProfile | null> {
  if (!UUID.test(userId)) return null;
  const user = await findUserById(pool, userId);
  if (!user?.profile_public || isClosed(user)) return null;
  return {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`.trim() || 'Poolscape member',
    role: user.role,
    company: user.company,
    avatarUrl: user.avatar_url,
    memberSince: user.created_at.toISOString(),
  };
}
