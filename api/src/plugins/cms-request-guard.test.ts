// The requests to the CMS's REST API that Payload fails on as a 500 are refused in front of it with a
// 400 or 404 and a plain message, and everything else reaches it unchanged (body bytes included).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsProxy } from './cms-proxy.ts';
import { errorHandler } from './error-handler.ts';

/** A stand-in CMS that tells what reached it. */
let cms: Server;
let app: FastifyInstance;

beforeAll(async () => {
  cms = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ reached: request.url, body: Buffer.concat(chunks).toString('utf8') }));
    });
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const upstream = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  await app.register(cmsProxy, { upstream: () => upstream });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => cms.close(resolve));
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: string, contentType = 'application/json') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': contentType } });

describe('the CMS request guard', () => {
  it.each([
    ['/cms/api/posts/abc', 404],
    ['/cms/api/posts/99999999999999999999', 404],
    ['/cms/api/posts/2147483648', 404],
    ['/cms/api/posts/versions/abc', 404],
    ['/cms/api/posts/me', 404],
    ['/cms/api/users/versions', 404],
    ['/cms/api/media/versions/1', 404],
    ['/cms/api/pages/file/a.jpg', 404],
    ['/cms/api/posts/%00', 400],
    ['/cms/api/posts/%ZZ', 400],
    ['/cms/api/posts?where[title][like]=%00', 400],
    ['/cms/api/posts?where%5Btitle%5D%5Blike%5D=%ED%A0%80', 400],
    ['/cms/api/posts?where[id][in]=a,b', 400],
    ['/cms/api/posts?where[or][0][id][equals]=x', 400],
    ['/cms/api/posts?page=1e309', 400],
    ['/cms/api/posts?where[title][like]=&where[title][like]=', 400],
    ['/cms/api/posts?where%5Bslug%5D%5Bequals%5D=a&where[slug][equals]=b', 400],
    ['/cms/api/posts?limit=&limit=1', 400],
    ['/cms/api/posts?page=1&depth=0&page=2', 400],
    ['/cms/api/posts/%2F', 404],
    ['/cms/api/posts/versions/%2F1', 404],
    ['/cms/api/posts?limit=-1', 400],
    ['/cms/api/users/me?depth=abc', 400],
    ['/cms/api/payload-preferences/%00', 400],
    ['/cms/api/content-admin/posts?page=-5&q=%00', 400],
    [`/cms/api/media/file/${'a'.repeat(300)}`, 404],
  ])('refuses %s with %i and a plain message', async (url, status) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each([
    '/cms/api/posts/12',
    '/cms/api/posts/12?depth=2&draft=true',
    '/cms/api/posts?where[id][in]=1,2&page=3&limit=10&depth=0&sort=-publishedAt',
    '/cms/api/posts?where[title][like]=%C3%A9t%C3%A9&limit=',
    '/cms/api/posts?where[id][in]=1&where[id][in]=2&where[slug][equals]=a',
    '/cms/api/posts/versions/4',
    '/cms/api/users/me',
    '/cms/api/users/verify/abc',
    '/cms/api/posts/count',
    '/cms/api/payload-preferences/nav',
    '/cms/api/content-admin/posts?page=2&q=pool',
    `/cms/api/media/file/${'a'.repeat(200)}.jpg`,
    '/cms/api/globals/site-settings?depth=1',
    '/cms/admin/collections/posts/abc',
  ])('passes %s on', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ reached: url });
  });

  it('refuses a multipart body without a boundary', async () => {
    for (const type of ['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data;']) {
      const response = await post('/cms/api/users/login', '--x\r\n', type);
      expect(response.statusCode, type).toBe(400);
    }
    const fine = await post('/cms/api/media', '--b\r\n\r\n--b--\r\n', 'multipart/form-data; boundary=b');
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a multipart body whose _payload is not a JSON object, and passes any other on as sent', async () => {
    const form = (payload: string, file = 'x') =>
      `--b\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n${payload}\r\n` +
      `--b\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n${file}\r\n--b--\r\n`;
    const type = 'multipart/form-data; boundary=b';
    for (const url of [
      '/cms/api/users/login',
      '/cms/api/posts',
      '/cms/api/globals/site-settings',
      '/cms/api/media',
    ])
      for (const payload of ['{not json', 'null', '"s"', '{"email":"\\u0000"}'])
        expect((await post(url, form(payload), type)).statusCode, `${url} ${payload}`).toBe(400);
    for (const body of [
      form('{"title":"Été"}'),
      form('{"alt":"a"}', 'y'.repeat(2 * 1024 * 1024)),
      '--b--\r\n',
    ]) {
      const response = await post('/cms/api/media', body, type);
      expect(response.statusCode).toBe(200);
      expect((response.json() as { body: string }).body === body).toBe(true);
    }
  });

  it('refuses a JSON body that is not an object, or holds a NUL, and passes any other on byte for byte', async () => {
    for (const body of ['null', '"s"', '[1]', '3', 'true'])
      expect((await post('/cms/api/globals/site-settings', body)).statusCode, body).toBe(400);
    const nul = await post(
      '/cms/api/users/login',
      JSON.stringify({ email: 'a\u0000@example.com', password: 'x' }),
    );
    expect(nul.statusCode).toBe(400);
    expect((await post('/cms/api/users/forgot-password', '{"email":"\\u0000"}')).statusCode).toBe(400);
    for (const body of ['{"email":"a@example.com","password":"x"}', '', '{not json', '{"t":"\\ud800 été"}']) {
      const response = await post('/cms/api/users/login', body);
      expect(response.statusCode, body).toBe(200);
      expect(response.json()).toMatchObject({ body });
    }
  });

  it('never fails: a generated request is refused with 400 or 404, or reaches the CMS as sent', async () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'posts',
        'media',
        'users',
        'globals',
        'site-settings',
        'versions',
        'file',
        'me',
        '12',
        '0',
      ),
      fc.constantFrom(
        '%00',
        '%ZZ',
        '%ED%A0%80',
        '-5',
        '1e309',
        'abc',
        '99999999999999999999',
        'a'.repeat(300),
      ),
      fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text.toWellFormed())),
    );
    const key = fc.constantFrom(
      'page',
      'limit',
      'depth',
      'q',
      'where[id][in]',
      'where[title][like]',
      'draft',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(piece, { maxLength: 4 }),
        fc.array(fc.tuple(key, piece), { maxLength: 3 }),
        fc.option(
          fc.oneof(
            fc.jsonValue().map((value) => JSON.stringify(value)),
            fc.string(),
          ),
          { nil: null },
        ),
        async (segments, query, body) => {
          const search = query.map(([name, value]) => `${name}=${value}`).join('&');
          const url = `/cms/api/${segments.join('/')}${search ? `?${search}` : ''}`;
          const response = body === null ? await get(url) : await post(url, body, 'application/json');
          expect([200, 400, 404], url).toContain(response.statusCode);
          if (response.statusCode === 200 && body !== null) expect(response.json()).toMatchObject({ body });
          if (response.statusCode !== 200)
            expect(response.json()).toMatchObject({ message: expect.any(String) });
        },
      ),
      { numRuns: 300 },
    );
  });
});
