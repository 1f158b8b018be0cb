// Leads through the API against a real database: an owner switches "Request a quote" on for a
// shared design, collection or presentation; a signed-out visitor's request becomes the owner's
// lead, mailed to the owner (with a link to the Leads list) and confirmed to the visitor, neither
// the page nor any answer nor the visitor's mail ever showing the owner's address; the owner
// follows it up and exports a CSV a spreadsheet cannot be tricked by; nobody else sees any of it.
import { LEAD_TEXT, LeadPageSchema, LeadSchema, PresentationSchema } from '@poolscape/shared';
import { registerUser } from '@poolscape/tests/kit/designs/fixtures';
import {
  callAs,
  renderedDesigns,
  type StudioTestApp,
  useStudioTestApp,
} from '@poolscape/tests/kit/designs/studio-app';
import {
  askForQuote,
  leadCount,
  quotableDesign,
  quoteBody,
  SHARE_SHELLS,
  shareData,
  switchPath,
} from '@poolscape/tests/kit/leads';
import { describe, expect, it } from 'vitest';

describe('leads', () => {
  let made: StudioTestApp;
  useStudioTestApp(
    (value) => {
      made = value;
    },
    { files: SHARE_SHELLS },
  );
  const call = callAs(() => made.test);
  const emailOf = async (id: string) =>
    (await made.db.pool.query<{ email: string }>('select email from app.users where id = $1', [id])).rows[0]
      ?.email ?? '';
  const page = async (url: string) => (await made.test.app.inject({ method: 'GET', url })).body;

  it('turns a visitor’s request on a shared design into the owner’s lead and two e-mails', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const ownerEmail = await emailOf(owner.id);
    const [id] = await renderedDesigns(made, owner, 1);
    const path = `/api/quote-requests/design/${id}`;
    await call(owner, 'PATCH', `/api/designs/${id}`, { visibility: 'unlisted' });

    // Off by default: the page offers nothing and the request is refused like an unknown page.
    expect((await call(owner, 'GET', switchPath('design', `${id}`))).json()).toEqual({ enabled: false });
    expect(shareData(await page(`/design/share/${id}`)).quote).toBeUndefined();
    const off = await askForQuote(made.test, path, quoteBody());
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe(LEAD_TEXT.pageNotFound);

    expect((await call(owner, 'PUT', switchPath('design', `${id}`), { enabled: true })).json()).toEqual({
      enabled: true,
    });
    const html = await page(`/design/share/${id}`);
    expect(shareData(html).quote).toEqual({ by: 'Dana', action: path });
    expect(html).not.toContain(ownerEmail);

    const sentAt = (await made.test.deliverMail()).length;
    const body = quoteBody({ name: 'Ana <b>Visitor</b>', message: 'A pool & a spa, please.\n\nThanks!' });
    const asked = await askForQuote(made.test, path, body);
    expect(asked.statusCode).toBe(201);
    expect(asked.json()).toEqual({ message: 'Thank you. Dana will be in touch.' });
    expect(asked.body).not.toContain(ownerEmail);

    expect((await made.test.deliverMail()).length).toBe(sentAt + 2);
    const mails = made.test.mail.slice(sentAt);
    const toOwner = mails.find((mail) => mail.to === ownerEmail);
    const toVisitor = mails.find((mail) => mail.to === body.email);
    expect(toOwner?.subject).toBe('New quote request from Ana <b>Visitor</b>');
    expect(toOwner?.text).toContain(`E-mail: ${body.email}`);
    expect(toOwner?.text).toContain('Postcode: SW1A 1AA');
    expect(toOwner?.text).toContain('A pool & a spa, please.');
    expect(toOwner?.text).toContain('http://localhost:3000/leads');
    expect(toOwner?.html).toContain('Ana &#60;b&#62;Visitor&#60;/b&#62;');
    // The visitor's address was typed by whoever sent the form: their mail holds only the
    // product's own words, nothing anyone wrote (names, message, the item's name).
    expect(toVisitor?.subject).toBe(LEAD_TEXT.confirmationSubject);
    expect(toVisitor?.text).toContain(LEAD_TEXT.confirmationNotYou);
    // A greeting on its own line, then the paragraphs: as the HTML part reads.
    expect(toVisitor?.text).toMatch(/^Hello,\n\nYour quote request/);
    for (const part of [toVisitor?.subject, toVisitor?.text, toVisitor?.html])
      for (const written of [ownerEmail, 'Ana', 'A pool & a spa', 'Option 1', 'Dana'])
        expect(part ?? '').not.toContain(written);

    const leads = LeadPageSchema.parse((await call(owner, 'GET', '/api/leads')).json());
    expect(leads.total).toBe(1);
    expect(leads.counts).toEqual({ new: 1, contacted: 0, won: 0, lost: 0 });
    expect(leads.items[0]).toMatchObject({
      item: { kind: 'design', id, name: 'Option 1', url: `/design/result/${id}` },
      name: 'Ana <b>Visitor</b>',
      email: body.email,
      phone: '+44 20 7946 0000',
      postcode: 'SW1A 1AA',
      message: 'A pool & a spa, please.\n\nThanks!',
      status: 'new',
      notes: '',
    });
    const leadId = leads.items[0]?.id;

    const changed = LeadSchema.parse(
      (
        await call(owner, 'PATCH', `/api/leads/${leadId}`, {
          status: 'contacted',
          notes: ' Called on Monday ',
        })
      ).json(),
    );
    expect(changed).toMatchObject({ status: 'contacted', notes: 'Called on Monday' });
    const contacted = LeadPageSchema.parse((await call(owner, 'GET', '/api/leads?status=contacted')).json());
    expect(contacted.items.map((lead) => lead.id)).toEqual([leadId]);
    expect(LeadPageSchema.parse((await call(owner, 'GET', '/api/leads?status=new')).json()).items).toEqual(
      [],
    );

    // Once the design is private again the page is gone, and so are its quote requests.
    await call(owner, 'PATCH', `/api/designs/${id}`, { visibility: 'private' });
    expect((await askForQuote(made.test, path, quoteBody())).statusCode).toBe(404);
    // A deleted design's lead stays, named as it was, with no link.
    await call(owner, 'DELETE', `/api/designs/${id}`);
    const kept = LeadPageSchema.parse((await call(owner, 'GET', '/api/leads')).json()).items[0];
    expect(kept?.item).toEqual({ kind: 'design', id, name: 'Option 1', url: null });
  });

  it('shows leads and switches to their owner only: anyone else gets what a missing one gets', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const other = await registerUser(made.test.app, made.db.pool);
    const design = await quotableDesign(made, owner);
    expect((await askForQuote(made.test, design.path, quoteBody(), '203.0.113.20')).statusCode).toBe(201);
    const leadId = LeadPageSchema.parse((await call(owner, 'GET', '/api/leads')).json()).items[0]?.id;
    const attempts: [Parameters<typeof call>[1], string, unknown?][] = [
      ['PATCH', `/api/leads/${leadId}`, { status: 'lost' }],
      ['GET', switchPath('design', design.id)],
      ['PUT', switchPath('design', design.id), { enabled: false }],
    ];
    for (const [method, url, payload] of attempts) {
      const refused = await call(other, method, url, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(404);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    const missing = await call(owner, 'PATCH', '/api/leads/00000000-0000-4000-8000-000000000000', {
      notes: 'x',
    });
    expect(missing.json()).toEqual({ message: LEAD_TEXT.notFound });
    expect((await call(owner, 'PATCH', '/api/leads/not-an-id', { notes: 'x' })).statusCode).toBe(404);
    expect(LeadPageSchema.parse((await call(other, 'GET', '/api/leads')).json()).total).toBe(0);
    expect((await call(null, 'GET', '/api/leads')).statusCode).toBe(401);
    expect((await call(null, 'GET', '/api/leads/export')).statusCode).toBe(401);
    const otherCsv = (await call(other, 'GET', '/api/leads/export')).body;
    expect(otherCsv.trim().split('\r\n')).toHaveLength(1);
    // Nothing changed: the lead is as it was and the switch still on.
    const lead = LeadPageSchema.parse((await call(owner, 'GET', '/api/leads')).json()).items[0];
    expect(lead).toMatchObject({ status: 'new', notes: '' });
    expect((await call(owner, 'GET', switchPath('design', design.id))).json()).toEqual({ enabled: true });
  });

  it('takes requests on a public collection and a shared presentation, only while shared', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    await made.db.pool.query("update app.users set company = 'Blue Wave Pools' where id = $1", [owner.id]);
    const ownerEmail = await emailOf(owner.id);
    const [designId] = await renderedDesigns(made, owner, 1);
    const collection = (
      await call(owner, 'POST', '/api/collections', { name: 'The Smiths', visibility: 'public' })
    ).json();
    const collectionPath = `/api/quote-requests/collection/${collection.id}`;
    expect((await askForQuote(made.test, collectionPath, quoteBody(), '203.0.113.30')).statusCode).toBe(404);
    await call(owner, 'PUT', switchPath('collection', collection.id), { enabled: true });
    const collectionPage = await page(`/profile/public/${owner.id}/collections/${collection.id}`);
    expect(shareData(collectionPage).quote).toEqual({ by: 'Blue Wave Pools', action: collectionPath });
    expect(collectionPage).not.toContain(ownerEmail);
    const asked = await askForQuote(made.test, collectionPath, quoteBody(), '203.0.113.30');
    expect(asked.json()).toEqual({ message: 'Thank you. Blue Wave Pools will be in touch.' });
    await call(owner, 'PATCH', `/api/collections/${collection.id}`, { visibility: 'private' });
    expect((await askForQuote(made.test, collectionPath, quoteBody(), '203.0.113.30')).statusCode).toBe(404);

    const created = (
      await call(owner, 'POST', '/api/presentations', { title: 'For the Smiths', designIds: [designId] })
    ).json();
    await call(owner, 'PUT', switchPath('presentation', created.id), { enabled: true });
    const shared = PresentationSchema.parse(
      (await call(owner, 'PATCH', `/api/presentations/${created.id}`, { shared: true })).json(),
    );
    const token = shared.shareUrl?.split('/present/')[1] ?? '';
    const presentationPath = `/api/quote-requests/presentation/${token}`;
    expect(shareData(await page(`/present/${token}`)).quote).toEqual({
      by: 'Blue Wave Pools',
      action: presentationPath,
    });
    expect((await askForQuote(made.test, presentationPath, quoteBody(), '203.0.113.31')).statusCode).toBe(
      201,
    );
    // The presentation's id is not its public name, and a link that stopped works no more.
    expect(
      (
        await askForQuote(
          made.test,
          `/api/quote-requests/presentation/${created.id}`,
          quoteBody(),
          '203.0.113.31',
        )
      ).statusCode,
    ).toBe(404);
    await call(owner, 'PATCH', `/api/presentations/${created.id}`, { shared: false });
    expect((await askForQuote(made.test, presentationPath, quoteBody(), '203.0.113.31')).statusCode).toBe(
      404,
    );

    const items = LeadPageSchema.parse((await call(owner, 'GET', '/api/leads')).json()).items;
    expect(items.map((lead) => [lead.item.kind, lead.item.name, lead.item.url])).toEqual([
      ['presentation', 'For the Smiths', `/presentations/${created.id}`],
      ['collection', 'The Smiths', `/collections/${collection.id}`],
    ]);
    expect(await leadCount(made, owner.id)).toBe(2);
  });

  it('exports the owner’s leads as a CSV that a spreadsheet reads as text, never as formulas', async () => {
    const owner = await registerUser(made.test.app, made.db.pool);
    const design = await quotableDesign(made, owner);
    const tricky = quoteBody({
      name: '=HYPERLINK("http://evil.example","Click")',
      phone: '+1 555 0100',
      postcode: 'AB1 2CD',
      message: '@SUM(A1:A2), "quoted", and\na second line',
    });
    await askForQuote(made.test, design.path, tricky, '203.0.113.40');
    await askForQuote(made.test, design.path, quoteBody({ name: 'Plain Person', phone: '' }), '203.0.113.40');
    const exported = await call(owner, 'GET', '/api/leads/export');
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const csv = exported.body.replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      '"Date","Status","Name","E-mail","Phone","Postcode","Message","Notes","From","Item"',
    );
    // Newest first; the cells a spreadsheet would run start with a quote; quotes are doubled.
    expect(lines[1]).toMatch(/^"[^"]+","New","Plain Person","ana-\d+@example\.net","","SW1A 1AA"/);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(csv).toContain('"\'+1 555 0100"');
    expect(csv).toContain('"\'@SUM(A1:A2), ""quoted"", and\na second line"');
    expect(csv.endsWith('"Design","Option 1"\r\n')).toBe(true);
    const filtered = (await call(owner, 'GET', '/api/leads/export?status=won')).body;
    expect(
      filtered
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(1);
  });
});
