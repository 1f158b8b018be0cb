// `npm run storage:copy`: copies the local file store (DATA_DIR/storage, and avatars left in the old
// DATA_DIR/uploads/avatars) into the bucket STORAGE_URL or the S3_* variables name (from the
// environment or .env, as `npm start` reads them). Files already in the bucket with the same size
// are skipped, so it may be run again. Run it before starting the product with the bucket, and once
// more after stopping the local one, to catch what was written in between.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnv, repoRoot } from '../src/env.ts';
import { describeStorage } from '../src/storage/config.ts';
import { copyLocalStore } from '../src/storage/copy.ts';
import { S3Storage } from '../src/storage/s3.ts';

const envFile = join(repoRoot, '.env');
if (existsSync(envFile)) process.loadEnvFile(envFile);
const env = loadEnv();
if (!env.storage) {
  console.error('No bucket is configured: set STORAGE_URL (or S3_BUCKET and the other S3_ variables) first.');
  process.exit(2);
}
const target = new S3Storage(env.storage);
try {
  console.log(
    `Copying ${describeStorage(null, join(env.DATA_DIR, 'storage'))} to ${describeStorage(env.storage, '')}`,
  );
  await target.check();
  const summary = await copyLocalStore(env.DATA_DIR, target, (line) => console.log(line));
  if (summary.failed > 0) {
    console.error(`${summary.failed} files were not copied; run the command again to retry them.`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(`Could not copy: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  target.close();
}
