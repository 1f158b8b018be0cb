// The process's file storage: the bucket STORAGE_URL (or S3_BUCKET) names, else the local disk in
// DATA_DIR/storage. Every process opens it, whatever its role.
import { join } from 'node:path';
import { moveLegacyAvatars } from '../profile/legacy-avatars.ts';
import { describeStorage, type S3StorageConfig } from '../storage/config.ts';
import { LocalDiskStorage } from '../storage/local-disk.ts';
import { S3Storage } from '../storage/s3.ts';
import type { Storage } from '../storage/storage.ts';
import { type Closer, say } from './process-log.ts';

/**
 * Opens the file storage. A bucket out of reach at startup is only a warning: file calls answer 503
 * until it is back.
 */
export async function openStorage(
  config: S3StorageConfig | null,
  dataDir: string,
  closers: Closer[],
): Promise<Storage> {
  const localRoot = join(dataDir, 'storage');
  say(`files are kept in ${describeStorage(config, localRoot)}`);
  let storage: Storage = new LocalDiskStorage(localRoot);
  if (config) {
    const bucket = new S3Storage(config);
    closers.push(async () => bucket.close());
    await bucket
      .check()
      .catch((error: Error) => say(`warning: the bucket is not reachable: ${error.message}`));
    storage = bucket;
  }
  // Avatars were once files in DATA_DIR/uploads/avatars; they now live in storage like the rest.
  await moveLegacyAvatars(join(dataDir, 'uploads', 'avatars'), storage).then(
    (moved) => moved > 0 && say(`moved ${moved} avatars into the file storage`),
    (error: Error) => say(`warning: avatars not moved into the file storage yet: ${error.message}`),
  );
  return storage;
}
