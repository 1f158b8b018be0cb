// Signed downloads (STORAGE_SIGNED_DOWNLOADS) against a real S3 server (fauxqs): the owner's
// download of a render is a redirect to a short-lived URL of the bucket, which serves the same
// bytes as an attachment; anyone else gets the same 404 as before and no URL; images shown on a
// page are still served by the API (a redirect would need the bucket in the pages' policy).
import { DesignSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import { startS3Server, type TestS3Server } from '@poolscape/tests/kit/storage/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_URL_SECONDS, type S3Storage } from './s3.ts';

describe('signed downloads from the bucket', () => {
  let server: TestS3Server;
  let storage: S3Storage;
  let made: StudioTestApp;
  beforeAll(async () => {
    server = await startS3Server();
  });
  useStudioTestApp((studio) => (made = studio), {
    get storage() {
      storage ??= server.storage({ signedDownloads: true });
      return storage;
    },
  });
  afterAll(() => server?.close());
  const call = callAs(() => made.test);

  it('redirect the owner to the bucket for five minutes, and nobody else', async () => {
    const owner = await registerUser(made.test.app, made.db.pool, 'premium');
    const [id] = await renderedDesigns(made, owner, 1);
    const design = DesignSchema.parse((await call(owner, 'GET', `/api/designs/${id}`)).json());
    const image = design.versions[0]?.images[0];
    if (!image) throw new Error('no image');

    const download = await call(owner, 'GET', image.downloadUrl);
    expect(download.statusCode).toBe(302);
    expect(download.headers['cache-control']).toBe('private, no-store');
    const location = new URL(String(download.headers.location));
    expect(location.origin).toBe(server.config.endpoint);
    expect(location.pathname).toMatch(new RegExp(`^/${server.config.bucket}/`));
    expect(location.searchParams.get('X-Amz-Expires')).toBe(String(DOWNLOAD_URL_SECONDS));
    expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(location.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="poolscape-option-1-v1-1.png"`,
    );
    const fromBucket = await fetch(location);
    expect(fromBucket.status).toBe(200);
    const bytes = Buffer.from(await fromBucket.arrayBuffer());
    const key = location.pathname.slice(`/${server.config.bucket}/`.length);
    expect(bytes.equals((await storage.get(decodeURIComponent(key)))?.body ?? Buffer.alloc(0))).toBe(true);

    // Someone else, or nobody, gets the 404 the design's files always give them: no URL.
    const stranger = await registerUser(made.test.app, made.db.pool);
    for (const viewer of [stranger, null]) {
      const refused = await call(viewer, 'GET', image.downloadUrl);
      expect(refused.statusCode).toBe(404);
      expect(refused.headers.location).toBeUndefined();
    }

    // What a page shows is still served here.
    const shown = await call(owner, 'GET', image.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
  });
});
