// API processes sharing one site folder (SITE_DIR): a build one of them makes live is served by the
// others without building, builds take turns across processes, a start serves a build made from the
// same code and content, and only the process whose CMS told a layout change builds for it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuildSubscriber } from '../content-changes/subscribers.ts';
import { PgListener } from '../db/pg-channel.ts';
import { SharedBuilds } from './shared-builds.ts';
import { SiteBuilds } from './site-builds.ts';
import { layoutChangedAt } from './source-stamp.ts';

async function eventually(check: () => boolean, withinMs = 5_000): Promise<void> {
  for (const started = Date.now(); Date.now() - started < withinMs; await sleep(20)) if (check()) return;
  throw new Error(`condition not met within ${withinMs} ms`);
}

/** A finished build as `astro build` leaves it, without on-demand pages: its page and its CSP hashes. */
function handMadeBuild(siteDir: string, id: string, stamp: string): string {
  const outDir = join(siteDir, 'builds', id);
  mkdirSync(join(outDir, 'client'), { recursive: true });
  writeFileSync(join(outDir, 'client', 'index.html'), `<h1>${id}</h1>`);
  writeFileSync(`${outDir}.json`, JSON.stringify({ scripts: [], styles: [] }));
  writeFileSync(`${outDir}.source`, stamp);
  return outDir;
}

describe('site builds shared by the API processes of a machine', () => {
  let db: TestDatabase;
  let listener: PgListener;
  let siteDir: string;
  const requested: string[] = [];
  const log = {
    info: (message: string) => {
      if (message.startsWith('site rebuild requested')) requested.push(message);
    },
    error: () => {},
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    listener = new PgListener(db.url);
    siteDir = mkdtempSync(join(tmpdir(), 'poolscape-site-'));
  });
  afterAll(async () => {
    await listener.stop();
    await db.drop();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const open = (sharing: SharedBuilds, sourceStamp = 'code-1') =>
    new SiteBuilds({
      dataDir: siteDir,
      siteDir,
      sharing,
      sourceStamp,
      buildEnv: {},
      debounceMs: 60_000,
      log,
    });

  it('serves at start the build made from the same code, and knows one made from other code', async () => {
    const first = handMadeBuild(siteDir, '1000-aaaaaa', 'code-1');
    await symlink(first, join(siteDir, 'current'));
    expect(open(new SharedBuilds(db.pool)).currentIsFresh()).toBe(true);
    expect(open(new SharedBuilds(db.pool), 'code-2').currentIsFresh()).toBe(false);
    // The layout changed in the CMS after the build began (its id is that moment): built again.
    expect(open(new SharedBuilds(db.pool)).currentIsFresh(new Date(999))).toBe(true);
    expect(open(new SharedBuilds(db.pool)).currentIsFresh(new Date(1001))).toBe(false);
  });

  it('switches every other process to a build one of them announced, without building', async () => {
    const [builderSharing, otherSharing] = [new SharedBuilds(db.pool), new SharedBuilds(db.pool)];
    const other = open(otherSharing);
    const swaps: string[] = [];
    other.onSwap(({ build }) => swaps.push(build.root));
    await otherSharing.listen(
      listener,
      (id) => void other.adopt(id),
      () => {},
    );
    await builderSharing.listen(
      listener,
      () => {},
      () => {},
    );
    try {
      const made = handMadeBuild(siteDir, '2000-bbbbbb', 'code-1');
      await builderSharing.announce('2000-bbbbbb');
      await eventually(() => other.current?.root === join(made, 'client'));
      expect(swaps).toEqual([join(made, 'client')]);
      expect(other.generation).toBe(1);

      // A build announced that is not in this folder (not shared after all) is made here instead.
      requested.length = 0;
      await builderSharing.announce('3000-cccccc');
      await eventually(() => requested.length === 1);
      expect(requested[0]).toContain('3000-cccccc');
      expect(other.current?.root).toBe(join(made, 'client'));
    } finally {
      // Its rebuild, asked for above, is never started: the database is gone after this file.
      await other.close();
      await Promise.all([builderSharing.stop(), otherSharing.stop()]);
    }
  });

  it('builds one at a time across processes', async () => {
    const [a, b] = [new SharedBuilds(db.pool), new SharedBuilds(db.pool)];
    const events: string[] = [];
    const build = (name: string) => async () => {
      events.push(`${name} starts`);
      await sleep(200);
      events.push(`${name} ends`);
    };
    await Promise.all([a.exclusive(build('a')), sleep(20).then(() => b.exclusive(build('b')))]);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends']);
  });

  it('announces its build on the connection that holds the lock, so one connection is enough', async () => {
    // A process's session pool behind PgBouncer holds one connection (process-base.ts).
    const single = new pg.Pool({ connectionString: db.url, max: 1, connectionTimeoutMillis: 2_000 });
    const [builder, other] = [new SharedBuilds(single), new SharedBuilds(db.pool)];
    const heard: string[] = [];
    await other.listen(
      listener,
      (id) => heard.push(id),
      () => {},
    );
    try {
      await builder.exclusive(() => builder.announce('4000-dddddd'));
      await eventually(() => heard.length === 1);
      expect(heard).toEqual(['4000-dddddd']);
    } finally {
      await other.stop();
      await single.end();
    }
  });

  it('builds for a layout change only on the process whose CMS told it, when builds are shared', () => {
    const asked: string[] = [];
    const builds = {
      shared: true,
      contentChanged: async () => {},
      requestRebuild: (why: string) => asked.push(why),
    };
    const subscriber = siteBuildSubscriber(builds);
    subscriber.changed({ reason: 'site settings changed', toldBy: 'another-process' });
    expect(asked).toEqual([]);
    subscriber.changed({ reason: 'site settings changed', toldBy: 'this-process' });
    expect(asked).toEqual(['site settings changed']);
    // Each process with its own builds still builds its own.
    const own = siteBuildSubscriber({ ...builds, shared: false });
    own.changed({ reason: 'site settings changed', toldBy: 'another-process' });
    expect(asked).toHaveLength(2);
  });

  it('reads when the layout last changed in the CMS: its globals and ad slots, not its posts', async () => {
    const schema = await db.pool.query(`select 1 from information_schema.schemata where schema_name = 'cms'`);
    if (schema.rowCount === 0) {
      expect(await layoutChangedAt(db.pool)).toBeNull();
      await db.pool.query('create schema cms');
    }
    await db.pool.query(`create table if not exists cms.site_settings (updated_at timestamptz)`);
    await db.pool.query(`create table if not exists cms.ad_slots (updated_at timestamptz)`);
    await db.pool.query(`create table if not exists cms.posts (updated_at timestamptz)`);
    await db.pool.query(`insert into cms.site_settings values ('2026-11-01T10:00:00Z')`);
    await db.pool.query(`insert into cms.ad_slots values ('2026-11-02T10:00:00Z')`);
    await db.pool.query(`insert into cms.posts values ('2026-11-03T10:00:00Z')`);
    expect((await layoutChangedAt(db.pool))?.toISOString()).toBe('2026-11-02T10:00:00.000Z');
  });
});
