// Request ids and quiet static files: every request line carries `reqId`, the incoming
// X-Request-Id when it is a plain token (else a new UUID), echoed in the answer's header; at
// `info` site pages, assets and images get no line unless LOG_STATIC=true, API calls always do.
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-log.ts';
import { isStaticRequest } from './static-requests.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  reqId?: string;
  msg: string;
  level: number;
  req?: { url: string };
}

function logOf(lines: string[]): LogLine[] {
  return lines
    .flatMap((chunk) => chunk.split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as LogLine);
}

describe('requestIdFrom', () => {
  it('keeps a plain token and replaces anything else with a new UUID', () => {
    for (const kept of [
      'abc',
      'f3a9c1d27e8b4a6f9d0c1b2a3e4f5a6b',
      '3f1e2d3c-aaaa-4bbb-8ccc-0123456789ab',
      'lb-1:42.7_x',
    ]) {
      expect(requestIdFrom(kept)).toBe(kept);
    }
    for (const replaced of [
      undefined,
      '',
      ' abc',
      'a b',
      'line\nbreak',
      '"quoted"',
      'x'.repeat(129),
      '-lead',
      ['a', 'b'],
    ]) {
      expect(requestIdFrom(replaced)).toMatch(UUID);
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });
});

describe('isStaticRequest', () => {
  it('sets apart pages, assets and images from API calls, sockets and the CMS', () => {
    for (const url of [
      '/',
      '/blog/first-post',
      '/_astro/app.abc123.js',
      '/images/hero.webp',
      '/favicon.svg',
      '/reset-password?token=x',
      '/design/share/1',
      '/api/images/abc/thumb',
      '/api/designs/abc/photo',
      '/api/uploads/abc/photo',
      '/api/designs/samples/backyard-1/photo',
      '/cms/_next/static/chunks/main.js',
      '/cms/api/media/file/pool.webp',
    ]) {
      expect(isStaticRequest('GET', url), url).toBe(true);
    }
    for (const [method, url] of [
      ['GET', '/api/health'],
      ['GET', '/api'],
      ['GET', '/api/designs/abc'],
      ['GET', '/ws/designs?token=x'],
      ['GET', '/cms/admin'],
      ['GET', '/cms/api/pages'],
      ['POST', '/'],
      ['POST', '/api/images/abc/thumb'],
    ] as const) {
      expect(isStaticRequest(method, url), `${method} ${url}`).toBe(false);
    }
  });
});

describe('the request log at info', () => {
  const quiet: string[] = [];
  const test = useTestApp({ logLevel: 'info', logDestination: { write: (line) => void quiet.push(line) } });

  it('echoes a sane X-Request-Id and writes it as reqId on the request lines', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'balancer-7f3a9c' },
    });
    expect(response.headers['x-request-id']).toBe('balancer-7f3a9c');
    const lines = logOf(quiet).filter((line) => line.reqId === 'balancer-7f3a9c');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines[0]?.req?.url).toBe('/api/health');
  });

  it('makes a new id for a request without one, or with one that is not a plain token', async () => {
    const ids = [];
    for (const headers of [{}, { 'x-request-id': 'bad id with spaces' }, {}]) {
      const response = await test.app.inject({ method: 'GET', url: '/api/health', headers });
      const id = String(response.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(logOf(quiet).filter((line) => line.reqId === id)).toHaveLength(2);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(3);
    expect(JSON.stringify(logOf(quiet))).not.toContain('bad id with spaces');
  });

  it('writes no line for pages, assets and images, but does for API calls and unknown API paths', async () => {
    quiet.length = 0;
    const pages = ['/', '/blog', '/_astro/app.abc123.js', '/robots.txt', '/no-such-page'];
    for (const url of [...pages, '/api/images/nothing/thumb']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.headers['x-request-id'], url).toMatch(UUID);
    }
    // (The fixture build's missing content file gets a warning of its own; no request line.)
    const requestLines = logOf(quiet).filter((line) =>
      /^(incoming request|request completed)$/.test(line.msg),
    );
    expect(requestLines).toEqual([]);
    await test.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(
      logOf(quiet)
        .filter((line) => line.msg === 'incoming request')
        .map((line) => line.req?.url),
    ).toEqual(['/api/no-such-call']);
  });
});

describe('the request log with LOG_STATIC=true', () => {
  const all: string[] = [];
  const test = useTestApp({
    logLevel: 'info',
    logStatic: true,
    logDestination: { write: (line) => void all.push(line) },
  });

  it('writes the lines of pages and assets too', async () => {
    for (const url of ['/', '/_astro/app.abc123.js']) await test.app.inject({ method: 'GET', url });
    const urls = logOf(all)
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.url);
    expect(urls).toEqual(['/', '/_astro/app.abc123.js']);
  });
});
