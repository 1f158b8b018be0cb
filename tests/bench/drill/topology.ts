// The drill's installation, all on loopback: the embedded PostgreSQL (on a fixed port, so it can
// be restarted under the running processes), PgBouncer in front of it (pgbouncer.ts; DRILL_DIRECT=1
// connects the processes directly), a local S3-compatible server with one bucket, an SMTP server,
// one CMS service (CMS_MODE=service), three API processes (RENDER_WORKERS=0) that use it, two render
// workers, and nginx in front of the API processes. Every part can be stopped and started again on
// its own port. Each kind of process gets the README's example connection budget.
import { join } from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@poolscape/api/db/embedded-postgres';
import { freePort } from '@poolscape/api/net/free-port';
import { type PgBouncer, startPgBouncer } from '../../kit/pgbouncer.ts';
import { startS3Server, type TestS3Server } from '../../kit/storage/s3-server.ts';
import { CapturingSmtpServer } from '../../providers/smtp-server.ts';
import { type LoadBalancer, type ProductProcess, startNginx, startProductProcess } from './processes.ts';

/**
 * The README's example connection budget for a small cluster: the pools of each kind of process, one
 * listening connection each, and behind PgBouncer one that keeps its session (locks and
 * migrations): at most 12 connections per API process and 8 per worker.
 */
export const EXAMPLE_BUDGET = {
  api: { requests: 8, queue: 2, most: 12 },
  worker: { requests: 4, queue: 2, most: 8 },
  cms: 5,
};

const quiet = { info: () => {}, warn: (message: string) => console.log(`  postgres: ${message}`) };

export class Topology {
  postgres!: EmbeddedPostgres;
  /** Between the processes and PostgreSQL, unless DRILL_DIRECT=1. */
  bouncer: PgBouncer | undefined;
  s3!: TestS3Server;
  smtp!: CapturingSmtpServer;
  api: ProductProcess[] = [];
  /** The render worker step 2 kills; `otherWorker` renders beside it throughout. */
  worker: ProductProcess | undefined;
  otherWorker: ProductProcess | undefined;
  cms: ProductProcess | undefined;
  cmsPort = 0;
  balancer!: LoadBalancer;
  readonly apiPorts: number[] = [];
  #postgresPort = 0;
  #baseEnv: Record<string, string> = {};
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  get url(): string {
    return this.balancer.url;
  }

  /** PostgreSQL itself, for the drill's own checks. */
  get databaseUrl(): string {
    return this.postgres.connectionString;
  }

