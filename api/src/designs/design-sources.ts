// Where a new design's photo comes from: one of the user's uploads, a sample backyard, or (image to
// image) a render of one of the user's own designs, which keeps that design's placement.
import type { Corners, CreateDesign } from '@poolscape/shared';
import type { Pool } from 'pg';
import type { Storage } from '../storage/storage.ts';
import { suggestedCorners } from './corners.ts';
import { imageKeys, isUuid } from './designs.ts';
import { suggestPlacementFor } from './placement/suggest.ts';
import type { SampleLibrary } from './samples.ts';

/** A source the user may start from: its size, and its photo and starting placement on demand. */
export interface ResolvedSource {
  load(): Promise<Buffer | null>;
  width: number;
  height: number;
  /** Where the pool starts when the request gives no corners. */
  corners(): Promise<Corners>;
  /** What the design records as its source. */
  source: Record<string, string>;
}

interface SourceDeps {
  pool: Pool;
  storage: Storage;
  samples: SampleLibrary;
}

async function fromUpload(
  deps: SourceDeps,
  userId: string,
  uploadId: string,
): Promise<ResolvedSource | null> {
  if (!isUuid(uploadId)) return null;
  const upload = (
    await deps.pool.query<{ storage_key: string; width: number; height: number }>(
      'select storage_key, width, height from app.uploads where id = $1 and user_id = $2',
      [uploadId, userId],
    )
  ).rows[0];
  if (!upload) return null;
  const load = async () => (await deps.storage.get(upload.storage_key))?.body ?? null;
  return {
    load,
    width: upload.width,
    height: upload.height,
    // On the open ground the photo shows, as the upload's answer suggested (placement/).
    corners: async () => {
      const photo = await load();
      const found = photo && (await suggestPlacementFor(photo).catch(() => null));
      return found?.corners ?? suggestedCorners(upload.width, upload.height);
    },
    source: { uploadId: uploadId.toLowerCase() },
  };
}

async function fromSample(deps: SourceDeps, sampleId: string): Promise<ResolvedSource | null> {
  const sample = await deps.samples.find(sampleId);
  if (!sample) return null;
  const base = await sample.base();
  return {
    load: async () => base.photo,
    width: base.width,
    height: base.height,
    corners: async () => sample.sample.suggestedCorners,
    source: { sampleId: sample.sample.id },
  };
}

async function fromImage(deps: SourceDeps, userId: string, imageId: string): Promise<ResolvedSource | null> {
  if (!isUuid(imageId)) return null;
  const image = (
    await deps.pool.query<{ storage_prefix: string; width: number; height: number; corners: Corners }>(
      `select i.storage_prefix, i.width, i.height, v.corners
         from app.design_images i
         join app.design_versions v on v.id = i.version_id
         join app.designs d on d.id = i.design_id
        where i.id = $1 and d.user_id = $2`,
      [imageId, userId],
    )
  ).rows[0];
  if (!image) return null;
  return {
    load: async () => (await deps.storage.get(imageKeys.full(image.storage_prefix)))?.body ?? null,
    width: image.width,
    height: image.height,
    corners: async () => image.corners,
    source: { imageId: imageId.toLowerCase() },
  };
}

/** The source if this user may start from it, else null (another user's is the same as none). */
export async function resolveSource(
  deps: SourceDeps,
  userId: string,
  source: CreateDesign['source'],
): Promise<ResolvedSource | null> {
  if ('uploadId' in source) return fromUpload(deps, userId, source.uploadId);
  if ('sampleId' in source) return fromSample(deps, source.sampleId);
  return fromImage(deps, userId, source.imageId);
}
