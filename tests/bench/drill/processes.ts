// The drill's processes: the product's own entry point (`api/src/server.ts`) as API processes and a
// render worker against one PostgreSQL and one bucket, and nginx in front of the API processes with
// the example configuration from `deploy/nginx.conf` (its upstream ports and paths rewritten).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '@poolscape/api/env';
import { stopChild } from '@poolscape/api/processes/stop-child';

export interface ProductProcess {
  name: string;
  port: number | null;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once it has exited. */
  exited: Promise<number | null>;
}

const SERVER = join(repoRoot, 'api', 'src', 'server.ts');

/** Starts `api/src/server.ts` with `env`; resolves once it says it is ready. */
export async function startProductProcess(
  name: string,
  env: Record<string, string>,
  readyLine: RegExp,
  options: { nice?: number } = {},
): Promise<ProductProcess> {
  let output = '';
  // `nice` runs the server in its own place (exec), so the pid is the server's.
  const [command, args] = options.nice
    ? ['nice', ['-n', String(options.nice), process.execPath, SERVER]]
    : [process.execPath, [SERVER]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (readyLine.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`${name} exited (${code}) while starting:\n${output.slice(-3000)}`));
    });
  });
  return { name, port: env.PORT ? Number(env.PORT) : null, child, output: () => output, exited };
}

/** SIGKILL: no shutdown, no goodbye. */
export async function killHard(process: ProductProcess): Promise<void> {
  process.child.kill('SIGKILL');
  await process.exited;
}

/** SIGTERM, waiting for the process's own graceful shutdown. */
export async function stopGracefully(process: ProductProcess): Promise<number | null> {
  if (process.child.exitCode !== null) return process.child.exitCode;
  process.child.kill('SIGTERM');
  return process.exited;
}

/**
 * Resident memory (kB) and open file descriptors of a process, from /proc. Read in place: the
 * drill's own requests are timed on this thread, and starting `ls` for each process every 5 s held
 * it up by about 10 ms a process, which their latencies counted.
 */
export function processFootprint(pid: number): { rssKb: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return { rssKb, fds: readdirSync(`/proc/${pid}/fd`).length };
}

export interface LoadBalancer {
  url: string;
  stop(): Promise<void>;
}

/** nginx in front of `apiPorts`, listening on `port`, with the example configuration. */
export async function startNginx(dir: string, port: number, apiPorts: number[]): Promise<LoadBalancer> {
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const example = readFileSync(join(repoRoot, 'deploy', 'nginx.conf'), 'utf8');
  const servers = apiPorts
    .map((api) => `    server 127.0.0.1:${api} max_fails=3 fail_timeout=10s;`)
    .join('\n');
  const site = example
    .replace(/(upstream poolscape_api \{[\s\S]*?least_conn;\n)[\s\S]*?(\n\s*keepalive)/, `$1${servers}$2`)
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/\n\s*listen \[::\]:80;/, '')
    .replace(/access_log \S+ poolscape;/, `access_log ${join(dir, 'logs', 'access.log')} poolscape;`);
  writeFileSync(join(dir, 'poolscape.conf'), site);
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'logs', 'error.log')} warn;`,
      'worker_processes 1;',
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  client_body_temp_path ${join(dir, 'body')};`,
      `  proxy_temp_path ${join(dir, 'proxy')};`,
      `  include ${join(dir, 'poolscape.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errors}`);
    if (
      await fetch(`${url}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () => stopChild(child, 'SIGQUIT'),
  };
}
