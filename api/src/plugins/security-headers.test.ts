// Every answer the API gives carries the Permissions-Policy: JSON, the site's pages and files, the
// not-found page, refusals and errors, uploaded avatars, refused sockets and the CMS's paths. The
// build's hashed scripts and styles alone go without: a browser reads it on documents only.
import { useTestApp } from '@poolscape/tests/kit/test-app';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from './security-headers.ts';

describe('Permissions-Policy', () => {
  const test = useTestApp();

  it('switches off the powerful features no page uses, and keeps what video embeds need', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    for (const feature of ['fullscreen', 'picture-in-picture', 'encrypted-media', 'autoplay'])
      expect(PERMISSIONS_POLICY).not.toContain(feature);
  });

  it('is on every response', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/' },
      { method: 'GET', url: '/blog' },
      { method: 'GET', url: '/robots.txt' },
      { method: 'GET', url: '/dashboard' },
      { method: 'GET', url: '/no-such-page' },
      { method: 'GET', url: '/api/health' },
      { method: 'GET', url: '/api/no-such-call' },
      { method: 'GET', url: '/api/simple/user' },
      { method: 'POST', url: '/api/simple/login', payload: { email: 'x' } },
      {
        method: 'POST',
        url: '/api/simple/login',
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      },
      { method: 'GET', url: '/api/blog/posts' },
      { method: 'GET', url: '/uploads/avatars/none.webp' },
      { method: 'GET', url: '/design/share/00000000-0000-0000-0000-000000000000' },
      { method: 'GET', url: '/ws/designs?token=x' },
      { method: 'GET', url: '/cms/admin' },
      { method: 'GET', url: '/cms/api/posts' },
    ];
    for (const request of requests) {
      const response = await test.app.inject(request);
      expect(
        response.headers['permissions-policy'],
        `${request.method} ${request.url} (${response.statusCode})`,
      ).toBe(PERMISSIONS_POLICY);
    }
  });

  it("is left off the build's hashed scripts, which a page loads by the dozen", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/_astro/app.abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['permissions-policy']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
