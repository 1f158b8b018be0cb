import { describe, expect, it } from 'vitest';
import { LivePosts } from './live-posts.ts';
import type { PostEntry } from './posts.ts';

const post = (cmsId: string, slug: string, day: number): PostEntry => ({
  id: slug,
  cmsId,
  data: {
    slug,
    title: slug,
    excerpt: '',
    html: '',
    tags: [],
    publishedAt: new Date(Date.UTC(2026, 0, day)),
    updatedAt: new Date(Date.UTC(2026, 0, day)),
    readingTime: 1,
    image: null,
    seo: { title: null, description: null, keywords: null, image: null },
  },
});

/** A CMS of posts by id, counting what it is asked. */
function cms(posts: PostEntry[]) {
  const byId = new Map(posts.map((entry) => [entry.cmsId, entry]));
  const asked = { all: 0, one: [] as string[], down: false };
  const store = new LivePosts(
    async () => {
      asked.all += 1;
      if (asked.down) throw new Error('the CMS answered 502 for posts');
      return [...byId.values()];
    },
    async (cmsId) => {
      asked.one.push(cmsId);
      if (asked.down) throw new Error(`the CMS answered 502 for post ${cmsId}`);
      return byId.get(cmsId) ?? null;
    },
  );
  return { store, byId, asked };
}

describe('LivePosts', () => {
  it('reads every post once, newest first, and finds one by its slug', async () => {
    const { store, asked } = cms([post('1', 'old', 1), post('2', 'new', 9), post('3', 'mid', 5)]);
    expect((await store.all()).map((entry) => entry.id)).toEqual(['new', 'mid', 'old']);
    expect((await store.bySlug('mid'))?.cmsId).toBe('3');
    expect(await store.bySlug('none')).toBeUndefined();
    await store.all();
    expect(asked.all).toBe(1);
  });

  it('reads only the changed post again: published, renamed, unpublished', async () => {
    const { store, byId, asked } = cms([post('1', 'first', 1)]);
    await store.changed('1');
    expect(asked.one).toEqual([]);
    await store.all();
    byId.set('2', post('2', 'second', 2));
    await store.changed('2');
    expect((await store.all()).map((entry) => entry.id)).toEqual(['second', 'first']);
    byId.set('1', post('1', 'first-renamed', 1));
    await store.changed('1');
    expect(await store.bySlug('first')).toBeUndefined();
    expect((await store.bySlug('first-renamed'))?.cmsId).toBe('1');
    byId.delete('2');
    await store.changed('2');
    expect((await store.all()).map((entry) => entry.id)).toEqual(['first-renamed']);
    expect(asked).toMatchObject({ all: 1, one: ['2', '1', '2'] });
  });

  it('asks again after a CMS that was down, and reads everything again after a change it missed', async () => {
    const { store, byId, asked } = cms([post('1', 'first', 1)]);
    asked.down = true;
    await expect(store.all()).rejects.toThrow('the CMS answered 502 for posts');
    asked.down = false;
    expect(await store.all()).toHaveLength(1);
    asked.down = true;
    byId.set('2', post('2', 'second', 2));
    await expect(store.changed('2')).rejects.toThrow('the CMS answered 502 for post 2');
    asked.down = false;
    expect((await store.all()).map((entry) => entry.id)).toEqual(['second', 'first']);
    expect(asked.all).toBe(3);
  });

  it('hands what it has read to a new store, which then reads no post from the CMS', async () => {
    const older = cms([post('1', 'first', 1), post('2', 'second', 2)]);
    expect(await older.store.snapshot()).toBeNull();
    await older.store.all();
    older.byId.set('3', post('3', 'third', 3));
    // A change still being read when asked is in the snapshot.
    void older.store.changed('3');
    const handed = await older.store.snapshot();
    expect(handed?.map((entry) => entry.id).sort()).toEqual(['first', 'second', 'third']);

    const newer = cms([]);
    // Across a worker, a snapshot arrives as a structured clone.
    expect(newer.store.adopt(structuredClone(handed))).toBe(true);
    expect((await newer.store.all()).map((entry) => entry.id)).toEqual(['third', 'second', 'first']);
    expect((await newer.store.bySlug('second'))?.data.publishedAt).toEqual(new Date(Date.UTC(2026, 0, 2)));
    expect(newer.asked).toMatchObject({ all: 0, one: [] });
    expect(newer.store.adopt(handed)).toBe(false);
  });

  it('reads the posts itself when what it is handed is not posts of its shape', async () => {
    const { store, asked } = cms([post('1', 'first', 1)]);
    const older = {
      ...post('9', 'older', 9),
      data: { ...post('9', 'older', 9).data, publishedAt: 'yesterday' },
    };
    expect(store.adopt([older])).toBe(false);
    expect(store.adopt(null)).toBe(false);
    expect((await store.all()).map((entry) => entry.id)).toEqual(['first']);
    expect(asked.all).toBe(1);
  });

  it('reads every post again after taking them over, keeping the changes told meanwhile', async () => {
    const { store, byId } = cms([]);
    expect(await store.refresh()).toBe(false);
    store.adopt([post('1', 'first', 1), post('2', 'second', 2)]);
    // The CMS has what the build before missed: post 2 gone, post 3 new.
    byId.set('1', post('1', 'first', 1));
    byId.set('3', post('3', 'third', 3));
    expect(await store.refresh()).toBe(true);
    expect((await store.all()).map((entry) => entry.id)).toEqual(['third', 'first']);
    // Nothing saved since, but shaped by another build's code: replaced all the same.
    byId.set('1', { ...post('1', 'first', 1), data: { ...post('1', 'first', 1).data, readingTime: 4 } });
    expect(await store.refresh()).toBe(false);
    expect((await store.bySlug('first'))?.data.readingTime).toBe(4);

    // A post changed while every post is read again: the change's read wins over the refresh's.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const slow = new LivePosts(
      async () => {
        reads += 1;
        const before = [...byId.values()];
        if (reads > 1) await held;
        return before;
      },
      async (cmsId) => byId.get(cmsId) ?? null,
    );
    await slow.all();
    const refreshed = slow.refresh();
    byId.set('1', post('1', 'first-renamed', 1));
    await slow.changed('1');
    release();
    await refreshed;
    expect((await slow.all()).map((entry) => entry.id)).toEqual(['third', 'first-renamed']);
  });
});
