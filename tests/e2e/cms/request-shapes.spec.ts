// Requests to the CMS's public and staff REST API that once made it answer 500 (issue 31), each
// answered now with a 400 or 404 and a plain message, and generated requests (ids, query strings,
// JSON and multipart bodies, NUL and lone surrogates everywhere) that never get a 5xx. No browser page:
// requests only, against the real CMS behind the API's proxy.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { CMS_COLLECTIONS, CMS_GLOBALS } from '@poolscape/shared';
import fc from 'fast-check';
import { ownClient } from '../helpers/auth.ts';
import { sql } from '../helpers/designs.ts';

/** An app account with the admin role: its session is the staff's bearer token in the CMS. */
async function staffToken(request: APIRequestContext): Promise<string> {
  const email = `cms-shapes-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const response = await request.post('/api/simple/register', {
    headers: ownClient(),
    data: { firstName: 'Sam', lastName: 'Staff', email, password: 'secret123' },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await sql("update app.users set staff_role = 'admin' where id = $1", [user.id]);
  return token;
}

const multipart = (payload: string) =>
  `--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n--b--\r\n`;

interface Shape {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  type?: string;
  staff?: boolean;
  status: number;
}

const SHAPES: Shape[] = [
  { method: 'GET', path: '/cms/api/posts/abc', status: 404 },
  { method: 'GET', path: '/cms/api/posts/99999999999999999999', status: 404 },
  { method: 'GET', path: '/cms/api/posts/%00', status: 400 },
  { method: 'GET', path: '/cms/api/posts?where[title][like]=%00', status: 400 },
  { method: 'GET', path: '/cms/api/posts?where[id][in]=a,b', status: 400 },
  { method: 'GET', path: '/cms/api/posts?page=1e309', status: 400 },
  {
    method: 'POST',
    path: '/cms/api/users/login',
    body: '{"email":"a\\u0000@x.example","password":"x"}',
    status: 400,
  },
  {
    method: 'POST',
    path: '/cms/api/users/forgot-password',
    body: '{"email":"a\\u0000@x.example"}',
    status: 400,
  },
  ...[
    'login',
    'forgot-password',
    'reset-password',
    'unlock',
    'logout',
    'refresh-token',
    'first-register',
  ].flatMap((call): Shape[] => [
    {
      method: 'POST',
      path: `/cms/api/users/${call}`,
      body: multipart('{not json'),
      type: 'multipart/form-data; boundary=b',
      status: 400,
    },
    {
      method: 'POST',
      path: `/cms/api/users/${call}`,
      body: multipart('{}'),
      type: 'multipart/form-data',
      status: 400,
    },
  ]),
  {
    method: 'POST',
    path: '/cms/api/posts',
    body: multipart('{not json'),
    type: 'multipart/form-data; boundary=b',
    status: 400,
  },
  {
    method: 'POST',
    path: '/cms/api/globals/site-settings',
    body: multipart('x'),
    type: 'multipart/form-data; boundary=b',
    status: 400,
  },
  { method: 'POST', path: '/cms/api/globals/site-settings', body: 'null', status: 400 },
  { method: 'POST', path: '/cms/api/globals/site-settings', body: '"s"', status: 400 },
  { method: 'GET', path: '/cms/api/users/me?depth=abc', status: 400 },
  { method: 'GET', path: '/cms/api/users/me?depth=abc', staff: true, status: 400 },
  { method: 'GET', path: '/cms/api/payload-preferences/%00', staff: true, status: 400 },
  // Versions of what keeps none: Payload read a table that does not exist.
  { method: 'GET', path: '/cms/api/payload-preferences/versions/1', staff: true, status: 404 },
  { method: 'GET', path: '/cms/api/globals/design-options/versions', staff: true, status: 404 },
  { method: 'POST', path: '/cms/api/globals/ai-assistant/versions/1', staff: true, status: 404 },
  { method: 'GET', path: '/cms/api/content-admin/posts?page=-5&q=%00', staff: true, status: 400 },
  { method: 'GET', path: `/cms/api/media/file/${'a'.repeat(300)}`, status: 404 },
];

test.describe('the CMS REST API under requests that made it fail', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    token = await staffToken(request);
  });

  for (const shape of SHAPES) {
    const label = `${shape.method} ${shape.path.slice(0, 70)}${shape.staff ? ' (staff)' : ''} ${(shape.body ?? '').slice(0, 30)} ${shape.type ?? ''}`;
    test(`answers ${shape.status}: ${label}`, async ({ request }) => {
      const headers: Record<string, string> = { ...ownClient() };
      if (shape.staff) headers.authorization = `Bearer ${token}`;
      if (shape.body !== undefined) headers['content-type'] = shape.type ?? 'application/json';
      const response = await request.fetch(shape.path, { method: shape.method, headers, data: shape.body });
      expect(response.status()).toBe(shape.status);
      const answer = (await response.json()) as { message?: unknown; errors?: unknown };
      expect(typeof answer.message === 'string' || Array.isArray(answer.errors)).toBe(true);
    });
  }

  test("users/me with the app's session as a bearer header says who is signed in", async ({ request }) => {
    const response = await request.get('/cms/api/users/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as { user: { email: string } | null; token?: string };
    expect(answer.user?.email).toMatch(/^cms-shapes-/);
    expect(answer.token).toBeUndefined();
    const anonymous = await request.get('/cms/api/users/me', {
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(anonymous.status()).toBeLessThan(500);
  });

  test('never answers 5xx to generated ids, queries and bodies, anonymous or staff', async ({ request }) => {
    test.setTimeout(60_000);
    const piece = fc.oneof(
      fc.constantFrom(
        '1',
        '0',
        '12',
        'abc',
        '-1',
        '1e309',
        '2147483648',
        '%00',
        '%ED%A0%80',
        '%ZZ',
        'versions',
        'me',
      ),
      fc.string({ maxLength: 10 }).map((text) => encodeURIComponent(text.toWellFormed())),
    );
    const base = fc.constantFrom(
      ...Object.values(CMS_COLLECTIONS).map((slug) => `/cms/api/${slug}`),
      ...Object.values(CMS_GLOBALS).map((slug) => `/cms/api/globals/${slug}`),
      '/cms/api/payload-preferences',
      '/cms/api/payload-locked-documents',
      '/cms/api/content-admin/posts',
    );
    const key = fc.constantFrom(
      'page',
      'limit',
      'depth',
      'q',
      'where[id][in]',
      'where[title][like]',
      'where[id][equals]',
      'draft',
      'sort',
    );
    const text = fc.string({ unit: fc.constantFrom('a', '\u0000', '\ud800', 'é', '"', '%'), maxLength: 8 });
    const body = fc.oneof(
      fc.constant(null),
      fc
        .record({ title: text, email: text, password: text })
        .map((value) => ({ data: JSON.stringify(value), type: 'application/json' })),
      fc
        .jsonValue({ maxDepth: 2 })
        .map((value) => ({ data: JSON.stringify(value), type: 'application/json' })),
      fc
        .oneof(fc.string({ maxLength: 12 }), text)
        .map((value) => ({ data: multipart(value), type: 'multipart/form-data; boundary=b' })),
    );
    await fc.assert(
      fc.asyncProperty(
        base,
        fc.array(piece, { maxLength: 2 }),
        fc.array(fc.tuple(key, piece), { maxLength: 3 }),
        body,
        fc.boolean(),
        async (path, id, query, sent, staff) => {
          const search = query.map(([name, value]) => `${name}=${value}`).join('&');
          const url = `${[path, ...id].join('/')}${search ? `?${search}` : ''}`;
          const headers: Record<string, string> = { ...ownClient() };
          if (staff) headers.authorization = `Bearer ${token}`;
          if (sent) headers['content-type'] = sent.type;
          // Reads and bad writes only: a generated write never changes the seeded content.
          const method = sent && !staff ? 'POST' : 'GET';
          const response = await request.fetch(url, {
            method,
            headers,
            ...(method === 'POST' && sent ? { data: sent.data } : {}),
          });
          expect(response.status(), `${method} ${url} ${sent?.data.slice(0, 80) ?? ''}`).toBeLessThan(500);
        },
      ),
      { numRuns: 300 },
    );
  });
});
