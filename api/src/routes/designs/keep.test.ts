// "Keep this" through the API: a mask sent with a design is stored beside its photo, named in the
// version's options, served to the owner only, and the render leaves what it keeps byte for byte;
// a regenerate may name it again; a wrong mask is refused with the field it is about, and nothing
// is made.
import { DesignSchema, KEEP_ID, KEEP_TEXT } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtInEngine } from '../../designs/engines/built-in.ts';
import { renderVersion } from '../../designs/render-job.ts';
import { JobQueue } from '../../jobs/job-queue.ts';
import { decodeKeepMask } from '../../renderer/image-io.ts';

const SAMPLE = 'garden-small-fenced-yard';

/** A painted mask as the studio sends it: white on transparent over the left `share` of the photo. */
async function painted(width: number, height: number, share: number, format: 'png' | 'jpeg' = 'png') {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) data.fill(255, y * width * 4, (y * width + Math.round(width * share)) * 4);
  const image = sharp(data, { raw: { width, height, channels: 4 } });
  const bytes = await (format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return `data:image/png;base64,${bytes.toString('base64')}`;
}

describe('"Keep this"', () => {
  let db: TestDatabase;
  let test: TestApp;
  // Both samples are 1070 x 1090 pixels.
  const photo = { width: 1070, height: 1090 };

  beforeAll(async () => {
    db = await createTestDatabase();
    const queue = new JobQueue({ pool: db.pool, supervise: false, log: () => {} });
    test = await createTestApp(db.pool, { renderJobs: queue });
  });
  afterAll(async () => {
    await test.close();
    await db.drop();
  });

  const create = (auth: Record<string, string>, keep: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: auth,
      payload: { source: { sampleId: SAMPLE }, options: { style: 'modern', keep } },
    });

  it('is stored with the version, shown to its owner only, and kept byte for byte by the render', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const created = await create(user.auth, await painted(photo.width, photo.height, 0.5));
    expect(created.statusCode).toBe(202);
    const design = DesignSchema.parse(created.json());
    const keepId = design.versions[0]?.options.keep as string;
    expect(keepId).toMatch(KEEP_ID);

    const url = `/api/designs/${design.id}/keep/${keepId}`;
    const own = await test.app.inject({ method: 'GET', url, headers: user.auth });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    const meta = await sharp(own.rawPayload).metadata();
    expect([meta.width, meta.height, meta.channels]).toEqual([photo.width, photo.height, 1]);
    const stored = await sharp(own.rawPayload).toColourspace('b-w').raw().toBuffer();
    expect(new Set(stored)).toEqual(new Set([0, 255]));
    const stranger = await registerUser(test.app, db.pool, 'pro');
    expect((await test.app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(404);
    expect((await test.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const version = await db.pool.query<{ id: string }>(
      'select id from app.design_versions where design_id = $1',
      [design.id],
    );
    const job = {
      designId: design.id,
      versionId: version.rows[0]?.id as string,
      version: 1,
      userId: user.id,
    };
    expect(await renderVersion({ pool: db.pool, storage: test.storage, engine: builtInEngine }, job)).toBe(
      'rendered',
    );
    const read = DesignSchema.parse(
      (await test.app.inject({ method: 'GET', url: `/api/designs/${design.id}`, headers: user.auth })).json(),
    );
    const image = read.versions[0]?.images[0];
    const download = await test.app.inject({
      method: 'GET',
      url: image?.downloadUrl as string,
      headers: user.auth,
    });
    const base = await test.app.inject({
      method: 'GET',
      url: `/api/designs/${design.id}/photo`,
      headers: user.auth,
    });
    const after = await sharp(download.rawPayload).removeAlpha().raw().toBuffer();
    const before = await sharp(base.rawPayload).removeAlpha().raw().toBuffer();
    const keep = await decodeKeepMask(own.rawPayload, photo.width, photo.height);
    let changedKept = 0;
    let changedBeside = 0;
    for (let p = 0; p < keep.length; p++) {
      const o = p * 3;
      const same = after[o] === before[o] && after[o + 1] === before[o + 1] && after[o + 2] === before[o + 2];
      if (keep[p]) changedKept += same ? 0 : 1;
      else changedBeside += same ? 0 : 1;
    }
    expect(changedKept).toBe(0);
    // The pool is drawn on the half not kept.
    expect(changedBeside).toBeGreaterThan(5000);

    // A regenerate names the same mask again; a mask the design never had is refused.
    const again = await test.app.inject({
      method: 'POST',
      url: `/api/designs/${design.id}/versions`,
      headers: user.auth,
      payload: { options: { style: 'natural', keep: keepId } },
    });
    expect(again.statusCode).toBe(202);
    expect(DesignSchema.parse(again.json()).versions.map((entry) => entry.options.keep)).toEqual([
      keepId,
      keepId,
    ]);
    const unknown = await test.app.inject({
      method: 'POST',
      url: `/api/designs/${design.id}/versions`,
      headers: user.auth,
      payload: { options: { style: 'natural', keep: '0123456789abcdef' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: KEEP_TEXT.unknown,
      errors: [{ field: 'options.keep', message: KEEP_TEXT.unknown }],
    });
  });

  it('keeps nothing when nothing is painted', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const created = await create(user.auth, await painted(photo.width, photo.height, 0));
    expect(created.statusCode).toBe(202);
    expect(DesignSchema.parse(created.json()).versions[0]?.options.keep).toBeUndefined();
  });

  it('is refused with the field it is about, and nothing is made', async () => {
    const user = await registerUser(test.app, db.pool, 'pro');
    const masks = async () =>
      (await test.storage.list('designs/')).filter((file) => file.key.includes('/keep-'));
    const before = await masks();
    const cases: [string, string][] = [
      ['a tree', KEEP_TEXT.invalid],
      ['data:image/png;base64,not base64!', KEEP_TEXT.invalid],
      [await painted(photo.width, photo.height, 0.5, 'jpeg'), KEEP_TEXT.unreadable],
      [`data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`, KEEP_TEXT.unreadable],
      [await painted(photo.width, Math.round(photo.height / 2), 0.5), KEEP_TEXT.proportions],
      ['0123456789abcdef', KEEP_TEXT.unknown],
      [`data:image/png;base64,${'A'.repeat(1_000_000)}`, KEEP_TEXT.tooLarge],
    ];
    for (const [keep, message] of cases) {
      const response = await create(user.auth, keep);
      expect(response.statusCode, keep.slice(0, 40)).toBe(400);
      expect(response.json().message, keep.slice(0, 40)).toContain(message);
    }
    const list = await test.app.inject({ method: 'GET', url: '/api/designs', headers: user.auth });
    expect(list.json()).toMatchObject({ total: 0 });
    expect(await masks()).toEqual(before);
  });
});
