import { expect, test } from '@playwright/test';
import { richText, signInToCms, waitForStatus } from '../support/cms.ts';

test('an editor publishes a post in the CMS and it is live on the site without a restart', async ({
  page,
  request,
}) => {
  const headers = await signInToCms(request);
  const slug = `live-test-${Date.now()}`;
  const title = 'Pool lighting ideas for a summer evening';

  const created = await request.post('/cms/api/posts', {
    headers,
    data: {
      title,
      slug,
      excerpt: 'Warm deck lights and a cyan glow from the pool walls.',
      content: richText('Light the steps first.'),
      _status: 'published',
      tags: [{ tag: 'lighting' }],
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };

  const seconds = await waitForStatus(request, `/blog/${slug}`, 200);
  test.info().annotations.push({ type: 'publish-to-live', description: `${seconds.toFixed(1)} s` });
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText('Light the steps first.')).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toBeVisible();

  // A draft edit does not change the live page; unpublishing takes it down.
  const drafted = await request.patch(`/cms/api/posts/${doc.id}?draft=true`, {
    headers,
    data: { title: 'Draft title', _status: 'draft' },
  });
  expect(drafted.status()).toBe(200);
  const unpublished = await request.patch(`/cms/api/posts/${doc.id}`, {
    headers,
    data: { _status: 'draft' },
  });
  expect(unpublished.status()).toBe(200);
  await waitForStatus(request, `/blog/${slug}`, 404);
  await page.goto('/blog');
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
});

test('a deleted post leaves the site', async ({ request }) => {
  const headers = await signInToCms(request);
  const slug = `delete-test-${Date.now()}`;
  const created = await request.post('/cms/api/posts', {
    headers,
    data: {
      title: 'A post that will be deleted',
      slug,
      excerpt: 'Short-lived.',
      content: richText('Gone soon.'),
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  await waitForStatus(request, `/blog/${slug}`, 200);
  expect((await request.delete(`/cms/api/posts/${doc.id}`, { headers })).status()).toBe(200);
  await waitForStatus(request, `/blog/${slug}`, 404);
});

test('drafts are never served: not by the site and not by the public CMS API', async ({ request }) => {
  const headers = await signInToCms(request);
  const slug = `draft-only-${Date.now()}`;
  const created = await request.post('/cms/api/posts?draft=true', {
    headers,
    data: {
      title: 'Unfinished thoughts',
      slug,
      excerpt: 'Not ready.',
      content: richText('Secret.'),
      _status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const anonymous = await request.get(`/cms/api/posts?where[slug][equals]=${slug}`, {
    headers: { Authorization: '' },
  });
  expect(((await anonymous.json()) as { docs: unknown[] }).docs).toEqual([]);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
});
