// PgBouncer (Debian's `pgbouncer`) with the example configuration from `deploy/pgbouncer/pgbouncer.ini`
// (its server, port and files rewritten), for the drill and the tests: the product reaches PostgreSQL
// through it, requests and the job queue in transaction pooling, what needs a session in session
// pooling. Its admin console names each client connection, so the connections every process holds
// are still counted (bench/loadtest/connections.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@poolscape/api/env';
import { stopChild } from '@poolscape/api/processes/stop-child';
import pg from 'pg';

export interface PgBouncer {
  /** DATABASE_URL of the processes: transaction pooling. */
  transactionUrl: string;
  /** DATABASE_SESSION_URL of the processes: session pooling. */
  sessionUrl: string;
  /** The admin console (`SHOW CLIENTS`, `SHOW POOLS`). */
  adminUrl: string;
  /** PostgreSQL connections it may open: the pool sizes of its two databases. */
  serverConnections: number;
  stop(): Promise<void>;
}

/** Debian installs it in /usr/sbin, which a user's PATH may not have. */
const PROGRAM = existsSync('/usr/sbin/pgbouncer') ? '/usr/sbin/pgbouncer' : 'pgbouncer';

export function hasPgBouncer(): boolean {
  return !spawnSync(PROGRAM, ['--version']).error;
}

/** PgBouncer on `port`, in front of the PostgreSQL of `databaseUrl`. */
export async function startPgBouncer(dir: string, port: number, databaseUrl: string): Promise<PgBouncer> {
  const server = new URL(databaseUrl);
  const user = decodeURIComponent(server.username);
  const password = decodeURIComponent(server.password);
  const database = server.pathname.slice(1);
  // PgBouncer will not run as root: it runs as `nobody`, who must read its files.
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  const userlist = join(dir, 'userlist.txt');
  writeFileSync(userlist, `"${user}" "${password}"\n`, { mode: 0o644 });
  const example = readFileSync(join(repoRoot, 'deploy', 'pgbouncer', 'pgbouncer.ini'), 'utf8');
  const config = example
    .replace(
      /host=127\.0\.0\.1 port=5432 dbname=poolscape/g,
      `host=${server.hostname} port=${server.port} dbname=${database}`,
    )
    .replace(/^listen_port = \d+$/m, `listen_port = ${port}`)
    .replace(/^auth_file = .*$/m, `auth_file = ${userlist}`)
    .concat(`admin_users = ${user}\n`);
  const ini = join(dir, 'pgbouncer.ini');
  writeFileSync(ini, config, { mode: 0o644 });
  const serverConnections = [...config.matchAll(/pool_size=(\d+)/g)].reduce(
    (sum, [, size]) => sum + Number(size),
    0,
  );

  const child: ChildProcess = spawn(PROGRAM, ['-u', 'nobody', ini], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const at = (name: string) =>
    `postgres://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${name}`;
  const adminUrl = at('pgbouncer');
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${output}`);
    const admin = new pg.Client({ connectionString: adminUrl });
    const ready = await admin.connect().then(
      () => true,
      () => false,
    );
    await admin.end().catch(() => undefined);
    if (ready) break;
    if (attempt > 100) throw new Error(`pgbouncer did not answer: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    transactionUrl: at('poolscape'),
    sessionUrl: at('poolscape_session'),
    adminUrl,
    serverConnections,
    stop: () => stopChild(child, 'SIGINT'),
  };
}
