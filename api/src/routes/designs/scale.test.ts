// A design's real size through the API: a reference line and depth given on create are kept on
// the version and measured into dimensions; regenerating keeps them unless changed; the owner can
// set or remove them on the latest version without a render; nobody else can; bad ones are refused.
import { DesignSchema, type Scale } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { callAs, useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import type { TestApp } from '@poolscape/tests/kit/test-app';
import type { TestDatabase } from '@poolscape/tests/kit/test-database';
import { describe, expect, it } from 'vitest';

const SCALE: Scale = { a: { x: 0.1, y: 0.9 }, b: { x: 0.3, y: 0.9 }, length: 10, unit: 'ft', depth: 5 };

describe('a design’s size', () => {
  let db: TestDatabase;
  let test: TestApp;
  useStudioTestApp((made) => {
    ({ db, test } = made);
  });
  const call = callAs(() => test);

  it('measures a design with a reference, keeps it through a regenerate, and lets only the owner change it', async () => {
    const owner = await registerUser(test.app, db.pool);
    const created = await call(owner, 'POST', '/api/designs', {
      source: { sampleId: 'garden-small-fenced-yard' },
      options: { style: 'modern' },
      scale: SCALE,
    });
    expect(created.statusCode, created.body).toBe(202);
    const design = DesignSchema.parse(created.json());
    const first = design.versions[0];
    expect(first?.scale).toEqual(SCALE);
    expect(first?.dimensions).toMatchObject({ unit: 'ft', depth: 5 });
    const dimensions = first?.dimensions;
    expect(dimensions?.length).toBeGreaterThan(dimensions?.width ?? Infinity);
    expect(dimensions?.volume).toBeCloseTo((dimensions?.area ?? 0) * 5, 6);

    // Twice the reference length: twice the size, four times the area.
    const doubled = DesignSchema.parse(
      (
        await call(owner, 'PUT', `/api/designs/${design.id}/scale`, { scale: { ...SCALE, length: 20 } })
      ).json(),
    );
    expect(doubled.versions[0]?.dimensions?.length).toBeCloseTo((dimensions?.length ?? 0) * 2, 6);
    expect(doubled.versions[0]?.dimensions?.area).toBeCloseTo((dimensions?.area ?? 0) * 4, 6);

    const other = await registerUser(test.app, db.pool);
    expect((await call(other, 'PUT', `/api/designs/${design.id}/scale`, { scale: null })).statusCode).toBe(
      404,
    );
    for (const scale of [
      { ...SCALE, length: 0 },
      { ...SCALE, unit: 'yd' },
      { ...SCALE, a: { x: 2, y: 0 } },
      { ...SCALE, depth: -1 },
    ]) {
      const refused = await call(owner, 'PUT', `/api/designs/${design.id}/scale`, { scale });
      expect(refused.statusCode).toBe(400);
      expect(typeof refused.json().message).toBe('string');
    }

    await db.pool.query(`update app.design_versions set status = 'ready' where design_id = $1`, [design.id]);
    const regenerated = await call(owner, 'POST', `/api/designs/${design.id}/versions`, {
      options: { style: 'natural' },
    });
    expect(regenerated.statusCode, regenerated.body).toBe(202);
    const latest = DesignSchema.parse(regenerated.json()).versions[0];
    expect(latest?.number).toBe(2);
    expect(latest?.scale?.length).toBe(20);

    const removed = DesignSchema.parse(
      (await call(owner, 'PUT', `/api/designs/${design.id}/scale`, { scale: null })).json(),
    );
    expect(removed.versions[0]?.scale).toBeNull();
    expect(removed.versions[0]?.dimensions).toBeNull();
    // The first version keeps the reference it was made with.
    expect(removed.versions[1]?.scale?.length).toBe(20);
  });

  it('saves the unit a user measures in', async () => {
    const user = await registerUser(test.app, db.pool);
    expect((await call(user, 'GET', '/api/simple/user')).json().units).toBe('ft');
    const saved = await call(user, 'PATCH', '/api/profile', { units: 'm' });
    expect(saved.json().units).toBe('m');
    expect((await call(user, 'PATCH', '/api/profile', { units: 'furlongs' })).statusCode).toBe(400);
  });
});
