// The design studio's routes end to end on a real database and a real pg-boss queue, with a
// fast stand-in renderer: submit, render, read, list, rename and share, regenerate, image to
// image, files and downloads, delete, and the progress socket. Another user gets 404 everywhere.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  CreditsSchema,
  DESIGN_PROGRESS_TEXT,
  DESIGN_TEXT,
  type Design,
  DesignListSchema,
  DesignProgressEventSchema,
  DesignSchema,
  SampleSchema,
  STANDARD_DOWNLOAD_WIDTH,
  UploadSchema,
} from '@poolscape/shared';
import { jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, type StandInEngine, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { z } from 'zod';
import { JobQueue, RENDER_QUEUE } from '../../jobs/job-queue.ts';

const ORIGIN = 'http://localhost:3000';
const SAMPLE = 'garden-small-fenced-yard';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('design studio routes', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;
  let engine: StandInEngine;
  let alice: User;
  let bob: User;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue, databaseUrl: db.url });
    engine = standInEngine();
    alice = await account('pro');
    bob = await account('pro');
  });
  afterAll(async () => {
    await test.close();
    await queue.stop();
    await db.drop();
  });

  // Most tests design on a small uploaded photo: rendering it is quick.
  const photos = new Map<string, string>();
  async function account(tier: 'free' | 'pro' | 'premium'): Promise<User> {
    const user = await registerUser(test.app, db.pool, tier);
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    photos.set(user.id, UploadSchema.parse(uploaded.json()).uploadId);
    return user;
  }
  const fromPhoto = (who: User, options: object = {}, extra: object = {}) => ({
    source: { uploadId: photos.get(who.id) },
    options: { style: 'modern', ...options },
    ...extra,
  });
  const render = () => drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine });
  const submit = (who: User, payload: object, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/designs', headers: { ...who.auth, ...headers }, payload });
  const fromSample = (options: object = {}, extra: object = {}) => ({
    source: { sampleId: SAMPLE },
    options: { style: 'modern', ...options },
    ...extra,
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'GET', url, headers });
  async function readyDesign(who: User, options: object = {}, extra: object = {}): Promise<Design> {
    const created = await submit(who, fromPhoto(who, options, extra));
    expect(created.statusCode, created.body).toBe(202);
    await render();
    const design = DesignSchema.parse((await get(`/api/designs/${created.json().id}`, who.auth)).json());
    expect(design.status).toBe('ready');
    return design;
  }

  it('lists the two sample backyards with their credits and placements', async () => {
    const response = await get('/api/designs/samples', alice.auth);
    expect(response.statusCode).toBe(200);
    const samples = z.array(SampleSchema).parse(response.json());
    expect(samples.map((sample) => sample.id).sort()).toEqual([
      'garden-sloped-lawn-stone-house',
      'garden-small-fenced-yard',
    ]);
    for (const sample of samples) {
      expect(sample).toMatchObject({ width: 1070, height: 1090 });
      expect(sample.credit).toContain('CC0');
      expect(sample.credit).toContain('Risingthemes');
      expect(sample.credit).toContain('pxhere.com');
      const photo = await get(sample.url);
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/jpeg');
    }
    expect((await get('/api/designs/samples')).statusCode).toBe(401);
    expect((await get('/api/designs/samples/nope/photo')).statusCode).toBe(404);
  });

  it('submits a design: 202 queued, images debited and the job created; the worker renders it', async () => {
    const response = await submit(
      alice,
      fromSample({ variations: 2, features: ['lighting'], timeOfDay: 'dusk' }),
    );
    expect(response.statusCode).toBe(202);
    const design = DesignSchema.parse(response.json());
    expect(design).toMatchObject({
      status: 'queued',
      style: 'modern',
      timeOfDay: 'dusk',
      visibility: 'private',
    });
    expect(design.name).toBe('Modern pool');
    expect(design.shareUrl).toBe(`${ORIGIN}/design/share/${design.id}`);
    expect(design.versions).toHaveLength(1);
    expect(design.versions[0]).toMatchObject({ number: 1, status: 'queued', progress: 0, images: [] });
    const ledger = await db.pool.query(
      'select delta, kind, version from app.credit_ledger where design_id = $1',
      [design.id],
    );
    expect(ledger.rows).toEqual([{ delta: -2, kind: 'debit', version: 1 }]);
    const jobs = await db.pool.query(
      `select data from pgboss.job where name = $1 and data->>'designId' = $2`,
      [RENDER_QUEUE, design.id],
    );
    expect(jobs.rows).toHaveLength(1);

    await render();
    const ready = DesignSchema.parse((await get(`/api/designs/${design.id}`, alice.auth)).json());
    expect(ready.status).toBe('ready');
    expect(ready.versions[0]).toMatchObject({ status: 'ready', progress: 100, error: null });
    expect(ready.versions[0]?.images.map((image) => image.variation)).toEqual([1, 2]);
    expect(ready.thumbnailUrl).toBe(ready.versions[0]?.images[0]?.thumbnailUrl);
    // Variations differ by seed only.
    expect(new Set(engine.calls.slice(-2).flatMap((call) => call.seeds)).size).toBe(2);
    const credits = CreditsSchema.parse((await get('/api/credits', alice.auth)).json());
    expect(credits).toMatchObject({
      plan: 'pro',
      imagesUsed: 2,
      imagesLimit: 100,
      imagesLeft: 98,
      customPrompt: true,
    });
  });

  it('serves the render, its thumbnail and a download, and the base photo, to the owner only', async () => {
    const design = await readyDesign(alice);
    const image = design.versions[0]?.images[0];
    if (!image) throw new Error('no image');
    const display = await get(image.url, alice.auth);
    expect(display.statusCode).toBe(200);
    expect(display.headers['content-type']).toBe('image/webp');
    expect(display.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const thumb = await get(image.thumbnailUrl, { cookie: `theme=dark; authToken=${alice.token}` });
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(400);
    const download = await get(image.downloadUrl, alice.auth);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      'attachment; filename="poolscape-modern-pool-v1-1.png"',
    );
    const photo = await get(design.photo.url, alice.auth);
    expect(photo.statusCode).toBe(200);
    expect(await sharp(photo.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 640,
      height: 480,
    });

    for (const url of [image.url, image.thumbnailUrl, image.downloadUrl, design.photo.url]) {
      const strangers: Record<string, string>[] = [
        bob.auth,
        { cookie: `authToken=${bob.token}` },
        {},
        { authorization: 'Bearer nonsense' },
      ];
      for (const headers of strangers) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ message: DESIGN_TEXT.notFound });
      }
    }
    expect((await get(`/api/images/${image.id}/original`, alice.auth)).statusCode).toBe(404);
  });

  it('shares files of an unlisted or public design with anyone, cached publicly', async () => {
    const design = await readyDesign(alice);
    const image = design.versions[0]?.images[0];
    if (!image) throw new Error('no image');
    for (const visibility of ['unlisted', 'public'] as const) {
      const patched = await test.app.inject({
        method: 'PATCH',
        url: `/api/designs/${design.id}`,
        headers: alice.auth,
        payload: { visibility },
      });
      expect(patched.statusCode).toBe(200);
      const anonymous = await get(image.url);
      expect(anonymous.statusCode).toBe(200);
      expect(anonymous.headers['cache-control']).toBe('public, max-age=3600');
      expect(anonymous.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect((await get(design.photo.url)).statusCode).toBe(200);
    }
    await test.app.inject({
      method: 'PATCH',
      url: `/api/designs/${design.id}`,
      headers: alice.auth,
      payload: { visibility: 'private' },
    });
    expect((await get(image.url)).statusCode).toBe(404);
    // Sharing the files does not share the design's API record.
    expect((await get(`/api/designs/${design.id}`, bob.auth)).statusCode).toBe(404);
  });

  it('downloads at standard resolution on Free and the full render on Pro', async () => {
    const free = await account('free');
    const body = multipart('photo', 'wide.jpg', 'image/jpeg', await jpegPhoto(1800, 1200));
    const uploaded = UploadSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...free.auth, ...body.headers },
          payload: body.payload,
        })
      ).json(),
    );
    expect(uploaded.width).toBe(1536);
    const created = await submit(free, {
      source: { uploadId: uploaded.uploadId },
      options: { style: 'natural' },
    });
    expect(created.statusCode).toBe(202);
    await render();
    const design = DesignSchema.parse((await get(`/api/designs/${created.json().id}`, free.auth)).json());
    const image = design.versions[0]?.images[0];
    if (!image) throw new Error('no image');
    expect(image.width).toBe(1536);
    const standard = await get(image.downloadUrl, free.auth);
    expect((await sharp(standard.rawPayload).metadata()).width).toBe(STANDARD_DOWNLOAD_WIDTH);
    await db.pool.query(`update app.users set subscription_tier = 'premium' where id = $1`, [free.id]);
    const full = await get(image.downloadUrl, free.auth);
    expect((await sharp(full.rawPayload).metadata()).width).toBe(1536);
  });

  it('refuses corners that are not a usable outline, and stores nothing', async () => {
    const before = await db.pool.query('select count(*)::int as n from app.designs');
    const crossed = [
      { x: 0.2, y: 0.6 },
      { x: 0.8, y: 0.9 },
      { x: 0.8, y: 0.6 },
      { x: 0.2, y: 0.9 },
    ];
    const response = await submit(alice, fromPhoto(alice, {}, { corners: crossed }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(DESIGN_TEXT.cornersInvalid);
    expect(response.json().errors[0].field).toBe('corners');
    const outside = await submit(
      alice,
      fromPhoto(alice, {}, { corners: [{ x: 2, y: 0 }, ...crossed.slice(1)] }),
    );
    expect(outside.statusCode).toBe(400);
    expect((await db.pool.query('select count(*)::int as n from app.designs')).rows).toEqual(before.rows);
  });

  it('keeps custom prompts for Pro and Premium', async () => {
    const free = await account('free');
    const refused = await submit(free, fromPhoto(free, { prompt: 'Add a slide' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: DESIGN_TEXT.promptNotInPlan });
    const blank = await submit(free, fromPhoto(free, { prompt: '   ' }));
    expect(blank.statusCode).toBe(202);
    const pro = await submit(alice, fromPhoto(alice, { prompt: 'Add a slide' }));
    expect(pro.statusCode).toBe(202);
    expect(DesignSchema.parse(pro.json()).versions[0]?.options.prompt).toBe('Add a slide');
  });

  it('answers a retried submit with the same Idempotency-Key with the same design, charged once', async () => {
    const key = `retry-${Date.now()}`;
    const first = await submit(alice, fromPhoto(alice), { 'idempotency-key': key });
    const again = await submit(alice, fromPhoto(alice, { style: 'natural' }), { 'idempotency-key': key });
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const debits = await db.pool.query(
      'select count(*)::int as n from app.credit_ledger where design_id = $1',
      [first.json().id],
    );
    expect(debits.rows[0].n).toBe(1);
    // The same key from someone else is their own request.
    const other = await submit(bob, fromPhoto(bob), { 'idempotency-key': key });
    expect(other.json().id).not.toBe(first.json().id);
    // Concurrent retries make one design.
    const raceKey = `race-${Date.now()}`;
    const raced = await Promise.all(
      Array.from({ length: 4 }, () => submit(alice, fromPhoto(alice), { 'idempotency-key': raceKey })),
    );
    expect(new Set(raced.map((response) => response.json().id)).size).toBe(1);
    const bad = await submit(alice, fromPhoto(alice), { 'idempotency-key': 'x'.repeat(101) });
    expect(bad.statusCode).toBe(400);
  });

  it('regenerates a design as a new version, charged again, keeping the history', async () => {
    const design = await readyDesign(alice);
    const response = await test.app.inject({
      method: 'POST',
      url: `/api/designs/${design.id}/versions`,
      headers: alice.auth,
      payload: { options: { style: 'infinity', variations: 3 } },
    });
    expect(response.statusCode).toBe(202);
    const regenerated = DesignSchema.parse(response.json());
    expect(regenerated.versions.map((version) => version.number)).toEqual([2, 1]);
    expect(regenerated).toMatchObject({ status: 'queued', style: 'infinity' });
    // Corners default to the previous version's.
    expect(regenerated.versions[0]?.corners).toEqual(design.versions[0]?.corners);
    const ledger = await db.pool.query(
      'select delta, version from app.credit_ledger where design_id = $1 order by version',
      [design.id],
    );
    expect(ledger.rows).toEqual([
      { delta: -1, version: 1 },
      { delta: -3, version: 2 },
    ]);
    // A retried regenerate with the same key makes no third version.
    const retry = () =>
      test.app.inject({
        method: 'POST',
        url: `/api/designs/${design.id}/versions`,
        headers: { ...alice.auth, 'idempotency-key': `regen-${design.id}` },
        payload: { options: { style: 'natural' } },
      });
    expect(DesignSchema.parse((await retry()).json()).versions).toHaveLength(3);
    expect(DesignSchema.parse((await retry()).json()).versions).toHaveLength(3);
    await render();
    const after = DesignSchema.parse((await get(`/api/designs/${design.id}`, alice.auth)).json());
    expect(after.versions.map((version) => version.number)).toEqual([3, 2, 1]);
    expect(after.versions[1]?.images).toHaveLength(3);
    expect(after.versions[2]?.images).toHaveLength(1);
  });

  it('makes a render of your own design the photo of a new one (image to image)', async () => {
    const design = await readyDesign(
      alice,
      {},
      {
        corners: [
          { x: 0.1, y: 0.8 },
          { x: 0.6, y: 0.8 },
          { x: 0.7, y: 0.95 },
          { x: 0.05, y: 0.95 },
        ],
      },
    );
    const image = design.versions[0]?.images[0];
    if (!image) throw new Error('no image');
    const response = await submit(alice, { source: { imageId: image.id }, options: { style: 'geometric' } });
    expect(response.statusCode).toBe(202);
    const derived = DesignSchema.parse(response.json());
    expect(derived.versions[0]?.corners).toEqual(design.versions[0]?.corners);
    const photo = await get(derived.photo.url, alice.auth);
    const original = await get(image.downloadUrl, alice.auth);
    expect(photo.rawPayload.equals(original.rawPayload)).toBe(true);
    const stolen = await submit(bob, { source: { imageId: image.id }, options: { style: 'modern' } });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({ message: DESIGN_TEXT.notFound });
  });

  it('lists your designs newest first, filtered by name, style and date, a page at a time', async () => {
    const lister = await account('premium');
    const names = ['Lagoon by the oak', 'Roman bath', 'Lagoon 100% natural', 'Sharp lines'];
    const styles = ['natural', 'traditional', 'natural', 'modern'];
    const ids: string[] = [];
    for (const [index, name] of names.entries()) {
      const response = await submit(lister, fromPhoto(lister, { style: styles[index] }, { name }));
      ids.push(response.json().id);
    }
    await submit(bob, fromPhoto(bob, { style: 'natural' }, { name: 'Lagoon of Bob' }));
    const list = async (query: string) => {
      const response = await get(`/api/designs${query}`, lister.auth);
      expect(response.statusCode, query).toBe(200);
      return DesignListSchema.parse(response.json());
    };
    const all = await list('');
    expect(all.items.map((item) => item.id)).toEqual([...ids].reverse());
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 24 });
    expect((await list('?q=lagoon')).items.map((item) => item.name)).toEqual([
      'Lagoon 100% natural',
      'Lagoon by the oak',
    ]);
    expect((await list('?q=100%25')).items.map((item) => item.name)).toEqual(['Lagoon 100% natural']);
    expect((await list('?q=_')).total).toBe(0);
    expect((await list('?style=natural')).total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).total).toBe(4);
    expect((await list('?to=2000-01-01')).total).toBe(0);
    const page2 = await list('?pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(page2.items.map((item) => item.id)).toEqual([ids[0]]);
    const bad = await get('/api/designs?from=yesterday', lister.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('from must be a date');
  });

  it('renames and shares with PATCH', async () => {
    const created = DesignSchema.parse((await submit(alice, fromPhoto(alice))).json());
    const response = await test.app.inject({
      method: 'PATCH',
      url: `/api/designs/${created.id}`,
      headers: alice.auth,
      payload: { name: '  Smith backyard  ', visibility: 'unlisted' },
    });
    expect(response.statusCode).toBe(200);
    expect(DesignSchema.parse(response.json())).toMatchObject({
      name: 'Smith backyard',
      visibility: 'unlisted',
    });
    const empty = await test.app.inject({
      method: 'PATCH',
      url: `/api/designs/${created.id}`,
      headers: alice.auth,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
  });

  it('deletes a design with its files; bulk-deletes only your own', async () => {
    const design = await readyDesign(alice);
    const folder = join(test.dataDir, 'storage', 'designs', design.id);
    expect(existsSync(folder)).toBe(true);
    const removed = await test.app.inject({
      method: 'DELETE',
      url: `/api/designs/${design.id}`,
      headers: alice.auth,
    });
    expect(removed.statusCode).toBe(204);
    expect(existsSync(folder)).toBe(false);
    expect((await get(`/api/designs/${design.id}`, alice.auth)).statusCode).toBe(404);
    expect((await get(design.versions[0]?.images[0]?.url ?? '', alice.auth)).statusCode).toBe(404);
    // What was charged stays charged.
    const ledger = await db.pool.query(
      'select count(*)::int as n from app.credit_ledger where design_id = $1',
      [design.id],
    );
    expect(ledger.rows[0].n).toBe(1);

    const mine = [
      (await submit(alice, fromPhoto(alice))).json().id,
      (await submit(alice, fromPhoto(alice))).json().id,
    ] as string[];
    const theirs = (await submit(bob, fromPhoto(bob))).json().id as string;
    const bulk = await test.app.inject({
      method: 'POST',
      url: '/api/designs/bulk-delete',
      headers: alice.auth,
      payload: { ids: [...mine, theirs, 'not-an-id', design.id, mine[0]] },
    });
    expect(bulk.statusCode).toBe(200);
    expect(bulk.json()).toEqual({ deleted: 2 });
    expect((await get(`/api/designs/${theirs}`, bob.auth)).statusCode).toBe(200);
  });

  it("answers 404 with the same message for another user's design at every endpoint", async () => {
    const design = await readyDesign(alice);
    const image = design.versions[0]?.images[0];
    if (!image) throw new Error('no image');
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
    const upload = UploadSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...alice.auth, ...body.headers },
          payload: body.payload,
        })
      ).json(),
    );
    const attempts = [
      { method: 'GET', url: `/api/designs/${design.id}` },
      { method: 'PATCH', url: `/api/designs/${design.id}`, payload: { name: 'Mine now' } },
      { method: 'DELETE', url: `/api/designs/${design.id}` },
      {
        method: 'POST',
        url: `/api/designs/${design.id}/versions`,
        payload: { options: { style: 'modern' } },
      },
      { method: 'GET', url: `/api/designs/${design.id}/photo` },
      { method: 'GET', url: image.url },
      { method: 'GET', url: image.thumbnailUrl },
      { method: 'GET', url: image.downloadUrl },
      {
        method: 'POST',
        url: '/api/designs',
        payload: { source: { imageId: image.id }, options: { style: 'modern' } },
      },
      {
        method: 'POST',
        url: '/api/designs',
        payload: { source: { uploadId: upload.uploadId }, options: { style: 'modern' } },
      },
    ] as const;
    for (const attempt of attempts) {
      const response = await test.app.inject({ ...attempt, headers: bob.auth });
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
      expect(response.json(), `${attempt.method} ${attempt.url}`).toEqual({ message: DESIGN_TEXT.notFound });
    }
    const upload404 = await get(upload.url, bob.auth);
    expect(upload404.statusCode).toBe(404);
    // Bulk delete reports nothing deleted; the list never shows it.
    const bulk = await test.app.inject({
      method: 'POST',
      url: '/api/designs/bulk-delete',
      headers: bob.auth,
      payload: { ids: [design.id] },
    });
    expect(bulk.json()).toEqual({ deleted: 0 });
    const list = DesignListSchema.parse(
      (await get(`/api/designs?q=${encodeURIComponent(design.name)}`, bob.auth)).json(),
    );
    expect(list.items.map((item) => item.id)).not.toContain(design.id);
    // Untouched.
    const still = DesignSchema.parse((await get(`/api/designs/${design.id}`, alice.auth)).json());
    expect(still.name).toBe(design.name);
    expect(still.versions).toHaveLength(1);
    // Malformed ids are simply not found.
    for (const url of ['/api/designs/123', '/api/designs/..%2F..%2Fetc', '/api/images/x/display']) {
      expect((await get(url, alice.auth)).statusCode, url).toBe(404);
    }
  });

  it('needs a session for every design call', async () => {
    for (const [method, url] of [
      ['GET', '/api/designs'],
      ['POST', '/api/designs'],
      ['GET', '/api/credits'],
      ['POST', '/api/designs/bulk-delete'],
    ] as const) {
      expect((await test.app.inject({ method, url })).statusCode, url).toBe(401);
    }
  });

  describe('progress socket', () => {
    function messages(socket: WebSocket): unknown[] {
      const received: unknown[] = [];
      socket.on('message', (data) => received.push(JSON.parse(String(data))));
      return received;
    }
    async function until(check: () => boolean, ms = 3000): Promise<void> {
      const end = Date.now() + ms;
      while (!check()) {
        if (Date.now() > end) throw new Error('timed out');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }

    it("pushes a design's progress to its owner's sockets only", async () => {
      const mine = await test.app.injectWS(`/ws/designs?token=${alice.token}`, {
        headers: { origin: ORIGIN },
      });
      const theirs = await test.app.injectWS(`/ws/designs?token=${bob.token}`, {
        headers: { origin: ORIGIN },
      });
      try {
        const received = messages(mine);
        const leaked = messages(theirs);
        const created = await submit(alice, fromPhoto(alice, { variations: 2 }));
        await render();
        await until(() => received.some((event) => (event as { status?: string }).status === 'ready'));
        const events = received.map((event) => DesignProgressEventSchema.parse(event));
        expect(events.every((event) => event.designId === created.json().id)).toBe(true);
        expect(events.map((event) => [event.status, event.progress, event.message])).toEqual([
          ['rendering', 0, DESIGN_PROGRESS_TEXT.rendering],
          ['rendering', 50, DESIGN_PROGRESS_TEXT.rendered(1, 2)],
          ['ready', 100, DESIGN_PROGRESS_TEXT.ready],
        ]);
        expect(leaked).toEqual([]);
      } finally {
        mine.terminate();
        theirs.terminate();
      }
    });

    it('refuses the upgrade without a valid token or from another origin', async () => {
      await expect(
        test.app.injectWS('/ws/designs?token=nonsense', { headers: { origin: ORIGIN } }),
      ).rejects.toThrow('401');
      await expect(test.app.injectWS('/ws/designs', { headers: { origin: ORIGIN } })).rejects.toThrow('401');
      await expect(
        test.app.injectWS(`/ws/designs?token=${alice.token}`, {
          headers: { origin: 'https://evil.example' },
        }),
      ).rejects.toThrow('403');
    });
  });
});
