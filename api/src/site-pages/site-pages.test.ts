import { NOT_FOUND } from '@poolscape/shared';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';

describe('site pages', () => {
  const test = useTestApp();

  it('serves the home page with a policy that allows only its own inline scripts', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Home page');
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("script-src 'self' 'sha256-fixture'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline;');
  });

  it("serves the build's hashed scripts for a year with only the headers a script needs", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/_astro/app.abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    for (const header of [
      'x-frame-options',
      'x-xss-protection',
      'permissions-policy',
      'last-modified',
      'etag',
    ])
      expect(response.headers[header], header).toBeUndefined();
  });

  it('serves /blog and /blog/ and a post from their folders', async () => {
    for (const url of ['/blog', '/blog/', '/blog/first-post', '/blog/first-post/?utm_source=x']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    expect((await test.app.inject({ method: 'GET', url: '/blog/first-post' })).body).toContain('First post');
  });

  it('answers an unknown page with the not-found page and HTTP 404', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain(NOT_FOUND.heading);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('does not serve the not-found page itself as a page', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/404' })).statusCode).toBe(404);
  });

  it('answers unknown API paths with JSON, not a page', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('never serves a file outside the build folder', async () => {
    for (const url of [
      '/../../package.json',
      '/%2e%2e/%2e%2e/package.json',
      '/..%2f..%2fpackage.json',
      '/blog/%00',
      '/%E0%A4%A',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect([400, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain('"name"');
    }
  });

  it('lets browsers keep hashed assets for a year and revalidate pages', async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/_astro/app.abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await test.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 503 with a retry hint before the first site build is ready', async () => {
    const empty = await createTestApp(test.db.pool, { withBuild: false });
    try {
      const response = await empty.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    } finally {
      await empty.close();
    }
  });
});
