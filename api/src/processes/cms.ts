// The CMS: built when its sources changed, migrated and seeded once per installation, then started
// as its own Next.js process, which the API's CMS proxy serves under /cms. Beside an API process
// (`npm start`) it listens on loopback (CMS_PORT, else a free port); in a cluster one CMS service
// (CMS_MODE=service, `npm run cms`) serves every API process, which reach it at CMS_URL.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type CmsProcess, cmsBucketEnv, ensureCmsBuilt, startCms, waitForCms } from '../cms/cms-process.ts';
import { setUpCms } from '../cms/cms-setup.ts';
import { keepCmsRunning } from '../cms/keep-running.ts';
import type { Env } from '../env.ts';
import { freePort } from '../net/free-port.ts';
import { applyApiMigrations, openPool, openSessionPool, type ProcessBase } from './process-base.ts';
import { type Closer, log, say } from './process-log.ts';

/** A secret generated once per data folder, kept with the data, never committed. */
function persistentSecret(dataDir: string, name: string): string {
  const file = join(dataDir, name);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

/** A CMS service may still be building and seeding on its first start: API processes wait this long. */
const CMS_SERVICE_WAIT_MS = 10 * 60_000;

/** The CMS an API process reads and proxies: its own, or the cluster's service at CMS_URL. */
export async function openCms(env: Env, base: ProcessBase, closers: Closer[]): Promise<{ url: string }> {
  if (!env.CMS_URL) return startCmsProcess(env, base, closers);
  say(`using the CMS service at ${env.CMS_URL}`);
  await waitForCms(env.CMS_URL, CMS_SERVICE_WAIT_MS);
  return { url: env.CMS_URL };
}

/**
 * The CMS service of a cluster (CMS_MODE=service): the API's migrations (its settings table), the
 * CMS's setup, and the CMS on HOST:CMS_PORT. Should the CMS exit, so does this process, for its
 * supervisor (systemd) to start it again. Resolves with where the API processes reach it.
 */
export async function startCmsService(env: Env, closers: Closer[]): Promise<string> {
  const databaseUrl = env.DATABASE_URL as string;
  // Used for the migrations and the CMS's setup only, under a lock: connections that keep their session.
  const sessionPool = env.DATABASE_SESSION_URL
    ? openSessionPool(env.DATABASE_SESSION_URL, 'cms', closers)
    : openPool(databaseUrl, 'cms', 1, closers);
  await applyApiMigrations(sessionPool);
  const cms = await startCmsProcess(env, { databaseUrl, sessionPool }, closers, { asService: true });
  cms.onExit(() => {
    say('the CMS stopped; this service stops too, for its supervisor to start it again');
    process.exitCode = 1;
    process.kill(process.pid, 'SIGTERM');
  });
  return cms.url;
}

/** Builds, sets up and starts the CMS; its stop is pushed onto `closers`. */
export async function startCmsProcess(
  env: Env,
  { databaseUrl, sessionPool }: Pick<ProcessBase, 'databaseUrl' | 'sessionPool'>,
  closers: Closer[],
  { asService = false } = {},
): Promise<CmsProcess> {
  const cmsBuild = await ensureCmsBuilt(log);
  if (cmsBuild.built) say(`CMS built in ${cmsBuild.seconds.toFixed(0)} s`);
  const cmsEnv = {
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? persistentSecret(env.DATA_DIR, 'payload-secret'),
    PUBLIC_URL: env.publicUrl,
    API_INTERNAL_URL: env.API_INTERNAL_URL ?? `http://127.0.0.1:${env.PORT}`,
    INTERNAL_TOKEN: env.internalToken,
    CMS_POOL_SIZE: String(env.CMS_POOL_SIZE),
    MEDIA_DIR: join(env.DATA_DIR, 'media'),
    CMS_DIST_DIR: cmsBuild.distDir,
    CMS_EDITOR_EMAIL: env.CMS_EDITOR_EMAIL ?? '',
    CMS_EDITOR_ACCOUNT_FILE: join(env.DATA_DIR, 'secrets', 'cms-editor-account.txt'),
    ...cmsBucketEnv(env.storage),
  };
  // Its migrations and seed run in a session of their own (DATABASE_SESSION_URL, when set).
  await setUpCms(sessionPool, { ...cmsEnv, DATABASE_URL: env.DATABASE_SESSION_URL ?? databaseUrl }, log);
  const host = asService ? env.HOST : '127.0.0.1';
  const port = env.CMS_PORT || (await freePort());
  const started = await startCms(cmsEnv, port, log, host);
  // A service exits with its CMS (startCmsService); an API process's own CMS is started again.
  const cms = asService ? started : keepCmsRunning(started, () => startCms(cmsEnv, port, log, host), say);
  closers.push(() => cms.stop());
  return cms;
}
