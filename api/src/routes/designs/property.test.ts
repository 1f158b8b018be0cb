// Property tests of every design endpoint: whatever a client sends (generated bodies, queries,
// ids, files), the API never answers 5xx, every 4xx carries a message, and a refused request
// stores nothing (no design, upload, ledger entry, job or file).
import { join } from 'node:path';
import {
  DEFAULT_FREEFORM,
  DesignListSchema,
  DesignSchema,
  POOL_FEATURES,
  POOL_SHAPES,
  POOL_STYLES,
  TIMES_OF_DAY,
  UploadSchema,
  VISIBILITIES,
} from '@poolscape/shared';
import { countFiles, jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/job-queue.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

/** Text meant to trip a database or a parser: NUL, lone surrogates, wildcards, quotes. */
const nasty = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    '7',
    ' ',
    '%',
    '_',
    '\\',
    "'",
    '"',
    '\u0000',
    '\ud800',
    '\udfff',
    'é',
    '池',
    '/',
    '.',
  ),
  maxLength: 30,
});
const text = fc.oneof(fc.string({ maxLength: 40 }), nasty, fc.string({ minLength: 100, maxLength: 700 }));
const number = fc.oneof(
  fc.double(),
  fc.integer({ min: -5, max: 10 }),
  fc.constantFrom(0, 0.25, 0.5, 0.75, 1, -0, 1.5, Number.MAX_VALUE),
);
const scalar = fc.oneof(text, number, fc.boolean(), fc.constant(null));

