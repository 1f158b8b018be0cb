import { CHAT_CONTEXT, CHAT_LIMITS, ChatResponseSchema } from '@poolscape/shared';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('POST /api/chat', () => {
  const test = useTestApp();

  const ask = (payload: unknown, remoteAddress = '127.0.0.1') =>
    test.app.inject({ method: 'POST', url: '/api/chat', payload: payload as object, remoteAddress });

  it('answers a question about the plans from the content, with the page it comes from', async () => {
    const response = await ask({ message: 'How much does the Pro plan cost?', context: CHAT_CONTEXT });
    expect(response.statusCode).toBe(200);
    const body = ChatResponseSchema.parse(response.json());
    expect(body.response).toContain('$29.99');
    expect(body.sources[0]?.url).toBe('/subscribe');
  });

  it('combines passages when the answer spans several: both plans with commercial rights, both plans compared', async () => {
    const which = ChatResponseSchema.parse(
      (await ask({ message: 'Which plans include commercial rights?', context: CHAT_CONTEXT })).json(),
    );
    expect(which.response).toMatch(/\bPro\b/);
    expect(which.response).toMatch(/\bPremium\b/);
    const compared = ChatResponseSchema.parse(
      (
        await ask({ message: "What's the difference between Pro and Premium?", context: CHAT_CONTEXT })
      ).json(),
    );
    for (const fact of ['$29.99', '100 images', '$89.99', '500 images'])
      expect(compared.response).toContain(fact);
  });

  it('says it does not know, and how to reach support, rather than inventing an answer', async () => {
    const body = (await ask({ message: 'Do you accept payment by PayPal?', context: CHAT_CONTEXT })).json();
    expect(body.response).toContain("I'm not sure");
    expect(body.response).toContain('support@poolscape.example');
  });

  it('refuses an empty, a whitespace-only or an over-long question with a clear 400', async () => {
    for (const message of ['', '   \n ']) {
      const response = await ask({ message, context: CHAT_CONTEXT });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('message: Please type a question.');
    }
    const long = await ask({ message: 'a'.repeat(CHAT_LIMITS.messageMaxLength + 1), context: CHAT_CONTEXT });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('under 1000 characters');
    const noContext = await ask({ message: 'Hello' });
    expect(noContext.statusCode).toBe(400);
    expect(noContext.json().errors[0].field).toBe('context');
  });

  it('never answers 5xx, whatever the body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.record({ message: fc.string({ maxLength: 1200 }), context: fc.string({ maxLength: 600 }) }),
          fc.record({
            message: fc.string(),
            context: fc.constant(CHAT_CONTEXT),
            history: fc.array(fc.record({ role: fc.string(), content: fc.string() })),
          }),
        ),
        async (body) => {
          const response = await test.app.inject({
            method: 'POST',
            url: '/api/chat',
            headers: { 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(
            typeof response.json().message === 'string' || typeof response.json().response === 'string',
          ).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('limits how many questions one client may ask per minute, with a 429 that says so', async () => {
    const limited = await createTestApp(test.db.pool, { chatPerMinute: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/chat',
              payload: { message: 'Hi', context: CHAT_CONTEXT },
              remoteAddress: '198.51.100.7',
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 200, 429]);
      const blocked = await limited.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Hi', context: CHAT_CONTEXT },
        remoteAddress: '198.51.100.7',
      });
      expect(blocked.json()).toEqual({ message: 'Too many requests. Please wait a moment and try again.' });
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/chat',
        payload: { message: 'Hi', context: CHAT_CONTEXT },
        remoteAddress: '198.51.100.8',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('counts a signed-in user as one, from whatever address they ask', async () => {
    const limited = await createTestApp(test.db.pool, { chatPerMinute: 2 });
    try {
      const registered = await limited.app.inject({
        method: 'POST',
        url: '/api/simple/register',
        payload: {
          firstName: 'Chat',
          lastName: 'Ter',
          email: `chatter-${Date.now()}@example.com`,
          password: 'secret123',
        },
      });
      const headers = { authorization: `Bearer ${registered.json().token}` };
      const codes: number[] = [];
      for (const remoteAddress of ['198.51.100.20', '198.51.100.21', '198.51.100.22']) {
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/chat',
              headers,
              payload: { message: 'Hi', context: CHAT_CONTEXT },
              remoteAddress,
            })
          ).statusCode,
        );
      }
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
