// The CMS's media in the product's bucket through Payload's S3 storage adapter, on a real PostgreSQL
// and a real S3-compatible server: an upload puts the image and each rendition in the bucket, the
// CMS serves them from there, a delete removes them; the first start with a bucket moves in the
// media an installation already had (on its disk, or under the keys an earlier version used); and
// the seed makes the sizes added since (the phone-sized cover, the AVIF twins) of images uploaded
// before they existed (disk and bucket alike), and cuts again an AVIF twin of another quality.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CmsEnv, cmsBucketEnv, cmsDir, migrateCms, payloadBin } from '@poolscape/api/cms/cms-process';
import { CMS_SEED_VERSION, setUpCms } from '@poolscape/api/cms/cms-setup';
import { writeSetting } from '@poolscape/api/settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyKey } from '../../cms/src/storage/move-media.ts';
import { startS3Server, type TestS3Server } from '../kit/storage/s3-server.ts';
import { createTestDatabase, type TestDatabase } from '../kit/test-database.ts';

const SCRIPT = join(import.meta.dirname, 'cms-media', 'media-script.ts');
const quiet = { info: () => {}, warn: () => {} };
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

let database: TestDatabase;
let s3: TestS3Server;
let mediaDir: string;
let diskEnv: CmsEnv;
let bucketEnv: CmsEnv;

/** Runs the test script in the CMS with `env`, and returns the JSON line it printed. */
function runScript(env: CmsEnv, ...args: string[]): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [payloadBin, 'run', SCRIPT, ...args], {
      cwd: cmsDir,
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (code === 0 && line) resolve(JSON.parse(line));
      else reject(new Error(`the script failed (exit ${code}): ${output.slice(-3000)}`));
    });
  });
}

type Size = { filename: string | null; width: number | null; height: number | null };
/** What the test script prints of an image (`upload` and `read`). */
type Seen = {
  id: number;
  prefix: string;
  alt: string;
  focalX: number;
  focalY: number;
  filename: string;
  sizes: Record<string, Size>;
  files: string[];
  served: Record<string, { status: number; sha: string }>;
};

const keysInBucket = async () =>
  (await s3.storage().list('cms-media/')).map((object) => object.key.slice('cms-media/'.length)).sort();

beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
  mediaDir = mkdtempSync(join(tmpdir(), 'cms-media-'));
  diskEnv = {
    DATABASE_URL: database.url,
    PAYLOAD_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: 'http://localhost:3000',
    API_INTERNAL_URL: '',
    INTERNAL_TOKEN: '',
    MEDIA_DIR: mediaDir,
    CMS_DIST_DIR: '.next',
    CMS_EDITOR_EMAIL: '',
    CMS_EDITOR_ACCOUNT_FILE: join(mediaDir, 'editor.txt'),
  };
  bucketEnv = { ...diskEnv, ...cmsBucketEnv(s3.config) };
  await migrateCms(diskEnv, quiet);
}, 120_000);

afterAll(async () => {
  await Promise.all([database?.drop(), s3?.close()]);
  rmSync(mediaDir, { recursive: true, force: true });
});

