// Price tables and estimates through the API against a real database: a pool professional keeps a
// price table and sees their designs' estimates; homeowners and users without a role are refused;
// nobody reads another user's table or estimate; estimates show on shared pages and presentation
// slides only where the owner chose; bad requests answer < 500 and change nothing.
import {
  DesignEstimateSchema,
  DesignSchema,
  dimensionsOf,
  estimate,
  PlayablePresentationSchema,
  PRICING_TEXT,
  PresentationSchema,
  type PriceTable,
  type Scale,
} from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import { drainRenderJobs, standInEngine } from '@poolscape/tests/kit/designs/render-jobs';
import { callAs, type StudioTestApp, useStudioTestApp } from '@poolscape/tests/kit/designs/studio-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/** The parts of site/pages/design-share.astro's shell that matter here. */
const SHARE_SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>%%SHARE_TITLE%%</title>',
  '<meta name="robots" content="noindex"></head><body><h1>%%SHARE_TITLE%%</h1>',
  '<div class="%%SHARE_ESTIMATE_CLASS%%"><section><p>%%SHARE_ESTIMATE%%</p><p>%%SHARE_ESTIMATE_TEXT%%</p></section></div>',
  '<script type="application/json" id="share-data">%%SHARE_JSON%%</script>',
  '</body></html>',
].join('\n');

const TABLE: PriceTable = {
  currency: 'USD',
  unit: 'ft',
  base: 15_000,
  perArea: { modern: 90, traditional: 80, natural: 110, infinity: 150, geometric: 95 },
  features: { lighting: 2_500, waterfalls: 6_000, hotTub: 9_000, decking: 7_500, landscaping: 4_000 },
  rangePercent: 10,
  clientText: '  Our estimate, to be confirmed on a visit.  ',
  show: { result: true, presentation: true, share: true },
};
const CORNERS = [
  { x: 0.3, y: 0.45 },
  { x: 0.7, y: 0.45 },
  { x: 0.8, y: 0.75 },
  { x: 0.2, y: 0.75 },
] as const;
/** A 30 ft reference along the pool's near side. */
const SCALE: Scale = { a: { x: 0.2, y: 0.75 }, b: { x: 0.8, y: 0.75 }, length: 30, unit: 'ft', depth: 5 };

type User = Awaited<ReturnType<typeof registerUser>>;

