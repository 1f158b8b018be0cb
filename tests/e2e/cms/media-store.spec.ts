// An image uploaded in the CMS goes to the product's file storage with each of its renditions, so
// the CMS of another API process (whose disk never had it) serves it from there; deleting the image
// removes it from the storage. Here the other process's empty disk is this one's with the files removed.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signInToCms } from '../helpers/cms.ts';
import { E2E_DATA_DIR, repoRoot } from '../helpers/product.ts';

const STORED = join(E2E_DATA_DIR, 'storage', 'cms-media');
const MEDIA_DIR = join(E2E_DATA_DIR, 'media');

test('an uploaded image is kept in the file storage and served from there by a CMS whose disk lacks it', async ({
  request,
}) => {
  const headers = await signInToCms(request);
  const photo = readFileSync(join(repoRoot, 'cms', 'src', 'seed', 'images', 'garden-small-fenced-yard.jpg'));
  const name = `stored-yard-${Date.now()}.jpg`;
  const uploaded = await request.post('/cms/api/media', {
    headers,
    multipart: {
      file: { name, mimeType: 'image/jpeg', buffer: photo },
      _payload: JSON.stringify({ alt: 'A small fenced yard' }),
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { doc } = (await uploaded.json()) as {
    doc: { id: number; filename: string; sizes: Record<string, { filename: string | null }> };
  };
  const files = [
    doc.filename,
    ...Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : [])),
  ];
  expect(files.length).toBeGreaterThan(5);
  // Written once the upload has committed: the storage has every file, byte for byte.
  await expect.poll(() => files.filter((file) => existsSync(join(STORED, file))).length).toBe(files.length);
  for (const file of files)
    expect(readFileSync(join(STORED, file)).equals(readFileSync(join(MEDIA_DIR, file)))).toBe(true);

  // Another process's CMS: the files are not on its disk.
  for (const file of files) rmSync(join(MEDIA_DIR, file));
  for (const file of [doc.filename, doc.sizes.card?.filename ?? doc.filename]) {
    const served = await request.get(`/cms/api/media/file/${file}`);
    expect(served.status()).toBe(200);
    expect((await served.body()).equals(readFileSync(join(STORED, file)))).toBe(true);
    // And now kept on that disk.
    expect(existsSync(join(MEDIA_DIR, file))).toBe(true);
  }

  const deleted = await request.delete(`/cms/api/media/${doc.id}`, { headers });
  expect(deleted.status()).toBe(200);
  await expect.poll(() => files.filter((file) => existsSync(join(STORED, file))).length).toBe(0);
  expect((await request.get(`/cms/api/media/file/${doc.filename}`)).status()).toBe(404);
  expect(readdirSync(MEDIA_DIR).some((file) => file.endsWith('.part'))).toBe(false);
});
