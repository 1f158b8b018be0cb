// The app on S3 storage (a real S3 server, fauxqs, on a loopback port): photos and avatars go to
// the bucket and come back through the API (an avatar as a PDF's logo too); while the bucket is
// out of reach a route answers 503 with a plain message and leaves no row behind, and works again
// once the bucket is back. Avatars left in the old uploads folder move into storage.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ERRORS, UploadSchema } from '@poolscape/shared';
import { jpegPhoto, multipart, registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { startS3Server, type TestS3Server } from '@poolscape/tests/kit/storage/s3-server';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { presentationPdf } from '../presentations/pdf.ts';
import { moveLegacyAvatars } from '../profile/legacy-avatars.ts';
import type { S3Storage } from './s3.ts';

describe('the app on S3 storage', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  const test = useTestApp(async () => {
    server = await startS3Server();
    storage = server.storage();
    return { storage };
  });
  let user: Awaited<ReturnType<typeof registerUser>>;
  let photo: Buffer;
  beforeAll(async () => {
    user = await registerUser(test.app, test.db.pool);
    photo = await jpegPhoto(800, 600);
  });
  afterAll(() => server?.close());

  const send = (url: string, field: string, data: Buffer) => {
    const body = multipart(field, 'picture.jpg', 'image/jpeg', data);
    return test.app.inject({
      method: 'POST',
      url,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadRows = async () =>
    (
      await test.db.pool.query<{ n: number }>(
        'select count(*)::int as n from app.uploads where user_id = $1',
        [user.id],
      )
    ).rows[0]?.n;

  it('keeps an uploaded photo in the bucket and serves it back', async () => {
    const response = await send('/api/uploads', 'photo', photo);
    expect(response.statusCode).toBe(201);
    const { uploadId, url } = UploadSchema.parse(response.json());
    expect((await storage.list(`uploads/${user.id}/`)).map((object) => object.key)).toEqual([
      `uploads/${user.id}/${uploadId}.png`,
    ]);
    const served = await test.app.inject({ method: 'GET', url, headers: user.auth });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('answers 503 with a plain message while the bucket is away, with no row written, then works again', async () => {
    const rowsBefore = await uploadRows();
    const objectsBefore = (await storage.list(`uploads/${user.id}/`)).length;
    await server.stop();
    try {
      const refused = await send('/api/uploads', 'photo', photo);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({ message: API_ERRORS.storageUnavailable });
      expect(refused.headers['retry-after']).toBe('60');
      expect(await uploadRows()).toBe(rowsBefore);
    } finally {
      await server.start();
    }
    expect((await storage.list(`uploads/${user.id}/`)).length).toBe(objectsBefore);
    const accepted = await send('/api/uploads', 'photo', photo);
    expect(accepted.statusCode).toBe(201);
    expect(await uploadRows()).toBe((rowsBefore ?? 0) + 1);
  });

  it('keeps avatars in the bucket, serves them through the API and removes a replaced one', async () => {
    const first = await send('/api/profile/avatar', 'avatar', photo);
    expect(first.statusCode).toBe(200);
    const firstUrl = first.json().avatarUrl as string;
    const firstFile = firstUrl.replace('/uploads/avatars/', '');
    expect(await storage.get(`avatars/${firstFile}`)).toMatchObject({ contentType: 'image/webp' });
    const served = await test.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=604800, immutable');

    const second = await send('/api/profile/avatar', 'avatar', photo);
    const secondUrl = second.json().avatarUrl as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await storage.get(`avatars/${firstFile}`)).toBeNull();
    expect((await test.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(
      (await test.app.inject({ method: 'GET', url: '/uploads/avatars/..%2Fsecrets-key' })).statusCode,
    ).toBe(404);

    await server.stop();
    try {
      const away = await test.app.inject({ method: 'GET', url: secondUrl });
      expect(away.statusCode).toBe(503);
      expect(away.json()).toEqual({ message: API_ERRORS.storageUnavailable });
      const refused = await send('/api/profile/avatar', 'avatar', photo);
      expect(refused.statusCode).toBe(503);
    } finally {
      await server.start();
    }
    const me = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: user.auth });
    expect(me.json().avatarUrl).toBe(secondUrl);
  });

  it('prints the avatar kept in the bucket as a presentation PDF’s logo', async () => {
    const me = await test.app.inject({ method: 'GET', url: '/api/simple/user', headers: user.auth });
    const pdf = (logoUrl: string | null) =>
      presentationPdf(storage, {
        presentation: {
          title: 'Pools',
          clientName: 'The Smiths',
          closingMessage: 'Thank you',
          brand: { name: 'Pat', company: null, email: null, phone: null, logoUrl },
          slides: [],
          pdfUrl: '',
        },
        rows: [],
        photoKeys: new Map(),
        date: new Date(),
      });
    const images = (bytes: Buffer) => bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0;
    expect(images(await pdf(null))).toBe(0);
    expect(images(await pdf(me.json().avatarUrl))).toBeGreaterThan(0);
  });

  it('moves avatars left in the old uploads folder into storage', async () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'legacy-avatars-')), 'avatars');
    mkdirSync(folder);
    const file = '0b7c3f1e-8a4d-4c3e-9f2a-1d5e6f7a8b9c.webp';
    writeFileSync(join(folder, file), 'old avatar');
    expect(await moveLegacyAvatars(folder, storage)).toBe(1);
    expect((await storage.get(`avatars/${file}`))?.body.toString()).toBe('old avatar');
    expect(() => readdirSync(folder)).toThrow();
    expect(await moveLegacyAvatars(folder, storage)).toBe(0);
    rmSync(join(folder, '..'), { recursive: true, force: true });
  });
});
