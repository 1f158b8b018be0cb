// The servers behind the browser tests' WordPress site (MariaDB, PHP-FPM, nginx): found on the
// machine, started in their own process groups with their output in log files, stopped cleanly,
// and any left over from a run that was killed found by their pid and ended before the next run
// starts; and the one-off commands (mariadb-install-db, php) run to their end.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Server {
  name: string;
  child: ChildProcess;
  log: string;
  /** Set once the process has exited. */
  exited: { code: number | null; signal: NodeJS.Signals | null } | null;
}

/** The last lines of a log file, to explain a failure. */
export function tail(path: string, lines = 30): string {
  if (!existsSync(path)) return '';
  return readFileSync(path, 'utf8').split('\n').slice(-lines).join('\n');
}

/** Starts `command` as a process group of its own, its output appended to `<logs>/<name>.log`. */
export function startServer(name: string, command: string, args: string[], logs: string): Server {
  const log = join(logs, `${name}.log`);
  const fd = openSync(log, 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  const server: Server = { name, child, log, exited: null };
  child.on('error', (error) => {
    server.exited = { code: null, signal: null };
    writeFileSync(log, `${error.message}\n`, { flag: 'a' });
  });
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  return server;
}

/** Resolves once `ready()` is true; fails if a server exits first or `timeoutMs` passes. */
export async function waitUntil(
  what: string,
  ready: () => boolean | Promise<boolean>,
  watch: Server[],
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const dead = watch.find((server) => server.exited);
    if (dead) {
      throw new Error(
        `${dead.name} exited (${dead.exited?.code ?? dead.exited?.signal}):\n${tail(dead.log)}`,
      );
    }
    if (await ready()) return;
    if (Date.now() > deadline) {
      const logs = watch.map((server) => `${server.name}:\n${tail(server.log, 10)}`).join('\n');
      throw new Error(`${what} was not ready within ${timeoutMs / 1000} s\n${logs}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function signalGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // The whole group has gone already.
  }
}

/** Stops a server with `signal`, waits up to `graceMs`, then kills what is left of its process group. */
export async function stopServer(server: Server, signal: NodeJS.Signals, graceMs = 10_000): Promise<void> {
  if (!server.exited) {
    const exited = new Promise<void>((resolve) => server.child.once('exit', () => resolve()));
    server.child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, graceMs)))]);
    clearTimeout(timer);
  }
  // Workers (nginx's, PHP-FPM's) share the group; none may outlive their master.
  signalGroup(server.child.pid, 'SIGKILL');
}

/** Notes the process groups started for `dir`, so a later run can end them if this one is killed. */
export function recordPids(file: string, servers: Server[]): void {
  writeFileSync(file, JSON.stringify(servers.map((server) => server.child.pid).filter(Boolean)));
}

/**
 * Ends the servers a killed run left behind in `dir`: only groups whose leader's command line
 * still names `dir`, so a pid reused by something else is never touched.
 */
export async function endLeftovers(file: string, dir: string): Promise<void> {
  if (!existsSync(file)) return;
  let pids: number[] = [];
  try {
    pids = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  const ours = pids.filter((pid) => {
    try {
      return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir);
    } catch {
      return false;
    }
  });
  for (const pid of ours) signalGroup(pid, 'SIGKILL');
  if (ours.length > 0) await new Promise((resolve) => setTimeout(resolve, 300));
}

/** Runs a command to its end; resolves with its standard output, fails with its error output. */
export function run(
  command: string,
  args: string[],
  options: { input?: string; cwd?: string } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(stdout);
      else reject(new Error(`${command} failed (exit ${code}):\n${stderr || stdout}`));
    });
    child.stdin.end(options.input ?? '');
  });
}

/**
 * A server binary, also from the sbin folders a non-root PATH may lack (`pattern` for php-fpm8.2 and
 * the like).
 */
export function binary(name: string, pattern?: RegExp): string {
  const folders = [...(process.env.PATH ?? '').split(':'), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  for (const folder of folders) {
    if (existsSync(join(folder, name))) return join(folder, name);
    if (!pattern || !existsSync(folder)) continue;
    const match = readdirSync(folder).find((file) => pattern.test(file));
    if (match) return join(folder, match);
  }
  throw new Error(`the WordPress tests need ${name} (Debian's packages: see scripts/bootstrap.mjs)`);
}
