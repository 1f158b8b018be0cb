// Where the media's files live: the product's bucket through Payload's S3 storage adapter when the
// product has one (every CMS of a cluster then reads and writes the same files), else MEDIA_DIR on
// this machine's disk, Payload's own default. The adapter's fields (`prefix`, the files' `url`s) are
// in the schema either way, so the same migrations serve both.

import { s3Storage } from '@payloadcms/storage-s3';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import type { Plugin } from 'payload';
import { env } from '../env.ts';
import { MEDIA_PREFIX } from './move-media.ts';

/** The bucket's client settings, or null when the media stay on the disk. */
export function bucketConfig(variables = env) {
  if (!variables.S3_BUCKET) return null;
  const credentials =
    variables.S3_ACCESS_KEY_ID && variables.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: variables.S3_ACCESS_KEY_ID, secretAccessKey: variables.S3_SECRET_ACCESS_KEY }
      : undefined;
  return {
    bucket: variables.S3_BUCKET,
    config: {
      region: variables.S3_REGION,
      forcePathStyle: variables.S3_FORCE_PATH_STYLE === 'true',
      ...(variables.S3_ENDPOINT ? { endpoint: variables.S3_ENDPOINT } : {}),
      ...(credentials ? { credentials } : {}),
    },
  };
}

/**
 * The storage adapter for the media collection. Files are served through the CMS at their usual
 * addresses (`/cms/api/media/file/…`, with Payload's access rules), never straight from the bucket.
 */
export function mediaStorage(variables = env): Plugin {
  const bucket = bucketConfig(variables);
  return s3Storage({
    enabled: bucket !== null,
    alwaysInsertFields: true,
    collections: { [CMS_COLLECTIONS.media]: { prefix: MEDIA_PREFIX } },
    bucket: bucket?.bucket ?? '',
    config: bucket?.config ?? {},
  });
}
