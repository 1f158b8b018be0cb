// The CMS's media in the product's bucket through Payload's S3 storage adapter, on a real PostgreSQL
// and a real S3-compatible server: an upload puts the image and each rendition in the bucket, the
// CMS serves them from there, a delete removes them; and the first start with a bucket moves in the
// media an installation already had (on its disk, or under the keys an earlier version used).
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
    // The image and its eight renditions, in the bucket and not on this machine's disk.
    expect(uploaded.files).toHaveLength(9);
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
    expect(said).toContain('CMS media: 18 files put in the bucket, 0 already there');

    // Done for this bucket: the next start does not look again.
    said.length = 0;
    await setUpCms(database.pool, bucketEnv, log);
    expect(said.filter((line) => line.startsWith('CMS media'))).toEqual([]);
  }, 180_000);
});
