// Builds the real Fastify app for route tests: a real database, and a real site build folder
// made of a few fixture pages (so the site-serving code runs without an Astro build). Most route
// test files call `useTestApp()` once; `createTestApp` is for a second app in the same file. Mail
// goes through the real mail queue (pg-boss on the test database) and no worker runs: a test
// delivers what is due with `deliverMail()`, then reads `mail`.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AccountDeletions } from '@poolscape/api/account/account-deletions';
import { AccountExports } from '@poolscape/api/account/account-exports';
import type { CmsUsers } from '@poolscape/api/account/erase-account';
import { buildApp } from '@poolscape/api/app';
import { Assistant } from '@poolscape/api/assistant/assistant';
import type { BillingConfig } from '@poolscape/api/billing/stripe-client';
import type { Pool } from '@poolscape/api/db/pool';
import { repoRoot } from '@poolscape/api/env';
import { JobQueue, type RenderJobSender } from '@poolscape/api/jobs/job-queue';
import { DesignProgressHub } from '@poolscape/api/jobs/progress-hub';
import { LoginAlertHub } from '@poolscape/api/login-alerts/login-alerts';
import { KeptMail } from '@poolscape/api/mail/kept-mail';
import { MailQueue } from '@poolscape/api/mail/mail-queue';
import { createMailer, type Mail, type Mailer } from '@poolscape/api/mail/mailer';
import { SecretBox } from '@poolscape/api/secrets/secret-box';
import { SiteBuilds, type SiteBuildsOptions } from '@poolscape/api/site-builds/site-builds';
import { LocalDiskStorage } from '@poolscape/api/storage/local-disk';
import type { Storage } from '@poolscape/api/storage/storage';
import { type ContentChange, describeChange } from '@poolscape/shared/content';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { seededKnowledge } from './seed-knowledge.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export const FIXTURE_PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><script>console.log("island")</script><h1>Home page</h1>',
  'blog/index.html': '<!doctype html><title>Blog</title><h1>Blog index</h1>',
  'blog/first-post/index.html': '<!doctype html><title>First</title><h1>First post</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>404 Page Not Found</h1>',
  '_astro/app.abc123.js': 'console.log("asset")',
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'app-shell/index.html': '<!doctype html><title>App</title><div id="app">Signed-in app</div>',
  'public-profile/index.html': '<!doctype html><title>Profile</title><div id="profile">Public profile</div>',
};

export interface TestApp {
  app: FastifyInstance;
  /** Mail delivered so far (also written to the outbox folder, as without SMTP). */
  mail: Mail[];
  /**
   * Sends the mail queued and due now (with `includeLater`, also mail waiting for a retry) through
   * the transport, as a worker would; resolves to `mail`.
   */
  deliverMail(options?: { includeLater?: boolean }): Promise<Mail[]>;
  /** Builds the queued "Download my data" archives, as a worker would; resolves to how many. */
  buildExports(): Promise<number>;
  /** The app's "Download my data" archives. */
  accountExports: AccountExports;
  /** The app's "Delete my account"; `sweep(later)` runs the housekeeping's sweep at a later clock. */
  accountDeletions: AccountDeletions;
  /** The app's mail queue. */
  mailQueue: MailQueue;
  /** The key the app seals stored secrets with (WordPress passwords, queued mail). */
  secrets: SecretBox;
  dataDir: string;
  rebuilds: string[];
  builds: SiteBuilds;
  loginAlerts: LoginAlertHub;
  /** The design studio's files (under `dataDir/storage` unless a test gave its own). */
  storage: Storage;
  /** Design progress events; listening only when `databaseUrl` was given. */
  designProgress: DesignProgressHub;
  close(): Promise<void>;
}

