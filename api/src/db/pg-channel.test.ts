// The channel helper against a real database: messages cross connections, malformed ones are
// dropped, a listener whose connection is killed comes back by itself, and a process's channels
// share one connection.
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listen, notify, PgListener } from './pg-channel.ts';

const MessageSchema = z.object({ n: z.number() });

async function eventually(check: () => boolean, withinMs = 5_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < withinMs; await sleep(10)) if (check()) return;
  throw new Error(`condition not met within ${withinMs} ms`);
}

describe('pg-channel', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.drop();
  });

  /** Kills the server side of every LISTEN connection on `channel`, as a database restart would. */
  async function dropListeners(channel: string): Promise<void> {
    await db.pool.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query = $1`,
      [`listen ${channel}`],
    );
  }

  it('delivers what notify sends and ignores what the schema refuses', async () => {
    const received: number[] = [];
    const logged: string[] = [];
    const listener = await listen(
      db.url,
      'test_delivery',
      MessageSchema,
      (message) => received.push(message.n),
      {
        log: (message) => logged.push(message),
      },
    );
    try {
      await notify(db.pool, 'test_delivery', { n: 1 });
      await notify(db.pool, 'test_delivery', { n: 'not a number' });
      await db.pool.query(`select pg_notify('test_delivery', 'not json')`);
      await notify(db.pool, 'test_delivery', { n: 2 });
      await eventually(() => received.length === 2);
      expect(received).toEqual([1, 2]);
      expect(logged.filter((line) => line.includes('malformed'))).toHaveLength(2);
    } finally {
      await listener.stop();
    }
  });

  it('hands a payload that is not JSON to the schema as text', async () => {
    const received: string[] = [];
    const listener = await listen(db.url, 'test_text', z.string(), (message) => received.push(message));
    try {
      await db.pool.query(`select pg_notify('test_text', 's:abc')`);
      await eventually(() => received.length === 1);
      expect(received).toEqual(['s:abc']);
    } finally {
      await listener.stop();
    }
  });

  it('reconnects after losing its connection and tells the caller both ways', async () => {
    const events: string[] = [];
    const received: number[] = [];
    const listener = await listen(
      db.url,
      'test_reconnect',
      MessageSchema,
      (message) => received.push(message.n),
      {
        onConnect: () => events.push('connected'),
        onDisconnect: () => events.push('lost'),
        retryMs: 20,
      },
    );
    try {
      expect(events).toEqual(['connected']);
      await dropListeners('test_reconnect');
      await eventually(() => events.length === 3);
      expect(events).toEqual(['connected', 'lost', 'connected']);
      expect(listener.connected).toBe(true);
      await notify(db.pool, 'test_reconnect', { n: 7 });
      await eventually(() => received.length === 1);
      expect(received).toEqual([7]);
    } finally {
      await listener.stop();
    }
    expect(listener.connected).toBe(false);
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(listen(db.url, 'x; drop table y', MessageSchema, () => {})).rejects.toThrow('not a channel');
  });

  describe('on one shared connection', () => {
    const NAME = 'poolscape/api/1/listen';
    const connections = async (): Promise<number> =>
      Number(
        (
          await db.pool.query<{ count: string }>(
            'select count(*) from pg_stat_activity where application_name = $1',
            [NAME],
          )
        ).rows[0]?.count,
      );

    it('hears every channel on one connection, through a reconnection, until each stops', async () => {
      const shared = new PgListener(db.url, { applicationName: NAME, retryMs: 20 });
      const heard: string[] = [];
      const events: string[] = [];
      try {
        const [alerts, progress] = await Promise.all([
          listen(shared, 'shared_alerts', MessageSchema, ({ n }) => heard.push(`alert ${n}`)),
          listen(shared, 'shared_progress', MessageSchema, ({ n }) => heard.push(`progress ${n}`), {
            onConnect: () => events.push('connected'),
            onDisconnect: () => events.push('lost'),
          }),
        ]);
        expect(await connections()).toBe(1);
        await notify(db.pool, 'shared_alerts', { n: 1 });
        await notify(db.pool, 'shared_progress', { n: 2 });
        await eventually(() => heard.length === 2);

        await db.pool.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [NAME],
        );
        await eventually(() => events.length === 3);
        expect(events).toEqual(['connected', 'lost', 'connected']);
        await notify(db.pool, 'shared_alerts', { n: 3 });
        await notify(db.pool, 'shared_progress', { n: 4 });
        await eventually(() => heard.length === 4);

        await alerts.stop();
        expect(alerts.connected).toBe(false);
        expect(progress.connected).toBe(true);
        await notify(db.pool, 'shared_alerts', { n: 5 });
        await notify(db.pool, 'shared_progress', { n: 6 });
        await eventually(() => heard.includes('progress 6'));
        expect(heard.sort()).toEqual(['alert 1', 'alert 3', 'progress 2', 'progress 4', 'progress 6']);
        expect(await connections()).toBe(1);
      } finally {
        await shared.stop();
      }
      // The backend leaves pg_stat_activity a moment after the client closed its end.
      for (let tries = 0; (await connections()) > 0 && tries < 100; tries += 1) await sleep(20);
      expect(await connections()).toBe(0);
    });
  });
});
