// `npm run storage:copy`: a small local store (with an avatar still in the old uploads folder)
// copied into a real S3 server (fauxqs); what is already there with the same size is skipped, so a
// second run copies nothing; the command itself, as an operator runs it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startS3Server, type TestS3Server } from '@poolscape/tests/kit/storage/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../env.ts';
import { copyLocalStore } from './copy.ts';
import type { S3Storage } from './s3.ts';

const run = promisify(execFile);
const AVATAR = '0b7c3f1e-8a4d-4c3e-9f2a-1d5e6f7a8b9c.webp';

function write(root: string, files: Record<string, string>): void {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), content);
  }
}

describe('copying the local store into a bucket', () => {
  let server: TestS3Server;
  let bucket: S3Storage;
  let dataDir: string;
  beforeAll(async () => {
    server = await startS3Server();
    bucket = server.storage();
    dataDir = mkdtempSync(join(tmpdir(), 'storage-copy-'));
    write(join(dataDir, 'storage'), {
      'designs/d1/photo.png': 'photo one',
      'designs/d1/versions/v1/full.png': 'render of version one',
      'designs/d2/photo.png': 'photo two',
      'uploads/u1/a.png': 'upload',
      'support/t1/shot.webp': 'screenshot',
      'designs/d2/half.png.abc123.partial': 'half written',
      'stray.txt': 'not in a folder',
    });
    write(join(dataDir, 'uploads'), { [`avatars/${AVATAR}`]: 'legacy avatar' });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file, skips what is there with the same size, and copies nothing the second time', async () => {
    await bucket.put('designs/d1/photo.png', Buffer.from('same size'), 'image/png');
    await bucket.put('designs/d2/photo.png', Buffer.from('a different size'), 'image/png');
    const lines: string[] = [];
    const first = await copyLocalStore(dataDir, bucket, (line) => lines.push(line));
    expect(first).toMatchObject({ files: 6, copied: 5, skipped: 1, failed: 0 });
    expect(lines.join('\n')).toMatch(/left out .*stray\.txt/);
    expect(lines.at(-1)).toBe('Done: 6 files; 5 copied (0.0 MB), 1 already in the bucket, 0 failed.');
    const text = async (key: string) => (await bucket.get(key))?.body.toString();
    expect(await text('designs/d1/versions/v1/full.png')).toBe('render of version one');
    expect(await text('designs/d2/photo.png')).toBe('photo two');
    expect(await text('uploads/u1/a.png')).toBe('upload');
    expect(await text('support/t1/shot.webp')).toBe('screenshot');
    expect(await text(`avatars/${AVATAR}`)).toBe('legacy avatar');
    expect(await bucket.get('designs/d2/photo.png')).toMatchObject({ contentType: 'image/png' });
    expect(await bucket.list('designs/d2/')).toHaveLength(1);

    const second = await copyLocalStore(dataDir, bucket, () => {});
    expect(second).toMatchObject({ files: 6, copied: 0, skipped: 6, failed: 0 });
  });

  it('runs as `npm run storage:copy` does, with the bucket from STORAGE_URL', async () => {
    const { endpoint = '' } = server.config;
    const env = {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      STORAGE_URL: `s3://test-key:test-secret@${new URL(endpoint).host}/${server.config.bucket}?forcePathStyle=true&tls=false`,
    };
    await bucket.delete('uploads/u1/a.png');
    const { stdout } = await run(process.execPath, ['api/scripts/storage-copy.ts'], { cwd: repoRoot, env });
    expect(stdout).toContain('Copying the local disk');
    expect(stdout).toContain('uploads/: 1 files, 0 objects already in the bucket');
    expect(stdout).toContain('Done: 6 files; 1 copied');
    expect((await bucket.get('uploads/u1/a.png'))?.body.toString()).toBe('upload');

    const refused = await run(process.execPath, ['api/scripts/storage-copy.ts'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, DATA_DIR: dataDir },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringMatching(/No bucket is configured/) });
  });
});
