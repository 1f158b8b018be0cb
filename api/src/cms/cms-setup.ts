// The CMS's schema and its demo content, set up before the CMS process starts: its migrations run on
// every start, its seed whenever the seed has news for this installation (the changelog below), and
// the move of its media into the product's bucket once per bucket.
import { LOCKS, withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import { readSetting, writeSetting } from '../settings.ts';
import { type CmsEnv, migrateCms, moveCmsMediaToBucket, seedCms } from './cms-process.ts';

/**
 * Version of the CMS's demo content. The seed only adds what is missing and rewords only what
 * editors left as seeded, so raising this number brings new content and new wording to existing
 * installations without touching what editors changed. 5: content no longer describes pages and
 * buttons the product does not have. 7: the image packs. 8: videos and collections exist.
 * 9: presentations exist. 10: the privacy page tells of ads (ad slots exist). 11: WordPress
 * publishing and the Poolscape plugin exist. 12: the privacy page tells of "Download my data".
 * 13: it lists how long each kind of data is kept, and tells of "Delete my account". 14: and the
 * mail kept for the admins without a mail server (/admin/mail); the trial in images, as counted.
 * 15: each tutorial plays its own walkthrough, recorded from the product. 16: the studio draws the
 * pool live in the photo, with shapes, sizes and a placement on the open ground. 17: and "Keep this".
 * 18: images uploaded before the phone-sized cover existed get it (cms/src/seed/media-sizes.ts).
 * 19: and the AVIF twins of their cropped renditions. 20: the phone's cover in AVIF is lighter, and
 * each AVIF twin's file is named by its quality (images with twins of other names are cut again).
 */
export const CMS_SEED_VERSION = 20;

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Migrates the CMS's schema and seeds the demo content this installation has not had yet. Processes
 * starting together on one database take turns: it is done once.
 */
export async function setUpCms(pool: Pool, env: CmsEnv, log: Logger): Promise<void> {
  await withAdvisoryLock(pool, LOCKS.cmsSetup, async (locked) => {
    await migrateCms(env, log);
    await moveMediaOnce(locked, env, log);
    const seeded = (await readSetting(locked, 'cms_seeded')) as { version?: number } | null;
    if ((seeded?.version ?? (seeded ? 1 : 0)) >= CMS_SEED_VERSION) return;
    log.info(
      seeded ? 'adding the newer demo content to the CMS' : 'seeding the CMS with demo content (first start)',
    );
    const output = await seedCms(env, log);
    for (const line of prefixed(output, '[seed]')) log.info(line);
    await writeSetting(locked, 'cms_seeded', { at: new Date().toISOString(), version: CMS_SEED_VERSION });
  });
}

function prefixed(output: string, prefix: string): string[] {
  return output
    .split('\n')
    .filter((text) => text.startsWith(prefix))
    .map((text) => text.slice(prefix.length + 1));
}

/**
 * The first start with a bucket (a new installation, or one that had its media on the disk, or in
 * the API's own layout of before Payload's storage adapter) puts the existing media into it. A
 * failure is a warning: the CMS starts, and the next start tries again.
 */
async function moveMediaOnce(pool: PoolClient, env: CmsEnv, log: Logger): Promise<void> {
  if (!env.S3_BUCKET) return;
  const bucket = `${env.S3_ENDPOINT ?? `aws:${env.S3_REGION}`}/${env.S3_BUCKET}`;
  const done = (await readSetting(pool, 'cms_media_bucket')) as { bucket?: string } | null;
  if (done?.bucket === bucket) return;
  try {
    const output = await moveCmsMediaToBucket(env, log);
    for (const line of prefixed(output, '[media]')) log.info(`CMS media: ${line}`);
    await writeSetting(pool, 'cms_media_bucket', { bucket, at: new Date().toISOString() });
  } catch (error) {
    log.warn(`CMS media not moved into the bucket yet: ${(error as Error).message}`);
  }
}
