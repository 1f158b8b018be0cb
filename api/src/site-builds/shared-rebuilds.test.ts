// Two API processes' site builders on one database: a rebuild asked of one (the CMS beside it saw a
// publish) starts there at once and reaches the other through Postgres, once each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/integration/test-database.ts';
import type { ChannelListener } from '../db/pg-channel.ts';
import { shareRebuilds } from './shared-rebuilds.ts';

describe('shareRebuilds', () => {
  let db: TestDatabase;
  const listeners: ChannelListener[] = [];
  const builder = () => ({
    asked: [] as string[],
    posts: [] as string[],
    requestRebuild(reason: string) {
      this.asked.push(reason);
    },
    async postChanged(cmsId: string) {
      this.posts.push(cmsId);
    },
  });
  const one = builder();
  const two = builder();
  const arrived = async (list: string[]) => {
    const deadline = Date.now() + 5_000;
    while (list.length === 0 && Date.now() < deadline)
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

  it('reads a changed post here at once and on the other process, without a rebuild', async () => {
    await one.postChanged('42');
    expect(one.posts).toEqual(['42']);
    await arrived(two.posts);
    expect(two.posts).toEqual(['42']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(one.posts).toEqual(['42']);
    expect(two.asked).toHaveLength(1);
  });
});
