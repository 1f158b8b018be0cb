// No credential from a URL reaches the log: the session token of both sockets' `?token=`, the
// reset link's token on `/reset-password`, OAuth codes and state, and any other secret-bearing
// parameter, whatever their spelling, on every route (and on no route at all).
import { useTestApp } from '@poolscape/tests/kit/test-app';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from './request-log.ts';

describe('redactUrl', () => {
  it('replaces the values of secret-bearing parameters and keeps everything else as it came', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe(`/reset-password?token=${REDACTED}`);
    expect(redactUrl('/ws/designs?token=a&token=b')).toBe(`/ws/designs?token=${REDACTED}&token=${REDACTED}`);
    expect(redactUrl('/api/auth/google/callback?code=c0de&state=st8&scope=email')).toBe(
      `/api/auth/google/callback?code=${REDACTED}&state=${REDACTED}&scope=email`,
    );
    expect(
      redactUrl(
        '/x?TOKEN=1&%74oken=2&token%5B%5D=3&token[]=4&Access_Token=5&key=6&password=7&secret=8&q=%ZZ',
      ),
    ).toBe(
      `/x?TOKEN=${REDACTED}&%74oken=${REDACTED}&token%5B%5D=${REDACTED}&token[]=${REDACTED}&Access_Token=${REDACTED}&key=${REDACTED}&password=${REDACTED}&secret=${REDACTED}&q=%ZZ`,
    );
    expect(redactUrl('/api/designs?q=token&page=2')).toBe('/api/designs?q=token&page=2');
    expect(redactUrl('/blog')).toBe('/blog');
    expect(redactUrl('/x?token')).toBe(`/x?token=${REDACTED}`);
  });

  it('replaces tokens that are part of the path: shared presentations and the CMS reset link', () => {
    expect(redactUrl('/present/s3cr3t')).toBe(`/present/${REDACTED}`);
    expect(redactUrl('/api/present/s3cr3t')).toBe(`/api/present/${REDACTED}`);
    expect(redactUrl('/api/present/s3cr3t/pdf')).toBe(`/api/present/${REDACTED}/pdf`);
    expect(redactUrl('/api/present/s3cr3t/slides/7/image')).toBe(`/api/present/${REDACTED}/slides/7/image`);
    expect(redactUrl('/api/quote-requests/presentation/s3cr3t?x=1')).toBe(
      `/api/quote-requests/presentation/${REDACTED}?x=1`,
    );
    expect(redactUrl('/cms/admin/reset/s3cr3t')).toBe(`/cms/admin/reset/${REDACTED}`);
    expect(redactUrl('/API//Present/s3cr3t')).toBe(`/API//Present/${REDACTED}`);
    expect(redactUrl('/api/presentations/12')).toBe('/api/presentations/12');
    expect(redactUrl('/api/quote-requests/design/12')).toBe('/api/quote-requests/design/12');
  });
});

describe('the request log', () => {
  const lines: string[] = [];
  // LOG_STATIC on: site pages (the reset link's page among them) are logged too, and redacted.
  const test = useTestApp({
    logLevel: 'info',
    logStatic: true,
    logDestination: { write: (line) => void lines.push(line) },
  });

  it('writes every URL with its tokens redacted, for pages, API calls, sockets and unknown paths', async () => {
    const secret = `s3cr3t${Date.now()}`;
    const urls = [
      `/reset-password?token=${secret}`,
      `/reset-password?utm_source=mail&token=${secret}`,
      `/api/designs?q=pool&access_token=${secret}`,
      `/api/auth/google/callback?code=${secret}&state=${secret}`,
      `/no-such-page?password=${secret}`,
      `/api/no-such-call?secret=${secret}&key=${secret}`,
      `/ws/designs?token=${secret}`,
      `/ws/login-notifications?token=${secret}&token=${secret}`,
      `/?%54OKEN=${secret}`,
      `/present/${secret}`,
      `/api/present/${secret}/pdf`,
      `/cms/admin/reset/${secret}`,
    ];
    for (const url of urls) await test.app.inject({ method: 'GET', url });
    expect(lines.join('')).not.toContain(secret);
    // Real WebSocket upgrades (refused: the token is unknown) are logged the same way.
    for (const path of ['/ws/designs', '/ws/login-notifications']) {
      await expect(
        test.app.injectWS(`${path}?token=${secret}`, { headers: { origin: 'http://localhost:3000' } }),
      ).rejects.toThrow('Unexpected server response: 401');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const log = lines.join('');
    // The requests were logged, with their paths and the other parameters.
    expect(log).toContain(`"url":"/reset-password?token=${REDACTED}"`);
    expect(log).toContain(`"url":"/reset-password?utm_source=mail&token=${REDACTED}"`);
    expect(log).toContain(`"url":"/api/designs?q=pool&access_token=${REDACTED}"`);
    expect(log).toContain(`"url":"/ws/login-notifications?token=${REDACTED}&token=${REDACTED}"`);
    expect(log.match(/"url":"\/ws\/designs\?token=\[redacted\]"/g)?.length).toBeGreaterThanOrEqual(2);
    // And the secret is nowhere, in no line.
    expect(log).not.toContain(secret);
  });
});
