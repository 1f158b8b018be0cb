// Login alerts across two API processes on one database: an alpha user's socket is held by a
// second OS process; the sign-in happens in this one. The alert crosses over through Postgres.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '@poolscape/api/env';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useTestApp } from '../kit/test-app.ts';

describe('login alerts across two API processes', () => {
  const here = useTestApp((db) => ({ databaseUrl: db.url }));
  let second: ChildProcess;
  let secondPort = 0;

  beforeAll(async () => {
    second = spawn(process.execPath, [join(repoRoot, 'tests', 'integration', 'api-process.ts')], {
      env: { ...process.env, DATABASE_URL: here.db.url },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    secondPort = await new Promise<number>((resolve, reject) => {
      let output = '';
      second.stdout?.on('data', (chunk) => {
        output += chunk;
        const match = output.match(/READY (\d+)/);
        if (match?.[1]) resolve(Number(match[1]));
      });
      second.once('exit', (code) => reject(new Error(`second API process exited with ${code}`)));
    });
  });
  afterAll(async () => {
    second.kill('SIGTERM');
    await new Promise((resolve) => second.once('exit', resolve));
  });

  it('delivers a sign-in made on one process to an alpha user connected to the other', async () => {
    const register = async (email: string) =>
      (
        await here.app.inject({
          method: 'POST',
          url: '/api/simple/register',
          payload: { firstName: 'Ana', lastName: 'Lyst', email, password: 'secret123' },
        })
      ).json() as {
        token: string;
        user: { id: string };
      };
    const alpha = await register('alpha-two-processes@example.com');
    await here.db.pool.query(`update app.users set subscription_tier = 'alpha' where id = $1`, [
      alpha.user.id,
    ]);

    const socket = new WebSocket(`ws://127.0.0.1:${secondPort}/ws/login-notifications?token=${alpha.token}`, {
      origin: 'http://localhost:3000',
    });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    try {
      const received = new Promise<{ user: { email: string } }>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(String(data)))),
      );
      await register('someone-else@example.com');
      const alert = await received;
      expect(alert.user.email).toBe('someone-else@example.com');
    } finally {
      socket.terminate();
    }
  });
});
