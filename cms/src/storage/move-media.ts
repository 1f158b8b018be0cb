// Moves the media an installation already has into the bucket's layout that Payload's S3 storage
// adapter reads (`cms-media/<file name>`): files only on this machine's disk (the bucket was added
// later) are uploaded, and files the API used to keep under a hashed key are copied to their name.
// What is already in place is left as it is, so running it again changes nothing.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

/** The folder of the bucket that holds the CMS's media (the same as before the adapter). */
export const MEDIA_PREFIX = 'cms-media';

type File = { filename?: string | null; mimeType?: string | null };
/** What this step reads of a media document. */
export type MediaFiles = File & {
  prefix?: string | null;
  sizes?: Record<string, File | null | undefined> | null;
};

export interface MoveReport {
  /** Files already where the adapter reads them. */
  present: number;
  /** Files put there now. */
  moved: number;
  /** Files found nowhere: their images must be uploaded again. */
  missing: string[];
}

export interface Bucket {
  client: S3Client;
  bucket: string;
}

/** The key the API gave a file whose name was not a safe key segment (before the adapter). */
export function legacyKey(filename: string): string {
  const extension = filename.match(/\.([A-Za-z0-9]{1,8})$/)?.[1]?.toLowerCase();
  const hash = createHash('sha256').update(filename).digest('hex').slice(0, 40);
  return `${MEDIA_PREFIX}/${hash}${extension ? `.${extension}` : ''}`;
}

async function exists({ client, bucket }: Bucket, key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
      return false;
    throw error;
  }
}

/** An object of the bucket, or null when there is none under `key`. */
export async function fromBucket({ client, bucket }: Bucket, key: string): Promise<Uint8Array | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
    return (await object.Body?.transformToByteArray()) ?? null;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return null;
    throw error;
  }
}

/** A file of `mediaDir`, or null when it is not there (or names a path outside it). */
export async function fromDisk(mediaDir: string, filename: string): Promise<Uint8Array | null> {
  const dir = path.resolve(mediaDir);
  const file = path.resolve(dir, filename);
  if (!file.startsWith(dir + path.sep)) return null;
  return readFile(file).catch(() => null);
}

/** Puts every file of `docs` where the adapter reads it, from the disk or the old key. */
export async function moveMediaToBucket(
  docs: MediaFiles[],
  mediaDir: string,
  target: Bucket,
): Promise<MoveReport> {
  const report: MoveReport = { present: 0, moved: 0, missing: [] };
  for (const doc of docs) {
    const folder = (doc.prefix || MEDIA_PREFIX).replace(/^\/+|\/+$/g, '');
    for (const file of [doc, ...Object.values(doc.sizes ?? {})]) {
      if (!file?.filename) continue;
      const key = path.posix.join(folder, file.filename);
      if (await exists(target, key)) {
        report.present += 1;
        continue;
      }
      const bytes =
        (await fromDisk(mediaDir, file.filename)) ?? (await fromBucket(target, legacyKey(file.filename)));
      if (!bytes) {
        report.missing.push(file.filename);
        continue;
      }
      await target.client.send(
        new PutObjectCommand({
          Bucket: target.bucket,
          Key: key,
          Body: bytes,
          ContentType: file.mimeType ?? 'application/octet-stream',
        }),
      );
      report.moved += 1;
    }
  }
  return report;
}
