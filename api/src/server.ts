// Entry point of `npm start`: brings up the whole product on one origin.
//   database (embedded unless DATABASE_URL) → API migrations → CMS build, migrations, seed and
//   process → site build → HTTP server.
// With SERVE_HTTP=false (`npm run worker`) it is a render and video worker only: DATABASE_URL →
//   API migrations → storage → RENDER_WORKERS workers; no HTTP, no CMS, no site build.
// Ctrl-C (or SIGTERM) closes everything in the reverse order, Postgres last.

import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import closeWithGrace from 'close-with-grace';
import sharp from 'sharp';
import { grantListedAdmins } from './admin/roles.ts';
import { buildApp } from './app.ts';
import { Assistant } from './assistant/assistant.ts';
import { loadKnowledgeFromCms, loadPostFromCms } from './assistant/cms-knowledge.ts';
import { attachSessionCache, SessionCache } from './auth/session-cache.ts';
import { createBilling } from './billing/stripe-client.ts';
import { type CmsProcess, ensureCmsBuilt, startCms } from './cms/cms-process.ts';
import { setUpCms } from './cms/cms-setup.ts';
import { startEmbeddedPostgres } from './db/embedded-postgres.ts';
import { migrate } from './db/migrate.ts';
import { createPool } from './db/pool.ts';
import { loadEnv, repoRoot } from './env.ts';
import { JobQueue } from './jobs/job-queue.ts';
import { DesignProgressHub } from './jobs/progress-hub.ts';
import { LoginAlertHub } from './login-alerts/login-alerts.ts';
import { createMailer } from './mail/mailer.ts';
import { MailOutbox } from './mail/outbox.ts';
import { startHousekeeping } from './processes/housekeeping.ts';
import { startRenderWorkers } from './processes/render-workers.ts';
import { drainThenClose, shutdownDelayMs } from './processes/shutdown.ts';
import { moveLegacyAvatars } from './profile/legacy-avatars.ts';
import { Draining } from './routes/health/check-ready.ts';
import { copyCmsMediaToStorage } from './routes/internal/cms-media.ts';
import { SecretBox } from './secrets/secret-box.ts';
import { SiteBuilds } from './site-builds/site-builds.ts';
import { describeStorage, type S3StorageConfig } from './storage/config.ts';
import { LocalDiskStorage } from './storage/local-disk.ts';
import { S3Storage } from './storage/s3.ts';
import type { Storage } from './storage/storage.ts';

const startedAt = performance.now();
const say = (message: string): void => {
  process.stdout.write(`[poolscape] ${message}\n`);
};
const log = {
  info: say,
  warn: (message: string) => say(`warning: ${message}`),
  error: (message: string) => say(`error: ${message}`),
};

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A secret generated once per data folder, kept with the data, never committed. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/**
 * The file storage: the bucket STORAGE_URL (or S3_BUCKET) names, else the local disk. A bucket
 * out of reach at startup is only a warning: file calls answer 503 until it is back.
 */
async function openStorage(
  config: S3StorageConfig | null,
  dataDir: string,
  closers: (() => Promise<unknown>)[],
): Promise<Storage> {
  const localRoot = join(dataDir, 'storage');
  say(`files are kept in ${describeStorage(config, localRoot)}`);
  let storage: Storage = new LocalDiskStorage(localRoot);
  if (config) {
    const bucket = new S3Storage(config);
    closers.push(async () => bucket.close());
    await bucket
      .check()
      .catch((error: Error) => say(`warning: the bucket is not reachable: ${error.message}`));
    storage = bucket;
  }
  // Avatars were once files in DATA_DIR/uploads/avatars; they now live in storage like the rest.
  await moveLegacyAvatars(join(dataDir, 'uploads', 'avatars'), storage).then(
    (moved) => moved > 0 && say(`moved ${moved} avatars into the file storage`),
    (error: Error) => say(`warning: avatars not moved into the file storage yet: ${error.message}`),
  );
  return storage;
}

