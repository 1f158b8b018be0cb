// A design's shape through the API: a chosen shape (and a freeform outline) is stored with the
// version and given back; a wrong one is refused with the field it is about, and nothing is made.
import { DEFAULT_FREEFORM, DesignSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobQueue } from '../../jobs/job-queue.ts';

describe('a design’s shape', () => {
  let db: TestDatabase;
  let test: TestApp;
  let queue: JobQueue;

  beforeAll(async () => {
    db = await createTestDatabase();
    queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue });
  });
  afterAll(async () => {
    await test.close();
    await db.drop();
  });

  const create = async (auth: Record<string, string>, options: Record<string, unknown>) =>
    test.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: auth,
      payload: {
        source: { sampleId: 'garden-sloped-lawn-stone-house' },
        options: { style: 'modern', ...options },
      },
    });

  it('is stored with the version: a kidney, or a freeform outline of the user’s', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const kidney = await create(user.auth, { shape: 'kidney' });
    expect(kidney.statusCode).toBe(202);
    expect(DesignSchema.parse(kidney.json()).versions[0]?.options).toMatchObject({ shape: 'kidney' });
    const placed = await create(user.auth, {
      features: ['hotTub', 'waterfalls'],
      spa: { place: 'nearLeft', apart: true },
      waterfall: 'left',
    });
    expect(placed.statusCode).toBe(202);
    expect(DesignSchema.parse(placed.json()).versions[0]?.options).toMatchObject({
      spa: { place: 'nearLeft', apart: true },
      waterfall: 'left',
    });
    const freeform = await create(user.auth, { shape: 'freeform', outline: DEFAULT_FREEFORM });
    expect(freeform.statusCode).toBe(202);
    const id = DesignSchema.parse(freeform.json()).id;
    const read = await test.app.inject({ method: 'GET', url: `/api/designs/${id}`, headers: user.auth });
    expect(DesignSchema.parse(read.json()).versions[0]?.options).toMatchObject({
      shape: 'freeform',
      outline: DEFAULT_FREEFORM,
    });
  });

  it('is refused with the field it is about, and nothing is made', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const cases: [Record<string, unknown>, string][] = [
      [{ shape: 'triangle' }, 'shape must be one of styleDefault, rectangle'],
      [{ shape: 'freeform' }, 'outline is needed for the freeform shape.'],
      [{ shape: 'freeform', outline: DEFAULT_FREEFORM.slice(0, 4) }, 'outline must have 6 to 24 points.'],
      [
        {
          shape: 'freeform',
          outline: [
            { x: 0.1, y: 0.1 },
            { x: 0.5, y: 0.2 },
            { x: 0.9, y: 0.1 },
            { x: 0.1, y: 0.9 },
            { x: 0.5, y: 0.8 },
            { x: 0.9, y: 0.9 },
          ],
        },
        'outline must not cross itself.',
      ],
      [{ shape: 'oval', outline: DEFAULT_FREEFORM }, 'outline is only for the freeform shape.'],
      [{ features: ['hotTub'], spa: { place: 'middle' } }, 'spa.place must be one of farLeft'],
      [{ features: ['waterfalls'], waterfall: 'near' }, 'waterfall must be one of far, left.'],
    ];
    for (const [options, message] of cases) {
      const response = await create(user.auth, options);
      expect(response.statusCode, JSON.stringify(options)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    const list = await test.app.inject({ method: 'GET', url: '/api/designs', headers: user.auth });
    expect(list.json()).toMatchObject({ total: 0 });
  });
});
