// Two API processes' content changes on one database: a change told to one (the CMS beside it saw a
// publish) is handled there at once and reaches the other through Postgres, once each, and each
// subscriber hears of it in its place.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContentChange } from '@poolscape/shared/content';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Assistant } from '../assistant/assistant.ts';
import { SiteBuilds } from '../site-builds/site-builds.ts';
import { ContentChanges } from './content-changes.ts';
import { assistantSubscriber, pageRendererSubscriber, siteBuildSubscriber } from './subscribers.ts';

describe('ContentChanges', () => {
  let db: TestDatabase;
  const hubs: ContentChanges[] = [];
  const quiet = { warn: () => {} };
  /** A process's site builder that writes down what it is asked. */
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
  const hubOf = async (subscribe: (hub: ContentChanges) => void): Promise<ContentChanges> => {
    const hub = new ContentChanges({ db: db.pool, log: quiet });
    subscribe(hub);
    await hub.listen(db.url);
    hubs.push(hub);
    return hub;
  };
  let first: ContentChanges;

  beforeAll(async () => {
    db = await createTestDatabase();
    const hubsOf = [one, two].map((builds) =>
      hubOf((hub) => {
        hub.subscribe('pageRenderer', pageRendererSubscriber(builds));
        hub.subscribe('siteBuild', siteBuildSubscriber(builds));
      }),
    );
    const [hub] = await Promise.all(hubsOf);
    if (!hub) throw new Error('no hub');
    first = hub;
  });
  afterAll(async () => {
    for (const hub of hubs) await hub.stop();
    await db.drop();
  });

  it('builds the site here at once and on the other process through the database, each once', async () => {
    await first.receive({ reason: 'published: pages/home' });
    expect(one.asked).toEqual(['published: pages/home']);
    await arrived(two.asked);
    expect(two.asked).toEqual(['published: pages/home (another process)']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(one.asked).toHaveLength(1);
    expect(two.asked).toHaveLength(1);
  });

  it('reads changed content here at once and on the other process, without a site build', async () => {
    const changes: ContentChange[] = [{ collection: 'posts', id: '42' }, { collection: 'tutorials' }];
    for (const change of changes) await first.receive({ reason: 'content changed', change });
    expect(one.changes).toEqual(changes);
    await arrived(two.changes, 2);
    expect(two.changes).toEqual(changes);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(one.changes).toEqual(changes);
    expect(two.asked).toHaveLength(1);
  });

  it('has the assistant of each process read a changed post after the pages, wherever it was told', async () => {
    const dirs = [0, 1].map(() => mkdtempSync(join(tmpdir(), 'site-builds-')));
    try {
      const silent = { info: () => {}, error: () => {} };
      const [here, there] = dirs.map(
        (dataDir) => new SiteBuilds({ dataDir, buildEnv: {}, debounceMs: 60_000, log: silent }),
      );
      if (!here || !there) throw new Error('no builds');
      const read = { here: [] as string[], there: [] as string[] };
      const assistantOf = (list: string[]) =>
        new Assistant({
          load: async () => ({
            settings: { enabled: true, supportEmail: 'help@pools.example', systemPrompt: '' },
            passages: [],
            postSlugs: {},
          }),
          loadPost: async (cmsId) => {
            list.push(cmsId);
            return null;
          },
          log: { info: () => {}, warn: () => {} },
        });
      const assistants = [assistantOf(read.here), assistantOf(read.there)];
      for (const assistant of assistants) await assistant.reindex();
      const [told] = await Promise.all(
        [here, there].map((builds, index) =>
          hubOf((hub) => {
            hub.subscribe('pageRenderer', pageRendererSubscriber(builds));
            hub.subscribe('assistant', assistantSubscriber(assistants[index] as Assistant));
          }),
        ),
      );
      await told?.receive({ reason: 'posts published', change: { collection: 'posts', id: '7' } });
      await arrived(read.here);
      expect(read.here).toEqual(['7']);
      await arrived(read.there);
      expect(read.there).toEqual(['7']);
      await Promise.all([here.close(), there.close()]);
    } finally {
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names one subscriber per name', () => {
    const hub = new ContentChanges({ db: db.pool, log: quiet });
    hub.subscribe('siteBuild', siteBuildSubscriber(builder()));
    expect(() => hub.subscribe('siteBuild', siteBuildSubscriber(builder()))).toThrow(/already/);
  });
});