async function main(): Promise<void> {
  // libvips keeps finished operations for reuse (up to 50 MB); a render never repeats one, so
  // keeping them only adds to a long-running worker's memory.
  sharp.cache(false);
  const envFile = join(repoRoot, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const env = loadEnv();
  mkdirSync(env.DATA_DIR, { recursive: true });
  const version = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).version as string;
  const closers: (() => Promise<unknown>)[] = [];
  const shutdown = closeWithGrace(
    { delay: shutdownDelayMs(env), logger: { error: (message: unknown) => say(String(message)) } },
    async ({ signal, err }) => {
      if (err) say(`stopping after an error: ${err.stack ?? err.message}`);
      else say(`stopping (${signal ?? 'requested'})`);
      for (const close of closers.reverse()) await close().catch((error) => say(`while stopping: ${error}`));
      say('stopped');
      // A start that failed stops what it had started, then exits with 1, not 0.
      if (process.exitCode === 1) process.exit(1);
    },
  );

  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    const embedded = await startEmbeddedPostgres(env.DATA_DIR, log);
    closers.push(() => embedded.stop());
    databaseUrl = embedded.connectionString;
  }
  const pool = createPool(databaseUrl, (error) => say(`database connection error: ${error.message}`));
  closers.push(() => pool.end());
  const applied = await migrate(pool);
  if (applied.length > 0) say(`applied API migrations: ${applied.join(', ')}`);
  const admins = await grantListedAdmins(pool, env.ADMIN_EMAILS);
  if (admins.length > 0) say(`admin role granted (ADMIN_EMAILS): ${admins.join(', ')}`);
  // The render queue's own schema (pgboss) is installed or migrated by pg-boss itself.
  const storage = await openStorage(env.storage, env.DATA_DIR, closers);
  const renderQueue = new JobQueue({ connectionString: databaseUrl, log: (message) => say(message) });
  await renderQueue.start();
  closers.push(() => renderQueue.stop(env.SERVE_HTTP ? undefined : env.WORKER_STOP_SECONDS * 1000));
  if (!env.SERVE_HTTP) {
    await startRenderWorkers(renderQueue, { pool, storage, env, say });
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    say(
      `worker ready in ${seconds} s: rendering designs and videos, ${env.RENDER_WORKERS} at a time (no HTTP server)`,
    );
    return;
  }

  const cmsBuild = await ensureCmsBuilt(log);
  if (cmsBuild.built) say(`CMS built in ${cmsBuild.seconds.toFixed(0)} s`);
  const cmsEnv = {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? persistentSecret(env.DATA_DIR, 'payload-secret'),
    PUBLIC_URL: env.publicUrl,
    API_INTERNAL_URL: `http://127.0.0.1:${env.PORT}`,
    INTERNAL_TOKEN: env.internalToken,
    MEDIA_DIR: join(env.DATA_DIR, 'media'),
    CMS_DIST_DIR: cmsBuild.distDir,
    CMS_EDITOR_EMAIL: env.CMS_EDITOR_EMAIL ?? '',
    CMS_EDITOR_ACCOUNT_FILE: join(env.DATA_DIR, 'secrets', 'cms-editor-account.txt'),
  };
  await setUpCms(pool, cmsEnv, log);
  let cms: CmsProcess | null = null;
  cms = await startCms(cmsEnv, env.CMS_PORT || (await freePort()), log);
  closers.push(() => cms?.stop() ?? Promise.resolve());
  // The CMS's media goes to the store as it is uploaded; what it has from the seed (or from a time
  // the store was down) is copied now, in the background, for the other processes' CMS to read.
  void copyCmsMediaToStorage(cmsEnv.MEDIA_DIR, storage).then(
    (copied) => copied > 0 && say(`copied ${copied} CMS media files into the file storage`),
    (error: Error) => say(`warning: CMS media not copied into the file storage yet: ${error.message}`),
  );

  const builds = new SiteBuilds({
    dataDir: env.DATA_DIR,
    debounceMs: env.SITE_REBUILD_DEBOUNCE_MS,
    buildEnv: {
      CMS_URL: cms.url,
      PUBLIC_URL: env.publicUrl,
      POOLSCAPE_VERSION: version,
      INTERNAL_TOKEN: env.internalToken,
    },
    log,
  });
  closers.push(() => builds.close());
  if (builds.current) {
    // Serve the last build at once; content may have changed while we were down.
    builds.requestRebuild('start');
  } else {
    say('building the site from the CMS content');
    if (!(await builds.buildNow())) throw new Error('the first site build failed; see the messages above');
  }
  const cmsUrl = cms.url;
  const assistant = new Assistant({
    load: () => loadKnowledgeFromCms(cmsUrl, env.internalToken),
    loadPost: (cmsId) => loadPostFromCms(cmsUrl, cmsId),
    llm: env.LLM_BASE_URL
      ? {
          baseUrl: env.LLM_BASE_URL,
          apiKey: env.LLM_API_KEY,
          model: env.LLM_MODEL,
          timeoutMs: env.LLM_TIMEOUT_MS,
        }
      : undefined,
    log,
  });
  await assistant.reindex();

  const secrets = SecretBox.fromEnvironment(env.SECRETS_KEY, env.DATA_DIR);
  const mailer = new MailOutbox({
    pool,
    transport: createMailer({
      smtpUrl: env.SMTP_URL,
      outboxDir: join(env.DATA_DIR, 'outbox'),
      from: env.MAIL_FROM,
    }),
    box: secrets,
    log,
  });
  mailer.start();
  closers.push(() => mailer.stop());
  say(`mail goes to ${mailer.description}`);
  closers.push(startHousekeeping(pool, log));

  const loginAlerts = new LoginAlertHub(pool, databaseUrl, (message) => say(message));
  await loginAlerts.start();
  const sessionCache = new SessionCache();
  await sessionCache.listen(databaseUrl, say);
  attachSessionCache(pool, sessionCache);
  closers.push(() => sessionCache.stop());
  closers.push(() => loginAlerts.stop());
  const designProgress = new DesignProgressHub(databaseUrl, (message) => say(message));
  await designProgress.start();
  closers.push(() => designProgress.stop());
  await startRenderWorkers(renderQueue, { pool, storage, env, say });
  if (env.RENDER_WORKERS > 0) say(`rendering designs and videos here, ${env.RENDER_WORKERS} at a time`);

  const draining = new Draining();
  const app = await buildApp({
    pool,
    databaseUrl,
    loginAlerts,
    uploadsDir: join(env.DATA_DIR, 'uploads'),
    mailer,
    publicUrl: env.publicUrl,
    social: { google: env.google, facebook: env.facebook },
    builds,
    assistant,
    chatPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE,
    version,
    internalToken: env.internalToken,
    https: env.publicUrl.startsWith('https:'),
    cmsUpstream: () => cms?.url ?? '',
    logLevel: env.LOG_LEVEL,
    galleryHostnames: env.GALLERY_HOSTNAMES,
    adminEmails: env.ADMIN_EMAILS,
    storage,
    renderJobs: renderQueue,
    videoBuiltIn: env.VIDEO_PROVIDER === 'builtin',
    designProgress,
    secrets,
    wordpressAllowPrivate: env.WORDPRESS_ALLOW_PRIVATE,
    draining,
    metricsToken: env.METRICS_TOKEN,
    logStatic: env.LOG_STATIC,
    trustedProxies: env.TRUSTED_PROXIES,
    billing: createBilling({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiBase: env.STRIPE_API_BASE,
    }),
  });
  closers.push(drainThenClose(app, draining, env.SHUTDOWN_DRAIN_SECONDS, say));
  await app.listen({ port: env.PORT, host: env.HOST });
  say(
    `ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s: ${env.publicUrl}  (CMS admin: ${env.publicUrl}/cms/admin)`,
  );
  void shutdown;
}

main().catch((error: Error) => {
  say(`could not start: ${error.message}`);
  process.exitCode = 1;
  // Through the shutdown above when it listens (what was started is stopped); else nothing runs yet.
  if (process.listenerCount('SIGTERM') > 0) process.kill(process.pid, 'SIGTERM');
});
