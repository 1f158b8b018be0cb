// Property tests of every endpoint the API serves (read from the app's own route table, so a new
// route is covered the day it is added) and of the site's pages: whatever headers, cookies, query
// strings and bodies (JSON, text, bytes, well-formed and broken multipart) a client sends, the
// answer is never a 5xx, and every refusal of a JSON endpoint carries a plain message. WebSocket
// upgrades with generated queries and headers are refused or accepted, never failed.
// The CMS's paths are left out: they are proxied to the CMS process, which these tests do not run.
// Their guard's property test is `plugins/cms-request-guard.test.ts`, the real CMS's is
// `tests/e2e/cms/request-shapes.spec.ts`.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { AuthSuccessSchema } from '@poolscape/shared';
import { jpegPhoto, pngClaiming } from '@poolscape/tests/kit/designs/fixtures';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.ts';

/** An answer's body as text, brotli or gzip undone. */
function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
}

interface Endpoint {
  method: string;
  /** The route's path, with `:param` and `*` to fill in. */
  path: string;
}

/**
 * Every route of `app`, read from `printRoutes` (one line per path segment, indented by depth,
 * methods in parentheses). HEAD, OPTIONS and the CMS's proxied paths are left out.
 */
function routesOf(app: FastifyInstance): Endpoint[] {
  const stack: string[] = [];
  const endpoints: Endpoint[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = line.match(/^([\s│├└─]*?)(\S+?)(?: \(([^)]*)\))?$/);
    if (!match) continue;
    const depth = Math.floor((match[1] ?? '').length / 4);
    stack.length = depth;
    stack[depth] = match[2] ?? '';
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(',').map((name) => name.trim())) {
      if (!/^[A-Z]+$/.test(method) || method === 'HEAD' || method === 'OPTIONS') continue;
      if (path.startsWith('/cms')) continue;
      endpoints.push({ method, path });
    }
  }
  return endpoints;
}

/**
 * Pages of the site, served by the not-found handler from the build (no route of their own), and
 * the uploaded avatars' files.
 */
const SITE_PAGES: Endpoint[] = [
  '/uploads/avatars/*',
  '/',
  '/blog',
  '/blog/first-post',
  '/dashboard',
  '/reset-password',
  '/profile/:id',
  '/profile/public/:id',
  '/no-such-page/*',
].map((path) => ({ method: 'GET', path }));

/** Text meant to trip a parser or a database: NUL, lone surrogates, percent signs, quotes. */
const nasty = fc.string({
  unit: fc.constantFrom(
    'a',
    'Z',
    '7',
    ' ',
    '%',
    '_',
    '\\',
    "'",
    '"',
    '\u0000',
    '\ud800',
    'é',
    '池',
    '/',
    '.',
  ),
  maxLength: 24,
});
const text = fc.oneof(fc.string({ maxLength: 30 }), nasty, fc.constantFrom('', 'token', 'x'.repeat(300)));
/** A query value or path segment as a client may write it: encoded text, or raw malformed escapes. */
const raw = fc.oneof(
  text.map((value) => encodeURIComponent(value.toWellFormed())),
  fc.constantFrom('%ZZ', '%', '%E0%A4%A', '%00', '%ED%A0%80', '+', '%2F..%2F', '..', '[]', '1e3', '-1', '0'),
);
/** Header values that can travel over HTTP: visible ASCII, spaces and Latin-1 (no CR, LF or NUL). */
const headerValue = fc.oneof(
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    maxLength: 60,
  }),
  fc.string({
    unit: fc.integer({ min: 0xa0, max: 0xff }).map((code) => String.fromCharCode(code)),
    maxLength: 8,
  }),
  fc.constantFrom('', ' ', '%ZZ', 'Bearer', 'Bearer  ', 'null', 'undefined', '*', 'x'.repeat(4000)),
);
const bytes = fc.uint8Array({ maxLength: 600 }).map((array) => Buffer.from(array));

