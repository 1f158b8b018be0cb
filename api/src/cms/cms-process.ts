// The Payload CMS runs as its own Next.js process on loopback. This module builds it when its
// sources changed, applies its migrations, seeds the demo content once, and starts it.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot } from '../env.ts';
import { stopChild } from '../processes/stop-child.ts';
import { hashSources } from '../site-builds/source-stamp.ts';
import type { S3StorageConfig } from '../storage/config.ts';

export const cmsDir = join(repoRoot, 'cms');
const nextBin = join(cmsDir, 'node_modules', 'next', 'dist', 'bin', 'next');
export const payloadBin = join(cmsDir, 'node_modules', 'payload', 'bin.js');
/** Each source hash builds into its own folder, so a running CMS never sees its build replaced. */
const buildsDir = join(cmsDir, '.next-builds');
const STAMP = 'poolscape-source-hash';

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

/** Environment every CMS process gets (build, migrate, seed, serve). */
export interface CmsEnv {
  DATABASE_URL: string;
  PAYLOAD_SECRET: string;
  PUBLIC_URL: string;
  API_INTERNAL_URL: string;
  INTERNAL_TOKEN: string;
  /** Connections of the CMS's pool. */
  CMS_POOL_SIZE?: string;
  MEDIA_DIR: string;
  /** The build to serve, relative to the CMS folder: `distDir` of {@link ensureCmsBuilt}. */
  CMS_DIST_DIR: string;
  /** The first editor's address, chosen by the operator; empty makes one up. */
  CMS_EDITOR_EMAIL: string;
  /** Where the seed writes the first editor's password, readable by the product's user only. */
  CMS_EDITOR_ACCOUNT_FILE: string;
  /** The product's bucket, when it has one: the media's files go there (cmsBucketEnv). */
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: string;
}

/** The CMS's variables for the product's bucket (from STORAGE_URL or the S3_ variables), or none. */
export function cmsBucketEnv(bucket: S3StorageConfig | null): Partial<CmsEnv> {
  if (!bucket) return {};
  return {
    S3_BUCKET: bucket.bucket,
    S3_REGION: bucket.region,
    S3_FORCE_PATH_STYLE: String(bucket.forcePathStyle),
    ...(bucket.endpoint ? { S3_ENDPOINT: bucket.endpoint } : {}),
    ...(bucket.accessKeyId && bucket.secretAccessKey
      ? { S3_ACCESS_KEY_ID: bucket.accessKeyId, S3_SECRET_ACCESS_KEY: bucket.secretAccessKey }
      : {}),
  };
}

function runStep(label: string, args: string[], env: Record<string, string>, log: Logger): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: cmsDir,
      env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(output);
      log.warn(output.slice(-6000));
      reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

/** Hash of everything `next build` compiles: the CMS sources, its config and the lockfile. */
function sourceHash(): Promise<string> {
  // The CMS's build also compiles the workspace's shared package (collection slugs, content
  // shapes, the chat's words), so a change there needs a new build too.
  return hashSources([cmsDir, join(repoRoot, 'shared', 'src'), join(repoRoot, 'pnpm-lock.yaml')]);
}

/**
 * Holds a lock folder while `work` runs, so two instances started from one checkout never build
 * into the same folder at once. A lock whose owner has died is taken over.
 */
