// The public quote request against a real database, as a spammer would try it: every field is
// checked with a message naming it, a filled honeypot is answered like anyone and then ignored,
// too many requests from one client or for one page are refused with 429 and nothing stored or
// sent, and no input of any shape to any leads endpoint gets a 5xx or changes anything when refused.
import { LEAD_LIMITS, LEAD_TEXT, PROOF_OF_WORK } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { callAs, type StudioTestApp, useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import {
  askForQuote,
  leadCount,
  quotableDesign,
  quoteBody,
  quoteProof,
  SHARE_SHELLS,
  switchPath,
} from '@poolscape/tests/kit/leads';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('quote requests', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (value) => {
      made = value;
    },
    { files: SHARE_SHELLS },
  );
  const call = callAs(() => made.test);

  it('names what is wrong with a request and stores nothing', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const { path } = await quotableDesign(made, owner);
    const sent = (await made.test.deliverMail()).length;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: '  ' }, /name: name must not be empty\./],
      [{ email: 'not-an-address' }, /email: email must be an e-mail address/],
      [{ email: undefined }, /email/],
      [{ phone: 'call me' }, /phone: phone can hold digits/],
      [{ postcode: '' }, /postcode: postcode must not be empty\./],
      [{ postcode: 'AB1\n2CD' }, /postcode: postcode must be on one line\./],
      [{ name: 'Ana\r\nBcc: everyone@example.com' }, /name: name must be on one line\./],
      [
        { message: 'x'.repeat(LEAD_LIMITS.messageLength + 1) },
        /message: message can be up to 2000 characters\./,
      ],
      [{ name: 'n'.repeat(LEAD_LIMITS.nameLength + 1) }, /name: name can be up to 120 characters\./],
      [{ extra: 'field' }, /extra|Unrecognized/i],
    ];
    for (const [change, message] of cases) {
      const refused = await askForQuote(made.test, path, quoteBody(change), '203.0.113.50');
      expect(refused.statusCode, JSON.stringify(change)).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    expect(await leadCount(made, owner.id)).toBe(0);
    expect((await made.test.deliverMail()).length).toBe(sent);
    // The optional fields may be left out; the message may be as long as the limit.
    const minimal = await askForQuote(
      made.test,
      path,
      {
        name: 'Bo',
        email: 'bo@example.net',
        postcode: '2000',
        message: 'y'.repeat(LEAD_LIMITS.messageLength),
      },
      '203.0.113.50',
    );
    expect(minimal.statusCode).toBe(201);
    expect(await leadCount(made, owner.id)).toBe(1);
  });

  it('answers a filled honeypot like anyone, then stores, counts and sends nothing', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const { path } = await quotableDesign(made, owner);
    const sent = (await made.test.deliverMail()).length;
    const human = quoteBody();
    for (let i = 0; i < LEAD_LIMITS.perClientPerHour + 2; i++) {
      const robot = await askForQuote(
        made.test,
        path,
        quoteBody({ website: 'http://spam.example' }),
        '203.0.113.60',
      );
      expect(robot.statusCode).toBe(201);
      expect(robot.json()).toEqual({ message: 'Thank you. Dana will be in touch.' });
    }
    expect(await leadCount(made, owner.id)).toBe(0);
    expect((await made.test.deliverMail()).length).toBe(sent);
    // The robot used none of the client's requests.
    expect((await askForQuote(made.test, path, human, '203.0.113.60')).statusCode).toBe(201);
    expect(await leadCount(made, owner.id)).toBe(1);
  });

  it('limits requests per client and per page, with 429 and nothing stored or sent', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const first = await quotableDesign(made, owner);
    const second = await quotableDesign(made, owner);
    for (let i = 0; i < LEAD_LIMITS.perClientPerHour; i++)
      expect((await askForQuote(made.test, first.path, quoteBody(), '203.0.113.70')).statusCode).toBe(201);
    const sent = (await made.test.deliverMail()).length;
    // The same client, even on another page: refused.
    const refused = await askForQuote(made.test, second.path, quoteBody(), '203.0.113.70');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: LEAD_TEXT.tooManyFromClient });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await leadCount(made, owner.id)).toBe(LEAD_LIMITS.perClientPerHour);
    expect((await made.test.deliverMail()).length).toBe(sent);

    // Many clients, one page: the page takes its day's requests, then no more.
    for (let i = LEAD_LIMITS.perClientPerHour; i < LEAD_LIMITS.perItemPerDay; i++)
      expect((await askForQuote(made.test, first.path, quoteBody(), `198.18.0.${i}`)).statusCode).toBe(201);
    const full = await askForQuote(made.test, first.path, quoteBody(), '198.18.1.1');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({ message: LEAD_TEXT.tooManyForItem });
    expect(await leadCount(made, owner.id)).toBe(LEAD_LIMITS.perItemPerDay);
    // Another page of the same owner still takes requests.
    expect((await askForQuote(made.test, second.path, quoteBody(), '198.18.1.1')).statusCode).toBe(201);
  });

  it('takes a request only with a fresh, solved proof of work, each proof once', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const design = await quotableDesign(made, owner);
    const send = (headers: Record<string, string>, client: string) =>
      made.test.app.inject({
        method: 'POST',
        url: design.path,
        payload: quoteBody(),
        remoteAddress: client,
        headers,
      });
    const before = (await made.test.deliverMail()).length;
    const proof = await quoteProof(made.test);
    const [challenge = '', nonce = ''] = (proof[PROOF_OF_WORK.header] ?? '').split(':');
    const forged = challenge.replace(/\.[^.]+$/, '.AAAA');
    for (const headers of [
      {} as Record<string, string>,
      { [PROOF_OF_WORK.header]: 'not-a-proof' },
      { [PROOF_OF_WORK.header]: `${forged}:${nonce}` },
      // A challenge signed for fewer bits than it claims is not ours either.
      { [PROOF_OF_WORK.header]: `${challenge.replace(/\.4\./, '.0.')}:${nonce}` },
    ]) {
      const refused = await send(headers, '203.0.113.90');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: LEAD_TEXT.noProof });
    }
    expect(await leadCount(made, owner.id)).toBe(0);
    expect((await send(proof, '203.0.113.91')).statusCode).toBe(201);
    // The same solved proof again: refused, nothing more stored or sent.
    expect((await send(proof, '203.0.113.92')).statusCode).toBe(400);
    expect(await leadCount(made, owner.id)).toBe(1);
    expect((await made.test.deliverMail()).length).toBe(before + 2);
  });

  it('mails one address at most a few confirmations a day, whatever pages ask', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const first = await quotableDesign(made, owner);
    const second = await quotableDesign(made, owner);
    const target = `target-${Date.now()}@example.org`;
    const confirmations = () => made.test.mail.filter((mail) => mail.to === target).length;
    for (let i = 0; i < LEAD_LIMITS.confirmationsPerAddressPerDay + 2; i++) {
      const path = i % 2 ? first.path : second.path;
      const asked = await askForQuote(made.test, path, quoteBody({ email: target }), `198.18.2.${i}`);
      expect(asked.statusCode).toBe(201);
    }
    // Every request reached its owner as a lead; the address got its few confirmations, no more.
    expect(await leadCount(made, owner.id)).toBe(LEAD_LIMITS.confirmationsPerAddressPerDay + 2);
    await made.test.deliverMail();
    expect(confirmations()).toBe(LEAD_LIMITS.confirmationsPerAddressPerDay);
  });

  it('answers any input to every leads endpoint with a 4xx that names the problem, and changes nothing when it refuses', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const design = await quotableDesign(made, owner);
    await askForQuote(made.test, design.path, quoteBody(), '203.0.113.80');
    const leadId = (
      await made.db.pool.query<{ id: string }>('select id from app.leads where user_id = $1', [owner.id])
    ).rows[0]?.id;
    const snapshot = async () =>
      (
        await made.db.pool.query(
          `select (select json_agg(json_build_array(id, status, notes) order by id) from app.leads) as leads,
                  (select quote_requests from app.designs where id = $1) as switch`,
          [design.id],
        )
      ).rows[0];
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 200 }), fc.constant(''));
    const body = fc.oneof(
      fc.record(
        {
          name: fc.oneof(text, fc.jsonValue()),
          email: fc.oneof(fc.emailAddress(), text, fc.jsonValue()),
          phone: fc.oneof(fc.constantFrom('', '+44 1234 567890'), text),
          postcode: fc.oneof(fc.constantFrom('SW1A 1AA', '2000'), text),
          message: fc.oneof(text, fc.string({ minLength: 1990, maxLength: 2100 })),
          website: fc.oneof(fc.constant(''), text),
          status: fc.oneof(fc.constantFrom('new', 'contacted', 'won', 'lost', 'maybe'), fc.jsonValue()),
          notes: fc.oneof(text, fc.jsonValue()),
          enabled: fc.oneof(fc.boolean(), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const target = fc.constantFrom(
      [null, 'POST', design.path] as const,
      [null, 'POST', `/api/quote-requests/presentation/${design.id}`] as const,
      [null, 'POST', '/api/quote-requests/kitchen/1'] as const,
      ['owner', 'PATCH', `/api/leads/${leadId}`] as const,
      ['owner', 'PATCH', '/api/leads/not-an-id'] as const,
      ['owner', 'PUT', switchPath('design', design.id)] as const,
      ['owner', 'PUT', switchPath('collection', design.id)] as const,
      ['owner', 'GET', '/api/leads?status=won&page=0'] as const,
    );
    await fc.assert(
      fc.asyncProperty(target, body, fc.ipV4(), async ([who, method, url], payload, client) => {
        const before = await snapshot();
        const response = await made.test.app.inject({
          method,
          url,
          headers: who ? owner.auth : {},
          remoteAddress: client,
          ...(method === 'GET' ? {} : { payload: payload as object }),
        });
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 200 },
    );
    expect((await call(owner, 'GET', '/api/leads?page=abc')).statusCode).toBe(400);
  });
});
