// The questions the assistant could not answer, through the API against a real database: recorded
// from the chat without anything about who asked (the table has no column for it, and e-mail
// addresses and numbers in the text are blanked), counted, listed most asked first, dismissed,
// capped in length and number; and the live assistant reloads its knowledge when the CMS reports
// a change, so a saved entry answers at once. Editors and admins only; any input answers < 500.
import { ASSISTANT_ADMIN_LIMITS, AssistantGapPageSchema, ChatResponseSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { seededKnowledge } from '@poolscape/tests/kit/seed-knowledge';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { Assistant } from '../../assistant/assistant.ts';
import { normaliseQuestion } from '../../assistant/gaps.ts';
import { buildPassages, type Knowledge } from '../../assistant/knowledge.ts';

describe('unanswered questions', () => {
  const test = useTestApp();

  const ask = (message: string, headers?: Record<string, string>, remoteAddress = '203.0.113.7') =>
    test.app.inject({
      method: 'POST',
      url: '/api/chat',
      headers,
      payload: { message, context: 'x' },
      remoteAddress,
    });
  const editor = async () => {
    const user = await registerUser(test.app, test.db.pool);
    await test.db.pool.query("update app.users set staff_role = 'editor' where id = $1", [user.id]);
    return user;
  };
  const gaps = async (auth: Record<string, string>, query = '') =>
    AssistantGapPageSchema.parse(
      (
        await test.app.inject({ method: 'GET', url: `/api/admin/assistant/gaps${query}`, headers: auth })
      ).json(),
    );
  const dismiss = (auth: Record<string, string> | undefined, id: string) =>
    test.app.inject({
      method: 'DELETE',
      url: `/api/admin/assistant/gaps/${encodeURIComponent(id)}`,
      headers: auth,
    });
  const rowCount = async () =>
    (await test.db.pool.query('select count(*)::int as n from app.assistant_gaps')).rows[0].n as number;

  it('records what the chat could not answer with nothing about who asked, counts it and lists it most asked first', async () => {
    const asker = await registerUser(test.app, test.db.pool);
    expect((await ask('Do you accept payment by PayPal?', asker.auth)).json().response).toContain(
      "I'm not sure",
    );
    await ask('do you accept   payment by PAYPAL', undefined, '198.51.100.40');
    await ask('  Do you accept payment by PayPal?!  ', asker.auth, '198.51.100.41');
    await ask('My email is dana.tester@example.com, call me on +1 555 123 4567 about refunds for PayPal');
    await ask('How much does the Pro plan cost?', asker.auth); // answered: not recorded
    await ask('Hello!', asker.auth); // a greeting: not recorded

    const columns = await test.db.pool.query(
      `select column_name from information_schema.columns
       where table_schema = 'app' and table_name = 'assistant_gaps' order by ordinal_position`,
    );
    expect(columns.rows.map((row) => row.column_name)).toEqual([
      'id',
      'question',
      'asked_count',
      'first_asked_at',
      'last_asked_at',
    ]);
    const stored = await test.db.pool.query('select * from app.assistant_gaps');
    // Without each row's own id: a random UUID, which may hold "555" by chance.
    const everything = JSON.stringify(stored.rows.map(({ id: _id, ...row }) => row));
    for (const identifying of [
      asker.id,
      asker.token,
      '203.0.113.7',
      '198.51.100.4',
      'dana.tester',
      '555',
      'example.com',
    ])
      expect(everything).not.toContain(identifying);
    for (const row of stored.rows) {
      // Times to the hour, so they cannot be matched with a request log line.
      expect((row.first_asked_at as Date).getUTCMinutes()).toBe(0);
      expect((row.last_asked_at as Date).getUTCSeconds()).toBe(0);
    }

    const me = await editor();
    const page = await gaps(me.auth);
    expect(page.total).toBe(2);
    expect(page.items.map((gap) => [gap.question, gap.count])).toEqual([
      ['do you accept payment by paypal', 3],
      ['my email is [e-mail], call me on [number] about refunds for paypal', 1],
    ]);
  });

  it('dismisses a question, once', async () => {
    const me = await editor();
    await ask('Can I pay with bitcoin?');
    const gap = (await gaps(me.auth)).items.find((item) => item.question === 'can i pay with bitcoin');
    expect(gap).toBeDefined();
    const id = gap?.id ?? '';
    expect((await dismiss(undefined, id)).statusCode).toBe(401);
    expect((await dismiss((await registerUser(test.app, test.db.pool)).auth, id)).statusCode).toBe(403);
    const dismissed = await dismiss(me.auth, id);
    expect(dismissed.statusCode).toBe(200);
    expect((await dismiss(me.auth, id)).statusCode).toBe(404);
    expect((await dismiss(me.auth, 'not-an-id')).json().errors[0].field).toBe('id');
    expect((await gaps(me.auth)).items.map((item) => item.id)).not.toContain(id);
  });

  it('keeps questions short and only the most recently asked ones', async () => {
    const long = `Do you accept bitcoin ${'or dogecoin '.repeat(40)}for the Pro plan?`;
    await test.db.pool.query('delete from app.assistant_gaps');
    expect(normaliseQuestion(long).length).toBeGreaterThan(ASSISTANT_ADMIN_LIMITS.gapQuestionMaxLength - 10);
    expect(normaliseQuestion(long).length).toBeLessThanOrEqual(ASSISTANT_ADMIN_LIMITS.gapQuestionMaxLength);
    await test.db.pool.query(
      `insert into app.assistant_gaps (question, last_asked_at)
       select 'old question ' || n, now() - interval '1 day' - n * interval '1 minute'
       from generate_series(1, $1) as n`,
      [ASSISTANT_ADMIN_LIMITS.gapsKept],
    );
    expect((await ask(long)).json().response).toContain("I'm not sure");
    expect(await rowCount()).toBe(ASSISTANT_ADMIN_LIMITS.gapsKept);
    const kept = await test.db.pool.query('select question from app.assistant_gaps where question like $1', [
      'do you accept bitcoin%',
    ]);
    expect(kept.rows[0]?.question.length).toBeLessThanOrEqual(ASSISTANT_ADMIN_LIMITS.gapQuestionMaxLength);
    const oldest = await test.db.pool.query(
      "select 1 from app.assistant_gaps where question = 'old question 500'",
    );
    expect(oldest.rowCount).toBe(0);
    const me = await editor();
    const second = await gaps(me.auth, '?page=2');
    expect(second.items.length).toBe(ASSISTANT_ADMIN_LIMITS.gapsPageSize);
    expect(second.total).toBe(ASSISTANT_ADMIN_LIMITS.gapsKept);
  });

  it('is for editors and admins, and answers any query or id below 500, changing nothing when refused', async () => {
    const user = await registerUser(test.app, test.db.pool);
    for (const auth of [undefined, user.auth]) {
      const status = (
        await test.app.inject({ method: 'GET', url: '/api/admin/assistant/gaps', headers: auth })
      ).statusCode;
      expect(status).toBe(auth ? 403 : 401);
    }
    const me = await editor();
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom('page', 'q', 'limit'),
          fc.oneof(fc.string(), fc.constantFrom('0', '-1', '2', '1e9')),
        ),
        fc.oneof(fc.uuid(), fc.string({ maxLength: 60 })),
        async (query, id) => {
          const listed = await test.app.inject({
            method: 'GET',
            url: `/api/admin/assistant/gaps?${new URLSearchParams(query)}`,
            headers: me.auth,
          });
          expect(listed.statusCode).toBeLessThan(500);
          const before = await rowCount();
          const dismissed = await dismiss(me.auth, id);
          expect(dismissed.statusCode).toBeLessThan(500);
          if (dismissed.statusCode >= 400) expect(await rowCount()).toBe(before);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('the live assistant after the CMS saves its settings', () => {
  const TOKEN = 'test-internal-token-0123456789';
  let knowledge: Knowledge = seededKnowledge();
  const test = useTestApp(() => ({
    internalToken: TOKEN,
    assistant: new Assistant({ load: async () => knowledge, log: { info: () => {}, warn: () => {} } }),
  }));

  it('reloads its knowledge as soon as the CMS reports the change, without waiting for the site build', async () => {
    const ask = async () =>
      ChatResponseSchema.parse(
        (
          await test.app.inject({
            method: 'POST',
            url: '/api/chat',
            payload: { message: 'Do you sell gift cards?', context: 'x' },
          })
        ).json(),
      );
    expect((await ask()).response).toContain("I'm not sure");
    const seeded = seededKnowledge();
    knowledge = {
      settings: { ...seeded.settings, supportEmail: 'help@pools.example' },
      passages: [
        ...buildPassages(
          [
            {
              question: 'Do you sell gift cards?',
              answer: 'Yes, from $25, and they never expire.',
              url: '/gift-cards',
            },
          ],
          [],
        ),
        ...seeded.passages.filter((passage) => passage.kind === 'post'),
      ],
    };
    const reported = await test.app.inject({
      method: 'POST',
      url: '/api/internal/site/rebuild',
      headers: { 'x-internal-token': TOKEN },
      payload: { reason: 'ai-assistant changed' },
      remoteAddress: '127.0.0.1',
    });
    expect(reported.statusCode).toBe(202);
    expect(test.rebuilds).toContain('ai-assistant changed');
    await vi.waitFor(async () => expect((await ask()).response).toContain('from $25'), { timeout: 5000 });
    expect((await ask()).sources[0]?.url).toBe('/gift-cards');
  });
});