describe("the CMS's media with a bucket", () => {
  it('an upload is stored in the bucket, served from there and removed with its document', async () => {
    const uploaded = (await runScript(bucketEnv, 'upload')) as {
      id: number;
      prefix: string;
      files: string[];
      served: Record<string, { status: number; sha: string }>;
    };
    expect(uploaded.prefix).toBe('cms-media');
    // The image and its 13 renditions (8 WebP or JPEG, 5 AVIF), in the bucket and not on this
    // machine's disk.
    expect(uploaded.files).toHaveLength(14);
    expect(uploaded.files.filter((name) => name.endsWith('.avif'))).toHaveLength(5);
    // Each AVIF twin's name says its quality: the phone's cover is the lightest.
    expect(uploaded.files.filter((name) => name.endsWith('-q40.avif'))).toHaveLength(4);
    expect(uploaded.files.filter((name) => name.endsWith('-800x450-q28.avif'))).toHaveLength(1);
    expect(await keysInBucket()).toEqual([...uploaded.files].sort());
    expect(readdirSync(mediaDir).filter((name) => uploaded.files.includes(name))).toEqual([]);
    for (const file of uploaded.files) {
      const stored = await s3.storage().get(`cms-media/${file}`);
      expect(uploaded.served[file]).toEqual({ status: 200, sha: sha(stored?.body ?? Buffer.alloc(0)) });
    }

    await runScript(bucketEnv, 'delete', String(uploaded.id));
    expect(await keysInBucket()).toEqual([]);
  }, 120_000);

  it('the first start with a bucket moves in the media the installation had, once', async () => {
    // An image uploaded while the media were on the disk, and one whose file an earlier version of
    // the API kept in the bucket under a hashed key (its disk copy gone).
    const onDisk = (await runScript(diskEnv, 'upload')) as { files: string[] };
    const hashed = (await runScript(diskEnv, 'upload')) as { files: string[] };
    const [renamed] = hashed.files;
    if (!renamed) throw new Error('no file');
    const bytes = readFileSync(join(mediaDir, renamed));
    await s3.storage().put(legacyKey(renamed), bytes, 'image/webp');
    rmSync(join(mediaDir, renamed));
    const ours = [...onDisk.files, ...hashed.files];
    const oursInBucket = async () => (await keysInBucket()).filter((key) => ours.includes(key));
    expect(await oursInBucket()).toEqual([]);

    await writeSetting(database.pool, 'cms_seeded', { version: CMS_SEED_VERSION });
    const said: string[] = [];
    const log = { info: (line: string) => said.push(line), warn: (line: string) => said.push(line) };
    await setUpCms(database.pool, bucketEnv, log);
    expect(await oursInBucket()).toEqual(ours.sort());
    expect((await s3.storage().get(`cms-media/${renamed}`))?.body.equals(bytes)).toBe(true);
    expect(said).toContain('CMS media: 28 files put in the bucket, 0 already there');

    // Done for this bucket: the next start does not look again.
    said.length = 0;
    await setUpCms(database.pool, bucketEnv, log);
    expect(said.filter((line) => line.startsWith('CMS media'))).toEqual([]);
  }, 180_000);
});

