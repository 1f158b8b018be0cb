// A design rendered by each AI image provider, end to end: upload a photo, submit, the queue's job
// runs through the engine that IMAGE_PROVIDER selects (the product's real client code over HTTP
// to the provider's contract server), and the result is the model's pool composited into the
// photo, recorded with the provider's engine, model and price. Every pixel of the stored render
// outside the pool's zone is the uploaded photo's.
import { DesignSchema, UploadSchema } from '@poolscape/shared';
import { jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs } from '@poolscape/tests/kit/designs/render-jobs';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { startOpenAiServer } from '@poolscape/tests/providers/openai-server';
import { startReplicateServer } from '@poolscape/tests/providers/replicate-server';
import { startStabilityServer } from '@poolscape/tests/providers/stability-server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageKeys } from '../../designs/designs.ts';
import { IMAGE_PRICES_USD } from '../../designs/engines/prices.ts';
import { selectEngine } from '../../designs/engines/select.ts';
import { loadEnv } from '../../env.ts';
import { JobQueue } from '../../jobs/job-queue.ts';

interface ProviderUnderTest {
  name: 'openai' | 'stability' | 'replicate';
  start: () => Promise<{ env: Record<string, string>; close: () => Promise<void>; requests: unknown[] }>;
}

const PROVIDERS: ProviderUnderTest[] = [
  {
    name: 'openai',
    start: async () => {
      const server = await startOpenAiServer();
      return {
        env: { OPENAI_BASE_URL: `${server.url}/v1`, OPENAI_API_KEY: server.apiKey },
        close: server.close,
        requests: server.requests,
      };
    },
  },
  {
    name: 'stability',
    start: async () => {
      const server = await startStabilityServer();
      return {
        env: { STABILITY_BASE_URL: server.url, STABILITY_API_KEY: server.apiKey },
        close: server.close,
        requests: server.requests,
      };
    },
  },
  {
    name: 'replicate',
    start: async () => {
      const server = await startReplicateServer();
      return {
        env: { REPLICATE_BASE_URL: `${server.url}/v1`, REPLICATE_API_TOKEN: server.apiKey },
        close: server.close,
        requests: server.requests,
      };
    },
  },
];

describe('designs rendered by an AI image provider', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue, databaseUrl: db.url });
  });
  afterAll(async () => {
    await test.close();
    await queue.stop();
    await db.drop();
  });

  for (const provider of PROVIDERS) {
    it(`renders through ${provider.name}: upload, job, composited result, engine recorded`, async () => {
      const server = await provider.start();
      try {
        const env = loadEnv({ IMAGE_PROVIDER: provider.name, ...server.env });
        const engine = selectEngine(env, () => {});
        const user = await registerUser(test.app, db.pool, 'pro');
        const photo = await jpegPhoto(640, 480);
        const body = multipart('photo', 'yard.jpg', 'image/jpeg', photo);
        const uploaded = await test.app.inject({
          method: 'POST',
          url: '/api/uploads',
          headers: { ...user.auth, ...body.headers },
          payload: body.payload,
        });
        const submitted = await test.app.inject({
          method: 'POST',
          url: '/api/designs',
          headers: user.auth,
          payload: {
            source: { uploadId: UploadSchema.parse(uploaded.json()).uploadId },
            options: { style: 'modern', features: ['lighting'], variations: 2, prompt: 'a sun shelf' },
          },
        });
        expect(submitted.statusCode).toBe(202);
        await drainRenderJobs(queue, { pool: db.pool, storage: test.storage, engine });
        expect(server.requests.length).toBeGreaterThan(0);

        const design = DesignSchema.parse(
          (
            await test.app.inject({
              method: 'GET',
              url: `/api/designs/${submitted.json().id}`,
              headers: user.auth,
            })
          ).json(),
        );
        expect(design.status).toBe('ready');
        const images = design.versions[0]?.images ?? [];
        expect(images).toHaveLength(2);
        for (const image of images) expect(image.engine).toBe(provider.name);
        const row = (
          await db.pool.query<{ cost_usd: string; storage_prefix: string; focus: object }>(
            'select cost_usd, storage_prefix, focus from app.design_images where design_id = $1 order by variation',
            [design.id],
          )
        ).rows;
        expect(row.map((entry) => Number(entry.cost_usd))).toEqual([
          IMAGE_PRICES_USD[provider.name],
          IMAGE_PRICES_USD[provider.name],
        ]);
        // Top rows (the sky, far above the pool) are the photo's, byte for byte.
        const base = await test.storage.get(`designs/${design.id}/photo.png`);
        const render = await test.storage.get(imageKeys.full(row[0]?.storage_prefix ?? ''));
        const top = async (png: Buffer) =>
          sharp(png).extract({ left: 0, top: 0, width: 640, height: 60 }).raw().toBuffer();
        expect((await top(render?.body as Buffer)).equals(await top(base?.body as Buffer))).toBe(true);
        // The pool area is the model's: it changed.
        const middle = async (png: Buffer) =>
          sharp(png).extract({ left: 280, top: 330, width: 80, height: 40 }).raw().toBuffer();
        expect((await middle(render?.body as Buffer)).equals(await middle(base?.body as Buffer))).toBe(false);
      } finally {
        await server.close();
      }
    });
  }
});
