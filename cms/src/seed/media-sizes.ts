// The seed's revision of the media (seed versions 18 to 20): images uploaded before a size existed
// (the phone-sized cover `heroSmall`, the AVIF twins of the cropped renditions) lack it, so pages
// offer what they have: phones load the large `hero`, and WebP where AVIF is half the bytes; and an
// AVIF twin cut at an earlier quality (its file's name says which) is heavier than it now is. Payload
// cuts an image's sizes only as its file is written, and an update of the focal point alone writes
// none through the Local API (Payload 3.90 compares the new point with itself; the admin's re-crop
// sends `uploadEdits`). So each such image's original is handed back to Payload as its file, under
// the same name: Payload makes every size again from it at the image's focal point, and writes the
// original (through the collection's format options, as for any upload) and its sizes where the
// media live (MEDIA_DIR, or the bucket through the storage adapter) over the files of the same
// names; the alternative text and focal point stay. The original is read here rather than left to
// Payload, which would fetch a bucket's file from the CMS's own address, not served while the seed
// runs.
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Payload } from 'payload';
import { avifFileEnding, Media } from '../collections/Media/index.ts';
import { env } from '../env.ts';
import type { Media as MediaDoc } from '../payload-types.ts';
import { bucketConfig } from '../storage/media-bucket.ts';
import { type Bucket, fromBucket, fromDisk, MEDIA_PREFIX } from '../storage/move-media.ts';

/** The sizes added since the first version: media uploaded before them may lack them. */
const LATER_SIZES = (typeof Media.upload === 'object' ? (Media.upload.imageSizes ?? []) : []).filter(
  (size) => size.name === 'heroSmall' || size.name.endsWith('Avif'),
);

type SizedImage = Pick<MediaDoc, 'width' | 'height' | 'sizes'>;

/**
 * Whether Payload would now make `image` a later size it lacks, or one cut otherwise (an AVIF twin
 * whose file's name ends in another quality). Payload makes a size only for an image at least as
 * large as it one way or the other (the way it has, for a size of a width or a height alone).
 */
export function lacksLaterSizes(image: SizedImage): boolean {
  const sizes = (image.sizes ?? {}) as Record<string, { filename?: string | null } | undefined>;
  return LATER_SIZES.some(({ name, width, height }) => {
    const largeEnough =
      (!!width && (image.width ?? 0) >= width) || (!!height && (image.height ?? 0) >= height);
    const file = sizes[name]?.filename;
    return largeEnough && (!file || (name.endsWith('Avif') && !file.endsWith(avifFileEnding(name))));
  });
}

export interface SizesReport {
  /** Images that have their sizes now. */
  made: number;
  /** One line for each image left as it was (its original found nowhere, or Payload refused it). */
  skipped: string[];
}

/** The original of `doc`: in the bucket when there is one (else, or not there, on this disk). */
async function original(doc: MediaDoc, bucket: Bucket | null): Promise<Uint8Array | null> {
  if (!doc.filename) return null;
  if (bucket) {
    const folder = (doc.prefix || MEDIA_PREFIX).replace(/^\/+|\/+$/g, '');
    const stored = await fromBucket(bucket, path.posix.join(folder, doc.filename));
    if (stored) return stored;
  }
  return fromDisk(env.MEDIA_DIR, doc.filename);
}

/**
 * Makes the sizes of every image that lacks one of the later sizes though Payload would make it (it
 * makes none for an image smaller than the size), or has one cut otherwise. One image at a time,
 * each in its own update; one that cannot be done is reported and left as it was, and is looked at
 * again by the next seed.
 */
export async function makeMissingSizes(
  payload: Payload,
  context: Record<string, unknown>,
): Promise<SizesReport> {
  const report: SizesReport = { made: 0, skipped: [] };
  const { docs: all } = await payload.find({
    collection: CMS_COLLECTIONS.media,
    pagination: false,
    depth: 0,
  });
  const docs = all.filter(lacksLaterSizes);
  if (docs.length === 0) return report;
  const settings = bucketConfig();
  const client = settings ? new S3Client(settings.config) : null;
  const bucket = settings && client ? { client, bucket: settings.bucket } : null;
  try {
    for (const doc of docs) {
      const name = doc.filename ?? `media ${doc.id}`;
      try {
        const bytes = await original(doc, bucket);
        if (!bytes || !doc.mimeType) {
          report.skipped.push(
            `${name}: its original was not found, so it lacks the newer sizes (upload it again)`,
          );
          continue;
        }
        const data = Buffer.from(bytes);
        await payload.update({
          collection: CMS_COLLECTIONS.media,
          id: doc.id,
          // The focal point it has, so the sizes are cut where they were (and it is kept).
          data: { focalX: doc.focalX, focalY: doc.focalY },
          file: { data, mimetype: doc.mimeType, name, size: data.byteLength },
          // The same names (but for a twin cut at a new quality, whose name says it): the pages that
          // show the image keep their addresses.
          overwriteExistingFiles: true,
          depth: 0,
          // A context of its own, as for an upload (run.ts): the adapter leaves its marks on it.
          context: { ...context },
        });
        report.made += 1;
      } catch (error) {
        report.skipped.push(`${name}: its sizes were not made (${(error as Error).message})`);
      }
    }
  } finally {
    client?.destroy();
  }
  return report;
}
