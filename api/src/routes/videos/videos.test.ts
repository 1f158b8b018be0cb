// Videos through the API against a real database and the real queue: asking for one charges one
// of the plan's videos in the same transaction that queues it, the worker stores the MP4, a
// permanent failure gives the video back once, and nobody but the owner (or, for a shared design,
// anyone) ever gets a video or its files.
import {
  CreditsSchema,
  DesignListSchema,
  DesignSchema,
  UploadSchema,
  VIDEO_TEXT,
  VideoListSchema,
  VideoSchema,
} from '@poolscape/shared';
import { countFiles, jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import { drainVideoJobs, standInVideoEngine } from '@poolscape/tests/kit/videos';
import { startReplicateServer } from '@poolscape/tests/providers/replicate-server';
import fc from 'fast-check';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { builtInEngine } from '../../designs/engines/built-in.ts';
import { type JobQueue, VIDEO_QUEUE } from '../../jobs/job-queue.ts';
import { builtInVideoEngine } from '../../videos/engines/built-in.ts';
import { VideoRefusedError, type VideoRequest } from '../../videos/engines/engine.ts';
import { createReplicateVideoEngine, VIDEO_FAILURE_TEXT } from '../../videos/engines/replicate.ts';

type User = Awaited<ReturnType<typeof registerUser>>;

describe('videos of designs', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;
  const videoEngine = standInVideoEngine();

  useStudioTestApp((made) => {
    ({ db, test, queue } = made);
  });

  /** A user with one rendered design; returns the design and its render's id. */
  async function designedBy(tier: 'free' | 'pro' | 'premium' = 'free') {
    return designedByUser(await registerUser(test.app, db.pool, tier));
  }

  /** One more rendered design of `user`. */
  async function designedByUser(user: User) {
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
    const upload = UploadSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...user.auth, ...body.headers },
          payload: body.payload,
        })
      ).json(),
    );
    const created = DesignSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/designs',
          headers: user.auth,
          payload: { source: { uploadId: upload.uploadId }, options: { style: 'modern' } },
        })
      ).json(),
    );
    await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine: standInEngine() });
    const design = DesignSchema.parse(
      (
        await test.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: user.auth })
      ).json(),
    );
    const imageId = design.versions[0]?.images[0]?.id;
    if (!imageId) throw new Error('the design has no render');
    return { user, design, imageId };
  }

  const ask = (user: User | null, designId: string, payload: unknown, headers: Record<string, string> = {}) =>
    test.app.inject({
      method: 'POST',
      url: `/api/designs/${designId}/videos`,
      headers: { ...(user?.auth ?? {}), ...headers },
      payload: payload as object,
    });
  const credits = async (user: User) =>
    CreditsSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/credits', headers: user.auth })).json(),
    );
  const drain = () => drainVideoJobs(queue, { pool: db.pool, storage: test.storage, engine: videoEngine });
  const count = async (sql: string, values: unknown[]) =>
    (await db.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;
  const stored = async (user: User) => ({
    videos: await count('select count(*)::int as n from app.design_videos where user_id = $1', [user.id]),
    ledger: await count(
      "select count(*)::int as n from app.credit_ledger where user_id = $1 and kind like 'video%'",
      [user.id],
    ),
    jobs: await count(`select count(*)::int as n from pgboss.job where name = $1 and data->>'userId' = $2`, [
      VIDEO_QUEUE,
      user.id,
    ]),
  });

  it('makes a video of a render: charged once, made by a worker, played in parts, downloaded whole', async () => {
    const { user, design, imageId } = await designedBy('pro');
    expect(await credits(user)).toMatchObject({ videosUsed: 0, videosLimit: 3, videosLeft: 3 });
    const asked = await ask(
      user,
      design.id,
      { imageId, template: 'reveal', format: '16:9' },
      { 'idempotency-key': 'v-1' },
    );
    expect(asked.statusCode).toBe(202);
    const queued = VideoSchema.parse(asked.json());
    expect(queued).toMatchObject({
      status: 'queued',
      template: 'reveal',
      format: '16:9',
      width: 1920,
      height: 1080,
    });
    expect(await credits(user)).toMatchObject({ videosUsed: 1, videosLeft: 2 });
    // The same request again (a retry) is the same video, not a second charge.
    const again = await ask(
      user,
      design.id,
      { imageId, template: 'reveal', format: '16:9' },
      { 'idempotency-key': 'v-1' },
    );
    expect(again.statusCode).toBe(202);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(VideoSchema.parse(again.json()).id).toBe(queued.id);
    expect(await stored(user)).toEqual({ videos: 1, ledger: 1, jobs: 1 });
    // Not finished yet: nothing to play.
    expect((await test.app.inject({ method: 'GET', url: queued.url, headers: user.auth })).statusCode).toBe(
      404,
    );

    expect(await drain()).toBe(1);
    const ready = VideoSchema.parse(
      (await test.app.inject({ method: 'GET', url: `/api/videos/${queued.id}`, headers: user.auth })).json(),
    );
    expect(ready).toMatchObject({ status: 'ready', progress: 100, engine: 'stand-in', model: 'two frames' });
    const listed = VideoListSchema.parse(
      (
        await test.app.inject({ method: 'GET', url: `/api/designs/${design.id}/videos`, headers: user.auth })
      ).json(),
    );
    expect(listed.map((video) => video.id)).toEqual([queued.id]);

    const whole = await test.app.inject({ method: 'GET', url: ready.url, headers: user.auth });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.toString('ascii', 4, 8)).toBe('ftyp');
    const part = await test.app.inject({
      method: 'GET',
      url: ready.url,
      headers: { ...user.auth, range: 'bytes=4-11' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-11/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(4, 12))).toBe(true);
    const beyond = await test.app.inject({
      method: 'GET',
      url: ready.url,
      headers: { ...user.auth, range: `bytes=${whole.rawPayload.length + 10}-` },
    });
    expect(beyond.statusCode).toBe(416);
    const download = await test.app.inject({ method: 'GET', url: ready.downloadUrl, headers: user.auth });
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="poolscape-.+-reveal\.mp4"$/,
    );
    const poster = await test.app.inject({ method: 'GET', url: ready.posterUrl, headers: user.auth });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    // The library's "With videos" filter finds the design, and its card counts the video.
    await designedByUser(user);
    const all = DesignListSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/designs', headers: user.auth })).json(),
    );
    const withVideos = DesignListSchema.parse(
      (await test.app.inject({ method: 'GET', url: '/api/designs?videos=true', headers: user.auth })).json(),
    );
    expect(all.total).toBe(2);
    expect(withVideos.items.map((item) => [item.id, item.videoCount])).toEqual([[design.id, 1]]);
  });

  it('counts videos per plan period: Free makes one, then is told to upgrade and nothing is stored', async () => {
    const { user, design, imageId } = await designedBy('free');
    expect(await credits(user)).toMatchObject({ videosLimit: 1, videosLeft: 1 });
    expect((await ask(user, design.id, { imageId, template: 'push-in', format: '1:1' })).statusCode).toBe(
      202,
    );
    const before = await stored(user);
    const refused = await ask(user, design.id, { imageId, template: 'push-in', format: '9:16' });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: VIDEO_TEXT.quotaExceededFree, upgradeUrl: '/upgrade' });
    expect(await stored(user)).toEqual(before);
    // Images are counted apart: the video used none of the trial's 10 images.
    expect(await credits(user)).toMatchObject({ imagesUsed: 1, videosUsed: 1, videosLeft: 0 });
  });

  it('gives a failed video back once: refused at once by the engine, or failing for good after retries', async () => {
    const { user, design, imageId } = await designedBy('pro');
    await drain();
    videoEngine.failWith = new VideoRefusedError('The video service declined this design.', 'refused');
    const first = VideoSchema.parse(
      (await ask(user, design.id, { imageId, template: 'reveal', format: '16:9' })).json(),
    );
    await drain();
    const failed = VideoSchema.parse(
      (await test.app.inject({ method: 'GET', url: `/api/videos/${first.id}`, headers: user.auth })).json(),
    );
    expect(failed).toMatchObject({ status: 'failed', error: 'The video service declined this design.' });
    expect(await credits(user)).toMatchObject({ videosUsed: 0, videosLeft: 3 });

    videoEngine.failWith = new Error('ffmpeg crashed');
    const second = VideoSchema.parse(
      (await ask(user, design.id, { imageId, template: 'reveal', format: '1:1' })).json(),
    );
    await drainVideoJobs(
      queue,
      { pool: db.pool, storage: test.storage, engine: videoEngine },
      { failForGood: true },
    );
    const video = VideoSchema.parse(
      (await test.app.inject({ method: 'GET', url: `/api/videos/${second.id}`, headers: user.auth })).json(),
    );
    expect(video).toMatchObject({ status: 'failed', error: VIDEO_TEXT.failed });
    expect(await credits(user)).toMatchObject({ videosUsed: 0, videosLeft: 3 });
    const refunds = await count(
      "select count(*)::int as n from app.credit_ledger where user_id = $1 and kind = 'video_refund'",
      [user.id],
    );
    expect(refunds).toBe(2);
  });

  it("refunds a video the video model refuses, with the provider's plain message on the video", async () => {
    const replicate = await startReplicateServer();
    try {
      const { user, design, imageId } = await designedBy('pro');
      await drain();
      replicate.script({ kind: 'failed', error: 'NSFW content detected' });
      const engine = createReplicateVideoEngine({
        apiKey: replicate.apiKey,
        baseUrl: `${replicate.url}/v1`,
        timeLimitMs: 30_000,
        costUsd: 0.9,
        pollInterval: 5,
      });
      const asked = VideoSchema.parse(
        (await ask(user, design.id, { imageId, template: 'push-in', format: '16:9' })).json(),
      );
      expect(await credits(user)).toMatchObject({ videosUsed: 1 });
      await drainVideoJobs(queue, { pool: db.pool, storage: test.storage, engine });
      const video = VideoSchema.parse(
        (await test.app.inject({ method: 'GET', url: `/api/videos/${asked.id}`, headers: user.auth })).json(),
      );
      expect(video).toMatchObject({ status: 'failed', error: VIDEO_FAILURE_TEXT.refused });
      expect(await credits(user)).toMatchObject({ videosUsed: 0, videosLeft: 3 });
    } finally {
      await replicate.close();
    }
  });

  it('makes the day, dusk and night video of a built-in render from the design drawn at each time', {
    timeout: 120_000,
  }, async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
    const upload = UploadSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...user.auth, ...body.headers },
          payload: body.payload,
        })
      ).json(),
    );
    const created = DesignSchema.parse(
      (
        await test.app.inject({
          method: 'POST',
          url: '/api/designs',
          headers: user.auth,
          payload: { source: { uploadId: upload.uploadId }, options: { style: 'modern', timeOfDay: 'dusk' } },
        })
      ).json(),
    );
    await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine: builtInEngine });
    const design = DesignSchema.parse(
      (
        await test.app.inject({ method: 'GET', url: `/api/designs/${created.id}`, headers: user.auth })
      ).json(),
    );
    const imageId = design.versions[0]?.images[0]?.id ?? '';
    await drain();
    const asked = VideoSchema.parse(
      (await ask(user, design.id, { imageId, template: 'day-to-night', format: '1:1' })).json(),
    );
    // The job draws the design at each time of day and hands the three to the built-in video maker
    // (whose frames are checked in engines/built-in.test.ts); here the stand-in encodes them quickly.
    const calls = videoEngine.calls.length;
    const builtIn = { ...builtInVideoEngine, make: (request: VideoRequest) => videoEngine.make(request) };
    await drainVideoJobs(queue, { pool: db.pool, storage: test.storage, engine: builtIn });
    const made = VideoSchema.parse(
      (await test.app.inject({ method: 'GET', url: `/api/videos/${asked.id}`, headers: user.auth })).json(),
    );
    expect(made.status).toBe('ready');
    const times = videoEngine.calls[calls]?.timesOfDay;
    expect(times).toBeDefined();
    const [day, dusk, night] = await Promise.all(
      [times?.day, times?.dusk, times?.night].map((image) => sharp(image).resize(32, 32).raw().toBuffer()),
    );
    const mean = (pixels: Buffer | undefined) =>
      (pixels ?? Buffer.alloc(1)).reduce((sum, value) => sum + value, 0) / (pixels?.length ?? 1);
    // The same design, darker at each time.
    expect(mean(day)).toBeGreaterThan(mean(dusk));
    expect(mean(dusk)).toBeGreaterThan(mean(night));
  });

  it('refuses the day, dusk and night video for a render the built-in renderer did not make', async () => {
    const { user, design, imageId } = await designedBy('pro');
    const refused = await ask(user, design.id, { imageId, template: 'day-to-night', format: '16:9' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(VIDEO_TEXT.dayToNightNeedsBuiltIn);
    expect(await stored(user)).toEqual({ videos: 0, ledger: 0, jobs: 0 });
  });

  it("shows another user's videos to nobody, and a shared design's finished videos to anyone", async () => {
    const owner = await designedBy('pro');
    const other = await designedBy('pro');
    const video = VideoSchema.parse(
      (
        await ask(owner.user, owner.design.id, { imageId: owner.imageId, template: 'reveal', format: '16:9' })
      ).json(),
    );
    await drain();
    // Another user can neither make a video of the owner's design (nor of their render on their own
    // design)...
    expect(
      (await ask(other.user, owner.design.id, { imageId: owner.imageId, template: 'reveal', format: '16:9' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ask(other.user, other.design.id, { imageId: owner.imageId, template: 'reveal', format: '16:9' }))
        .statusCode,
    ).toBe(404);
    // ...nor read, list, delete or play it.
    const as = (user: User | null, method: 'GET' | 'DELETE', url: string) =>
      test.app.inject({ method, url, headers: user?.auth ?? {} });
    expect((await as(other.user, 'GET', `/api/videos/${video.id}`)).statusCode).toBe(404);
    expect((await as(other.user, 'GET', `/api/designs/${owner.design.id}/videos`)).statusCode).toBe(404);
    expect((await as(other.user, 'DELETE', `/api/videos/${video.id}`)).statusCode).toBe(404);
    for (const url of [video.url, video.posterUrl, video.downloadUrl]) {
      expect((await as(other.user, 'GET', url)).statusCode).toBe(404);
      expect((await as(null, 'GET', url)).statusCode).toBe(404);
    }
    expect(
      (await ask(null, owner.design.id, { imageId: owner.imageId, template: 'reveal', format: '16:9' }))
        .statusCode,
    ).toBe(401);
    // Shared (unlisted): anyone may play it, but only the owner manages it.
    await test.app.inject({
      method: 'PATCH',
      url: `/api/designs/${owner.design.id}`,
      headers: owner.user.auth,
      payload: { visibility: 'unlisted' },
    });
    expect((await as(null, 'GET', video.url)).statusCode).toBe(200);
    expect((await as(other.user, 'GET', `/api/videos/${video.id}`)).statusCode).toBe(404);
    // Deleted by its owner: gone for everyone, files included.
    expect((await as(owner.user, 'DELETE', `/api/videos/${video.id}`)).statusCode).toBe(204);
    expect((await as(owner.user, 'GET', video.url)).statusCode).toBe(404);
  });

  it('answers any request body with a 4xx that names the problem, never a 5xx, and stores nothing when it refuses', async () => {
    const { user, design, imageId } = await designedBy('premium');
    const files = await countFiles(`${test.dataDir}/storage`);
    const body = fc.oneof(
      fc.record(
        {
          imageId: fc.oneof(fc.constant(imageId), fc.uuid(), fc.string(), fc.jsonValue()),
          template: fc.oneof(
            fc.constantFrom('reveal', 'push-in', 'day-to-night', 'REVEAL', ''),
            fc.jsonValue(),
          ),
          format: fc.oneof(fc.constantFrom('16:9', '1:1', '9:16', '4:3', '16x9'), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(design.id, 'not-a-design', '00000000-0000-4000-8000-000000000000'),
        async (payload, id) => {
          const before = await stored(user);
          const response = await ask(user, id, payload);
          expect(response.statusCode).toBeLessThan(500);
          if (response.statusCode >= 400) expect(typeof response.json().message).toBe('string');
          if (response.statusCode === 202) {
            accepted += 1;
            expect((await stored(user)).videos).toBe(before.videos + 1);
          } else {
            expect(await stored(user)).toEqual(before);
          }
        },
      ),
      {
        numRuns: 150,
        // A few good requests too, so the property also covers what an accepted one stores.
        examples: [
          [{ imageId, template: 'reveal', format: '16:9' }, design.id],
          [{ imageId, template: 'push-in', format: '9:16' }, design.id],
        ],
      },
    );
    expect(accepted).toBeGreaterThanOrEqual(2);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(await countFiles(`${test.dataDir}/storage`)).toBe(files);
  });
});
