// Worker-only mode as an operator runs it: `node api/src/server.ts` with SERVE_HTTP=false against
// a real database. It serves no HTTP, renders a design queued by someone else (this test, as an
// API process would), records the render's seconds for the metrics, and exits 0 on SIGTERM. Without
// DATABASE_URL it refuses to start, saying so.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { join } from 'node:path';
import { type DesignDeps, submitDesign } from '@poolscape/api/designs/create-design';
import { SampleLibrary } from '@poolscape/api/designs/samples';
import { saveUpload } from '@poolscape/api/designs/uploads';
import { repoRoot } from '@poolscape/api/env';
import { JobQueue } from '@poolscape/api/jobs/job-queue';
import { LocalDiskStorage } from '@poolscape/api/storage/local-disk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegPhoto } from '../kit/designs/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../kit/test-database.ts';

const SERVER = join(repoRoot, 'api', 'src', 'server.ts');

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the server entry point with `env` over a clean environment's basics. */
function startServer(env: Record<string, string>): Started {
  let output = '';
  const child = spawn(process.execPath, [SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      // Nothing from the machine's environment chooses a database, a bucket or a provider here.
      DATABASE_URL: '',
      STORAGE_URL: '',
      S3_BUCKET: '',
      IMAGE_PROVIDER: 'builtin',
      VIDEO_PROVIDER: 'builtin',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether something accepts TCP connections on the port (it must not, for a worker). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('a worker process (SERVE_HTTP=false)', () => {
  let db: TestDatabase;
  let queue: JobQueue;
  let worker: Started;
  mkdirSync(join(repoRoot, '.data'), { recursive: true });
  const dataDir = mkdtempSync(join(repoRoot, '.data', 'worker-test-'));
  const port = 20_000 + Math.floor(Math.random() * 20_000);

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    worker = startServer({
      SERVE_HTTP: 'false',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      RENDER_WORKERS: '1',
      PORT: String(port),
    });
    await waitFor(
      'the worker to be ready',
      () => (worker.output().includes('worker ready') ? true : undefined),
      45_000,
    );
  }, 60_000);
  afterAll(async () => {
    if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await queue.stop(1000);
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Queues a design of a new user's photo, as the API does when a user submits one. */
  async function queueDesign(email: string, variations: number, width: number): Promise<string> {
    const storage = new LocalDiskStorage(join(dataDir, 'storage'));
    const deps: DesignDeps = { pool: db.pool, storage, jobs: queue, samples: new SampleLibrary() };
    const user = await db.pool.query<{ id: string }>(
      `insert into app.users (email, subscription_tier) values ($1, 'pro') returning id`,
      [email],
    );
    const userId = user.rows[0]?.id as string;
    const upload = await saveUpload(db.pool, storage, userId, await jpegPhoto(width, (width * 3) / 4));
    if (!upload.ok) throw new Error('upload refused');
    const submitted = await submitDesign(
      deps,
      userId,
      {
        source: { uploadId: upload.upload.uploadId },
        options: { style: 'modern', features: [], timeOfDay: 'day', modelingStyle: 'photoreal', variations },
      },
      null,
    );
    if (!submitted.ok) throw new Error(`submit refused: ${submitted.reason}`);
    return submitted.designId;
  }

  /** The design's version status when it is one of `wanted`. */
  async function versionStatus(designId: string, wanted: string[]): Promise<string | undefined> {
    const row = (
      await db.pool.query<{ status: string }>('select status from app.design_versions where design_id = $1', [
        designId,
      ])
    ).rows[0];
    return row && wanted.includes(row.status) ? row.status : undefined;
  }

  it('renders a design queued elsewhere and serves no HTTP', async () => {
    expect(worker.output()).toContain('rendering designs and videos, 1 at a time (no HTTP server)');
    expect(await listening(port)).toBe(false);

    const designId = await queueDesign('worker-mode@example.com', 1, 640);
    const status = await waitFor('the render', () => versionStatus(designId, ['ready', 'failed']), 45_000);
    expect(status).toBe('ready');
    const images = await db.pool.query('select id from app.design_images where design_id = $1', [designId]);
    expect(images.rowCount).toBe(1);
    // The render's time is recorded just after the version is marked ready.
    const renders = await waitFor(
      'the render time',
      async () => {
        const timings = await db.pool.query<{ renders: string | null }>(
          `select sum(renders) as renders from app.render_timings where kind = 'design'`,
        );
        const recorded = Number(timings.rows[0]?.renders ?? 0);
        return recorded > 0 ? recorded : undefined;
      },
      10_000,
    );
    expect(renders).toBe(1);
  }, 60_000);

  it('on SIGTERM lets the render it is running finish, then exits 0', async () => {
    const designId = await queueDesign('worker-stop@example.com', 2, 1600);
    await waitFor('the render to start', () => versionStatus(designId, ['rendering']), 30_000);
    worker.child.kill('SIGTERM');
    const exit = await worker.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(worker.output()).toContain('stopping (SIGTERM)');
    expect(worker.output()).toContain('stopped');
    expect(await versionStatus(designId, ['ready'])).toBe('ready');
    const images = await db.pool.query('select id from app.design_images where design_id = $1', [designId]);
    expect(images.rowCount).toBe(2);
  }, 60_000);

  it('hands a job back to the queue when it outlasts WORKER_STOP_SECONDS, and still exits 0', async () => {
    // An image provider that takes every request and never answers.
    const requests: string[] = [];
    const provider = createServer((request) => void requests.push(request.url ?? ''));
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const address = provider.address();
    const stuck = startServer({
      SERVE_HTTP: 'false',
      DATABASE_URL: db.url,
      DATA_DIR: dataDir,
      IMAGE_PROVIDER: 'openai',
      OPENAI_API_KEY: 'sk-test-never-answered',
      OPENAI_BASE_URL: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/v1`,
      WORKER_STOP_SECONDS: '1',
    });
    try {
      await waitFor('the worker', () => (stuck.output().includes('worker ready') ? true : undefined), 45_000);
      const designId = await queueDesign('worker-stuck@example.com', 1, 640);
      await waitFor('the provider to be called', () => (requests.length > 0 ? true : undefined), 30_000);
      const stopping = Date.now();
      stuck.child.kill('SIGTERM');
      expect(await stuck.exited).toEqual({ code: 0, signal: null });
      expect(Date.now() - stopping).toBeLessThan(10_000);
      const job = await db.pool.query<{ state: string }>(
        `select j.state from pgboss.job j
           join app.design_versions v on v.id = j.id
          where v.design_id = $1`,
        [designId],
      );
      // Back in the queue for another worker, neither failed for good nor refunded.
      expect(job.rows).toEqual([{ state: 'retry' }]);
      expect(await versionStatus(designId, ['queued', 'rendering'])).toBeDefined();
    } finally {
      if (stuck.child.exitCode === null && stuck.child.signalCode === null) stuck.child.kill('SIGKILL');
      provider.closeAllConnections();
      await new Promise((resolve) => provider.close(resolve));
    }
  }, 60_000);

  it('refuses to start without DATABASE_URL, saying so, and exits 1', async () => {
    const lonely = startServer({ SERVE_HTTP: 'false', DATA_DIR: dataDir });
    expect(await lonely.exited).toEqual({ code: 1, signal: null });
    expect(lonely.output()).toContain('SERVE_HTTP: false (a render worker) needs DATABASE_URL');
  }, 30_000);
});