export interface TestAppOptions {
  withBuild?: boolean;
  internalToken?: string;
  chatPerMinute?: number;
  /** Uploads per minute per route and user (default: high enough never to be met). */
  uploadsPerMinute?: number;
  assistant?: Assistant;
  /** The transport queued mail goes out through; default recorded in `mail` and the outbox folder. */
  mailer?: Mailer;
  /** The secrets key; default one key shared by every test app, as an installation's processes share one. */
  secrets?: SecretBox;
  social?: Parameters<typeof buildApp>[0]['social'];
  publicUrl?: string;
  /** Connection string of `pool`, for the login alert listener. */
  databaseUrl?: string;
  /** More files of the fixture build, by path (e.g. `data/public-content.json`). */
  files?: Record<string, string>;
  /**
   * The fixture build's server entry (`server/entry.mjs`, to the contract of
   * site/lib/server/entry.ts); without one its on-demand pages are served from `files`.
   */
  serverEntry?: string;
  /** Hostnames from the environment whose `/` is the gallery landing. */
  galleryHostnames?: string[];
  /** Where the CMS answers (a stand-in speaking Payload's REST API); default: nothing listens. */
  cmsUpstream?: string;
  /** `ADMIN_EMAILS`: accounts made admins when they sign in or register. */
  adminEmails?: string[];
  /** The design studio's storage; default local disk under the test's data folder. */
  storage?: Storage;
  /** Where render jobs go; default a pg-boss queue on `pool` (no workers). */
  renderJobs?: RenderJobSender;
  /** The clock plan periods are read with. */
  clock?: () => Date;
  /** Log lines go here, at `logLevel` (default: no log at all). */
  logDestination?: { write(line: string): void };
  logLevel?: string;
  /** Stripe (a client of the contract server), or none: payments not set up. */
  billing?: BillingConfig | null;
  /** The CMS's users, as deleting an account removes a staff member's; default none (no CMS runs). */
  cmsUsers?: CmsUsers | null;
  /** The design options; default read from a CMS that is not running (so the built-in ones). */
  designOptions?: Parameters<typeof buildApp>[0]['designOptions'];
  /** Whether WordPress sites on loopback may be connected (the tests' own WordPress). */
  wordpressAllowPrivate?: boolean;
  /** `METRICS_TOKEN`; default none (`/api/metrics` answers 404). */
  metricsToken?: string;
  /** `LOG_STATIC`: request lines for site pages and static files too. */
  logStatic?: boolean;
  /** Set to make `/api/ready` answer "draining". */
  draining?: Parameters<typeof buildApp>[0]['draining'];
}

const quietLog = { warn: () => {}, error: () => {} };

/** The test apps' secrets key (mail one app queued, another may send). */
const TEST_SECRETS = new SecretBox(Buffer.alloc(32, 1));

/**
 * The site builder of a test app: the builds and content changes it is asked for are written down
 * in `told`, and nothing is built or read again.
 */
class RecordingSiteBuilds extends SiteBuilds {
  readonly #told: string[];

  constructor(told: string[], options: SiteBuildsOptions) {
    super(options);
    this.#told = told;
  }

  override requestRebuild(reason: string): void {
    this.#told.push(reason);
  }

  override async contentChanged(change: ContentChange): Promise<void> {
    this.#told.push(`${describeChange(change)} changed`);
  }
}

