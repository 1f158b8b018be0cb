// A published post given a new address keeps its old one working: the old address answers 301 to
// the new one (a redirect the CMS adds by itself, which editors see under Content → Redirects); a
// draft with another slug moves nothing; a second move redirects the first address straight to the
// latest; taking an old address back lets the post answer there itself; and a deleted post takes
// its redirects along.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { richText, signInToCms, waitForStatus } from '../helpers/cms.ts';

/** Where `path` redirects to (its status and location), without following it. */
async function redirectOf(request: APIRequestContext, path: string) {
  const response = await request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

async function redirectsFrom(request: APIRequestContext, headers: Record<string, string>, from: string) {
  const query = new URLSearchParams({ 'where[from][equals]': from, depth: '0' });
  const response = await request.get(`/cms/api/redirects?${query}`, { headers });
  return ((await response.json()) as { docs: { id: number; type: string }[] }).docs;
}

test('a post whose published address changes answers 301 from the old address to the new one', async ({
  request,
  page,
}) => {
  const headers = await signInToCms(request);
  const stamp = Date.now();
  const [first, second, third] = [1, 2, 3].map((n) => `moving-post-${n}-${stamp}`) as [
    string,
    string,
    string,
  ];
  const created = await request.post('/cms/api/posts', {
    headers,
    data: {
      title: `A post that moves ${stamp}`,
      slug: first,
      excerpt: 'Its address changes.',
      content: richText('Salt chlorinators turn dissolved salt into chlorine.'),
      _status: 'published',
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number } };
  await waitForStatus(request, `/blog/${first}`, 200);

  // A draft with another address moves nothing.
  const draft = await request.patch(`/cms/api/posts/${doc.id}?draft=true`, {
    headers,
    data: { slug: second, _status: 'draft' },
  });
  expect(draft.status()).toBe(200);
  expect((await request.get(`/blog/${first}`)).status()).toBe(200);
  expect(await redirectsFrom(request, headers, `/blog/${first}`)).toEqual([]);

  // Published under it, the post moves and its old address follows.
  const publish = async (slug: string) => {
    const response = await request.patch(`/cms/api/posts/${doc.id}`, {
      headers,
      data: { slug, _status: 'published' },
    });
    expect(response.status(), await response.text()).toBe(200);
    await waitForStatus(request, `/blog/${slug}`, 200);
  };
  await publish(second);
  expect(await redirectOf(request, `/blog/${first}`)).toEqual({ status: 301, location: `/blog/${second}` });
  expect(await redirectOf(request, `/blog/${first}/`)).toEqual({ status: 301, location: `/blog/${second}` });
  expect(await redirectsFrom(request, headers, `/blog/${first}`)).toMatchObject([{ type: '301' }]);
  // A visitor's browser lands on the post.
  await page.goto(`/blog/${first}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${second}/?$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`A post that moves ${stamp}`);

  // Moved again: both earlier addresses lead straight to the latest.
  await publish(third);
  expect(await redirectOf(request, `/blog/${first}`)).toEqual({ status: 301, location: `/blog/${third}` });
  expect(await redirectOf(request, `/blog/${second}`)).toEqual({ status: 301, location: `/blog/${third}` });

  // Back at its first address: it answers there, and that redirect is gone.
  await publish(first);
  expect((await request.get(`/blog/${first}`, { maxRedirects: 0 })).status()).toBe(200);
  expect(await redirectsFrom(request, headers, `/blog/${first}`)).toEqual([]);
  expect(await redirectOf(request, `/blog/${third}`)).toEqual({ status: 301, location: `/blog/${first}` });

  // Deleted, the post takes its redirects with it: its old addresses are not found, and editors
  // are left no redirect that points nowhere. One an editor pointed elsewhere stays.
  const elsewhere = await request.post('/cms/api/redirects', {
    headers,
    data: { from: `/moving-post-page-${stamp}`, to: { type: 'custom', url: '/blog' }, type: '302' },
  });
  expect(elsewhere.status()).toBe(201);
  expect(await redirectsFrom(request, headers, `/blog/${third}`)).toHaveLength(1);
  expect((await request.delete(`/cms/api/posts/${doc.id}`, { headers })).status()).toBe(200);
  expect((await request.get(`/blog/${third}`, { maxRedirects: 0 })).status()).toBe(404);
  for (const slug of [second, third])
    expect(await redirectsFrom(request, headers, `/blog/${slug}`)).toEqual([]);
  const kept = await redirectsFrom(request, headers, `/moving-post-page-${stamp}`);
  expect(kept).toHaveLength(1);
  expect((await request.delete(`/cms/api/redirects/${kept[0]?.id}`, { headers })).status()).toBe(200);
});