async function withBuildLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 15 * 60_000;
  while (true) {
    try {
      await mkdir(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!lockOwnerAlive(lock) && (await lockAgeMs(lock)) > 2_000) {
        await rm(lock, { recursive: true, force: true });
        continue;
      }
      if (Date.now() > deadline) throw new Error(`another CMS build holds ${lock}`);
      await sleep(1_000);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

function lockOwnerAlive(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(join(lock, 'pid'), 'utf8')), 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function lockAgeMs(lock: string): Promise<number> {
  try {
    return Date.now() - (await stat(lock)).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Keeps the newest `keep` builds besides `current`; older ones only take disk space. */
async function pruneBuilds(current: string, keep: number): Promise<void> {
  const entries = await readdir(buildsDir, { withFileTypes: true }).catch(() => []);
  const builds = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.endsWith('.lock'))
      .map(async (entry) => ({ name: entry.name, mtime: (await stat(join(buildsDir, entry.name))).mtimeMs })),
  );
  builds.sort((a, b) => b.mtime - a.mtime);
  for (const build of builds.slice(keep)) {
    await rm(join(buildsDir, build.name), { recursive: true, force: true });
  }
}

/**
 * Runs `next build` for the CMS unless a build of the same sources exists. Returns the build's
 * folder relative to the CMS folder, which `CMS_DIST_DIR` hands to every later CMS process.
 */
export async function ensureCmsBuilt(
  log: Logger,
): Promise<{ built: boolean; seconds: number; distDir: string }> {
  const hash = (await sourceHash()).slice(0, 16);
  const distDir = join('.next-builds', hash);
  const stamp = join(cmsDir, distDir, STAMP);
  const isBuilt = (): boolean => existsSync(stamp) && readFileSync(stamp, 'utf8') === hash;
  if (isBuilt()) return { built: false, seconds: 0, distDir };
  await mkdir(buildsDir, { recursive: true });
  return withBuildLock(join(buildsDir, `${hash}.lock`), async () => {
    // Another instance may have built it while this one waited for the lock.
    if (isBuilt()) return { built: false, seconds: 0, distDir };
    log.info('building the CMS admin (first start or changed sources; about a minute)');
    const started = performance.now();
    await rm(join(cmsDir, distDir), { recursive: true, force: true });
    // The build needs no database; a placeholder keeps the config's parsing happy.
    await runStep(
      'CMS build',
      [nextBin, 'build'],
      {
        DATABASE_URL: 'postgres://build@127.0.0.1:1/build',
        PAYLOAD_SECRET: 'build-time-only-secret-not-used-at-run-time',
        CMS_DIST_DIR: distDir,
      },
      log,
    );
    writeFileSync(stamp, hash);
    await pruneBuilds(hash, 1);
    return { built: true, seconds: (performance.now() - started) / 1000, distDir };
  });
}

/** Applies the CMS's committed migrations. */
export async function migrateCms(env: CmsEnv, log: Logger): Promise<void> {
  await runStep('CMS migrations', [payloadBin, 'migrate'], { ...env }, log);
}

/** Puts the media the installation already has into its bucket (cms/src/storage/move-media.ts). */
export async function moveCmsMediaToBucket(env: CmsEnv, log: Logger): Promise<string> {
  return runStep('CMS media move', [payloadBin, 'run', 'src/storage/move-media-run.ts'], { ...env }, log);
}

/** Seeds the demo content; writes the first editor's password to `CMS_EDITOR_ACCOUNT_FILE`. */
export async function seedCms(env: CmsEnv, log: Logger): Promise<string> {
  return runStep('CMS seed', [payloadBin, 'run', 'src/seed/run.ts'], { ...env }, log);
}

export interface CmsProcess {
  url: string;
  /** Told when the CMS exits without being stopped (it crashed). */
  onExit(listener: (code: number | null) => void): void;
  stop(): Promise<void>;
}

/** Starts `next start` on `host` (loopback by default) and waits until the CMS answers its REST API. */
export async function startCms(
  env: CmsEnv,
  port: number,
  log: Logger,
  host = '127.0.0.1',
): Promise<CmsProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '--port', String(port), '--hostname', host],
    {
      cwd: cmsDir,
      env: { ...process.env, ...env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const collect = (chunk: Buffer): void => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
  await waitForCms(url, 60_000, () =>
    child.exitCode === null ? null : `the CMS exited while starting:\n${output}`,
  );
  let stopping = false;
  const exitListeners: ((code: number | null) => void)[] = [];
  // From here on, its output is only kept for diagnosis when it dies.
  child.once('exit', (code, signal) => {
    if (stopping) return;
    log.warn(`the CMS process exited (${code ?? signal}):\n${output}`);
    for (const listener of exitListeners) listener(code);
  });
  return {
    url,
    onExit: (listener) => void exitListeners.push(listener),
    stop: () => {
      stopping = true;
      return stopChild(child, 'SIGTERM', 10_000);
    },
  };
}

/**
 * Waits until the CMS at `url` answers (a list of one post), for up to `withinMs`; `gone` says why
 * waiting is pointless (the process exited), or null.
 */
export async function waitForCms(
  url: string,
  withinMs: number,
  gone: () => string | null = () => null,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  let last = 'no answer';
  while (true) {
    const reason = gone();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(`${url}/cms/api/posts?limit=1&depth=0`, {
        signal: AbortSignal.timeout(5_000),
      });
      if (response.ok) return;
      last = `it answered ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    if (Date.now() > deadline)
      throw new Error(`the CMS at ${url} did not answer within ${withinMs / 1000} s (${last})`);
    await sleep(250);
  }
}
