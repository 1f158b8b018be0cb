import { expect, test } from '@playwright/test';
import { richText, signInToCms, waitForStatus } from '../support/cms.ts';

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
