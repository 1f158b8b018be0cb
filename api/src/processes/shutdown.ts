// How a process stops on SIGTERM (or Ctrl-C). An API process first answers 503 on `/api/ready`
// (and keeps serving for SHUTDOWN_DRAIN_SECONDS, so a balancer polling readiness stops sending it
// requests), then closes its HTTP server: no new connections, requests in flight finish, sockets
// are closed (browsers reconnect through the balancer to another process). A worker process stops
// taking jobs and waits up to WORKER_STOP_SECONDS for the ones it runs; past that pg-boss fails
// them, which hands them back to the queue (another worker retries them; refunded after the last try).
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.ts';
import type { Draining } from '../routes/health/check-ready.ts';
import { type Closer, say } from './process-log.ts';

/** What the HTTP server and the other parts get to stop in, once the drain is over. */
const CLOSE_MS = 20_000;

/** How long everything may take to stop before the process exits anyway (with code 1). */
export function shutdownDelayMs(
  env: Pick<Env, 'SERVE_HTTP' | 'SHUTDOWN_DRAIN_SECONDS' | 'WORKER_STOP_SECONDS'>,
): number {
  return env.SERVE_HTTP
    ? env.SHUTDOWN_DRAIN_SECONDS * 1000 + CLOSE_MS
    : env.WORKER_STOP_SECONDS * 1000 + 15_000;
}

/** The closer of an API process's HTTP server: readiness 503 at once, the drain, then the close. */
export function drainThenClose(
  app: FastifyInstance,
  draining: Draining,
  drainSeconds: number,
  say: (message: string) => void,
): () => Promise<void> {
  return async () => {
    draining.start();
    if (drainSeconds > 0) {
      say(`draining: /api/ready answers 503; closing the HTTP server in ${drainSeconds} s`);
      await sleep(drainSeconds * 1000);
    }
    await app.close();
  };
}

/**
 * Stops the process on SIGTERM, Ctrl-C or an uncaught error: runs `closers` in the reverse of the
 * order they were pushed (the HTTP server first, Postgres last), each failure only said. A start
 * that failed (exit code 1 already set) exits with 1 once everything is stopped.
 */
export function closeOnSignal(
  env: Pick<Env, 'SERVE_HTTP' | 'SHUTDOWN_DRAIN_SECONDS' | 'WORKER_STOP_SECONDS'>,
  closers: Closer[],
): void {
  closeWithGrace(
    { delay: shutdownDelayMs(env), logger: { error: (message: unknown) => say(String(message)) } },
    async ({ signal, err }) => {
      if (err) say(`stopping after an error: ${err.stack ?? err.message}`);
      else say(`stopping (${signal ?? 'requested'})`);
      for (const close of closers.reverse()) await close().catch((error) => say(`while stopping: ${error}`));
      say('stopped');
      if (process.exitCode === 1) process.exit(1);
    },
  );
}
