// What anyone on the internet can reach of the CMS through /cms: no address makes it fail (5xx) or
// tell its internal address, no expensive anonymous endpoint is open, no header names the
// framework, and the editor's sign-in address is nobody's guess.
import { expect, test } from '@playwright/test';
import { productState } from '../helpers/state.ts';

const INTERNALS = /127\.0\.0\.1|localhost:\d+|ECONNREFUSED|at \w+ \(/;

test('addresses that made the CMS fail are refused with a plain 4xx that names nothing internal', async ({
  request,
}) => {
  for (const path of [
    '/cms/_next/image?url=/cms/api/media/file/x.png&w=64&q=75',
    '/cms/_next/image?url=/cms/api/media/file/does-not-exist.jpg&w=640&q=75',
    '/cms/api/payload-migrations',
    '/cms/api/payload-migrations/1',
    // Names every JavaScript object has, which Payload once took for collections.
    '/cms/api/valueOf/publish',
    '/cms/api/constructor',
    '/cms/api/__proto__/1',
    '/cms/api/globals/toString',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    expect(response.status(), path).toBeLessThan(500);
    expect(await response.text(), path).not.toMatch(INTERNALS);
  }
  for (const path of ['/cms/api/payload-migrations', '/cms/api/valueOf/publish']) {
    const posted = await request.post(path, { data: { name: 'x', batch: 1 } });
    expect(posted.status(), path).toBe(404);
    expect(await posted.text(), path).not.toMatch(INTERNALS);
  }
});

test('GraphQL is switched off: a query with hundreds of aliases is refused at once', async ({ request }) => {
  const aliases = Array.from({ length: 300 }, (_, index) => `a${index}: Posts { docs { title } }`).join(' ');
  const started = Date.now();
  const response = await request.post('/cms/api/graphql', { data: { query: `{ ${aliases} }` } });
  expect(response.status()).toBe(404);
  expect(Date.now() - started).toBeLessThan(2_000);
  expect((await request.get('/cms/api/graphql-playground')).status()).toBe(404);
});

test('no CMS response says which framework serves it', async ({ request }) => {
  for (const path of ['/cms/admin/login', '/cms/api/posts?limit=1', '/cms/api/payload-migrations']) {
    const response = await request.get(path);
    expect(response.headers()['x-powered-by'], path).toBeUndefined();
  }
});

test('the seeded editor has a generated address, not a published one', async () => {
  const { editor } = productState();
  expect(editor.email).not.toBe('editor@poolscape.example');
  expect(editor.email).toMatch(/^editor-[0-9a-f]{12}@poolscape\.example$/);
});