export async function createTestApp(pool: Pool, options: TestAppOptions = {}): Promise<TestApp> {
  mkdirSync(join(repoRoot, '.data'), { recursive: true });
  const dataDir = mkdtempSync(join(repoRoot, '.data', 'app-test-'));
  if (options.withBuild !== false) {
    // A build's pre-rendered files, without the server entry of its on-demand pages (their files
    // are served as they are instead).
    const build = join(dataDir, 'site', 'builds', '0001');
    for (const [file, content] of Object.entries({ ...FIXTURE_PAGES, ...options.files })) {
      mkdirSync(join(build, 'client', file, '..'), { recursive: true });
      writeFileSync(join(build, 'client', file), content);
    }
    if (options.serverEntry) {
      mkdirSync(join(build, 'server'), { recursive: true });
      writeFileSync(join(build, 'server', 'entry.mjs'), options.serverEntry);
    }
    writeFileSync(`${build}.json`, JSON.stringify({ scripts: ['sha256-fixture'], styles: [] }));
    symlinkSync(build, join(dataDir, 'site', 'current'));
  }
  const rebuilds: string[] = [];
  const builds = new RecordingSiteBuilds(rebuilds, {
    dataDir,
    buildEnv: {},
    debounceMs: 60_000,
    log: { info: () => {}, error: () => {} },
  });
  const assistant =
    options.assistant ??
    new Assistant({ load: async () => seededKnowledge(), log: { info: () => {}, warn: () => {} } });
  await assistant.reindex();
  const mail: Mail[] = [];
  const secrets = options.secrets ?? TEST_SECRETS;
  // As without SMTP_URL: mail is kept for /admin/mail, and `mail` lists it for the tests.
  const keptMail = new KeptMail(pool, secrets);
  const kept = createMailer({ from: 'Poolscape <no-reply@poolscape.example>', kept: keptMail });
  const transport: Mailer = options.mailer ?? {
    description: kept.description,
    smtp: null,
    async send(message) {
      mail.push(message);
      await kept.send(message);
    },
  };
  // Started on the first mail; it only creates and fetches jobs (no supervision, no workers).
  const mailJobs = new JobQueue({ pool, supervise: false, log: () => {} });
  const mailQueue = new MailQueue({ jobs: mailJobs, transport, box: secrets, log: quietLog });
  const loginAlerts = new LoginAlertHub(pool, options.databaseUrl ?? '', () => {});
  if (options.databaseUrl) await loginAlerts.start();
  const storage = options.storage ?? new LocalDiskStorage(join(dataDir, 'storage'));
  const accountExports = new AccountExports({
    pool,
    storage,
    jobs: mailJobs,
    mail: mailQueue,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    log: quietLog,
  });
  const accountDeletions = new AccountDeletions({
    pool,
    storage,
    mail: mailQueue,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    stripe: options.billing?.stripe ?? null,
    cms: options.cmsUsers ?? null,
    log: quietLog,
  });
  const designProgress = new DesignProgressHub(options.databaseUrl ?? '', () => {});
  if (options.databaseUrl) await designProgress.start();
  const app = await buildApp({
    pool,
    loginAlerts,
    uploadsDir: join(dataDir, 'uploads'),
    mailer: mailQueue,
    keptMail: { mail: keptMail, smtp: transport.smtp },
    accountExports,
    accountDeletions,
    secrets,
    publicUrl: options.publicUrl ?? 'http://localhost:3000',
    social: options.social,
    builds,
    assistant,
    chatPerMinute: options.chatPerMinute ?? 1000,
    // A proof of work of a few hashes: the tests check the rule, not the CPU it costs.
    quoteProofBits: 4,
    uploadsPerMinute: options.uploadsPerMinute ?? 1000,
    version: '0.0.0-test',
    internalToken: options.internalToken ?? 'test-internal-token-0123456789',
    https: false,
    cmsUpstream: () => options.cmsUpstream ?? 'http://127.0.0.1:9',
    logLevel: options.logLevel ?? 'silent',
    logDestination: options.logDestination,
    galleryHostnames: options.galleryHostnames,
    adminEmails: options.adminEmails,
    storage,
    renderJobs: options.renderJobs,
    designProgress,
    clock: options.clock,
    billing: options.billing ?? null,
    designOptions: options.designOptions,
    wordpressAllowPrivate: options.wordpressAllowPrivate,
    metricsToken: options.metricsToken,
    logStatic: options.logStatic,
    draining: options.draining,
  });
  await app.ready();
  return {
    app,
    mail,
    async deliverMail(deliver) {
      await mailQueue.deliverDue(deliver);
      return mail;
    },
    buildExports: () => accountExports.buildDue(),
    accountExports,
    accountDeletions,
    mailQueue,
    secrets,
    dataDir,
    rebuilds,
    builds,
    loginAlerts,
    storage,
    designProgress,
    async close() {
      await app.close();
      await mailJobs.stop(1000);
      await builds.close();
      await loginAlerts.stop();
      await designProgress.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test file's app and its database, readable once the file's `beforeAll` hooks have run. */
export interface UsedTestApp extends Omit<TestApp, 'close'> {
  /** The file's own database; `db.pool` is the app's pool. */
  readonly db: TestDatabase;
}

/**
 * Gives a test file a fresh database and the app built on it, in `beforeAll`, and closes both in
 * `afterAll`. `options` may be computed from the database (e.g. a render queue on its pool, or
 * `databaseUrl: db.url` for the LISTEN connections). Hooks the file registers later run after the
 * app is built and, when the file ends, before it is closed.
 */
export function useTestApp(
  options: TestAppOptions | ((db: TestDatabase) => TestAppOptions | Promise<TestAppOptions>) = {},
): UsedTestApp {
  let db: TestDatabase | undefined;
  let test: TestApp | undefined;
  beforeAll(async () => {
    db = await createTestDatabase();
    test = await createTestApp(db.pool, typeof options === 'function' ? await options(db) : options);
  });
  afterAll(async () => {
    await test?.close();
    await db?.drop();
  });
  const built = (): TestApp => {
    if (!test) throw new Error('the test app is built in beforeAll; use it inside hooks and tests');
    return test;
  };
  return {
    get db() {
      if (!db) throw new Error('the test database is made in beforeAll; use it inside hooks and tests');
      return db;
    },
    get app() {
      return built().app;
    },
    get mail() {
      return built().mail;
    },
    deliverMail(deliver) {
      return built().deliverMail(deliver);
    },
    buildExports() {
      return built().buildExports();
    },
    get accountExports() {
      return built().accountExports;
    },
    get accountDeletions() {
      return built().accountDeletions;
    },
    get mailQueue() {
      return built().mailQueue;
    },
    get secrets() {
      return built().secrets;
    },
    get dataDir() {
      return built().dataDir;
    },
    get rebuilds() {
      return built().rebuilds;
    },
    get builds() {
      return built().builds;
    },
    get loginAlerts() {
      return built().loginAlerts;
    },
    get storage() {
      return built().storage;
    },
    get designProgress() {
      return built().designProgress;
    },
  };
}
