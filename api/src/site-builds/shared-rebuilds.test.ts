// Two API processes' site builders on one database: a rebuild asked of one (the CMS beside it saw a
// publish) starts there at once and reaches the other through Postgres, once each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentChange } from '@poolscape/shared/content';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelListener } from '../db/pg-channel.ts';
import { shareRebuilds } from './shared-rebuilds.ts';
import { SiteBuilds } from './site-builds.ts';

describe('shareRebuilds', () => {
  let db: TestDatabase;
  const listeners: ChannelListener[] = [];
  const builder = () => ({
    asked: [] as string[],
    changes: [] as ContentChange[],
    requestRebuild(reason: string) {
      this.asked.push(reason);
    },
    async contentChanged(change: ContentChange) {
      this.changes.push(change);
    },
  });
  const one = builder();
  const two = builder();
  const arrived = async (list: unknown[], count = 1) => {
    const deadline = Date.now() + 5_000;
    while (list.length < count && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    for (const builds of [one, two]) listeners.push(await shareRebuilds(builds, db.pool, db.url, () => {}));
  });
  afterAll(async () => {
    for (const listener of listeners) await listener.stop();
    await db.drop();
  });

  it('rebuilds here at once and on the other process through the database, each once', async () => {
    one.requestRebuild('published: pages/home');
    expect(one.asked).toEqual(['published: pages/home']);
    await arrived(two.asked);
    expect(two.asked).toEqual(['published: pages/home (another process)']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(one.asked).toHaveLength(1);
    expect(two.asked).toHaveLength(1);
  });

  it('reads changed content here at once and on the other process, without a rebuild', async () => {
    const changes: ContentChange[] = [{ collection: 'posts', id: '42' }, { collection: 'tutorials' }];
    for (const change of changes) await one.contentChanged(change);
    expect(one.changes).toEqual(changes);
    await arrived(two.changes, 2);
    expect(two.changes).toEqual(changes);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(one.changes).toEqual(changes);
    expect(two.asked).toHaveLength(1);
  });

  it('tells the listeners of each process of a change, wherever it was told (the assistant reads posts so)', async () => {
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'site-builds-')));
    try {
      const quiet = { info: () => {}, error: () => {} };
      const [here, there] = dirs.map(
        (dataDir) => new SiteBuilds({ dataDir, buildEnv: {}, debounceMs: 60_000, log: quiet }),
      );
      if (!here || !there) throw new Error('no builds');
      const heard = { here: [] as ContentChange[], there: [] as ContentChange[] };
      here.onContentChange((change) => heard.here.push(change));
      there.onContentChange((change) => heard.there.push(change));
      for (const builds of [here, there])
        listeners.push(await shareRebuilds(builds, db.pool, db.url, () => {}));
      await here.contentChanged({ collection: 'posts', id: '7' });
      expect(heard.here).toEqual([{ collection: 'posts', id: '7' }]);
      await arrived(heard.there);
      expect(heard.there).toEqual([{ collection: 'posts', id: '7' }]);
      await Promise.all([here.close(), there.close()]);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
});
