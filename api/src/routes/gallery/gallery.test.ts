// The gallery's community designs through the API against a real database: an owner submits a
// public, rendered design; only after an operator approves it does it show on the community list
// (with the owner named only when their profile is public), and only while it stays public; its
// owner earns the gallery badge; nobody else can submit or withdraw it.
import { CommunityGallerySchema, DesignSchema, GALLERY_TEXT } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideSubmission, pendingSubmissions } from '../../gallery/gallery.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('the gallery’s community designs', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;

  useStudioTestApp((made) => {
    ({ db, test, queue } = made);
  });

  const call = (
    user: User | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => test.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const community = async () =>
    CommunityGallerySchema.parse((await call(null, 'GET', '/api/gallery/community')).json());
  async function rendered(user: User, name: string) {
    const design = DesignSchema.parse(
      (
        await call(user, 'POST', '/api/designs', {
          source: { sampleId: 'garden-small-fenced-yard' },
          options: { style: 'infinity' },
          name,
        })
      ).json(),
    );
    await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine: standInEngine() });
    return design;
  }

  it('shows a design only once approved and while public, naming a public owner, and awards the badge', async () => {
    const owner = await registerUser(test.app, db.pool);
    const design = await rendered(owner, 'Cliffside infinity');
    const url = `/api/designs/${design.id}/gallery`;
    const privateOne = await call(owner, 'POST', url);
    expect(privateOne.statusCode).toBe(409);
    expect(privateOne.json().message).toBe(GALLERY_TEXT.notPublic);

    await call(owner, 'PATCH', `/api/designs/${design.id}`, { visibility: 'public' });
    const submitted = DesignSchema.parse((await call(owner, 'POST', url)).json());
    expect(submitted.gallery).toBe('submitted');
    expect((await pendingSubmissions(db.pool)).map((entry) => entry.designId)).toContain(design.id);
    expect(await community()).toEqual([]);

    expect(await decideSubmission(db.pool, design.id, 'approved')).toBe(true);
    // Decided once: a second decision finds nothing waiting.
    expect(await decideSubmission(db.pool, design.id, 'refused')).toBe(false);
    let shown = await community();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      designId: design.id,
      name: 'Cliffside infinity',
      url: `/design/share/${design.id}`,
      owner: { name: 'A Poolscape member', url: null },
    });
    await db.pool.query('update app.users set profile_public = true where id = $1', [owner.id]);
    shown = await community();
    expect(shown[0]?.owner.url).toBe(`/profile/public/${owner.id}`);
    const badges = (await call(owner, 'GET', '/api/badges')).json() as { key: string; earned: boolean }[];
    expect(badges.find((badge) => badge.key === 'gallery-feature')?.earned).toBe(true);

    // Made private, it leaves the gallery; public again, it is back; withdrawn, it is gone.
    await call(owner, 'PATCH', `/api/designs/${design.id}`, { visibility: 'private' });
    expect(await community()).toEqual([]);
    await call(owner, 'PATCH', `/api/designs/${design.id}`, { visibility: 'public' });
    expect(await community()).toHaveLength(1);
    expect(DesignSchema.parse((await call(owner, 'DELETE', url)).json()).gallery).toBeNull();
    expect(await community()).toEqual([]);
  });

  it("lets nobody submit or withdraw another user's design, and a refusal can be followed by a new submission", async () => {
    const owner = await registerUser(test.app, db.pool);
    const other = await registerUser(test.app, db.pool);
    const design = await rendered(owner, 'Lap pool');
    await call(owner, 'PATCH', `/api/designs/${design.id}`, { visibility: 'public' });
    const url = `/api/designs/${design.id}/gallery`;
    expect((await call(other, 'POST', url)).statusCode).toBe(404);
    expect((await call(null, 'POST', url)).statusCode).toBe(401);
    expect((await call(owner, 'POST', url)).statusCode).toBe(200);
    expect((await call(other, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(owner, 'GET', `/api/designs/${design.id}`)).json().gallery).toBe('submitted');
    await decideSubmission(db.pool, design.id, 'refused');
    expect((await call(owner, 'GET', `/api/designs/${design.id}`)).json().gallery).toBe('refused');
    expect(DesignSchema.parse((await call(owner, 'POST', url)).json()).gallery).toBe('submitted');
    // Any id: a 4xx, never a 5xx.
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })),
        fc.constantFrom('POST', 'DELETE' as const),
        async (id, method) => {
          const response = await call(
            owner,
            method as 'POST' | 'DELETE',
            `/api/designs/${encodeURIComponent(id)}/gallery`,
          );
          expect([404, 400]).toContain(response.statusCode);
        },
      ),
      { numRuns: 60 },
    );
  });
});
