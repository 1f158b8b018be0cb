// `POST /api/uploads`: a user's backyard photo, checked and normalised (photos.ts), stored as the
// base of the designs they make from it, with where the pool could go on it (placement/). Nothing
// is stored for a photo that is refused.
import { randomUUID } from 'node:crypto';
import type { Upload } from '@poolscape/shared';
import type { Pool } from 'pg';
import type { Storage } from '../storage/storage.ts';
import { suggestedCorners } from './corners.ts';
import { type PhotoProblem, preparePhoto } from './photos.ts';
import { suggestPlacementFor } from './placement/suggest.ts';

export const uploadKey = (userId: string, uploadId: string) => `uploads/${userId}/${uploadId}.png`;

export async function saveUpload(
  pool: Pool,
  storage: Storage,
  userId: string,
  bytes: Buffer,
): Promise<{ ok: true; upload: Upload } | { ok: false; problem: PhotoProblem }> {
  // The placement is read from the upload itself (a small decode) while it is normalised.
  const [photo, placement] = await Promise.all([
    preparePhoto(bytes),
    suggestPlacementFor(bytes).catch(() => null),
  ]);
  if (!photo.ok) return photo;
  const uploadId = randomUUID();
  const key = uploadKey(userId, uploadId);
  await storage.put(key, photo.png, 'image/png');
  try {
    await pool.query(
      'insert into app.uploads (id, user_id, storage_key, width, height) values ($1, $2, $3, $4, $5)',
      [uploadId, userId, key, photo.width, photo.height],
    );
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return {
    ok: true,
    upload: {
      uploadId,
      url: `/api/uploads/${uploadId}/photo`,
      width: photo.width,
      height: photo.height,
      suggestedCorners: placement?.corners ?? suggestedCorners(photo.width, photo.height),
      placementConfidence: placement?.confidence ?? 0,
    },
  };
}
