// Editors publishing many posts at once (a bulk publish, a busy newsroom) while the site rebuilds
// from the CMS: every publish must go through, the CMS must keep answering afterwards, and no
// database connection may be left holding a transaction. Everything added is removed again, so
// the site's later tests see the seeded posts only.
import { type APIRequestContext, expect, test } from '@playwright/test';
import pg from 'pg';
import { richText, signInToCms, waitForStatus } from '../helpers/cms.ts';
import { databaseUrlOf, E2E_DATA_DIR } from '../helpers/product.ts';

const COUNT = 50;
const stamp = Date.now();
const slugOf = (index: number): string => `concurrent-${stamp}-${index}`;

test.describe.configure({ timeout: 240_000 });

/** Database sessions that have sat inside a transaction, doing nothing, for seconds. */
async function stuckInTransaction(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) FROM pg_stat_activity
        WHERE state LIKE 'idle in transaction%' AND now() - state_change > interval '2 seconds'`,
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/** Sends every request at once and returns the statuses, in order. */
async function allAtOnce(requests: (() => Promise<{ status(): number }>)[]): Promise<number[]> {
  return Promise.all(requests.map(async (send) => (await send()).status()));
}

async function createDrafts(request: APIRequestContext, headers: Record<string, string>): Promise<number[]> {
  const ids: number[] = [];
  for (let index = 0; index < COUNT; index += 1) {
    const response = await request.post('/cms/api/posts?draft=true', {
      headers,
      data: {
        title: `Concurrent publish ${index}`,
        slug: slugOf(index),
        excerpt: 'One of many published at the same moment.',
        content: richText('Published together with forty-nine others.'),
        _status: 'draft',
      },
    });
    expect(response.status()).toBe(201);
    ids.push(((await response.json()) as { doc: { id: number } }).doc.id);
  }
  return ids;
}

test('fifty posts published at the same moment while the site rebuilds all go live, and the CMS keeps answering', async ({
  request,
}) => {
  const headers = await signInToCms(request);
  const ids = await createDrafts(request, headers);
  const options = { headers, timeout: 60_000 };

  // A rebuild is under way (one publish asks for it) when the burst arrives, so the build's reads
  // and the fifty writes share the CMS's connections.
  const first = await request.patch(`/cms/api/posts/${ids[0]}`, {
    ...options,
    data: { _status: 'published' },
  });
  expect(first.status()).toBe(200);
  const published = await allAtOnce(
    ids
      .slice(1)
      .map(
        (id) => () => request.patch(`/cms/api/posts/${id}`, { ...options, data: { _status: 'published' } }),
      ),
  );
  expect(published).toEqual(ids.slice(1).map(() => 200));

  const started = Date.now();
  expect((await request.get('/cms/api/posts?limit=1&depth=0', { timeout: 10_000 })).status()).toBe(200);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(await stuckInTransaction()).toBe(0);
  await waitForStatus(request, `/blog/${slugOf(COUNT - 1)}`, 200);
  await waitForStatus(request, `/blog/${slugOf(0)}`, 200);

  // Removing them all at once goes through the same path (each delete checks the document lock).
  const deleted = await allAtOnce(ids.map((id) => () => request.delete(`/cms/api/posts/${id}`, options)));
  expect(deleted).toEqual(ids.map(() => 200));
  expect(await stuckInTransaction()).toBe(0);
  await waitForStatus(request, `/blog/${slugOf(COUNT - 1)}`, 404);
  await waitForStatus(request, `/blog/${slugOf(0)}`, 404);
});
