// The product's wiring end to end: the queue on its own connections with a worker in the process,
// the built-in renderer, and the progress socket. Submit a sample design with a custom prompt; it
// renders, the owner's socket hears it, the files are served and the prompt's reading is recorded.
import { DESIGN_PROGRESS_TEXT, DesignProgressEventSchema, DesignSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../../designs/engines/built-in.ts';
import { failVersion, renderVersion } from '../../designs/render-job.ts';
import { JobQueue } from '../../jobs/job-queue.ts';

describe('a design rendered by the built-in renderer', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ connectionString: db.url, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue, databaseUrl: db.url });
    const worker = { pool: db.pool, storage: test.storage, engine: builtInEngine };
    await queue.work(
      {
        render: async (job, signal) => {
          await renderVersion(worker, job, signal);
        },
        failed: (job) => failVersion(worker, job),
      },
      1,
    );
  });
  afterAll(async () => {
    await test.close();
    await queue.stop(5000);
    await db.drop();
  });

  it('goes from queued to ready, telling the owner as it goes', async () => {
    const user = await registerUser(test.app, db.pool, 'premium');
    const socket = await test.app.injectWS(`/ws/designs?token=${user.token}`, {
      headers: { origin: 'http://localhost:3000' },
    });
    const events: unknown[] = [];
    socket.on('message', (data) => events.push(JSON.parse(String(data))));
    try {
      const created = await test.app.inject({
        method: 'POST',
        url: '/api/designs',
        headers: user.auth,
        payload: {
          source: { sampleId: 'garden-sloped-lawn-stone-house' },
          options: {
            style: 'natural',
            features: ['landscaping'],
            timeOfDay: 'day',
            prompt: 'a spa, and a small beach entry',
          },
        },
      });
      expect(created.statusCode).toBe(202);
      const id = DesignSchema.parse(created.json()).id;
      const deadline = Date.now() + 60_000;
      while (!events.some((event) => (event as { status?: string }).status === 'ready')) {
        if (Date.now() > deadline) throw new Error(`not rendered; events: ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const last = DesignProgressEventSchema.parse(events.at(-1));
      expect(last).toMatchObject({
        designId: id,
        status: 'ready',
        progress: 100,
        message: DESIGN_PROGRESS_TEXT.ready,
      });
      const design = DesignSchema.parse(
        (await test.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: user.auth })).json(),
      );
      const image = design.versions[0]?.images[0];
      expect(image).toMatchObject({
        width: 1070,
        height: 1090,
        engine: 'builtin',
        model: 'built-in renderer',
      });
      // The words it could act on became the render's; the rest is said on the result page.
      expect(design.versions[0]?.promptReading).toEqual({
        followed: ['a spa'],
        notFollowed: ['a small beach entry'],
      });
      const photo = await test.app.inject({ method: 'GET', url: design.photo.url, headers: user.auth });
      const render = await test.app.inject({
        method: 'GET',
        url: image?.downloadUrl ?? '',
        headers: user.auth,
      });
      expect(render.statusCode).toBe(200);
      expect(await sharp(render.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 1070,
        height: 1090,
      });
      // The pool is there, and most of the photo around it is untouched.
      const [before, after] = await Promise.all(
        [photo.rawPayload, render.rawPayload].map((bytes) => sharp(bytes).removeAlpha().raw().toBuffer()),
      );
      if (!before || !after) throw new Error('no pixels');
      let same = 0;
      for (let index = 0; index < before.length; index++) if (before[index] === after[index]) same += 1;
      expect(same).toBeLessThan(before.length);
      expect(same / before.length).toBeGreaterThan(0.5);
    } finally {
      socket.terminate();
    }
  });
});