describe('every endpoint under generated headers, cookies, queries and bodies', () => {
  const test = useTestApp();
  let userId = '';
  const fuzzEmail = `fuzz-${Date.now()}@example.com`;
  let photo: Buffer = Buffer.alloc(0);
  let endpoints: Endpoint[] = [];

  beforeAll(async () => {
    const registered = await test.app.inject({
      method: 'POST',
      url: '/api/simple/register',
      payload: {
        firstName: 'Fuzz',
        lastName: 'Er',
        email: fuzzEmail,
        password: 'secret123',
      },
      remoteAddress: '192.0.2.200',
    });
    userId = AuthSuccessSchema.parse(registered.json()).user.id;
    photo = await jpegPhoto(400, 320);
    endpoints = [...routesOf(test.app), ...SITE_PAGES];
  });

  /** A fresh session per request: a generated request may well sign it out. */
  const freshToken = async (): Promise<string> =>
    (await createSession(test.db.pool, userId, { remember: false })).token;

  /** Mostly a valid session, so the requests get past the sign-in check to the code behind it. */
  const token = fc.oneof(
    { weight: 4, arbitrary: fc.constant('valid') },
    { weight: 1, arbitrary: fc.constantFrom('garbage', '%ZZ', 'empty', 'long') },
  );
  const tokenValue = async (kind: string): Promise<string> =>
    kind === 'valid'
      ? await freshToken()
      : ({ garbage: 'not-a-session-token', '%ZZ': '%ZZ', empty: '', long: 't'.repeat(500) }[kind] ?? '');

  const cookiePart = fc.oneof(
    token.map((kind) => ({ kind })),
    fc.tuple(fc.constantFrom('authToken', 'google_oauth_state', 'a', '', 'authToken '), raw),
    headerValue,
  );
  const headers = fc.record(
    {
      authorization: fc.oneof(
        { weight: 4, arbitrary: token.map((kind) => ({ kind })) },
        { weight: 1, arbitrary: headerValue },
      ),
      cookie: fc.array(cookiePart, { maxLength: 4 }),
      'x-forwarded-for': fc.oneof(
        headerValue,
        fc.constantFrom(
          'not-an-ip',
          '999.1.1.1',
          '1.2.3.4, garbage',
          '[::1]:80',
          'fe80::1%eth0',
          '::ffff:1.2.3.4',
        ),
      ),
      'user-agent': headerValue,
      origin: fc.oneof(headerValue, fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null')),
      accept: headerValue,
      'accept-encoding': fc.oneof(headerValue, fc.constantFrom('br', 'gzip, br', 'identity;q=0')),
      'accept-language': headerValue,
      range: fc.oneof(headerValue, fc.constantFrom('bytes=0-10', 'bytes=10-0', 'bytes=-5', 'bytes=0-0,5-1')),
      'if-none-match': headerValue,
      'if-modified-since': fc.oneof(
        headerValue,
        fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday'),
      ),
      'idempotency-key': headerValue,
      'x-internal-token': headerValue,
      'x-forwarded-proto': fc.constantFrom('https', 'http', 'gopher', ''),
      host: fc.constantFrom('localhost:3000', 'gallery.example', '', 'a:b:c', '[::1]:3000'),
      referer: headerValue,
    },
    // Most requests say who is asking, so the checks behind the sign-in are reached too.
    { requiredKeys: ['authorization'] },
  );
  const query = fc.array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(
          'token',
          'q',
          'page',
          'pageSize',
          'limit',
          'code',
          'state',
          'style',
          'from',
          'to',
          'error',
        ),
        raw,
      ),
      raw,
    ),
    { maxLength: 5 },
  );

  /** A multipart body: parts with generated names and contents, a boundary that may be wrong or missing. */
  const multipartBody = fc
    .record({
      parts: fc.array(
        fc.record({
          name: fc.oneof(fc.constantFrom('avatar', 'photo', 'file', ''), text),
          filename: fc.option(fc.oneof(fc.constantFrom('a.jpg', 'b.png', ''), text), { nil: undefined }),
          type: fc.constantFrom('image/jpeg', 'image/png', 'text/plain', '', 'application/octet-stream'),
          data: fc.oneof(bytes, fc.constant('photo'), fc.constant('truncated'), fc.constant('bomb')),
        }),
        { maxLength: 3 },
      ),
      boundary: fc.oneof(fc.constantFrom('b0undary', 'x'.repeat(80), '"quoted"'), fc.constant(null)),
      header: fc.constantFrom('right', 'none', 'empty', 'other'),
      cut: fc.option(fc.nat(), { nil: undefined }),
      closed: fc.boolean(),
    })
    .map((spec) => {
      const boundary = (spec.boundary ?? 'b0undary').replaceAll('"', '');
      const chunks: Buffer[] = [];
      for (const part of spec.parts) {
        const data =
          part.data === 'photo'
            ? photo
            : part.data === 'truncated'
              ? photo.subarray(0, Math.floor(photo.length / 2))
              : part.data === 'bomb'
                ? pngClaiming(16_000, 16_000)
                : part.data;
        const filename = part.filename === undefined ? '' : `; filename="${part.filename.toWellFormed()}"`;
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name.toWellFormed()}"${filename}\r\n` +
              (part.type ? `Content-Type: ${part.type}\r\n` : '') +
              '\r\n',
          ),
          data,
          Buffer.from('\r\n'),
        );
      }
      if (spec.closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
      const body = Buffer.concat(chunks);
      const payload = spec.cut === undefined ? body : body.subarray(0, spec.cut % (body.length + 1));
      const contentType = {
        right: `multipart/form-data; boundary=${spec.boundary ?? boundary}`,
        none: 'multipart/form-data',
        empty: 'multipart/form-data; boundary=',
        other: 'multipart/form-data; boundary=not-the-one',
      }[spec.header];
      return { payload, contentType };
    });

  /** Text that certainly holds a NUL character somewhere. */
  const withNul = fc.tuple(text, text).map(([before, after]) => `${before}\u0000${after}`);
  const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
  /**
   * Values the endpoints' fields take (so a body often passes validation and reaches the database),
   * else text with a NUL, other text or another type.
   */
  const plausible: Record<string, fc.Arbitrary<unknown>> = {
    email: fc.oneof(
      fc.constant(fuzzEmail),
      fc.uuid().map((id) => `p-${id}@example.com`),
    ),
    password: fc.constantFrom('secret123', 'another-secret'),
    newPassword: fc.constant('brand-new-secret'),
    firstName: fc.constantFrom('Ada', 'Élise'),
    lastName: fc.constantFrom('Pool', 'Nguyễn'),
    company: fc.constantFrom('Blue Water Pools', ''),
    phone: fc.constantFrom('+1 555 010', ''),
    role: fc.constantFrom('contractor', 'homeowner'),
    token: fc.constantFrom('not-a-reset-token', ''),
    reason: fc.constantFrom('browser_close', 'hidden'),
    message: fc.constantFrom('Which plans include commercial rights?', 'hi'),
    name: fc.constantFrom('My pool', 'Backyard'),
    visibility: fc.constantFrom('private', 'public', 'unlisted'),
    source: fc.constantFrom('footer', 'landing'),
    rememberMe: fc.boolean(),
    profilePublic: fc.boolean(),
    completeSetup: fc.boolean(),
    ids: fc.array(fc.uuid(), { maxLength: 3 }),
    history: fc.array(fc.record({ role: fc.constantFrom('user', 'assistant'), content: text }), {
      maxLength: 2,
    }),
  };
  const field = (name: string) =>
    fc.oneof(
      { weight: 6, arbitrary: plausible[name] ?? text },
      { weight: 2, arbitrary: withNul },
      { weight: 1, arbitrary: scalar },
    );
  const fields = Object.fromEntries(Object.keys(plausible).map((name) => [name, field(name)]));
  // Every field (extra ones are ignored by the routes' schemas), or some of them.
  const fieldsBody = fc
    .oneof(fc.record(fields), fc.record(fields, { requiredKeys: [] }))
    .map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' }));

  const body = fc.oneof(
    fc.constant(null),
    { weight: 3, arbitrary: fieldsBody },
    fieldsBody.map((value) => ({ ...value, contentType: 'text/plain;charset=UTF-8' })),
    fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), contentType: 'application/json' })),
    fc.record({
      payload: fc.oneof(
        bytes,
        text.map((value) => value.toWellFormed()),
      ),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'application/octet-stream',
        'image/jpeg',
        '',
        'application/json; charset=utf-16',
      ),
    }),
    { weight: 2, arbitrary: multipartBody },
  );

  const segment = fc.oneof(
    fc.uuid(),
    raw.filter((value) => value.length > 0 && !value.includes('/')),
    fc.constantFrom('google', 'facebook', 'display', 'thumb', 'download'),
  );

  /** Fills in the route's parameters and builds the request. */
  async function requestFor(
    endpoint: Endpoint,
    values: {
      params: string[];
      query: [string, string][];
      headers: Record<string, unknown>;
      body: { payload: string | Buffer; contentType: string } | null;
    },
  ): Promise<InjectOptions> {
    let index = 0;
    const path = endpoint.path.replace(
      /:[A-Za-z]+|\*/g,
      () => values.params[index++ % values.params.length] ?? 'x',
    );
    const search = values.query.map(([key, value]) => `${key}=${value}`).join('&');
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(values.headers)) {
      if (name === 'authorization' && typeof value === 'object' && value)
        sent[name] = `Bearer ${await tokenValue((value as { kind: string }).kind)}`;
      else if (name === 'cookie' && Array.isArray(value)) {
        const parts: string[] = [];
        for (const part of value) {
          if (typeof part === 'string') parts.push(part);
          else if (Array.isArray(part)) parts.push(`${part[0]}=${part[1]}`);
          else parts.push(`authToken=${await tokenValue((part as { kind: string }).kind)}`);
        }
        sent.cookie = parts.join('; ');
      } else if (typeof value === 'string') sent[name] = value;
    }
    if (values.body) sent['content-type'] = values.body.contentType;
    return {
      method: endpoint.method as InjectOptions['method'],
      url: search ? `${path}?${search}` : path,
      headers: sent,
      remoteAddress: '127.0.0.1',
      ...(values.body && endpoint.method !== 'GET' ? { payload: values.body.payload } : {}),
    };
  }

  it('reads the route table: the endpoints under test include every kind of route', () => {
    const paths = endpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    for (const expected of [
      'POST /api/simple/register',
      'PATCH /api/profile',
      'POST /api/profile/avatar',
      'POST /api/uploads',
      'GET /api/images/:imageId/:kind',
      'GET /ws/login-notifications',
      'GET /ws/designs',
      'GET /design/share/:id',
      'POST /api/session/close',
    ])
      expect(paths).toContain(expected);
    expect(endpoints.length).toBeGreaterThan(40);
  });

  // Every endpoint with forty generated requests each (each feature's own property tests go
  // deeper into its bodies): the slowest test file, so it has room.
  it('never answers 5xx, and refuses with a plain message', { timeout: 120_000 }, async () => {
    const statuses = new Map<number, number>();
    for (const endpoint of endpoints) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 1, maxLength: 3 }),
          query,
          headers,
          body,
          async (params, q, h, b) => {
            const request = await requestFor(endpoint, { params, query: q, headers: h, body: b });
            const response = await test.app.inject(request);
            const label = `${request.method} ${request.url} ${JSON.stringify(request.headers).slice(0, 300)}`;
            expect(response.statusCode, `${label}\n${decoded(response).slice(0, 300)}`).toBeLessThan(500);
            statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
            if (response.statusCode >= 400 && /json/.test(String(response.headers['content-type']))) {
              // Answers above 1 KB come compressed as the generated Accept-Encoding allows.
              const message = (JSON.parse(decoded(response)) as { message?: unknown }).message;
              expect(typeof message, label).toBe('string');
              expect((message as string).length, label).toBeGreaterThan(0);
            }
          },
        ),
        { numRuns: 40 },
      );
    }
    // The generators reach successes as well as refusals.
    expect([...statuses.keys()].some((status) => status < 300)).toBe(true);
    expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
  });

  it('refuses or opens WebSocket upgrades with generated queries and headers, never fails them', async () => {
    const socketPaths = endpoints.filter((endpoint) => endpoint.path.startsWith('/ws/'));
    expect(socketPaths.length).toBeGreaterThanOrEqual(2);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...socketPaths), query, headers, async (endpoint, q, h) => {
        const request = await requestFor(endpoint, { params: ['x'], query: q, headers: h, body: null });
        const outcome = await test.app
          .injectWS(request.url as string, { headers: request.headers as Record<string, string> })
          .then((socket) => {
            socket.terminate();
            return 101;
          })
          .catch((error: Error) => Number(error.message.match(/(\d{3})$/)?.[1] ?? 0));
        expect(outcome, `${request.url} ${JSON.stringify(request.headers).slice(0, 300)}`).toBeGreaterThan(
          100,
        );
        expect(outcome).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
