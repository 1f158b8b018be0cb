import { CMS_GLOBALS, globalChangedReason } from '@poolscape/shared/content';
import { seededKnowledge } from '@poolscape/tests/kit/seed-knowledge';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Assistant } from '../../assistant/assistant.ts';

const TOKEN = 'test-internal-token-0123456789';

describe('POST /api/internal/site/rebuild', () => {
  const test = useTestApp({ internalToken: TOKEN });

  it('schedules a rebuild when the CMS presents the token from loopback', async () => {
    const before = test.rebuilds.length;
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/internal/site/rebuild',
      headers: { 'x-internal-token': TOKEN },
      payload: { reason: 'posts published' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.statusCode).toBe(202);
    expect(test.rebuilds.slice(before)).toEqual(['posts published']);
  });

  it('has the assistant read its settings at once when they changed, and nothing for any other rebuild', async () => {
    let loads = 0;
    const assistant = new Assistant({
      load: async () => {
        loads += 1;
        return seededKnowledge();
      },
      log: { info: () => {}, warn: () => {} },
    });
    const other = await createTestApp(test.db.pool, { internalToken: TOKEN, assistant });
    try {
      const rebuild = async (reason: string) => {
        const response = await other.app.inject({
          method: 'POST',
          url: '/api/internal/site/rebuild',
          headers: { 'x-internal-token': TOKEN },
          payload: { reason },
          remoteAddress: '127.0.0.1',
        });
        expect(response.statusCode).toBe(202);
      };
      const before = loads;
      await rebuild(globalChangedReason(CMS_GLOBALS.siteSettings));
      await rebuild('ad-slots changed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(loads).toBe(before);
      await rebuild(globalChangedReason(CMS_GLOBALS.aiAssistant));
      await vi.waitFor(() => expect(loads).toBe(before + 1));
      expect(other.rebuilds.slice(-3)).toEqual([
        'site-settings changed',
        'ad-slots changed',
        'ai-assistant changed',
      ]);
    } finally {
      await other.close();
    }
  });

  it('has the site read a changed post or collection again instead of rebuilding, and refuses any other change', async () => {
    const before = test.rebuilds.length;
    const send = (change: unknown) =>
      test.app.inject({
        method: 'POST',
        url: '/api/internal/site/rebuild',
        headers: { 'x-internal-token': TOKEN },
        payload: { reason: 'content published', change },
        remoteAddress: '127.0.0.1',
      });
    for (const change of [{ collection: 'posts', id: '17' }, { collection: 'tutorials' }]) {
      const answer = await send(change);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().message).toBe('Content updated.');
    }
    const told = ['post 17 changed', 'tutorials changed'];
    expect(test.rebuilds.slice(before)).toEqual(told);
    const refusals = [
      { collection: 'posts', id: 'abc' },
      { collection: 'posts', id: '1'.repeat(13) },
      { collection: 'posts', id: 17 },
      { collection: 'posts' },
      { collection: 'tutorials', id: '3' },
      { collection: 'ad-slots' },
      { collection: 'users' },
      'posts',
    ];
    for (const change of refusals) {
      const refused = await send(change);
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().errors[0].field).toMatch(/^change/);
    }
    expect(test.rebuilds.slice(before)).toEqual(told);
  });

  it('looks like nothing is there without the token, with a wrong one, or from another address', async () => {
    const before = test.rebuilds.length;
    const attempts = [
      { headers: {}, remoteAddress: '127.0.0.1' },
      { headers: { 'x-internal-token': `${TOKEN}x` }, remoteAddress: '127.0.0.1' },
      { headers: { 'x-internal-token': TOKEN }, remoteAddress: '203.0.113.9' },
    ];
    for (const attempt of attempts) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/internal/site/rebuild',
        payload: {},
        ...attempt,
      });
      expect(response.statusCode).toBe(404);
    }
    expect(test.rebuilds.length).toBe(before);
  });

  it('refuses malformed and oversized bodies with a 4xx that names the problem', async () => {
    const malformed = await test.app.inject({
      method: 'POST',
      url: '/api/internal/site/rebuild',
      headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN },
      payload: '{"reason":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The request body is not valid JSON.');

    const tooLarge = await test.app.inject({
      method: 'POST',
      url: '/api/internal/site/rebuild',
      headers: { 'content-type': 'application/json', 'x-internal-token': TOKEN },
      payload: JSON.stringify({ reason: 'x'.repeat(200 * 1024) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The request is too large.');

    const invalid = await test.app.inject({
      method: 'POST',
      url: '/api/internal/site/rebuild',
      headers: { 'x-internal-token': TOKEN },
      payload: { reason: 'y'.repeat(201) },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors[0].field).toBe('reason');
  });

  it('never answers 5xx and never schedules anything for arbitrary bodies without the token', async () => {
    const before = test.rebuilds.length;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.json(), fc.string()),
        fc.stringMatching(/^[A-Za-z0-9._~-]{0,40}$/),
        async (body, token) => {
          const response = await test.app.inject({
            method: 'POST',
            url: '/api/internal/site/rebuild',
            headers: { 'content-type': 'application/json', 'x-internal-token': token === TOKEN ? '' : token },
            payload: body,
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
          expect(typeof response.json().message).toBe('string');
        },
      ),
      { numRuns: 300 },
    );
    expect(test.rebuilds.length).toBe(before);
  });
});
