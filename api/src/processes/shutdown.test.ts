// An API process stopping behind a balancer: readiness turns 503 at once while requests are still
// served through the drain, then the server closes (no new connections). A worker gets its stop
// wait plus a margin before the process gives up.
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { Draining } from '../routes/health/check-ready.ts';
import { drainThenClose, shutdownDelayMs } from './shutdown.ts';

describe('shutdownDelayMs', () => {
  it('gives an API process its drain plus 20 s, and a worker its stop wait plus 15 s', () => {
    expect(shutdownDelayMs({ SERVE_HTTP: true, SHUTDOWN_DRAIN_SECONDS: 0, WORKER_STOP_SECONDS: 30 })).toBe(
      20_000,
    );
    expect(shutdownDelayMs({ SERVE_HTTP: true, SHUTDOWN_DRAIN_SECONDS: 10, WORKER_STOP_SECONDS: 30 })).toBe(
      30_000,
    );
    expect(shutdownDelayMs({ SERVE_HTTP: false, SHUTDOWN_DRAIN_SECONDS: 10, WORKER_STOP_SECONDS: 30 })).toBe(
      45_000,
    );
  });
});

describe('drainThenClose', () => {
  const test = useTestApp();

  it('answers 503 on /api/ready during the drain while still serving, then stops accepting connections', async () => {
    const draining = new Draining();
    const built = await createTestApp(test.db.pool, { draining });
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const address = built.app.server.address();
      const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      expect((await fetch(`${origin}/api/ready`)).status).toBe(200);

      const said: string[] = [];
      const closed = drainThenClose(built.app, draining, 1, (message) => said.push(message))();
      const ready = await fetch(`${origin}/api/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'draining', db: 'ok', storage: 'ok' });
      expect((await fetch(`${origin}/api/health`)).status).toBe(200);
      expect(said).toEqual(['draining: /api/ready answers 503; closing the HTTP server in 1 s']);

      await closed;
      await expect(fetch(`${origin}/api/health`)).rejects.toThrow();
    } finally {
      await built.close();
    }
  });
});