describe('design endpoints under generated input', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;
  let premium: User;
  let free: User;
  let other: User;
  const ids = { upload: '', otherUpload: '', design: '', otherDesign: '', image: '', otherImage: '' };

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue });
    premium = await registerUser(test.app, db.pool, 'premium');
    free = await registerUser(test.app, db.pool, 'free');
    other = await registerUser(test.app, db.pool, 'pro');
    const upload = async (who: User) => {
      const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...who.auth, ...body.headers },
        payload: body.payload,
      });
      return UploadSchema.parse(response.json()).uploadId;
    };
    ids.upload = await upload(premium);
    ids.otherUpload = await upload(other);
    const design = async (who: User, uploadId: string) => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: who.auth,
        payload: { source: { uploadId }, options: { style: 'modern' } },
      });
      return DesignSchema.parse(response.json()).id;
    };
    ids.design = await design(premium, ids.upload);
    ids.otherDesign = await design(other, ids.otherUpload);
    await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine: standInEngine() });
    const imageOf = async (designId: string) =>
      (await db.pool.query('select id from app.design_images where design_id = $1', [designId])).rows[0]
        .id as string;
    ids.image = await imageOf(ids.design);
    ids.otherImage = await imageOf(ids.otherDesign);
  });
  afterAll(async () => {
    await test.close();
    await queue.stop();
    await db.drop();
  });

  /** Everything a request could have stored. */
  async function stored() {
    const count = async (sql: string) => (await db.pool.query<{ n: number }>(sql)).rows[0]?.n ?? 0;
    return {
      designs: await count('select count(*)::int as n from app.designs'),
      versions: await count('select count(*)::int as n from app.design_versions'),
      uploads: await count('select count(*)::int as n from app.uploads'),
      ledger: await count('select count(*)::int as n from app.credit_ledger'),
      jobs: await count('select count(*)::int as n from pgboss.job'),
      files: await countFiles(join(test.dataDir, 'storage')),
      names: (await db.pool.query('select name, visibility from app.designs order by id')).rows,
    };
  }

  function expectWellFormed(response: LightMyRequestResponse, label: string): void {
    expect(response.statusCode, `${label}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    if (response.statusCode >= 400) {
      const body = response.json() as { message?: unknown };
      expect(typeof body.message, label).toBe('string');
      expect((body.message as string).length, label).toBeGreaterThan(0);
    }
  }

  /** A path segment from generated text (the URL itself must be valid to be sent at all). */
  const segment = (value: string) => encodeURIComponent(value.toWellFormed()) || 'x';
  const idLike = () =>
    fc.oneof(
      fc.constantFrom(ids.design, ids.otherDesign, ids.image, ids.otherImage, ids.upload, ids.otherUpload),
      fc.uuid(),
      text.map(segment),
    );
  const who = fc.constantFrom('premium', 'free', 'other') as fc.Arbitrary<'premium' | 'free' | 'other'>;
  const userOf = (name: 'premium' | 'free' | 'other') => ({ premium, free, other })[name];
  /** The one design each user owns here (the free user owns none at first). */
  const ownDesign = (name: 'premium' | 'free' | 'other') =>
    name === 'premium' ? ids.design : name === 'other' ? ids.otherDesign : null;

  const point = fc.oneof(fc.record({ x: number, y: number }), scalar);
  const corners = fc.oneof(
    fc.tuple(point, point, point, point),
    fc.array(point, { maxLength: 6 }),
    fc.constant([
      { x: 0.3, y: 0.64 },
      { x: 0.7, y: 0.64 },
      { x: 0.86, y: 0.9 },
      { x: 0.14, y: 0.9 },
    ]),
    scalar,
  );
  const options = fc.record(
    {
      style: fc.oneof(fc.constantFrom(...POOL_STYLES), scalar),
      features: fc.oneof(
        fc.subarray([...POOL_FEATURES]),
        fc.array(fc.oneof(fc.constantFrom(...POOL_FEATURES), text)),
      ),
      timeOfDay: fc.oneof(fc.constantFrom(...TIMES_OF_DAY), scalar),
      prompt: fc.oneof(text, scalar),
      variations: fc.oneof(fc.integer({ min: 1, max: 4 }), number, text),
      shape: fc.oneof(fc.constantFrom(...POOL_SHAPES), scalar),
      outline: fc.oneof(
        fc.constant(DEFAULT_FREEFORM),
        fc.array(fc.record({ x: fc.oneof(number, scalar), y: number }), { maxLength: 30 }),
        scalar,
      ),
      // "Keep this": ids the design may not have, and data: URLs of anything at all.
      keep: fc.oneof(
        fc.stringMatching(/^[0-9a-f]{16}$/),
        fc
          .uint8Array({ maxLength: 300 })
          .map((bytes) => `data:image/png;base64,${Buffer.from(bytes).toString('base64')}`),
        text,
        scalar,
      ),
    },
    { requiredKeys: [] },
  );
  /** Options a client would send: mostly valid, so the success path is exercised too. */
  const validOptions = fc.record(
    {
      style: fc.constantFrom(...POOL_STYLES),
      features: fc.subarray([...POOL_FEATURES]),
      timeOfDay: fc.constantFrom(...TIMES_OF_DAY),
      prompt: fc.oneof(fc.constant(''), text),
      variations: fc.integer({ min: 1, max: 4 }),
      shape: fc.constantFrom(...POOL_SHAPES.filter((shape) => shape !== 'freeform')),
    },
    { requiredKeys: ['style'] },
  );
  const jitter = fc.double({ min: -0.05, max: 0.05, noNaN: true });
  const validCorners = fc.tuple(jitter, jitter, jitter, jitter).map(([a, b, c, d]) => [
    { x: 0.3 + a, y: 0.64 + b },
    { x: 0.7 + c, y: 0.64 + b },
    { x: 0.86 + d, y: 0.9 },
    { x: 0.14 - a, y: 0.9 + d },
  ]);
  const source = () =>
    fc.oneof(
      fc.constantFrom(
        { uploadId: ids.upload },
        { uploadId: ids.otherUpload },
        { sampleId: 'garden-small-fenced-yard' },
        { imageId: ids.image },
        { imageId: ids.otherImage },
      ),
      fc.record({ uploadId: fc.oneof(fc.uuid(), text) }),
      fc.record({ sampleId: text }),
      fc.record({ imageId: fc.oneof(fc.uuid(), text) }),
      fc.dictionary(text, scalar, { maxKeys: 3 }),
    );
  const createBody = () =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record(
          {
            source: fc.constantFrom(
              { uploadId: ids.upload },
              { sampleId: 'garden-small-fenced-yard' },
              { imageId: ids.image },
            ),
            corners: validCorners,
            options: validOptions,
            name: text,
          },
          { requiredKeys: ['source', 'options'] },
        ),
      },
      {
        weight: 3,
        arbitrary: fc.record({ source: source(), corners, options, name: text }, { requiredKeys: [] }),
      },
      { weight: 1, arbitrary: fc.jsonValue() },
    );
  const idempotency = fc.option(
    fc.string({ unit: fc.constantFrom('a', 'B', '-', '_', ' ', '\t', '~', '9'), maxLength: 120 }),
    { nil: undefined },
  );

  it('POST /api/designs', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(who, createBody(), idempotency, async (name, body, key) => {
        const before = await stored();
        const response = await test.app.inject({
          method: 'POST',
          url: '/api/designs',
          headers: { ...userOf(name).auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
          payload: body as object,
        });
        expectWellFormed(response, `POST /api/designs ${JSON.stringify(body)}`);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        if (response.statusCode === 202) DesignSchema.parse(response.json());
        else expect(await stored()).toEqual(before);
      }),
      { numRuns: 80 },
    );
    // The generator reaches the success path as well as the refusals.
    expect(statuses.get(202) ?? 0).toBeGreaterThan(0);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  });

  it('POST /api/designs/:id/versions', async () => {
    await fc.assert(
      fc.asyncProperty(
        who,
        idLike(),
        fc.oneof(
          fc.record({ options: validOptions, corners: validCorners }, { requiredKeys: ['options'] }),
          fc.record({ options, corners }, { requiredKeys: [] }),
          fc.jsonValue(),
        ),
        idempotency,
        async (name, id, body, key) => {
          const before = await stored();
          const response = await test.app.inject({
            method: 'POST',
            url: `/api/designs/${id}/versions`,
            headers: { ...userOf(name).auth, ...(key === undefined ? {} : { 'idempotency-key': key }) },
            payload: body as object,
          });
          expectWellFormed(response, `POST versions ${id} ${JSON.stringify(body)}`);
          if (response.statusCode === 202) expect(id).toBe(ownDesign(name));
          else expect(await stored()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('PATCH /api/designs/:id', async () => {
    await fc.assert(
      fc.asyncProperty(
        who,
        idLike(),
        fc.oneof(
          fc.record(
            { name: text, visibility: fc.oneof(fc.constantFrom(...VISIBILITIES), scalar) },
            { requiredKeys: [] },
          ),
          fc.jsonValue(),
        ),
        async (name, id, body) => {
          const before = await stored();
          const response = await test.app.inject({
            method: 'PATCH',
            url: `/api/designs/${id}`,
            headers: userOf(name).auth,
            payload: body as object,
          });
          expectWellFormed(response, `PATCH ${id} ${JSON.stringify(body)}`);
          if (response.statusCode === 200)
            expect(DesignSchema.parse(response.json()).id).toBe(ownDesign(name));
          else expect(await stored()).toEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('GET /api/designs with generated filters', async () => {
    const keys = fc.constantFrom('q', 'style', 'from', 'to', 'page', 'pageSize', 'sort', 'q[]');
    const value = fc.oneof(
      text,
      fc.constantFrom(
        ...POOL_STYLES,
        '2026-02-30',
        '2026-02-28',
        '0000-01-01',
        '9999-12-31',
        '0',
        '-1',
        '61',
        '1e3',
      ),
      number.map(String),
    );
    await fc.assert(
      fc.asyncProperty(who, fc.array(fc.tuple(keys, value), { maxLength: 6 }), async (name, pairs) => {
        const query = pairs.map(([key, raw]) => `${key}=${encodeURIComponent(raw.toWellFormed())}`).join('&');
        const response = await test.app.inject({
          method: 'GET',
          url: `/api/designs?${query}`,
          headers: userOf(name).auth,
        });
        expectWellFormed(response, `GET /api/designs?${query}`);
        if (response.statusCode === 200) {
          const list = DesignListSchema.parse(response.json());
          const own = ownDesign(name);
          for (const item of list.items)
            expect(item.id === ids.design || item.id === ids.otherDesign).toBe(item.id === own);
        }
      }),
      { numRuns: 100 },
    );
    // Raw, malformed percent-encoding.
    for (const raw of ['q=%ED%A0%80', 'q=%00', 'q=%', 'from=%FF', 'page=%E2%82']) {
      expectWellFormed(
        await test.app.inject({ method: 'GET', url: `/api/designs?${raw}`, headers: premium.auth }),
        raw,
      );
    }
  });

  it('GET, DELETE and bulk-delete with generated ids touch only your own designs', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(
        who,
        idLike(),
        fc.oneof(fc.record({ ids: fc.array(idLike(), { maxLength: 5 }) }), fc.jsonValue()),
        async (name, id, bulk) => {
          const auth = userOf(name).auth;
          const read = await test.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: auth });
          expectWellFormed(read, `GET ${id}`);
          for (const kind of ['display', 'thumb', 'download', 'other']) {
            expectWellFormed(
              await test.app.inject({ method: 'GET', url: `/api/images/${id}/${kind}`, headers: auth }),
              `image ${id}`,
            );
          }
          expectWellFormed(
            await test.app.inject({ method: 'GET', url: `/api/designs/${id}/photo`, headers: auth }),
            `photo ${id}`,
          );
          // Deleting: the premium user's own design is spared here (its id is never the target).
          if (name !== 'premium' || id !== ids.design) {
            const removed = await test.app.inject({
              method: 'DELETE',
              url: `/api/designs/${id}`,
              headers: auth,
            });
            expectWellFormed(removed, `DELETE ${id}`);
            // (414: Fastify refuses path parameters over 100 characters before routing.)
            if (!(name === 'other' && id === ids.otherDesign))
              expect([404, 414]).toContain(removed.statusCode);
          }
          const targets = (bulk as { ids?: unknown } | null)?.ids;
          const spared =
            Array.isArray(targets) && (targets.includes(ids.design) || targets.includes(ids.otherDesign));
          if (!spared) {
            const response = await test.app.inject({
              method: 'POST',
              url: '/api/designs/bulk-delete',
              headers: auth,
              payload: bulk as object,
            });
            expectWellFormed(response, `bulk ${JSON.stringify(bulk)}`);
            if (response.statusCode === 200) expect(response.json()).toEqual({ deleted: 0 });
          }
        },
      ),
      { numRuns: 60 },
    );
    const after = await stored();
    expect(after.uploads).toBe(before.uploads);
    expect(after.ledger).toBe(before.ledger);
    // Only the "other" user's own design may have gone, by its owner's hand.
    expect(before.designs - after.designs).toBeLessThanOrEqual(1);
  });

  it('POST /api/uploads with generated files', async () => {
    const before = await stored();
    const jpeg = await jpegPhoto(400, 400);
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 3000 }).map((array) => Buffer.from(array)),
      fc.integer({ min: 0, max: jpeg.length - 1 }).map((end) => jpeg.subarray(0, end)),
      fc
        .uint8Array({ maxLength: 200 })
        .map((array) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), array])),
    );
    await fc.assert(
      fc.asyncProperty(
        bytes,
        fc.oneof(
          fc.constantFrom('photo.jpg', 'a.heic', 'x.png', ''),
          nasty.map((name) => name.toWellFormed()),
        ),
        fc.constantFrom('image/jpeg', 'image/png', 'application/octet-stream', 'text/plain', ''),
        fc.constantFrom('photo', 'photo', 'file', ''),
        async (data, filename, type, field) => {
          const body = multipart(field, filename, type, data);
          const response = await test.app.inject({
            method: 'POST',
            url: '/api/uploads',
            headers: { ...free.auth, ...body.headers },
            payload: body.payload,
          });
          expectWellFormed(response, `upload ${filename} ${type} ${data.length} bytes`);
          expect(response.statusCode).not.toBe(201);
        },
      ),
      { numRuns: 80 },
    );
    expect(await stored()).toEqual(before);
  });
});
