// Accounts figures, against the real API (its Fastify app on a real PostgreSQL, listening on
// loopback):
//   GET /api/simple/user with a valid bearer token, requests/s and p99 at 50 connections (autocannon
//   in its own process), beside
//   a bare GET /api/health in the same run (the baseline);
//   sign-ins per second (argon2id) until the per-client throttle answers 429;
//   a login alert fanned out to 1,000 connected alpha sockets: p99 from the sign-in to delivery.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { buildApp } from '@poolscape/api/app';
import { Assistant } from '@poolscape/api/assistant/assistant';
import { attachSessionCache, SessionCache } from '@poolscape/api/auth/session-cache';
import { createSession } from '@poolscape/api/auth/sessions';
import { startEmbeddedPostgres } from '@poolscape/api/db/embedded-postgres';
import { migrate } from '@poolscape/api/db/migrate';
import { createPool } from '@poolscape/api/db/pool';
import { repoRoot } from '@poolscape/api/env';
import { LoginAlertHub } from '@poolscape/api/login-alerts/login-alerts';
import { SiteBuilds } from '@poolscape/api/site-builds/site-builds';
import WebSocket from 'ws';

export type Row = [string, string, string];

const autocannonDir = join(createRequire(import.meta.url).resolve('autocannon'), '..');

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** Load from a separate autocannon process, so the generator does not share the server's event loop. */
async function load(url: string, headers: Record<string, string> = {}) {
  const args = [join(autocannonDir, 'autocannon.js'), '-c', '50', '-d', '8', '-j'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [...args, url], { stdio: ['ignore', 'pipe', 'ignore'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('close', () => resolve(text));
  });
  const result = JSON.parse(output) as {
    requests: { average: number };
    latency: { p99: number };
    non2xx: number;
    errors: number;
  };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.non2xx + result.errors };
}

export async function benchAccounts(): Promise<Row[]> {
  const dataDir = join(repoRoot, '.data', 'bench-api');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const postgres = await startEmbeddedPostgres(dataDir, quiet);
  const pool = createPool(postgres.connectionString, () => {});
  await migrate(pool);
  const loginAlerts = new LoginAlertHub(pool, postgres.connectionString, () => {});
  await loginAlerts.start();
  // As in the product (api/src/server.ts): validated sessions kept in memory, dropped on change.
  const sessionCache = new SessionCache();
  await sessionCache.listen(postgres.connectionString, () => {});
  attachSessionCache(pool, sessionCache);
  const port = Number(process.env.BENCH_API_PORT ?? 3291);
  const publicUrl = `http://127.0.0.1:${port}`;
  const app = await buildApp({
    pool,
    loginAlerts,
    uploadsDir: join(dataDir, 'uploads'),
    // Mail is dropped: the benchmark measures the API, not the mail server.
    mailer: { enqueue: async () => {} },
    publicUrl,
    builds: new SiteBuilds({ dataDir, buildEnv: {}, debounceMs: 60_000, log: quiet }),
    assistant: new Assistant({
      load: async () => ({
        settings: { enabled: true, supportEmail: 'x@example.com', systemPrompt: '' },
        passages: [],
      }),
      log: quiet,
    }),
    version: 'bench',
    internalToken: 'bench-internal-token',
    https: false,
    cmsUpstream: () => 'http://127.0.0.1:9',
    logLevel: 'silent',
  });
  await app.listen({ port, host: '127.0.0.1' });
  const rows: Row[] = [];
  try {
    const register = async (email: string) =>
      (
        await fetch(`${publicUrl}/api/simple/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ firstName: 'Bench', lastName: 'User', email, password: 'bench-password' }),
        })
      ).json() as Promise<{ token: string; user: { id: string } }>;
    const user = await register('bench-user@example.com');

    const health = await load(`${publicUrl}/api/health`);
    const current = await load(`${publicUrl}/api/simple/user`, { authorization: `Bearer ${user.token}` });
    rows.push([
      'GET /api/health (baseline)',
      `${Math.round(health.rps)} req/s`,
      `p99 ${health.p99} ms at 50 connections, 8 s`,
    ]);
    rows.push([
      'GET /api/simple/user (bearer)',
      `${Math.round(current.rps)} req/s`,
      `p99 ${current.p99} ms; ${((current.rps / health.rps) * 100).toFixed(0)}% of health (target ≥ 40%, p99 < 25 ms); non-2xx ${current.errors}`,
    ]);

    // Sign-ins until this client is throttled.
    const started = performance.now();
    let signIns = 0;
    let status = 200;
    while (status === 200 && signIns < 100) {
      const response = await fetch(`${publicUrl}/api/simple/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'bench-user@example.com', password: 'bench-password' }),
      });
      status = response.status;
      await response.arrayBuffer();
      if (status === 200) signIns += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    rows.push([
      'sign-ins before throttling',
      `${(signIns / seconds).toFixed(0)} /s`,
      `${signIns} sign-ins (argon2id) in ${seconds.toFixed(2)} s, then HTTP ${status}`,
    ]);

    // 1,000 alpha sockets; one sign-in by someone else; time until each socket has the alert.
    const alpha = await register('bench-alpha@example.com');
    await pool.query(`update app.users set subscription_tier = 'alpha' where id = $1`, [alpha.user.id]);
    const sockets: WebSocket[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const opened = await Promise.all(
        Array.from({ length: 100 }, async () => {
          const { token } = await createSession(pool, alpha.user.id, { remember: true });
          const socket = new WebSocket(`ws://127.0.0.1:${port}/ws/login-notifications?token=${token}`, {
            origin: publicUrl,
          });
          await new Promise((resolve, reject) => {
            socket.once('open', resolve);
            socket.once('error', reject);
          });
          return socket;
        }),
      );
      sockets.push(...opened);
    }
    const other = await register('bench-other@example.com');
    void other;
    await new Promise((resolve) => setTimeout(resolve, 500)); // the registration's own alert passes
    const latencies: number[] = [];
    const sent = performance.now();
    const delivered = Promise.all(
      sockets.map(
        (socket) =>
          new Promise<void>((resolve) =>
            socket.once('message', () => {
              latencies.push(performance.now() - sent);
              resolve();
            }),
          ),
      ),
    );
    await fetch(`${publicUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
      body: JSON.stringify({ email: 'bench-other@example.com', password: 'bench-password' }),
    });
    await delivered;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? Number.NaN;
    rows.push([
      'login alert to 1,000 sockets',
      `p99 ${p99.toFixed(0)} ms`,
      `median ${latencies[Math.floor(latencies.length / 2)]?.toFixed(0)} ms, from the sign-in request to delivery (target p99 < 250 ms)`,
    ]);
    for (const socket of sockets) socket.terminate();
  } finally {
    await app.close();
    await loginAlerts.stop();
    await sessionCache.stop();
    await pool.end();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
