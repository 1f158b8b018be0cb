// Presentations through the API against a real database: a contractor makes one from a collection,
// edits its slides, exports the PDF and shares a link that plays it (and its pictures and PDF)
// without an account until sharing ends; nobody else can read or change any of it, and bad
// requests change nothing.
import {
  CollectionSchema,
  PlayablePresentationSchema,
  PRESENTATION_TEXT,
  PresentationListSchema,
  PresentationSchema,
} from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const ORIGIN = 'http://localhost:3000';
/** What Astro writes for site/pages/presentation-share.astro, cut down to the parts that matter. */
const SHELL = [
  '<!doctype html><html lang="en"><head><meta charset="utf-8">',
  '<title>%%SHARE_TITLE%% | Poolscape</title>',
  '<meta name="description" content="%%SHARE_DESCRIPTION%%">',
  `<link rel="canonical" href="${ORIGIN}/presentation-share/">`,
  '<meta name="robots" content="noindex">',
  `<meta property="og:image" content="${ORIGIN}/%%SHARE_IMAGE%%">`,
  '</head><body><h1>%%SHARE_TITLE%%</h1>',
  '<script type="application/json" id="share-data">%%SHARE_JSON%%</script>',
  '</body></html>',
].join('\n');

/** The pages of a PDF as PDFKit writes them (one page object each). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0;

describe('presentations', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (studio) => {
      made = studio;
    },
    { files: { 'presentation-share/index.html': SHELL } },
  );
  const call = callAs(() => made.test);
  const count = async (sql: string, values: unknown[]) =>
    (await made.db.pool.query<{ n: number }>(sql, values)).rows[0]?.n ?? 0;

  it('makes a presentation from a collection, edits its slides, exports it and shares it until sharing ends', async () => {
    const user = await registerUser(made.test.app, made.db.pool, 'pro');
    await call(user, 'PATCH', '/api/profile', { company: 'Blue Wave Pools', phone: '+1 555 0100' });
    const [first, second, third] = await renderedDesigns(made, user, 3);
    const collection = CollectionSchema.parse(
      (await call(user, 'POST', '/api/collections', { name: 'The Smiths' })).json(),
    );
    await call(user, 'POST', `/api/collections/${collection.id}/designs`, { designIds: [second, first] });
    await call(user, 'PATCH', `/api/collections/${collection.id}/designs/${second}`, {
      note: 'The budget one',
    });

    const created = await call(user, 'POST', '/api/presentations', {
      title: '  Pool options  ',
      clientName: 'The Smith family',
      collectionId: collection.id,
    });
    expect(created.statusCode).toBe(201);
    let presentation = PresentationSchema.parse(created.json());
    expect(presentation).toMatchObject({
      title: 'Pool options',
      clientName: 'The Smith family',
      slideCount: 2,
      shared: false,
      shareUrl: null,
      closingMessage: PRESENTATION_TEXT.defaultClosing,
      // The owner's e-mail and phone are shown only when the owner chooses to.
      showEmail: false,
      showPhone: false,
      brand: { company: 'Blue Wave Pools', phone: null, email: null },
    });
    expect(
      PresentationSchema.parse(
        (
          await call(user, 'PATCH', `/api/presentations/${presentation.id}`, {
            showEmail: true,
            showPhone: true,
          })
        ).json(),
      ).brand,
    ).toMatchObject({ phone: '+1 555 0100', email: expect.stringMatching(/@example.com$/) });
    expect(presentation.slides.map((slide) => [slide.designId, slide.notes])).toEqual([
      [second, 'The budget one'],
      [first, ''],
    ]);
    expect(presentation.slides.every((slide) => slide.render !== null)).toBe(true);
    const url = `/api/presentations/${presentation.id}`;
    const [budget, other] = presentation.slides.map((slide) => slide.id) as [string, string];

    // Slides: a price line, another design, a new order, one taken out.
    presentation = PresentationSchema.parse(
      (await call(user, 'PATCH', `${url}/slides/${budget}`, { priceLine: ' From $48,000 ' })).json(),
    );
    expect(presentation.slides[0]?.priceLine).toBe('From $48,000');
    presentation = PresentationSchema.parse(
      (await call(user, 'POST', `${url}/slides`, { designIds: [third] })).json(),
    );
    const added = presentation.slides[2]?.id as string;
    presentation = PresentationSchema.parse(
      (await call(user, 'PUT', `${url}/order`, { slideIds: [added, other, budget] })).json(),
    );
    expect(presentation.slides.map((slide) => slide.designId)).toEqual([third, first, second]);
    presentation = PresentationSchema.parse((await call(user, 'DELETE', `${url}/slides/${other}`)).json());
    expect(presentation.slides.map((slide) => slide.designId)).toEqual([third, second]);
    // A render of another design is not a choice for this slide.
    const foreignImage = presentation.choices[added]?.[0]?.imageId as string;
    const refused = await call(user, 'PATCH', `${url}/slides/${budget}`, { imageId: foreignImage });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(PRESENTATION_TEXT.imageNotFound);

    // The PDF: a title page, a page per design, a closing page.
    const pdf = await call(user, 'GET', `${url}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="poolscape-pool-options.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf.rawPayload)).toBe(4);

    // Shared: the link plays it, with its pictures and PDF, for anyone; without e-mail if hidden.
    presentation = PresentationSchema.parse(
      (await call(user, 'PATCH', url, { shared: true, showEmail: false })).json(),
    );
    const token = presentation.shareUrl?.split('/present/')[1] as string;
    expect(presentation.shareUrl).toBe(`${ORIGIN}/present/${token}`);
    const played = PlayablePresentationSchema.parse(
      (await call(null, 'GET', `/api/present/${token}`)).json(),
    );
    expect(played.brand.email).toBeNull();
    expect(played.slides.map((slide) => slide.name)).toEqual(['Option 3', 'Option 2']);
    for (const slide of played.slides) {
      for (const picture of [slide.photo.url, slide.render?.url as string]) {
        const served = await call(null, 'GET', picture);
        expect(served.statusCode, picture).toBe(200);
        expect(served.headers['content-type']).toMatch(/^image\//);
      }
    }
    expect(pageCount((await call(null, 'GET', played.pdfUrl)).rawPayload)).toBe(4);
    const page = await call(null, 'GET', `/present/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Pool options | Poolscape</title>');
    expect(page.body).toContain(
      'Pool designs for The Smith family by Blue Wave Pools: 2 designs, before and after.',
    );
    expect(page.body).toContain(`content="${ORIGIN}/api/present/${token}/slides/`);
    expect(page.body).toContain('<meta name="robots" content="noindex">');

    // Sharing again keeps the link; ending it ends the link and its pictures for good.
    const again = PresentationSchema.parse((await call(user, 'PATCH', url, { shared: true })).json());
    expect(again.shareUrl).toBe(presentation.shareUrl);
    await call(user, 'PATCH', url, { shared: false });
    for (const gone of [
      `/api/present/${token}`,
      played.pdfUrl,
      played.slides[0]?.photo.url as string,
      `/present/${token}`,
    ])
      expect((await call(null, 'GET', gone)).statusCode, gone).toBe(404);
    const renewed = PresentationSchema.parse((await call(user, 'PATCH', url, { shared: true })).json());
    expect(renewed.shareUrl).not.toBe(presentation.shareUrl);

    // The first presentation earns its badge; deleting keeps the designs.
    const badges = (await call(user, 'GET', '/api/badges')).json() as { key: string; earned: boolean }[];
    expect(badges.find((badge) => badge.key === 'first-presentation')?.earned).toBe(true);
    expect(PresentationListSchema.parse((await call(user, 'GET', '/api/presentations')).json())).toHaveLength(
      1,
    );
    expect((await call(user, 'DELETE', url)).statusCode).toBe(204);
    expect(await count('select count(*)::int as n from app.designs where user_id = $1', [user.id])).toBe(3);
    expect((await call(user, 'GET', url)).statusCode).toBe(404);
  });

  it("shows another user's presentation to nobody, and never lets anyone use a design that is not theirs", async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const other = await registerUser(made.test.app, made.db.pool);
    const [mine] = await renderedDesigns(made, owner, 1);
    const [theirs] = await renderedDesigns(made, other, 1);
    const presentation = PresentationSchema.parse(
      (await call(owner, 'POST', '/api/presentations', { title: 'Private', designIds: [mine] })).json(),
    );
    const url = `/api/presentations/${presentation.id}`;
    const slide = presentation.slides[0]?.id as string;
    const attempts: [Parameters<typeof call>[1], string, unknown?][] = [
      ['GET', url],
      ['PATCH', url, { title: 'Mine now' }],
      ['DELETE', url],
      ['POST', `${url}/slides`, { designIds: [theirs] }],
      ['PUT', `${url}/order`, { slideIds: [slide] }],
      ['PATCH', `${url}/slides/${slide}`, { notes: 'hello' }],
      ['DELETE', `${url}/slides/${slide}`],
    ];
    for (const [method, path, payload] of attempts) {
      expect((await call(other, method, path, payload)).statusCode, `${method} ${path}`).toBe(404);
      expect((await call(null, method, path, payload)).statusCode, `${method} ${path}`).toBe(401);
    }
    expect((await call(other, 'GET', `${url}/pdf`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `${url}/pdf`)).statusCode).toBe(404);
    expect(PresentationListSchema.parse((await call(other, 'GET', '/api/presentations')).json())).toEqual([]);
    // Nobody builds on someone else's designs or collections.
    const collection = CollectionSchema.parse(
      (await call(other, 'POST', '/api/collections', { name: 'Theirs' })).json(),
    );
    for (const body of [
      { title: 'x', designIds: [theirs] },
      { title: 'x', collectionId: collection.id },
    ])
      expect((await call(owner, 'POST', '/api/presentations', body)).statusCode).toBe(404);
    expect((await call(owner, 'POST', `${url}/slides`, { designIds: [mine, theirs] })).statusCode).toBe(404);
    // A shared presentation's link shows its own slides' pictures only.
    const shared = PresentationSchema.parse((await call(owner, 'PATCH', url, { shared: true })).json());
    const token = shared.shareUrl?.split('/present/')[1] as string;
    const otherTalk = PresentationSchema.parse(
      (await call(other, 'POST', '/api/presentations', { title: 'Theirs', designIds: [theirs] })).json(),
    );
    const foreignSlide = otherTalk.slides[0]?.id as string;
    expect((await call(null, 'GET', `/api/present/${token}/slides/${foreignSlide}/photo`)).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/api/present/${'x'.repeat(43)}`)).statusCode).toBe(404);
    const now = PresentationSchema.parse((await call(owner, 'GET', url)).json());
    expect(now).toMatchObject({ title: 'Private', slideCount: 1 });
  });

  it('answers any body with a 4xx that names the problem, never a 5xx, and stores nothing when it refuses', async () => {
    const user = await registerUser(made.test.app, made.db.pool);
    const [design] = await renderedDesigns(made, user, 1);
    const presentation = PresentationSchema.parse(
      (await call(user, 'POST', '/api/presentations', { title: 'Fuzz', designIds: [design] })).json(),
    );
    const slide = presentation.slides[0]?.id as string;
    const snapshot = async () => ({
      presentations: await count('select count(*)::int as n from app.presentations where user_id = $1', [
        user.id,
      ]),
      slides: await count(
        `select count(*)::int as n from app.presentation_slides s
           join app.presentations p on p.id = s.presentation_id where p.user_id = $1`,
        [user.id],
      ),
    });
    const text = fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 200 }), fc.constant(''));
    const body = fc.oneof(
      fc.record(
        {
          title: fc.oneof(text, fc.jsonValue()),
          clientName: fc.oneof(text, fc.string({ minLength: 115, maxLength: 130 })),
          collectionId: fc.oneof(fc.uuid(), text),
          designIds: fc.oneof(
            fc.constant([design]),
            fc.array(fc.oneof(fc.uuid(), text), { maxLength: 3 }),
            fc.jsonValue(),
          ),
          slideIds: fc.oneof(fc.constant([slide]), fc.array(fc.uuid(), { maxLength: 2 }), fc.jsonValue()),
          notes: fc.oneof(text, fc.jsonValue()),
          priceLine: fc.oneof(text, fc.string({ minLength: 115, maxLength: 130 })),
          imageId: fc.oneof(fc.uuid(), fc.constant(null), fc.jsonValue()),
          shared: fc.oneof(fc.boolean(), fc.jsonValue()),
        },
        { requiredKeys: [] },
      ),
      fc.jsonValue(),
    );
    const url = `/api/presentations/${presentation.id}`;
    const target = fc.constantFrom(
      ['POST', '/api/presentations'] as const,
      ['PATCH', url] as const,
      ['POST', `${url}/slides`] as const,
      ['PUT', `${url}/order`] as const,
      ['PATCH', `${url}/slides/${slide}`] as const,
      ['POST', '/api/presentations/not-an-id/slides'] as const,
    );
    await fc.assert(
      fc.asyncProperty(target, body, async ([method, path], payload) => {
        const before = await snapshot();
        const response = await call(user, method, path, payload);
        expect(response.statusCode).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(typeof response.json().message).toBe('string');
          expect(await snapshot()).toEqual(before);
        }
      }),
      { numRuns: 150 },
    );
  });
});
