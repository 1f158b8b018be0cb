import { API_ERRORS, NEWSLETTER_API } from '@poolscape/shared';
import { useTestApp } from '@poolscape/tests/kit/test-app';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { PER_ADDRESS_LIMIT } from '../../newsletter/subscribers.ts';
import { NEWSLETTER_BODY_LIMIT, NEWSLETTER_CLIENT_LIMIT } from './index.ts';

const SUBSCRIBE_URL = '/api/newsletter/subscribe';

describe('POST /api/newsletter/subscribe', () => {
  const test = useTestApp();
  let client = 0;
  beforeEach(async () => {
    // Each test starts with fresh per-address limits and an empty list.
    await test.db.pool.query('delete from app.throttle');
    await test.db.pool.query('delete from app.newsletter_subscribers');
  });

  /** A client address no other request has used, so the per-client limit stays out of the way. */
  const freshClient = (): string => {
    client += 1;
    return `10.${Math.floor(client / 62500) % 250}.${Math.floor(client / 250) % 250}.${(client % 250) + 1}`;
  };

  /** Sends `payload` as JSON (a string is sent as is, to send broken JSON). */
  const post = (
    payload: unknown,
    {
      ip = freshClient(),
      contentType = 'application/json',
    }: { ip?: string; contentType?: string | null } = {},
  ) =>
    test.app.inject({
      method: 'POST',
      url: SUBSCRIBE_URL,
      headers: contentType ? { 'content-type': contentType } : {},
      ...(payload !== undefined && {
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
      remoteAddress: ip,
    });

  const rows = async () =>
    (
      await test.db.pool.query<{ email: string; source: string; created_at: Date }>(
        'select email, source, created_at from app.newsletter_subscribers order by id',
      )
    ).rows;
  const count = async (): Promise<number> =>
    (await test.db.pool.query<{ n: number }>('select count(*)::int as n from app.newsletter_subscribers'))
      .rows[0]?.n ?? 0;

  describe('a new address', () => {
    it('is stored trimmed and lowercased with its source and date, and thanked with 201', async () => {
      const before = Date.now();
      const response = await post({ email: '  Maria.Lopez@Example.COM ', source: 'footer' });
      expect(response.statusCode).toBe(201);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: NEWSLETTER_API.subscribed });
      const [row, ...others] = await rows();
      expect(others).toEqual([]);
      expect(row?.email).toBe('maria.lopez@example.com');
      expect(row?.source).toBe('footer');
      expect(row?.created_at.getTime()).toBeGreaterThanOrEqual(before - 5000);
    });

    it('is stored with any short slug as its source, and with "footer" when none is given', async () => {
      expect((await post({ email: 'blog@example.com', source: 'blog-sidebar-2' })).statusCode).toBe(201);
      expect((await post({ email: 'plain@example.com' })).statusCode).toBe(201);
      expect((await rows()).map(({ email, source }) => ({ email, source }))).toEqual([
        { email: 'blog@example.com', source: 'blog-sidebar-2' },
        { email: 'plain@example.com', source: 'footer' },
      ]);
    });

    it('may be 254 characters long, counted after trimming', async () => {
      const domain = `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`;
      const longest = `${'x'.repeat(64)}@${domain}`;
      expect(longest).toHaveLength(254);
      expect((await post({ email: `   ${longest}   `, source: 'footer' })).statusCode).toBe(201);
      const tooLong = await post({ email: `y${longest}`, source: 'footer' });
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().message).toBe(`email: ${NEWSLETTER_API.emailTooLong}`);
      expect((await rows()).map((row) => row.email)).toEqual([longest]);
    });
  });

  describe('an address already on the list', () => {
    it('is answered 200 "already subscribed", in any case or spacing, and never stored twice', async () => {
      expect((await post({ email: 'ana@example.com', source: 'footer' })).statusCode).toBe(201);
      for (const again of ['ana@example.com', ' ANA@Example.com\t', 'Ana@EXAMPLE.COM']) {
        const response = await post({ email: again, source: 'blog' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: NEWSLETTER_API.alreadySubscribed });
      }
      // The first subscription's source is kept.
      expect((await rows()).map(({ email, source }) => ({ email, source }))).toEqual([
        { email: 'ana@example.com', source: 'footer' },
      ]);
    });
  });

  describe('bad input', () => {
    const emailInvalid = `email: ${NEWSLETTER_API.emailInvalid}`;
    const sourceInvalid = `source: ${NEWSLETTER_API.sourceInvalid}`;
    const cases: {
      name: string;
      payload: unknown;
      contentType?: string | null;
      status?: number;
      message: string | RegExp;
    }[] = [
      {
        name: 'an address without @',
        payload: { email: 'not-an-email', source: 'footer' },
        message: emailInvalid,
      },
      {
        name: 'an address without a domain',
        payload: { email: 'ana@', source: 'footer' },
        message: emailInvalid,
      },
      { name: 'an empty address', payload: { email: '', source: 'footer' }, message: emailInvalid },
      { name: 'an address of spaces', payload: { email: '   ', source: 'footer' }, message: emailInvalid },
      {
        name: 'two addresses',
        payload: { email: 'a@b.co, c@d.co', source: 'footer' },
        message: emailInvalid,
      },
      { name: 'no address', payload: { source: 'footer' }, message: emailInvalid },
      { name: 'a number as the address', payload: { email: 42, source: 'footer' }, message: emailInvalid },
      { name: 'null as the address', payload: { email: null, source: 'footer' }, message: emailInvalid },
      {
        name: 'a list as the address',
        payload: { email: ['a@b.co'], source: 'footer' },
        message: emailInvalid,
      },
      {
        name: 'an address over 254 characters',
        payload: { email: `${'a'.repeat(250)}@example.com`, source: 'footer' },
        message: `email: ${NEWSLETTER_API.emailTooLong}`,
      },
      {
        name: 'a source with capitals and signs',
        payload: { email: 'ok@example.com', source: 'Footer!' },
        message: sourceInvalid,
      },
      { name: 'an empty source', payload: { email: 'ok@example.com', source: '' }, message: sourceInvalid },
      {
        name: 'a source over 40 characters',
        payload: { email: 'ok@example.com', source: 'f'.repeat(41) },
        message: sourceInvalid,
      },
      {
        name: 'a number as the source',
        payload: { email: 'ok@example.com', source: 7 },
        message: sourceInvalid,
      },
      {
        name: 'both fields wrong',
        payload: { email: 'nope', source: 'NOPE' },
        message: `${emailInvalid}; ${sourceInvalid}`,
      },
      {
        name: 'an unknown key',
        payload: { email: 'ok@example.com', source: 'footer', admin: true },
        message: 'body: Unrecognized key: "admin"',
      },
      {
        name: 'an array',
        payload: [1, 2, 3],
        message: 'body: Invalid input: expected object, received array',
      },
      {
        name: 'a bare string',
        payload: '"ok@example.com"',
        message: 'body: Invalid input: expected object, received string',
      },
      { name: 'null', payload: 'null', message: 'body: Invalid input: expected object, received null' },
      {
        name: 'no body at all',
        payload: undefined,
        contentType: null,
        message: 'body: Invalid input: expected object, received null',
      },
      { name: 'broken JSON', payload: '{"email": "ok@example.com",', message: API_ERRORS.malformedJson },
      { name: 'an empty JSON body', payload: '', message: API_ERRORS.malformedJson },
      {
        name: 'a prototype-polluting body',
        payload: '{"email": "ok@example.com", "__proto__": {"admin": true}}',
        message: API_ERRORS.malformedJson,
      },
      {
        name: 'a form post',
        payload: 'email=ok%40example.com&source=footer',
        contentType: 'application/x-www-form-urlencoded',
        status: 415,
        message: API_ERRORS.unsupportedMediaType,
      },
      {
        name: `a body over ${NEWSLETTER_BODY_LIMIT} bytes`,
        payload: { email: 'ok@example.com', source: 'footer', padding: 'x'.repeat(NEWSLETTER_BODY_LIMIT) },
        message: NEWSLETTER_API.bodyTooLarge,
      },
    ];

    for (const { name, payload, contentType, status = 400, message } of cases) {
      it(`${name}: ${status} naming the problem, nothing stored`, async () => {
        const response = await post(payload, contentType === undefined ? {} : { contentType });
        expect(response.statusCode).toBe(status);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        if (typeof message === 'string') expect(response.json().message).toBe(message);
        else expect(response.json().message).toMatch(message);
        expect(await count()).toBe(0);
      });
    }
  });

  describe('rate limits', () => {
    it(`lets one address be sent ${PER_ADDRESS_LIMIT} times an hour, from any client and in any case`, async () => {
      const spellings = [
        'flood@example.com',
        'FLOOD@example.com',
        ' Flood@Example.com',
        'flood@EXAMPLE.com',
        'flood@example.COM',
      ];
      for (const email of spellings.slice(0, PER_ADDRESS_LIMIT)) {
        expect((await post({ email, source: 'footer' })).statusCode).toBeLessThan(300);
      }
      await test.db.pool.query('delete from app.newsletter_subscribers');
      const over = await post({ email: 'flood@example.com', source: 'footer' });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: NEWSLETTER_API.tooManyForAddress });
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(await count()).toBe(0);
      // Other addresses are not held back.
      expect((await post({ email: 'calm@example.com', source: 'footer' })).statusCode).toBe(201);
    });

    it(`lets one client send ${NEWSLETTER_CLIENT_LIMIT} requests in ten minutes, refused ones included`, async () => {
      const ip = '192.0.2.77';
      const statuses: number[] = [];
      for (let attempt = 0; attempt < NEWSLETTER_CLIENT_LIMIT / 2; attempt += 1) {
        statuses.push(
          (await post({ email: `client${attempt}@example.com`, source: 'footer' }, { ip })).statusCode,
        );
        statuses.push((await post({ email: 'not an address' }, { ip })).statusCode);
      }
      expect(statuses.filter((status) => status === 201)).toHaveLength(NEWSLETTER_CLIENT_LIMIT / 2);
      expect(statuses.filter((status) => status === 400)).toHaveLength(NEWSLETTER_CLIENT_LIMIT / 2);
      const stored = await count();

      const over = await post({ email: 'one-more@example.com', source: 'footer' }, { ip });
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: API_ERRORS.rateLimited });
      expect(await count()).toBe(stored);
      // Another client is not held back.
      expect(
        (await post({ email: 'one-more@example.com', source: 'footer' }, { ip: '192.0.2.78' })).statusCode,
      ).toBe(201);
    });
  });

  describe('whatever is sent', () => {
    /**
     * Every 4xx names the problem: a validation refusal lists each wrong field (email, source, or
     * the body as a whole, e.g. an unknown key) with what is wrong; any other is one of our sentences.
     */
    const namesTheProblem = (answer: {
      message: string;
      errors?: { field: string; message: string }[];
    }): boolean =>
      answer.errors
        ? answer.errors.length > 0 &&
          answer.errors.every(
            (error) => ['email', 'source', 'body'].includes(error.field) && error.message.length > 0,
          ) &&
          answer.message === answer.errors.map((error) => `${error.field}: ${error.message}`).join('; ')
        : [
            NEWSLETTER_API.bodyTooLarge,
            NEWSLETTER_API.tooManyForAddress,
            API_ERRORS.malformedJson,
            API_ERRORS.unsupportedMediaType,
            API_ERRORS.rateLimited,
          ].includes(answer.message as never);

    const anyText = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary', maxLength: 300 }),
    );
    const addressLike = fc
      .tuple(fc.emailAddress(), fc.constantFrom('', ' ', '\t', '  \n'), fc.boolean())
      .map(([email, pad, shout]) => `${pad}${shout ? email.toUpperCase() : email}${pad}`);
    const body = fc.oneof(
      // Mostly the right shape, with wrong or odd values and sometimes extra keys.
      fc.record(
        {
          // A few spellings of one address too: it is stored once, then "already subscribed", then limited.
          email: fc.oneof(
            addressLike,
            fc.constantFrom('again@example.com', ' AGAIN@example.com', 'again@EXAMPLE.com\t'),
            anyText,
            fc.jsonValue(),
          ),
          source: fc.oneof(fc.constantFrom('footer', 'blog', 'a-1'), anyText, fc.jsonValue()),
          extra: fc.jsonValue(),
        },
        { requiredKeys: [] },
      ),
      fc.dictionary(anyText, fc.jsonValue()),
      fc.jsonValue(),
      // Raw text, most of it not JSON at all.
      anyText.map((text) => ({ raw: text })),
    );

    it('never answers 5xx, names the problem on every 4xx, and stores exactly the accepted addresses', async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(body, async (generated) => {
          const payload =
            typeof generated === 'object' &&
            generated !== null &&
            'raw' in generated &&
            typeof generated.raw === 'string'
              ? generated.raw
              : generated;
          const before = await count();
          const response = await post(payload);
          seen.add(response.statusCode);
          expect(response.statusCode).toBeLessThan(500);
          const answer = response.json();
          expect(typeof answer.message).toBe('string');
          const after = await count();
          if (response.statusCode === 201) {
            expect(after).toBe(before + 1);
            const email = (payload as { email: string }).email.trim().toLowerCase();
            expect((await rows()).some((row) => row.email === email)).toBe(true);
          } else {
            // Refused, or already there: the list is unchanged.
            expect(after).toBe(before);
          }
          if (response.statusCode >= 400) expect(namesTheProblem(answer), answer.message).toBe(true);
        }),
        {
          numRuns: 3000,
          // One address sent more often than its hourly limit first, so every outcome (stored,
          // already subscribed, limited) is reached whatever the random bodies turn out to be.
          examples: Array.from(
            { length: PER_ADDRESS_LIMIT + 2 },
            (_, attempt): [{ email: string; source: string }] => [
              { email: attempt % 2 ? ' AGAIN@example.com' : 'again@example.com', source: 'footer' },
            ],
          ),
        },
      );
      // The bodies reached every outcome, so the property said something about each.
      expect([...seen].sort()).toEqual(expect.arrayContaining([200, 201, 400, 429]));
      for (const row of await rows()) {
        expect(row.email).toBe(row.email.trim().toLowerCase());
        expect(row.email).toContain('@');
        expect(row.email.length).toBeLessThanOrEqual(254);
      }
      // 3,000 requests with two database reads each: 15 to 25 s on two idle cores, more while
      // other work shares them, so it gets its own bound rather than the suite's 30 s.
    }, 120_000);

    it('keeps one row per address however it is spelled and however often it is sent', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.tuple(fc.emailAddress(), fc.boolean(), fc.constantFrom('', ' ')), { maxLength: 12 }),
          async (sends) => {
            await test.db.pool.query('delete from app.throttle');
            await test.db.pool.query('delete from app.newsletter_subscribers');
            const accepted = new Set<string>();
            for (const [email, shout, pad] of sends) {
              const response = await post({
                email: `${pad}${shout ? email.toUpperCase() : email}${pad}`,
                source: 'footer',
              });
              if (response.statusCode === 201 || response.statusCode === 200)
                accepted.add(email.toLowerCase());
              if (response.statusCode === 201)
                expect(response.json().message).toBe(NEWSLETTER_API.subscribed);
              if (response.statusCode === 200)
                expect(response.json().message).toBe(NEWSLETTER_API.alreadySubscribed);
            }
            const stored = (await rows()).map((row) => row.email);
            expect(new Set(stored).size).toBe(stored.length);
            expect(new Set(stored)).toEqual(accepted);
          },
        ),
        { numRuns: 150 },
      );
    });
  });
});
