// The assistant's "Try it" through the API against a real database: it answers from knowledge that
// exists only in the request (and from the published posts), with the request's support e-mail
// and on/off switch; it refuses bad input with a 400 naming the field, is for editors and admins
// only, is rate limited like the chat, and stores nothing, whatever it is sent.
import { AssistantTryResponseSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { createTestApp, useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const GIFT_CARD = {
  question: 'Do you sell gift cards?',
  answer: 'Yes. Poolscape gift cards come in amounts from $25 and never expire.',
  url: '/gift-cards',
  keywords: 'voucher present',
};

const settingsWith = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  greeting: 'Hello from the test.',
  supportEmail: 'help@pools.example',
  systemPrompt: 'Answer from the passages only.',
  knowledge: [GIFT_CARD],
  ...overrides,
});

describe('POST /api/admin/assistant/try', () => {
  const test = useTestApp();

  const staff = async (role: 'editor' | 'admin') => {
    const user = await registerUser(test.app, test.db.pool);
    await test.db.pool.query('update app.users set staff_role = $2 where id = $1', [user.id, role]);
    return user;
  };
  const tryIt = (auth: Record<string, string> | undefined, payload: unknown) =>
    test.app.inject({
      method: 'POST',
      url: '/api/admin/assistant/try',
      headers: auth,
      payload: payload as object,
    });
  const gapCount = async () =>
    (await test.db.pool.query('select count(*)::int as n from app.assistant_gaps')).rows[0].n as number;

  it('answers from a knowledge entry that exists only in the request, which the live chat does not know', async () => {
    const editor = await staff('editor');
    const response = await tryIt(editor.auth, { settings: settingsWith(), question: 'Can I buy a voucher?' });
    expect(response.statusCode).toBe(200);
    const body = AssistantTryResponseSchema.parse(response.json());
    expect(body).toMatchObject({ outcome: 'answered', by: 'built-in' });
    expect(body.response).toContain('gift cards come in amounts from $25');
    expect(body.sources[0]?.url).toBe('/gift-cards');

    const chat = await test.app.inject({
      method: 'POST',
      url: '/api/chat',
      payload: { message: 'Can I buy a gift card?', context: 'test' },
    });
    expect(chat.json().response).not.toContain('$25');
  });

  it('still answers from the published posts, uses the unsaved support e-mail and honours the off switch', async () => {
    const admin = await staff('admin');
    const gapsBefore = await gapCount();
    const fromPost = AssistantTryResponseSchema.parse(
      (
        await tryIt(admin.auth, {
          settings: settingsWith({ knowledge: [] }),
          question: 'Should I add a built-in spa or a standalone hot tub?',
        })
      ).json(),
    );
    expect(fromPost.outcome).toBe('answered');
    expect(fromPost.sources[0]?.url).toBe('/blog/adding-a-hot-tub-or-spa-to-your-pool-design');

    // What only the saved knowledge answers is unknown when the unsaved list leaves it out (the
    // product's own facts, about what it does, still answer whatever the list says).
    const removed = AssistantTryResponseSchema.parse(
      (
        await tryIt(admin.auth, { settings: settingsWith(), question: 'Is my backyard photo kept private?' })
      ).json(),
    );
    expect(removed.outcome).toBe('unanswered');
    expect(removed.response).toContain("I'm not sure");
    expect(removed.response).toContain('help@pools.example');

    const off = AssistantTryResponseSchema.parse(
      (
        await tryIt(admin.auth, {
          settings: settingsWith({ enabled: false }),
          question: 'Do you sell gift cards?',
        })
      ).json(),
    );
    expect(off.outcome).toBe('off');
    expect(off.response).toContain('turned off');
    // A try is never counted among the unanswered questions.
    expect(await gapCount()).toBe(gapsBefore);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const editor = await staff('editor');
    const cases: [unknown, string][] = [
      [{ settings: settingsWith(), question: '   ' }, 'question'],
      [
        { settings: settingsWith({ supportEmail: 'not an address' }), question: 'Hi' },
        'settings.supportEmail',
      ],
      [
        { settings: settingsWith({ knowledge: [{ ...GIFT_CARD, url: 'gift cards' }] }), question: 'Hi' },
        'settings.knowledge.0.url',
      ],
      [
        { settings: settingsWith({ knowledge: [{ ...GIFT_CARD, answer: '' }] }), question: 'Hi' },
        'settings.knowledge.0.answer',
      ],
      [{ settings: settingsWith({ enabled: 'yes' }), question: 'Hi' }, 'settings.enabled'],
      [{ question: 'Hi' }, 'settings'],
    ];
    for (const [payload, field] of cases) {
      const response = await tryIt(editor.auth, payload);
      expect(response.statusCode, field).toBe(400);
      expect(
        response.json().errors.map((error: { field: string }) => error.field),
        field,
      ).toContain(field);
      expect(response.json().message, field).toContain(field);
    }
    const tooMany = await tryIt(editor.auth, {
      settings: settingsWith({ knowledge: Array.from({ length: 201 }, () => GIFT_CARD) }),
      question: 'Hi',
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toContain('up to 200 knowledge entries');
  });

  it('is for editors and admins: 401 signed out, 403 for an ordinary user, before the body is read', async () => {
    const user = await registerUser(test.app, test.db.pool);
    const payload = { settings: settingsWith(), question: 'Do you sell gift cards?' };
    expect((await tryIt(undefined, payload)).statusCode).toBe(401);
    expect((await tryIt({ authorization: 'Bearer not-a-session' }, payload)).statusCode).toBe(401);
    expect((await tryIt(user.auth, payload)).statusCode).toBe(403);
    expect((await tryIt(user.auth, { nonsense: true })).statusCode).toBe(403);
    expect((await tryIt((await staff('editor')).auth, payload)).statusCode).toBe(200);
    expect((await tryIt((await staff('admin')).auth, payload)).statusCode).toBe(200);
  });

  it('is rate limited per editor like the chat', async () => {
    const limited = await createTestApp(test.db.pool, { chatPerMinute: 2 });
    try {
      const editor = await staff('editor');
      const payload = { settings: settingsWith(), question: 'Do you sell gift cards?' };
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/admin/assistant/try',
              headers: editor.auth,
              payload,
            })
          ).statusCode,
        );
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('answers any body below 500 and never stores anything', async () => {
    const editor = await staff('editor');
    const gapsBefore = await gapCount();
    const entry = fc.record(
      {
        question: fc.string({ maxLength: 320 }),
        answer: fc.string({ maxLength: 50 }),
        url: fc.oneof(fc.constantFrom('/subscribe', '/', 'https://example.com/a'), fc.string()),
        keywords: fc.option(fc.string(), { nil: null }),
        id: fc.option(fc.string(), { nil: undefined }),
      },
      { requiredKeys: [] },
    );
    const settings = fc.record(
      {
        enabled: fc.oneof(fc.boolean(), fc.string()),
        greeting: fc.string(),
        supportEmail: fc.oneof(fc.emailAddress(), fc.string()),
        systemPrompt: fc.string(),
        knowledge: fc.array(entry, { maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.record({ settings, question: fc.string({ maxLength: 1100 }) }, { requiredKeys: [] }),
          fc.record({ settings: fc.constant(settingsWith()), question: fc.string({ maxLength: 60 }) }),
        ),
        async (body) => {
          const response = await test.app.inject({
            method: 'POST',
            url: '/api/admin/assistant/try',
            headers: { ...editor.auth, 'content-type': 'application/json' },
            payload: typeof body === 'string' ? body : JSON.stringify(body),
          });
          expect(response.statusCode).toBeLessThan(500);
          expect(await gapCount()).toBe(gapsBefore);
        },
      ),
      { numRuns: 150 },
    );
  });
});
