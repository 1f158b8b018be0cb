// The product's database work through PgBouncer, with the example configuration of
// deploy/pgbouncer/ (Debian's pgbouncer, which `npm test` installs): requests and the job queue in
// transaction pooling, where a server connection is another client's after every transaction, and
// what needs a session (the listening connection, advisory locks) in session pooling. And when
// PgBouncer cannot reach PostgreSQL, a request is answered 503 as when PostgreSQL itself is away.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectSessionCheckUnavailable } from '@poolscape/tests/kit/database-away';
import { expectJobWoken } from '@poolscape/tests/kit/job-woken';
import { type PgBouncer, startPgBouncer } from '@poolscape/tests/kit/pgbouncer';
import { createTestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../jobs/job-queue.ts';
import { freePort } from '../net/free-port.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import { PgListener } from './pg-channel.ts';
import { createPool, type Pool } from './pool.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

let db: TestDatabase;
let bouncer: PgBouncer;
let requests: Pool;
let sessions: Pool;
const dir = mkdtempSync(join(tmpdir(), 'pgbouncer-'));

beforeAll(async () => {
  db = await createTestDatabase();
  bouncer = await startPgBouncer(join(dir, 'up'), await freePort(), db.url);
  requests = createPool(bouncer.transactionUrl, () => {}, { max: 4 });
  sessions = createPool(bouncer.sessionUrl, () => {}, { max: 2 });
});
afterAll(async () => {
  await requests?.end();
  await sessions?.end();
  await bouncer?.stop();
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe('PostgreSQL through PgBouncer', () => {
  it('signs a user up and in, and checks the session, on a transaction-pooled pool', async () => {
    const test = await createTestApp(requests, { databaseUrl: bouncer.sessionUrl });
    try {
      const registered = await test.app.inject({
        method: 'POST',
        url: '/api/simple/register',
        payload: {
          firstName: 'Pat',
          lastName: 'Pool',
          email: 'pat@example.com',
          password: 'a-long-password-1',
        },
      });
      expect(registered.statusCode).toBe(201);
      const user = await test.app.inject({
        method: 'GET',
        url: '/api/simple/user',
        headers: { authorization: `Bearer ${registered.json().token}` },
      });
      expect(user.statusCode).toBe(200);
      expect(user.json().email).toBe('pat@example.com');
    } finally {
      await test.close();
    }
  });

  it('runs a job queued in transaction pooling, woken by the news on a session-pooled listener', async () => {
    const listener = new PgListener(bouncer.sessionUrl, {});
    // Polling only every minute: a job run within seconds was announced by LISTEN, through PgBouncer.
    const queue = new JobQueue({
      connectionString: bouncer.transactionUrl,
      poolSize: 2,
      listener,
      pollingIntervalSeconds: 60,
      log: () => {},
    });
    try {
      await expectJobWoken(queue, requests, 'the job did not run: its news was not heard');
    } finally {
      await queue.stop(1000);
      await listener.stop();
    }
  });

  it('holds an advisory lock through the work on a session-pooled connection', async () => {
    const other = createPool(bouncer.sessionUrl, () => {}, { max: 2 });
    const order: string[] = [];
    const slow = (name: string) => async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push(`${name} ends`);
    };
    try {
      await Promise.all([
        withAdvisoryLock(sessions, 1234, slow('first')),
        withAdvisoryLock(other, 1234, slow('second')),
      ]);
    } finally {
      await other.end();
    }
    expect(order).toHaveLength(4);
    expect(order[0]?.endsWith('starts') && order[1]?.endsWith('ends')).toBe(true);
    expect(order[2]?.endsWith('starts') && order[3]?.endsWith('ends')).toBe(true);
  });

  it('tells a server connection cut under a query for what it is: the database away, not a wrong query', async () => {
    const client = new pg.Client({
      connectionString: bouncer.transactionUrl,
      application_name: 'cut-under-me',
    });
    client.on('error', () => {});
    await client.connect();
    try {
      const sleeping = client.query('select pg_sleep(5)').catch((error: Error) => error);
      await new Promise((resolve) => setTimeout(resolve, 500));
      // What a restart of PostgreSQL does to PgBouncer's server connections.
      await db.pool.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'cut-under-me'`,
      );
      const cut = await sleeping;
      const after = await client.query('select 1').catch((error: Error) => error);
      expect(cut).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(cut)).toBe(true);
      // PgBouncer's own words on the client connection afterwards ("server conn crashed?").
      expect(after).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(after)).toBe(true);
    } finally {
      await client.end().catch(() => undefined);
    }
  });

  it('answers 503 when PgBouncer cannot reach PostgreSQL', async () => {
    const away = new URL(db.url);
    away.port = String(await freePort());
    const cut = await startPgBouncer(join(dir, 'away'), await freePort(), away.href);
    const pool = createPool(cut.transactionUrl, () => {}, { max: 2 });
    try {
      await expectSessionCheckUnavailable(pool);
    } finally {
      await pool.end();
      await cut.stop();
    }
  });
});
