// The drill's installation, all on loopback: the embedded PostgreSQL (on a fixed port, so it can
// be restarted under the running processes), a local S3-compatible server with one bucket, an SMTP
// server, two API processes (RENDER_WORKERS=0) and one render worker, and nginx in front of the API
// processes. Every part can be stopped and started again on its own port.
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '@poolscape/api/db/embedded-postgres';
import { startS3Server, type TestS3Server } from '../../kit/storage/s3-server.ts';
import { CapturingSmtpServer } from '../../providers/smtp-server.ts';
import { type LoadBalancer, type ProductProcess, startNginx, startProductProcess } from './processes.ts';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const quiet = { info: () => {}, warn: (message: string) => console.log(`  postgres: ${message}`) };

export class Topology {
  postgres!: EmbeddedPostgres;
  s3!: TestS3Server;
  smtp!: CapturingSmtpServer;
  api: ProductProcess[] = [];
  worker: ProductProcess | undefined;
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

  get databaseUrl(): string {
    return this.postgres.connectionString;
  }

  async start(say: (message: string) => void): Promise<void> {
    this.#postgresPort = await freePort();
    await this.startPostgres();
    this.s3 = await startS3Server();
    this.smtp = await new CapturingSmtpServer().start();
    this.apiPorts.push(await freePort(), await freePort());
    const balancerPort = await freePort();
    const { config } = this.s3;
    this.#baseEnv = {
      DATABASE_URL: this.databaseUrl,
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
    };
    say('starting two API processes and a render worker (the first start seeds the CMS once)');
    this.api = await Promise.all([0, 1].map((index) => this.startApi(index)));
    this.worker = await this.startWorker();
    this.balancer = await startNginx(join(this.dir, 'nginx'), balancerPort, this.apiPorts);
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
      },
      /ready in [\d.]+ s/,
    );
  }

  /** When the render worker last started (its memory is measured once it has settled). */
  workerStartedAt = new Date();

  startWorker(): Promise<ProductProcess> {
    this.workerStartedAt = new Date();
    return startProductProcess(
      'worker',
      {
        ...this.#baseEnv,
        SERVE_HTTP: 'false',
        RENDER_WORKERS: '1',
        DATA_DIR: join(this.dir, 'worker'),
        MALLOC_ARENA_MAX: '2',
      },
      /worker ready in/,
      // As the systemd unit has it (Nice=10, MALLOC_ARENA_MAX=2): renders yield the CPU to the API
      // processes, and libvips' threads share two malloc arenas.
      { nice: 10 },
    );
  }

  /** Every running product process, with its pid. */
  processes(): ProductProcess[] {
    return [...this.api, this.worker].filter(
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
    await this.postgres?.stop();
  }
}
