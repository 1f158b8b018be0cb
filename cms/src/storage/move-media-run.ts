// `payload run src/storage/move-media-run.ts`: puts the media this installation already has into
// its bucket (move-media.ts). The API runs it once per bucket, after the migrations; it prints one
// `[media]` line of figures and exits non-zero when the bucket could not be written.

import { S3Client } from '@aws-sdk/client-s3';
import config from '@payload-config';
import { CMS_COLLECTIONS } from '@poolscape/shared/content';
import { getPayload } from 'payload';
import { env } from '../env.ts';
import { bucketConfig } from './media-bucket.ts';
import { moveMediaToBucket } from './move-media.ts';

const bucket = bucketConfig();
if (!bucket) {
  console.log('[media] no bucket: the media stay on the disk');
} else {
  const payload = await getPayload({ config });
  const { docs } = await payload.find({
    collection: CMS_COLLECTIONS.media,
    pagination: false,
    depth: 0,
    select: { filename: true, mimeType: true, prefix: true, sizes: true },
  });
  const client = new S3Client(bucket.config);
  const report = await moveMediaToBucket(docs, env.MEDIA_DIR, { client, bucket: bucket.bucket });
  client.destroy();
  // A new installation has no media yet: nothing to say.
  if (docs.length > 0)
    console.log(
      `[media] ${report.moved} files put in the bucket, ${report.present} already there` +
        (report.missing.length > 0
          ? `; not found anywhere (upload these images again): ${report.missing.join(', ')}`
          : ''),
    );
}