describe('price tables and estimates', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (studio) => {
      made = studio;
    },
    { files: { 'design-share/index.html': SHARE_SHELL } },
  );
  const call = callAs(() => made.test);

  async function professional(role = 'contractor'): Promise<User> {
    const user = await registerUser(made.test.app, made.db.pool, 'pro');
    expect((await call(user, 'PATCH', '/api/profile', { role })).statusCode).toBe(200);
    return user;
  }

  /** A rendered natural design with waterfalls, with the 30 ft reference (or none). */
  async function design(user: User, scale: Scale | null = SCALE) {
    const response = await call(user, 'POST', '/api/designs', {
      source: { sampleId: 'garden-small-fenced-yard' },
      options: { style: 'natural', features: ['waterfalls'] },
      corners: CORNERS,
      scale,
      name: 'Backyard',
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    await drainRenderJobs(made.queue, {
      pool: made.db.pool,
      storage: made.test.storage,
      engine: standInEngine(),
    });
    return DesignSchema.parse((await call(user, 'GET', `/api/designs/${response.json().id}`)).json());
  }
  const estimateOf = async (user: User, id: string) => {
    const response = await call(user, 'GET', `/api/designs/${id}/estimate`);
    expect(response.statusCode, response.body).toBe(200);
    return DesignEstimateSchema.parse(response.json());
  };

  it('keeps a professional’s table and gives their measured designs an estimate', async () => {
    const user = await professional();
    expect((await call(user, 'GET', '/api/profile/price-table')).json()).toBeNull();
    const measured = await design(user);
    expect(await estimateOf(user, measured.id)).toEqual({ estimate: null, reason: 'no-table' });

    const saved = await call(user, 'PUT', '/api/profile/price-table', TABLE);
    expect(saved.statusCode, saved.body).toBe(200);
    const kept = { ...TABLE, clientText: 'Our estimate, to be confirmed on a visit.' };
    expect(saved.json()).toEqual(kept);
    expect((await call(user, 'GET', '/api/profile/price-table')).json()).toEqual(kept);

    const dimensions = dimensionsOf([...CORNERS], SCALE, measured.photo);
    expect(dimensions?.length).toBeCloseTo(30, 3);
    const expected = estimate(kept, {
      dimensions: dimensions as NonNullable<typeof dimensions>,
      style: 'natural',
      features: ['waterfalls'],
    });
    const answer = await estimateOf(user, measured.id);
    expect(answer).toEqual({ estimate: expected, reason: null });
    // 15,000 + area × 110 + 6,000, ± 10 %, rounded outwards to whole thousands.
    const total = 21_000 + (dimensions?.area ?? 0) * 110;
    expect(answer.estimate?.low).toBeLessThanOrEqual(total * 0.9);
    expect(answer.estimate?.high).toBeGreaterThanOrEqual(total * 1.1);
    expect((answer.estimate?.low ?? 1) % 1000).toBe(0);

    // Without a reference: no size, so no estimate; the same once the reference is removed in SQL.
    const unmeasured = await design(user, null);
    expect(await estimateOf(user, unmeasured.id)).toEqual({ estimate: null, reason: 'no-dimensions' });
    await made.db.pool.query('update app.design_versions set scale = $2 where design_id = $1', [
      unmeasured.id,
      JSON.stringify(SCALE),
    ]);
    expect((await estimateOf(user, unmeasured.id)).reason).toBeNull();

    // Switched off for the design's page: hidden.
    await call(user, 'PUT', '/api/profile/price-table', { ...TABLE, show: { ...TABLE.show, result: false } });
    expect(await estimateOf(user, measured.id)).toEqual({ estimate: null, reason: 'hidden' });

    // Removed: no table, and removing again is fine.
    expect((await call(user, 'DELETE', '/api/profile/price-table')).statusCode).toBe(204);
    expect((await call(user, 'DELETE', '/api/profile/price-table')).statusCode).toBe(204);
    expect((await call(user, 'GET', '/api/profile/price-table')).json()).toBeNull();
    expect(await estimateOf(user, measured.id)).toEqual({ estimate: null, reason: 'no-table' });
  });

  it('refuses homeowners and users without a role, and gives a former professional’s designs no price', async () => {
    const none = await registerUser(made.test.app, made.db.pool);
    const homeowner = await professional('homeowner');
    for (const user of [none, homeowner]) {
      const refused = await call(user, 'PUT', '/api/profile/price-table', TABLE);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: PRICING_TEXT.homeownersOnly });
      expect((await call(user, 'GET', '/api/profile/price-table')).json()).toBeNull();
    }
    const builder = await professional('builder');
    expect((await call(builder, 'PUT', '/api/profile/price-table', TABLE)).statusCode).toBe(200);
    const measured = await design(builder);
    expect((await estimateOf(builder, measured.id)).estimate).not.toBeNull();
    await call(builder, 'PATCH', '/api/profile', { role: 'homeowner' });
    expect(await estimateOf(builder, measured.id)).toEqual({ estimate: null, reason: 'no-table' });
    expect((await call(builder, 'GET', '/api/profile/price-table')).json()).toBeNull();
    await call(builder, 'PATCH', '/api/profile', { role: 'sales_consultant' });
    expect((await estimateOf(builder, measured.id)).estimate).not.toBeNull();
  });

  it('shows tables and estimates to their owner only, and refuses bad tables in plain words', async () => {
    const owner = await professional();
    await call(owner, 'PUT', '/api/profile/price-table', TABLE);
    const measured = await design(owner);
    const other = await professional();
    expect((await call(other, 'GET', '/api/profile/price-table')).json()).toBeNull();
    expect((await call(other, 'GET', `/api/designs/${measured.id}/estimate`)).statusCode).toBe(404);
    expect((await call(owner, 'GET', '/api/designs/not-an-id/estimate')).statusCode).toBe(404);
    for (const [method, url] of [
      ['GET', '/api/profile/price-table'],
      ['PUT', '/api/profile/price-table'],
      ['DELETE', '/api/profile/price-table'],
      ['GET', `/api/designs/${measured.id}/estimate`],
    ] as const)
      expect((await call(null, method, url, method === 'PUT' ? TABLE : undefined)).statusCode, url).toBe(401);
    expect((await call(owner, 'GET', '/api/profile/price-table')).json()).toEqual({
      ...TABLE,
      clientText: TABLE.clientText.trim(),
    });

    const bad = await call(owner, 'PUT', '/api/profile/price-table', {
      ...TABLE,
      base: -1,
      perArea: { ...TABLE.perArea, modern: 'ninety' },
      rangePercent: 80,
    });
    expect(bad.statusCode).toBe(400);
    const message = bad.json().message as string;
    expect(message).toContain('base: Prices cannot be negative.');
    expect(message).toContain('perArea.modern: Prices must be numbers.');
    expect(message).toContain('rangePercent: The range can be up to 50 %.');
    // A NUL is refused (like in every body); a lone surrogate is made storable, not refused.
    const nul = await call(owner, 'PUT', '/api/profile/price-table', { ...TABLE, clientText: 'A\u0000B' });
    expect(nul.statusCode).toBe(400);
    const odd = await call(owner, 'PUT', '/api/profile/price-table', { ...TABLE, clientText: 'AB \ud800' });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().clientText).toBe('AB \ufffd');
  });

  it('shows the estimate on shared pages and presentation slides only where the owner chose', async () => {
    const owner = await professional();
    const measured = await design(owner);
    await call(owner, 'PATCH', `/api/designs/${measured.id}`, { visibility: 'unlisted' });
    const sharePage = async () => {
      const response = await call(null, 'GET', `/design/share/${measured.id}`);
      expect(response.statusCode).toBe(200);
      const data = JSON.parse(response.body.match(/id="share-data">([^<]*)</)?.[1] ?? 'null');
      return { html: response.body, estimate: data.estimate };
    };
    // No table: nothing, and the panel stays hidden.
    expect(await sharePage()).toMatchObject({ estimate: null });
    expect((await sharePage()).html).toContain('<div class="hidden">');

    await call(owner, 'PUT', '/api/profile/price-table', { ...TABLE, show: { ...TABLE.show, share: false } });
    const { estimate: ownEstimate } = await estimateOf(owner, measured.id);
    expect((await sharePage()).estimate).toBeNull();
    await call(owner, 'PUT', '/api/profile/price-table', TABLE);
    const shown = await sharePage();
    expect(shown.estimate).toEqual(ownEstimate);
    expect(shown.html).toContain('<div class="block">');
    expect(shown.html).toMatch(/\$\d{2,3},000 – \$\d{2,3},000/);
    expect(shown.html).toContain('Our estimate, to be confirmed on a visit.');

    // Presentation slides: the estimate, unless the owner typed a price line; shared links too.
    const created = await call(owner, 'POST', '/api/presentations', {
      title: 'For the Smiths',
      designIds: [measured.id],
    });
    let presentation = PresentationSchema.parse(created.json());
    expect(presentation.slides[0]?.estimate).toEqual(ownEstimate);
    const url = `/api/presentations/${presentation.id}`;
    presentation = PresentationSchema.parse((await call(owner, 'PATCH', url, { shared: true })).json());
    const token = presentation.shareUrl?.split('/present/')[1] ?? '';
    const played = async () =>
      PlayablePresentationSchema.parse((await call(null, 'GET', `/api/present/${token}`)).json()).slides[0];
    expect((await played())?.estimate).toEqual(ownEstimate);
    const slideUrl = `${url}/slides/${presentation.slides[0]?.id}`;
    await call(owner, 'PATCH', slideUrl, { priceLine: 'From $60,000' });
    expect(await played()).toMatchObject({ priceLine: 'From $60,000', estimate: null });
    await call(owner, 'PATCH', slideUrl, { priceLine: '' });
    await call(owner, 'PUT', '/api/profile/price-table', {
      ...TABLE,
      show: { ...TABLE.show, presentation: false },
    });
    expect((await played())?.estimate).toBeNull();
    const pdf = await call(owner, 'GET', `${url}/pdf`);
    expect(pdf.statusCode).toBe(200);
  });

  it('answers any input < 500 and changes nothing when it refuses', async () => {
    const owner = await professional();
    const homeowner = await professional('homeowner');
    await call(owner, 'PUT', '/api/profile/price-table', TABLE);
    const measured = await design(owner);
    const snapshot = async () =>
      (await made.db.pool.query('select user_id, price_table from app.price_tables order by user_id')).rows;
    const price = fc.oneof(
      fc.double({ noNaN: false }),
      fc.integer({ min: -10, max: 20_000_000 }),
      fc.string({ maxLength: 5 }),
      fc.constant(null),
    );
    const table = fc.record(
      {
        currency: fc.oneof(fc.constantFrom('USD', 'EUR', 'XXX'), fc.string({ maxLength: 4 })),
        unit: fc.oneof(fc.constantFrom('ft', 'm'), fc.jsonValue()),
        base: price,
        perArea: fc.oneof(fc.constant(TABLE.perArea), fc.dictionary(fc.string({ maxLength: 10 }), price)),
        features: fc.oneof(fc.constant(TABLE.features), fc.jsonValue()),
        rangePercent: price,
        clientText: fc.oneof(
          fc.string({ unit: 'binary', maxLength: 40 }),
          fc.string({ minLength: 495, maxLength: 520 }),
        ),
        show: fc.oneof(fc.constant(TABLE.show), fc.jsonValue()),
      },
      { requiredKeys: [] },
    );
    const target = fc.constantFrom(
      [owner, 'PUT', '/api/profile/price-table'] as const,
      [homeowner, 'PUT', '/api/profile/price-table'] as const,
      [null, 'PUT', '/api/profile/price-table'] as const,
      [null, 'DELETE', '/api/profile/price-table'] as const,
      [owner, 'GET', `/api/designs/${measured.id}/estimate`] as const,
      [homeowner, 'GET', `/api/designs/${measured.id}/estimate`] as const,
    );
    await fc.assert(
      fc.asyncProperty(target, fc.oneof(table, fc.jsonValue()), async ([user, method, url], payload) => {
        const before = await snapshot();
        const response = await call(user, method, url, method === 'PUT' ? payload : undefined);
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });
});
