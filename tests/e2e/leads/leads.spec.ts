// Leads as a contractor gets them: the owner switches "Request a quote" on in a design's share
// panel, a signed-out visitor asks for a quote on the shared page (told who will answer, never the
// owner's address), the owner finds the lead from the dashboard, marks it contacted, and both
// e-mails have gone out.
import { expect, test } from '@playwright/test';
import { PROOF_OF_WORK, ProofChallengeSchema, solveProofOfWork } from '@poolscape/shared';
import { createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';
import { waitForMailTo } from '../helpers/mail.ts';

test('a quote request from a shared design reaches its owner’s leads and mailbox', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await signIn(page, 'pro');
  const design = await createDesignByApi(page.request, owner, { name: 'Lakeside plunge' });
  await page.request.patch(`/api/designs/${design.id}`, {
    headers: owner.auth,
    data: { visibility: 'unlisted' },
  });

  await waitForRenders(page.request, owner, [design.id]);
  await page.goto(`/design/result/${design.id}`);
  const quoteSwitch = page.getByLabel('Show Request a quote on the shared page');
  await expect(quoteSwitch).toBeEnabled();
  await quoteSwitch.click();
  await expect(quoteSwitch).toBeChecked();
  await expect(page.getByTestId('quote-switch-hint')).toContainText('Quote requests are on.');

  const visitorEmail = `ana-${Date.now()}@example.net`;
  const stranger = await browser.newContext({ baseURL });
  const visitor = await stranger.newPage();
  await visitor.goto(`/design/share/${design.id}`);
  await visitor.getByRole('button', { name: 'Request a quote' }).click();
  const form = visitor.getByRole('dialog', { name: 'Request a quote' });
  await form.getByLabel('Name', { exact: true }).fill('Ana Visitor');
  await form.getByLabel('E-mail').fill(visitorEmail);
  await form.getByLabel('Phone (optional)').fill('+44 20 7946 0000');
  await form.getByLabel('Postcode').fill('SW1A 1AA');
  await form.getByLabel('Message (optional)').fill('A plunge pool by the patio, please.');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you. Pia will be in touch.');
  expect(await visitor.content()).not.toContain(owner.email);
  await stranger.close();

  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^Leads/ }).click();
  const lead = page.getByTestId('lead');
  await expect(lead.getByRole('heading', { name: 'Ana Visitor' })).toBeVisible();
  await expect(lead.getByRole('link', { name: visitorEmail })).toHaveAttribute(
    'href',
    `mailto:${visitorEmail}`,
  );
  await expect(lead.getByRole('link', { name: 'Lakeside plunge' })).toHaveAttribute(
    'href',
    `/design/result/${design.id}`,
  );
  await expect(lead.getByText('A plunge pool by the patio, please.')).toBeVisible();
  const saved = page.waitForResponse(
    (response) => response.url().includes('/api/leads/') && response.request().method() === 'PATCH',
  );
  await lead.getByLabel('Status for Ana Visitor').selectOption('contacted');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId('lead').getByLabel('Status for Ana Visitor')).toHaveValue('contacted');

  const toOwner = await waitForMailTo(owner.email);
  expect(toOwner).toContain('New quote request from Ana Visitor');
  expect(toOwner).toContain('/leads');
  const toVisitor = await waitForMailTo(visitorEmail);
  expect(toVisitor).not.toContain(owner.email);
  expect(toVisitor).not.toContain('Ana Visitor');

  // Spam: a robot filling the hidden field is thanked and ignored; a sixth request in an hour
  // from one client is refused with 429 and stores nothing.
  const leadCount = async () =>
    ((await (await page.request.get('/api/leads', { headers: owner.auth })).json()) as { total: number })
      .total;
  // Each request solves the form's proof of work, as the form's browser does.
  const ask = async (extra: Record<string, string> = {}) => {
    const challenge = ProofChallengeSchema.parse(
      await (await page.request.get('/api/quote-requests/challenge')).json(),
    );
    return page.request.post(`/api/quote-requests/design/${design.id}`, {
      headers: {
        'x-forwarded-for': '203.0.113.77',
        [PROOF_OF_WORK.header]: await solveProofOfWork(challenge),
      },
      data: { name: 'Bot', email: 'bot@example.net', postcode: '12345', ...extra },
    });
  };
  expect((await ask({ website: 'https://spam.example' })).status()).toBe(201);
  expect(await leadCount()).toBe(1);
  for (let sent = 0; sent < 5; sent++) expect((await ask()).status()).toBe(201);
  const refused = await ask();
  expect(refused.status()).toBe(429);
  expect(((await refused.json()) as { message: string }).message).toMatch(/quote requests an hour/);
  expect(await leadCount()).toBe(6);
});
