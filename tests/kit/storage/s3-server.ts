// A real S3-compatible server for tests: fauxqs (S3's HTTP API in Node, objects as files in a
// temporary folder), on a free loopback port, with one bucket. `stop()` and `start()` take it away
// and bring it back on the same port with the same objects, to test what the app does meanwhile.
// (s3rver was tried first: on Node 24 its listing past one page fails, as OpenSSL 3 has no DES.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { S3StorageConfig } from '@poolscape/api/storage/config';
import { S3Storage, type S3StorageOptions } from '@poolscape/api/storage/s3';
import { type FauxqsServer, startFauxqs } from 'fauxqs';

export const TEST_BUCKET = 'poolscape-test';

export interface TestS3Server {
  /** Where the bucket is, with keys (the server takes any). */
  config: S3StorageConfig;
  /** A storage on the bucket; one try per call unless told (so a stopped server fails fast). */
  storage(options?: Partial<S3StorageOptions>): S3Storage;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the server and removes its folder. */
  close(): Promise<void>;
}

export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  let port = 0;
  let server: FauxqsServer | null = null;
  const storages: S3Storage[] = [];
  const start = async (): Promise<FauxqsServer> => {
    const started = await startFauxqs({ port, host: '127.0.0.1', logger: false, s3StorageDir: directory });
    port = started.port;
    server = started;
    return started;
  };
  const stop = async (): Promise<void> => {
    const running = server;
    server = null;
    await running?.stop();
  };
  (await start()).createBucket(TEST_BUCKET);
  const config: S3StorageConfig = {
    bucket: TEST_BUCKET,
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
  };
  return {
    config,
    storage(options = {}) {
      const storage = new S3Storage({ ...config, maxAttempts: 1, connectTimeoutMs: 1000, ...options });
      storages.push(storage);
      return storage;
    },
    stop,
    async start() {
      await start();
    },
    async close() {
      for (const storage of storages) storage.close();
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
