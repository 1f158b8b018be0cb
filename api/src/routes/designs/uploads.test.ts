// POST /api/uploads: photos are judged by their bytes, turned upright, stripped of metadata
// (GPS!), scaled down and kept losslessly; refused ones leave nothing behind.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DESIGN_TEXT, DesignSchema, UPLOAD_LIMITS, UploadSchema } from '@poolscape/shared';
import {
  countFiles,
  heicBytes,
  jpegPhoto,
  multipart,
  registerUser,
} from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, type TestApp } from '@poolscape/tests/kit/test-app';
import { createTestDatabase, type TestDatabase } from '@poolscape/tests/kit/test-database';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suggestedCorners } from '../../designs/corners.ts';
import { repoRoot } from '../../env.ts';

describe('photo uploads', () => {
  let db: TestDatabase;
  let test: TestApp;
  let alice: Awaited<ReturnType<typeof registerUser>>;
  let bob: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    test = await createTestApp(db.pool);
    alice = await registerUser(test.app, db.pool);
    bob = await registerUser(test.app, db.pool);
  });
  afterAll(async () => {
    await test.close();
    await db.drop();
  });

  const upload = (data: Buffer, filename = 'yard.jpg', type = 'image/jpeg', who = alice, field = 'photo') => {
    const body = multipart(field, filename, type, data);
    return test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const stored = async () => ({
    rows: (await db.pool.query<{ n: number }>('select count(*)::int as n from app.uploads')).rows[0]?.n,
    files: await countFiles(join(test.dataDir, 'storage')),
  });

  it('stores a JPEG upright, without any metadata, at most 1536 wide, losslessly', async () => {
    const photo = await jpegPhoto(2000, 1500, { gps: true });
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('Pat Builder');
    const response = await upload(photo);
    expect(response.statusCode).toBe(201);
    const body = UploadSchema.parse(response.json());
    expect(body).toMatchObject({ width: UPLOAD_LIMITS.maxWidth, height: 1152 });
    for (const point of body.suggestedCorners) {
      expect(point.x).toBeGreaterThanOrEqual(0);
      expect(point.x).toBeLessThanOrEqual(1);
    }
    const served = await test.app.inject({ method: 'GET', url: body.url, headers: alice.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('private');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1536, height: 1152 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.toString('latin1')).not.toContain('Pat Builder');
    // The stored file itself, not only what is served.
    const key = (await db.pool.query('select storage_key from app.uploads where id = $1', [body.uploadId]))
      .rows[0].storage_key as string;
    const file = await test.storage.get(key);
    expect((await sharp(file?.body).metadata()).exif).toBeUndefined();
  });

  it('starts a design sent without corners where the upload’s answer put the pool, on the lawn', async () => {
    const photo = readFileSync(
      join(repoRoot, 'cms', 'src', 'seed', 'images', 'garden-small-fenced-yard.jpg'),
    );
    const uploaded = UploadSchema.parse((await upload(photo)).json());
    expect(uploaded.placementConfidence).toBeGreaterThan(0);
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/designs',
      headers: alice.auth,
      payload: { source: { uploadId: uploaded.uploadId }, options: { style: 'modern' } },
    });
    expect(created.statusCode).toBe(202);
    const corners = DesignSchema.parse(created.json()).versions[0]?.corners ?? [];
    const lowerMiddle = suggestedCorners(uploaded.width, uploaded.height);
    corners.forEach((point, index) => {
      expect(point.x).toBeCloseTo(uploaded.suggestedCorners[index]?.x ?? -1, 1);
      expect(point.y).toBeCloseTo(uploaded.suggestedCorners[index]?.y ?? -1, 1);
    });
    expect(corners).not.toEqual(lowerMiddle);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Stored sideways (600 x 400) with "rotate 90°": it is a 400 x 600 portrait photo.
    const sideways = await sharp(await jpegPhoto(600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const response = await upload(sideways);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 400, height: 600 });
  });

  it('shows an upload only to its owner (bearer header or cookie)', async () => {
    const url = UploadSchema.parse((await upload(await jpegPhoto(640, 480))).json()).url;
    expect(
      (await test.app.inject({ method: 'GET', url, headers: { cookie: `authToken=${alice.token}` } }))
        .statusCode,
    ).toBe(200);
    for (const headers of [bob.auth, { cookie: `authToken=${bob.token}` }, {}]) {
      const response = await test.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: DESIGN_TEXT.uploadNotFound });
    }
  });

  it('judges by content, not by name: PNG bytes called .jpg are fine', async () => {
    const png = await sharp(await jpegPhoto(800, 600))
      .png()
      .toBuffer();
    const response = await upload(png, 'holiday.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(201);
    const webp = await sharp(await jpegPhoto(800, 600))
      .webp()
      .toBuffer();
    expect((await upload(webp, 'photo.txt', 'text/plain')).statusCode).toBe(201);
  });

  it('refuses what is not a photo we read, with the right message, and stores nothing', async () => {
    const before = await stored();
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from('this is not a picture at all'), 'photo.jpg', 400, DESIGN_TEXT.uploadUnsupported],
      [heicBytes(), 'IMG_0001.jpg', 400, DESIGN_TEXT.uploadHeic],
      [heicBytes(), 'IMG_0001.HEIC', 400, DESIGN_TEXT.uploadHeic],
      [await jpegPhoto(300, 900), 'tiny.jpg', 400, DESIGN_TEXT.uploadTooSmall],
      [
        await sharp(await jpegPhoto(640, 480))
          .gif()
          .toBuffer(),
        'anim.jpg',
        400,
        DESIGN_TEXT.uploadUnsupported,
      ],
      [(await jpegPhoto(800, 600)).subarray(0, 300), 'cut.jpg', 400, DESIGN_TEXT.uploadUnsupported],
      [Buffer.alloc(0), 'empty.jpg', 400, DESIGN_TEXT.uploadUnsupported],
    ];
    for (const [data, name, status, message] of cases) {
      const response = await upload(data, name);
      expect(response.statusCode, name).toBe(status);
      expect(response.json(), name).toEqual({ message });
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a photo over 20 MB with 413, and one in the wrong field or not multipart with 400', async () => {
    const before = await stored();
    const huge = Buffer.concat([await jpegPhoto(800, 600), Buffer.alloc(UPLOAD_LIMITS.maxBytes + 10, 1)]);
    const tooLarge = await upload(huge);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ message: DESIGN_TEXT.uploadTooLarge });
    const wrongField = await upload(await jpegPhoto(800, 600), 'yard.jpg', 'image/jpeg', alice, 'avatar');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toEqual({ message: DESIGN_TEXT.uploadMissing });
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: alice.auth,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: DESIGN_TEXT.uploadMissing });
    expect(await stored()).toEqual(before);
  });

  it('needs a session', async () => {
    const body = multipart('photo', 'yard.jpg', 'image/jpeg', await jpegPhoto(640, 480));
    const response = await test.app.inject({ method: 'POST', url: '/api/uploads', ...body });
    expect(response.statusCode).toBe(401);
  });
});
