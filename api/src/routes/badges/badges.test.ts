// Badges and the public profile through the API against a real database: a badge is awarded by the
// event that earns it, once, with the progress towards the others; the toast is told once; and a
// public profile shows the earned badges with only what the member shares.
import { BadgeListSchema, CollectionSchema, DesignSchema, PublicProfilePageSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queue.ts';

describe('badges and public profiles', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;

  useStudioTestApp((made) => {
    ({ db, test, queue } = made);
  });

  type User = Awaited<ReturnType<typeof registerUser>>;
  const call = (user: User | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    test.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const badges = async (user: User) => BadgeListSchema.parse((await call(user, 'GET', '/api/badges')).json());
  const design = async (user: User, style: string, name: string) =>
    DesignSchema.parse(
      (
        await call(user, 'POST', '/api/designs', {
          source: { sampleId: 'garden-small-fenced-yard' },
          options: { style },
          name,
        })
      ).json(),
    );
  const awards = async (user: User) =>
    (
      await db.pool.query<{ badge: string }>(
        'select badge from app.user_badges where user_id = $1 order by badge',
        [user.id],
      )
    ).rows.map((row) => row.badge);

  it('awards each badge once, when its event happens, with the progress towards the rest', async () => {
    const user = await registerUser(test.app, db.pool);
    expect((await badges(user)).every((badge) => !badge.earned)).toBe(true);
    expect((await badges(user)).find((badge) => badge.key === 'ten-designs')?.progress).toEqual({
      current: 0,
      target: 10,
      unit: 'designs',
    });

    const first = await design(user, 'modern', 'Lagoon');
    // Awarded by the submit itself, before anything reads the badges.
    expect(await awards(user)).toEqual(['first-design']);
    await design(user, 'natural', 'Second');
    await call(user, 'PATCH', `/api/designs/${first.id}`, { visibility: 'public' });
    await call(user, 'POST', '/api/collections', { name: 'Options', visibility: 'public' });
    expect(await awards(user)).toEqual(['first-collection', 'first-design', 'first-share']);

    const list = await badges(user);
    expect(list.filter((badge) => badge.earned).map((badge) => badge.key)).toEqual([
      'first-design',
      'first-share',
      'first-collection',
    ]);
    expect(list.find((badge) => badge.key === 'every-style')?.progress.current).toBe(2);
    expect(list.every((badge) => !badge.seen)).toBe(true);
    // Told once: the toast is not shown again.
    expect(
      (await call(user, 'POST', '/api/badges/seen', { keys: ['first-design', 'first-share'] })).statusCode,
    ).toBe(204);
    const seen = await badges(user);
    expect(seen.filter((badge) => badge.earned && !badge.seen).map((badge) => badge.key)).toEqual([
      'first-collection',
    ]);
    // Deleting the designs takes no badge away, and nothing is awarded twice.
    await call(user, 'POST', '/api/designs/bulk-delete', { ids: [first.id] });
    await badges(user);
    expect(await awards(user)).toEqual(['first-collection', 'first-design', 'first-share']);
    expect((await call(null, 'GET', '/api/badges')).statusCode).toBe(401);
    expect((await call(user, 'POST', '/api/badges/seen', { keys: ['made-up'] })).statusCode).toBe(400);
  });

  it('shows on a public profile the earned badges and only the public designs and collections', async () => {
    const member = await registerUser(test.app, db.pool);
    const shown = await design(member, 'infinity', 'Public infinity');
    const unlisted = await design(member, 'modern', 'Unlisted modern');
    const hidden = await design(member, 'natural', 'Private natural');
    await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine: standInEngine() });
    await call(member, 'PATCH', `/api/designs/${shown.id}`, { visibility: 'public' });
    await call(member, 'PATCH', `/api/designs/${unlisted.id}`, { visibility: 'unlisted' });
    const open = CollectionSchema.parse(
      (
        await call(member, 'POST', '/api/collections', { name: 'For the Smiths', visibility: 'public' })
      ).json(),
    );
    await call(member, 'POST', `/api/collections/${open.id}/designs`, {
      designIds: [hidden.id, unlisted.id],
    });
    await call(member, 'POST', '/api/collections', { name: 'Private drafts' });

    // A private profile is not there at all.
    expect((await call(null, 'GET', `/api/profiles/${member.id}`)).statusCode).toBe(404);
    await db.pool.query('update app.users set profile_public = true where id = $1', [member.id]);
    const page = PublicProfilePageSchema.parse(
      (await call(null, 'GET', `/api/profiles/${member.id}`)).json(),
    );
    expect(page.designs.map((entry) => entry.name)).toEqual(['Public infinity']);
    expect(page.designs[0]?.url).toBe(`/design/share/${shown.id}`);
    expect(page.collections).toEqual([
      {
        id: open.id,
        name: 'For the Smiths',
        // The private design in it is neither counted nor the cover.
        designCount: 1,
        coverUrl: expect.stringMatching(/^\/api\/images\/.+\/thumb$/),
        url: `/profile/public/${member.id}/collections/${open.id}`,
      },
    ]);
    expect(page.badges.map((badge) => badge.key)).toEqual(
      expect.arrayContaining(['first-design', 'first-share', 'first-collection']),
    );
    expect(JSON.stringify(page)).not.toContain('Private');
  });
});
