import { expect, test } from '@playwright/test';
import { CHAT_CONTEXT } from '@poolscape/shared';
import { ownClient } from '../helpers/auth.ts';
import { richText, signInToCms, waitForStatus } from '../helpers/cms.ts';
import { sitemapUrls } from '../helpers/sitemaps.ts';

test('a published post is live within seconds, on the blog and in the sitemap, and a deleted one leaves', async ({
  request,
}) => {
  const headers = await signInToCms(request);
  const slug = `delete-test-${Date.now()}`;
  const title = `A post that will be deleted ${Date.now()}`;
  // A word no other content uses, for the assistant to find it by.
  const word = `zirconite${Date.now().toString(36)}`;
  const created = await request.post('/cms/api/posts', {
    headers,
    data: {
      title,
      slug,
      excerpt: 'Short-lived.',
      content: richText(`Coping stone of ${word} stays cool underfoot on the hottest summer afternoons.`),
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  // A post needs no site build: only that post is read again.
  expect(await waitForStatus(request, `/blog/${slug}`, 200)).toBeLessThan(5);
  expect(await (await request.get('/blog')).text()).toContain(title);
  expect((await sitemapUrls(request)).some((url) => url.endsWith(`/blog/${slug}/`))).toBe(true);
  for (const page of ['0', 'abc', '9999999'])
    expect((await request.get(`/blog?page=${page}`)).status(), page).toBe(404);
  // The assistant reads the post too, and cites it.
  const cites = async () => {
    const response = await request.post('/api/chat', {
      headers: ownClient(),
      data: { message: `Is ${word} coping cool underfoot?`, context: CHAT_CONTEXT },
    });
    const { sources } = (await response.json()) as { sources: { url: string }[] };
    return sources.some((source) => source.url === `/blog/${slug}`);
  };
  await expect.poll(cites, { timeout: 10_000 }).toBe(true);

  expect((await request.delete(`/cms/api/posts/${doc.id}`, { headers })).status()).toBe(200);
  expect(await waitForStatus(request, `/blog/${slug}`, 404)).toBeLessThan(5);
  expect(await (await request.get('/blog')).text()).not.toContain(title);
  expect((await sitemapUrls(request)).some((url) => url.endsWith(`/blog/${slug}/`))).toBe(false);
  await expect.poll(cites, { timeout: 10_000 }).toBe(false);
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