  async start(say: (message: string) => void, { direct = false } = {}): Promise<void> {
    this.#postgresPort = await freePort();
    await this.startPostgres();
    if (!direct)
      this.bouncer = await startPgBouncer(join(this.dir, 'pgbouncer'), await freePort(), this.databaseUrl);
    this.s3 = await startS3Server();
    this.smtp = await new CapturingSmtpServer().start();
    this.apiPorts.push(await freePort(), await freePort(), await freePort());
    this.cmsPort = await freePort();
    const balancerPort = await freePort();
    const { config } = this.s3;
    this.#baseEnv = {
      DATABASE_URL: this.bouncer?.transactionUrl ?? this.databaseUrl,
      ...(this.bouncer && { DATABASE_SESSION_URL: this.bouncer.sessionUrl }),
      S3_BUCKET: config.bucket,
      S3_REGION: config.region,
      S3_ENDPOINT: config.endpoint ?? '',
      S3_ACCESS_KEY_ID: config.accessKeyId ?? '',
      S3_SECRET_ACCESS_KEY: config.secretAccessKey ?? '',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: this.smtp.url,
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      // Every process opens what another sealed, and trusts the same CMS sessions.
      SECRETS_KEY: Buffer.alloc(32, 9).toString('base64'),
      PAYLOAD_SECRET: 'the-drill-payload-secret-0123456789abcdef',
      IMAGE_PROVIDER: 'builtin',
      VIDEO_PROVIDER: 'builtin',
      SHUTDOWN_DRAIN_SECONDS: '1',
      // The API processes and the CMS service know each other by this token.
      INTERNAL_TOKEN: 'the-drill-internal-token-0123456789abcdef',
    };
    say('starting the CMS service (it seeds the CMS once), three API processes and two render workers');
    this.#balancerUrl = `http://127.0.0.1:${balancerPort}`;
    this.cms = await this.startCms();
    this.api = await Promise.all(this.apiPorts.map((_, index) => this.startApi(index)));
    [this.worker, this.otherWorker] = await Promise.all([this.startWorker(), this.startWorker('worker-2')]);
    this.balancer = await startNginx(join(this.dir, 'nginx'), balancerPort, this.apiPorts);
  }

  #balancerUrl = '';

  /** The cluster's one CMS; it reaches the API processes' internal routes through the balancer. */
  startCms(): Promise<ProductProcess> {
    return startProductProcess(
      'cms',
      {
        ...this.#baseEnv,
        CMS_MODE: 'service',
        HOST: '127.0.0.1',
        CMS_PORT: String(this.cmsPort),
        API_INTERNAL_URL: this.#balancerUrl,
        CMS_POOL_SIZE: String(EXAMPLE_BUDGET.cms),
        DATA_DIR: join(this.dir, 'cms'),
      },
      /CMS service ready in/,
    );
  }

  async startPostgres(): Promise<void> {
    this.postgres = await startEmbeddedPostgres(join(this.dir, 'database'), quiet, {
      port: this.#postgresPort,
    });
  }

  startApi(index: number): Promise<ProductProcess> {
    return startProductProcess(
      `api-${index + 1}`,
      {
        ...this.#baseEnv,
        PORT: String(this.apiPorts[index]),
        DATA_DIR: join(this.dir, `api-${index + 1}`),
        RENDER_WORKERS: '0',
        CMS_URL: `http://127.0.0.1:${this.cmsPort}`,
        // One site folder for the three: one build per change, served by all.
        SITE_DIR: join(this.dir, 'site'),
        DATABASE_POOL_SIZE: String(EXAMPLE_BUDGET.api.requests),
        QUEUE_POOL_SIZE: String(EXAMPLE_BUDGET.api.queue),
      },
      /ready in [\d.]+ s/,
    );
  }

  /** When the render worker last started (its memory is measured once it has settled). */
  workerStartedAt = new Date();

  startWorker(name = 'worker'): Promise<ProductProcess> {
    if (name === 'worker') this.workerStartedAt = new Date();
    return startProductProcess(
      name,
      {
        ...this.#baseEnv,
        SERVE_HTTP: 'false',
        RENDER_WORKERS: '1',
        DATABASE_POOL_SIZE: String(EXAMPLE_BUDGET.worker.requests),
        QUEUE_POOL_SIZE: String(EXAMPLE_BUDGET.worker.queue),
        DATA_DIR: join(this.dir, name),
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
      },
      /worker ready in/,
      // As the systemd unit has it (Nice=10, MALLOC_ARENA_MAX=2, MALLOC_MMAP_THRESHOLD_): renders
      // yield the CPU to the API processes, libvips' threads share two malloc arenas, and a
      // render's image buffers go back to the system when freed.
      { nice: 10 },
    );
  }

  /** Every running product process, with its pid. */
  processes(): ProductProcess[] {
    return [this.cms, ...this.api, this.worker, this.otherWorker].filter(
      (process): process is ProductProcess => process?.child.exitCode === null,
    );
  }

  async stop(): Promise<void> {
    await this.balancer?.stop();
    for (const process of this.processes()) {
      process.child.kill('SIGTERM');
      await process.exited;
    }
    await this.smtp?.stop();
    await this.s3?.close();
    await this.bouncer?.stop();
    await this.postgres?.stop();
  }
}