describe('images uploaded before the phone-sized cover and the AVIF twins existed, or cut otherwise', () => {
  /** The later sizes an earlier version did not make, by name, with their columns' prefix. */
  const LATER = { heroSmall: 'sizes_hero_small', mediumAvif: 'sizes_medium_avif' } as const;

  /**
   * Leaves `image` as an earlier version uploaded it: no `heroSmall` nor `mediumAvif` in its row,
   * nor their files. Returns their file names.
   */
  async function withoutLaterSizes(
    image: Seen,
    removeFile: (file: string) => Promise<void>,
  ): Promise<Record<keyof typeof LATER, string>> {
    const files = {} as Record<keyof typeof LATER, string>;
    for (const [size, column] of Object.entries(LATER) as [keyof typeof LATER, string][]) {
      const file = image.sizes[size]?.filename;
      if (!file) throw new Error(`the upload made no ${size}`);
      const fields = ['url', 'width', 'height', 'mime_type', 'filesize', 'filename'];
      await database.pool.query(
        `update cms.media set ${fields.map((field) => `${column}_${field} = null`).join(', ')} where id = $1`,
        [image.id],
      );
      await removeFile(file);
      files[size] = file;
    }
    return files;
  }

  /** The first start of this version on an installation the version before seeded. */
  async function upgrade(env: CmsEnv): Promise<string[]> {
    await writeSetting(database.pool, 'cms_seeded', { version: CMS_SEED_VERSION - 1 });
    const said: string[] = [];
    const log = { info: (line: string) => said.push(line), warn: (line: string) => said.push(line) };
    await setUpCms(database.pool, env, log);
    return said;
  }

  /** `after` is `before` with its later sizes made again, in the same place, served by the CMS. */
  function expectMadeAgain(before: Seen, after: Seen, made: Record<keyof typeof LATER, string>): void {
    expect(after.sizes.heroSmall).toEqual({ filename: made.heroSmall, width: 800, height: 450 });
    expect(after.sizes.mediumAvif).toEqual({ filename: made.mediumAvif, width: 680, height: 510 });
    expect(made.mediumAvif).toMatch(/\.avif$/);
    // The name, the text, the focal point and the other sizes are as they were.
    const { filename, alt, focalX, focalY, prefix, sizes, files } = before;
    expect(after).toMatchObject({ filename, alt, focalX, focalY, prefix, sizes, files });
    for (const name of after.files) expect(after.served[name]?.status).toBe(200);
  }

  it('get them at the next start, once, from the original on the disk', async () => {
    const before = (await runScript(diskEnv, 'upload')) as Seen;
    const made = await withoutLaterSizes(before, async (name) => rmSync(join(mediaDir, name)));
    // And its phone cover's AVIF as the version before named and cut it: with no quality in its
    // name (40, not this version's 28).
    const current = before.sizes.heroSmallAvif?.filename ?? '';
    expect(current).toMatch(/-800x450-q28\.avif$/);
    const earlier = current.replace(/-q28\.avif$/, '.avif');
    renameSync(join(mediaDir, current), join(mediaDir, earlier));
    await database.pool.query('update cms.media set sizes_hero_small_avif_filename = $1 where id = $2', [
      earlier,
      before.id,
    ]);
    // One whose original is gone as well: a line says so, and the seed goes on.
    const lost = (await runScript(diskEnv, 'upload')) as Seen;
    await withoutLaterSizes(lost, async (name) => rmSync(join(mediaDir, name)));
    rmSync(join(mediaDir, lost.filename));
    expect(((await runScript(diskEnv, 'read', String(before.id))) as Seen).sizes.heroSmall?.filename).toBe(
      null,
    );

    const said = await upgrade(diskEnv);
    const after = (await runScript(diskEnv, 'read', String(before.id))) as Seen;
    expectMadeAgain(before, after, made);
    for (const file of [...Object.values(made), current])
      expect(after.served[file]?.sha).toBe(sha(readFileSync(join(mediaDir, file))));
    // Cut again under the name of its quality; the earlier file is gone with its name.
    expect(after.sizes.heroSmallAvif).toEqual({ filename: current, width: 800, height: 450 });
    expect(existsSync(join(mediaDir, earlier))).toBe(false);
    expect(said).toContain('1 image given the sizes added or changed since its upload');
    expect(said).toContain(
      `media ${lost.filename}: its original was not found, so it lacks the newer sizes (upload it again)`,
    );
    expect(((await runScript(diskEnv, 'read', String(lost.id))) as Seen).sizes.heroSmall?.filename).toBe(
      null,
    );

    // Seeded now: the next start does not seed again.
    said.length = 0;
    await setUpCms(database.pool, diskEnv, {
      info: (line) => said.push(line),
      warn: (line) => said.push(line),
    });
    expect(said).toEqual([]);
  }, 300_000);

  it('get them at the next start from the original in the bucket, and they are put there', async () => {
    const before = (await runScript(bucketEnv, 'upload')) as Seen;
    const made = await withoutLaterSizes(before, (name) => s3.storage().delete(`cms-media/${name}`));
    const base = before.filename.replace(/\.webp$/, '');
    const itsKeys = async () => (await keysInBucket()).filter((key) => key.startsWith(base));
    for (const file of Object.values(made)) expect(await itsKeys()).not.toContain(file);

    const said = await upgrade(bucketEnv);
    const after = (await runScript(bucketEnv, 'read', String(before.id))) as Seen;
    expectMadeAgain(before, after, made);
    for (const file of Object.values(made)) {
      const stored = await s3.storage().get(`cms-media/${file}`);
      expect(after.served[file]?.sha).toBe(sha(stored?.body ?? Buffer.alloc(0)));
      expect(existsSync(join(mediaDir, file))).toBe(false);
    }
    // Its files were written again under the same keys: the later sizes are back, and nothing else is new.
    expect(await itsKeys()).toEqual([...before.files].sort());
    expect(said).toContain('1 image given the sizes added or changed since its upload');
  }, 300_000);
});
