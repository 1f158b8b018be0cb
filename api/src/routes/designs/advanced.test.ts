// Premium's Advanced area through the routes, on a real database and queue with the fast stand-in
// renderer: extra viewpoints of the same yard rendered as one design and charged per photo, modeling
// styles, aspect crops around the pool, and what made each image. Free and Pro are refused with
// the plan's words and nothing is charged or stored; another user's images are a 404.
import { join } from 'node:path';
import { ASPECTS, aspectSlug, DESIGN_TEXT, DesignSchema, UploadSchema } from '@poolscape/shared';
import { countFiles, jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, type StandInEngine, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aspectRatio } from '../../designs/aspects.ts';
import { JobQueue } from '../../jobs/job-queue.ts';

type User = Awaited<ReturnType<typeof registerUser>>;
const CORNERS = [
  { x: 0.3, y: 0.6 },
  { x: 0.7, y: 0.6 },
  { x: 0.85, y: 0.9 },
  { x: 0.15, y: 0.9 },
];

describe('the Advanced area', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;
  let engine: StandInEngine;
  let premium: User;
  let pro: User;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue, databaseUrl: db.url });
    engine = standInEngine();
    premium = await registerUser(test.app, db.pool, 'premium');
    pro = await registerUser(test.app, db.pool, 'pro');
  });
  afterAll(async () => {
    await test.close();
    await queue.stop();
    await db.drop();
  });

  async function upload(who: User, width = 640, height = 480): Promise<string> {
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(width, height));
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
    return UploadSchema.parse(response.json()).uploadId;
  }
  const submit = (who: User, payload: object) =>
    test.app.inject({ method: 'POST', url: '/api/designs', headers: who.auth, payload });
  const render = () => drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine });
  const load = async (who: User, id: string) =>
    DesignSchema.parse(
      (await test.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: who.auth })).json(),
    );
  const used = async (who: User) =>
    (await test.app.inject({ method: 'GET', url: '/api/credits', headers: who.auth })).json()
      .imagesUsed as number;

  it('renders every viewpoint of the yard with the same options, charged per photo', async () => {
    const before = await used(premium);
    const second = await upload(premium, 800, 600);
    const response = await submit(premium, {
      source: { uploadId: await upload(premium) },
      options: { style: 'natural', features: ['waterfalls'], variations: 2, modelingStyle: 'watercolour' },
      viewpoints: [
        { source: { uploadId: second }, corners: CORNERS },
        { source: { sampleId: 'garden-small-fenced-yard' }, corners: CORNERS },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(await used(premium)).toBe(before + 6);
    engine.calls.length = 0;
    await render();
    // One call per photo and variation, each with the design's options and its own photo's corners.
    expect(engine.calls).toHaveLength(6);
    expect(new Set(engine.calls.map((call) => call.style))).toEqual(new Set(['natural']));
    expect(engine.calls.every((call) => call.modelingStyle === 'watercolour')).toBe(true);
    expect(new Set(engine.calls.flatMap((call) => call.seeds)).size).toBe(6);
    const design = await load(premium, response.json().id);
    expect(design.status).toBe('ready');
    expect(design.viewpoints.map((entry) => [entry.viewpoint, entry.photo.width])).toEqual([
      [2, 800],
      [3, expect.any(Number)],
    ]);
    const images = design.versions[0]?.images ?? [];
    expect(images.map((image) => `${image.viewpoint}:${image.variation}`)).toEqual([
      '1:1',
      '1:2',
      '2:1',
      '2:2',
      '3:1',
      '3:2',
    ]);
    // Each image says what made it; the second viewpoint's renders are the size of its photo.
    expect(images.every((image) => image.engine === 'stand-in' && image.model === 'flat blue box')).toBe(
      true,
    );
    expect(images.find((image) => image.viewpoint === 2)?.width).toBe(800);
    const photo = await test.app.inject({
      method: 'GET',
      url: `/api/designs/${design.id}/photo?viewpoint=2`,
      headers: premium.auth,
    });
    expect(photo.statusCode).toBe(200);
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(800);
    // Another user sees neither the viewpoint's photo nor a missing one.
    for (const [who, viewpoint] of [
      [pro, 2],
      [premium, 4],
    ] as const) {
      const refused = await test.app.inject({
        method: 'GET',
        url: `/api/designs/${design.id}/photo?viewpoint=${viewpoint}`,
        headers: who.auth,
      });
      expect(refused.statusCode).toBe(404);
    }
    // Regenerating renders every viewpoint again, charged as such.
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/designs/${design.id}/versions`,
      headers: premium.auth,
      payload: { options: { style: 'modern', variations: 1 } },
    });
    expect(again.statusCode).toBe(202);
    expect(await used(premium)).toBe(before + 9);
  });

  it('refuses viewpoints and modeling styles on Pro with the plan’s words, charging and storing nothing', async () => {
    const before = await used(pro);
    const uploads = [await upload(pro), await upload(pro)];
    const files = await countFiles(join(test.dataDir, 'storage'));
    for (const payload of [
      { options: { style: 'modern', modelingStyle: 'sketch' } },
      {
        options: { style: 'modern' },
        viewpoints: [{ source: { sampleId: 'garden-small-fenced-yard' }, corners: CORNERS }],
      },
    ]) {
      const response = await submit(pro, { source: { uploadId: uploads.pop() }, ...payload });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: DESIGN_TEXT.advancedNotInPlan, upgradeUrl: '/upgrade' });
    }
    expect(await used(pro)).toBe(before);
    expect(await countFiles(join(test.dataDir, 'storage'))).toBe(files);
  });

  it('refuses a viewpoint whose corners break the corner rule, naming it', async () => {
    const response = await submit(premium, {
      source: { uploadId: await upload(premium) },
      options: { style: 'modern' },
      viewpoints: [
        {
          source: { uploadId: await upload(premium) },
          corners: [CORNERS[0], CORNERS[2], CORNERS[1], CORNERS[3]],
        },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/^Viewpoint 2: /);
  });

  it('crops a render to each aspect around the pool for Premium, and only for its owner', async () => {
    const response = await submit(premium, {
      source: { uploadId: await upload(premium, 900, 600) },
      corners: CORNERS,
      options: { style: 'modern' },
    });
    await render();
    const image = (await load(premium, response.json().id)).versions[0]?.images[0];
    if (!image) throw new Error('no image');
    for (const aspect of ASPECTS) {
      const url = `/api/images/${image.id}/aspects/${aspectSlug(aspect)}`;
      const crop = await test.app.inject({ method: 'GET', url, headers: premium.auth });
      expect(crop.statusCode).toBe(200);
      expect(crop.headers['content-disposition']).toContain(`-${aspectSlug(aspect)}.png`);
      const meta = await sharp(crop.rawPayload).metadata();
      expect(Math.abs((meta.width ?? 0) / (meta.height ?? 1) - aspectRatio(aspect))).toBeLessThan(0.01);
      // The pool (the stand-in's blue box) is inside every crop.
      const { data, info } = await sharp(crop.rawPayload).raw().toBuffer({ resolveWithObject: true });
      let blue = 0;
      for (let o = 0; o < data.length; o += info.channels)
        if ((data[o + 2] as number) > 200 && (data[o] as number) < 40) blue++;
      expect(blue).toBeGreaterThan(0);
      // The same crop again is served from storage, byte for byte.
      const again = await test.app.inject({ method: 'GET', url, headers: premium.auth });
      expect(again.rawPayload.equals(crop.rawPayload)).toBe(true);
    }
    // The owner's images only: another user gets 404 even for a shared design.
    await test.app.inject({
      method: 'PATCH',
      url: `/api/designs/${response.json().id}`,
      headers: premium.auth,
      payload: { visibility: 'public' },
    });
    const stranger = await test.app.inject({
      method: 'GET',
      url: `/api/images/${image.id}/aspects/1x1`,
      headers: pro.auth,
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('tells a Pro owner that aspects come with Premium', async () => {
    const response = await submit(pro, {
      source: { uploadId: await upload(pro) },
      options: { style: 'modern' },
    });
    await render();
    const image = (await load(pro, response.json().id)).versions[0]?.images[0];
    const crop = await test.app.inject({
      method: 'GET',
      url: `/api/images/${image?.id}/aspects/16x9`,
      headers: pro.auth,
    });
    expect(crop.statusCode).toBe(403);
    expect(crop.json()).toEqual({ message: DESIGN_TEXT.advancedNotInPlan, upgradeUrl: '/upgrade' });
  });

  it('answers any aspect path or viewpoint number with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 6 }),
        async (aspect, viewpoint) => {
          const id = '00000000-0000-4000-8000-000000000000';
          const crop = await test.app.inject({
            method: 'GET',
            url: `/api/images/${id}/aspects/${encodeURIComponent(aspect)}`,
            headers: premium.auth,
          });
          expect(crop.statusCode).toBeGreaterThanOrEqual(400);
          expect(crop.statusCode).toBeLessThan(500);
          const photo = await test.app.inject({
            method: 'GET',
            url: `/api/designs/${id}/photo?viewpoint=${encodeURIComponent(viewpoint)}`,
            headers: premium.auth,
          });
          expect([400, 404]).toContain(photo.statusCode);
        },
      ),
      { numRuns: 40 },
    );
  });
});
