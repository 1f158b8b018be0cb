// Collections through the API against a real database: a contractor groups designs for a client,
// orders them, notes them, picks a cover and shares the collection; nobody else can read or change
// any of it, and bad requests change nothing.
import { COLLECTION_TEXT, CollectionListSchema, CollectionSchema, DesignSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { JobQueue } from '../../jobs/job-queue.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('collections', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;

  useStudioTestApp((made) => {
    ({ db, test, queue } = made);
  });

  const call = (
    user: User | null,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    test.app.inject({
      method,
      url,
      headers: user?.auth ?? {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** `count` rendered designs of `user`, named in order. */
  async function designsOf(user: User, count: number): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const response = await call(user, 'POST', '/api/designs', {
        source: { sampleId: 'garden-small-fenced-yard' },
        options: { style: 'natural' },
        name: `Option ${i + 1}`,
      });
      ids.push(DesignSchema.parse(response.json()).id);
    }
    await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine: standInEngine() });
    return ids;
  }
  const rows = async (sql: string, values: unknown[]) =>
    (await db.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;

  it('groups designs for a client: add, order, note, cover, share, take one out, delete', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const [first, second, third] = await designsOf(user, 3);
    const created = await call(user, 'POST', '/api/collections', {
      name: '  The Smiths  ',
      description: 'Three options',
    });
    expect(created.statusCode).toBe(201);
    const collection = CollectionSchema.parse(created.json());
    expect(collection).toMatchObject({
      name: 'The Smiths',
      visibility: 'private',
      designCount: 0,
      coverUrl: null,
    });
    expect(collection.publicUrl).toMatch(
      new RegExp(`/profile/public/${user.id}/collections/${collection.id}$`),
    );
    const url = `/api/collections/${collection.id}`;

    let body = CollectionSchema.parse(
      (await call(user, 'POST', `${url}/designs`, { designIds: [second, first] })).json(),
    );
    // Adding again changes nothing for those already in it; new ones go to the end.
    body = CollectionSchema.parse(
      (await call(user, 'POST', `${url}/designs`, { designIds: [first, third] })).json(),
    );
    expect(body.items.map((item) => item.designId)).toEqual([second, first, third]);
    expect(body.items[0]).toMatchObject({
      name: 'Option 2',
      note: '',
      style: 'natural',
      photoUrl: `/api/designs/${second}/photo`,
    });
    expect(body.items[0]?.render?.url).toMatch(/^\/api\/images\/.+\/display$/);
    // The cover is the first design's render until one is chosen.
    expect(body.coverDesignId).toBe(second);

    body = CollectionSchema.parse(
      (await call(user, 'PUT', `${url}/order`, { designIds: [first, second, third] })).json(),
    );
    expect(body.items.map((item) => item.designId)).toEqual([first, second, third]);
    body = CollectionSchema.parse(
      (await call(user, 'PATCH', `${url}/designs/${third}`, { note: ' Best for the budget ' })).json(),
    );
    expect(body.items[2]?.note).toBe('Best for the budget');
    body = CollectionSchema.parse(
      (
        await call(user, 'PATCH', url, { coverDesignId: third, visibility: 'public', name: 'Smith family' })
      ).json(),
    );
    expect(body).toMatchObject({
      coverDesignId: third,
      visibility: 'public',
      name: 'Smith family',
      designCount: 3,
    });

    // Taking the cover's design out: the order closes up and the cover goes back to the first.
    body = CollectionSchema.parse((await call(user, 'DELETE', `${url}/designs/${third}`)).json());
    expect(body.items.map((item) => item.designId)).toEqual([first, second]);
    expect(body.coverDesignId).toBe(first);
    expect(await rows('select count(*)::int as n from app.designs where id = $1', [third])).toBe(1);

    const listed = CollectionListSchema.parse((await call(user, 'GET', '/api/collections')).json());
    expect(listed.map((entry) => [entry.id, entry.designCount])).toEqual([[collection.id, 2]]);
    // A deleted design leaves every collection it was in.
    await call(user, 'DELETE', `/api/designs/${second}`);
    expect(
      CollectionSchema.parse((await call(user, 'GET', url)).json()).items.map((item) => item.designId),
    ).toEqual([first]);

    expect((await call(user, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(user, 'GET', url)).statusCode).toBe(404);
    expect(await rows('select count(*)::int as n from app.designs where id = $1', [first])).toBe(1);
  });

  it('refuses an order that does not list each design once, and a cover from outside the collection', async () => {
    const user = await registerUser(test.app, db.pool);
    const [a, b, outside] = await designsOf(user, 3);
    const collection = CollectionSchema.parse(
      (await call(user, 'POST', '/api/collections', { name: 'Order' })).json(),
    );
    const url = `/api/collections/${collection.id}`;
    await call(user, 'POST', `${url}/designs`, { designIds: [a, b] });
    for (const designIds of [[a], [a, a], [a, b, outside], [b, outside]]) {
      const refused = await call(user, 'PUT', `${url}/order`, { designIds });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(COLLECTION_TEXT.orderMismatch);
    }
    expect((await call(user, 'PATCH', url, { coverDesignId: outside })).statusCode).toBe(404);
    const unchanged = CollectionSchema.parse((await call(user, 'GET', url)).json());
    expect(unchanged.items.map((item) => item.designId)).toEqual([a, b]);
    expect(unchanged.coverDesignId).toBe(a);
  });

  it("shows another user's collection to nobody, and never lets anyone add a design that is not theirs", async () => {
    const owner = await registerUser(test.app, db.pool);
    const other = await registerUser(test.app, db.pool);
    const [mine] = await designsOf(owner, 1);
    const [theirs] = await designsOf(other, 1);
    const collection = CollectionSchema.parse(
      (await call(owner, 'POST', '/api/collections', { name: 'Private' })).json(),
    );
    const url = `/api/collections/${collection.id}`;
    await call(owner, 'POST', `${url}/designs`, { designIds: [mine] });
    const attempts: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', url],
      ['PATCH', url, { name: 'Mine now' }],
      ['DELETE', url],
      ['POST', `${url}/designs`, { designIds: [theirs] }],
      ['PUT', `${url}/order`, { designIds: [mine] }],
      ['PATCH', `${url}/designs/${mine}`, { note: 'hello' }],
      ['DELETE', `${url}/designs/${mine}`],
    ];
    for (const [method, path, payload] of attempts) {
      expect((await call(other, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect(CollectionListSchema.parse((await call(other, 'GET', '/api/collections')).json())).toEqual([]);
    // The owner cannot add someone else's design either: all or nothing.
    const refused = await call(owner, 'POST', `${url}/designs`, { designIds: [mine, theirs] });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(COLLECTION_TEXT.designNotFound);
    const now = CollectionSchema.parse((await call(owner, 'GET', url)).json());
    expect(now).toMatchObject({ name: 'Private', designCount: 1 });
    expect(now.items[0]?.note).toBe('');
  });

  it('answers any body with a 4xx that names the problem, never a 5xx, and stores nothing when it refuses', async () => {
    const user = await registerUser(test.app, db.pool);
    const [design] = await designsOf(user, 1);
    const collection = CollectionSchema.parse(
      (await call(user, 'POST', '/api/collections', { name: 'Fuzz' })).json(),
    );
    const snapshot = async () => ({
      collections: await rows('select count(*)::int as n from app.collections where user_id = $1', [user.id]),
      items: await rows(
        'select count(*)::int as n from app.collection_designs cd join app.collections c on c.id = cd.collection_id where c.user_id = $1',
        [user.id],
      ),
    });
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 200 }), fc.constant(''));
    const body = fc.oneof(
      fc.record(
        {
          name: fc.oneof(text, fc.jsonValue()),
          description: fc.oneof(text, fc.string({ minLength: 1990, maxLength: 2100 })),
          visibility: fc.oneof(fc.constantFrom('private', 'public', 'unlisted'), fc.jsonValue()),
          designIds: fc.oneof(
            fc.constant([design]),
            fc.array(fc.oneof(fc.uuid(), text), { maxLength: 3 }),
            fc.jsonValue(),
          ),
          note: fc.oneof(text, fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const target = fc.constantFrom(
      ['POST', '/api/collections'] as const,
      ['PATCH', `/api/collections/${collection.id}`] as const,
      ['POST', `/api/collections/${collection.id}/designs`] as const,
      ['PUT', `/api/collections/${collection.id}/order`] as const,
      ['PATCH', `/api/collections/${collection.id}/designs/${design}`] as const,
      ['POST', '/api/collections/not-an-id/designs'] as const,
    );
    await fc.assert(
      fc.asyncProperty(target, body, async ([method, url], payload) => {
        const before = await snapshot();
        const response = await call(user, method, url, payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 200 },
    );
  });
});
