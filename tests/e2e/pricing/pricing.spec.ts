// Price estimates: a contractor keeps a price table on /profile/edit, then sees a measured design's
// estimate on its result page and, because they chose to, on its shared page.
import { expect, test } from '@playwright/test';
import { DesignSchema } from '@poolscape/shared';
import { SAMPLE_ID, signIn } from '../helpers/designs.ts';

test('a contractor’s price table gives a measured design an estimate on its page and its shared page', async ({
  page,
}) => {
  const account = await signIn(page, 'pro');
  const headers = account.auth;
  expect((await page.request.patch('/api/profile', { headers, data: { role: 'contractor' } })).status()).toBe(
    200,
  );
  // A modern design with lighting, measured from a 30 ft reference along the pool's near side.
  const created = await page.request.post('/api/designs', {
    headers: { ...headers, 'idempotency-key': `e2e-pricing-${Date.now()}` },
    data: {
      source: { sampleId: SAMPLE_ID },
      options: { style: 'modern', features: ['lighting'], variations: 1 },
      corners: [
        { x: 0.3, y: 0.45 },
        { x: 0.7, y: 0.45 },
        { x: 0.8, y: 0.75 },
        { x: 0.2, y: 0.75 },
      ],
      scale: { a: { x: 0.2, y: 0.75 }, b: { x: 0.8, y: 0.75 }, length: 30, unit: 'ft', depth: 5 },
      name: 'Estimate yard',
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const design = DesignSchema.parse(await created.json());
  await page.request.patch(`/api/designs/${design.id}`, { headers, data: { visibility: 'unlisted' } });

  await page.goto('/profile/edit');
  const form = page.getByRole('form', { name: 'Price table' });
  await form.getByLabel('Base price (USD)').fill('15000');
  await form.getByLabel('Modern').fill('100');
  await form.getByLabel('Lighting').fill('-5');
  await form.getByLabel('Text shown to clients').fill('Confirmed after a site visit.');
  await form.getByLabel('On shared pages').check();
  await form.getByRole('button', { name: 'Save price table' }).click();
  // A negative price is named in plain words, next to its box.
  await expect(form.getByText('Prices cannot be negative.')).toBeVisible();
  await form.getByLabel('Lighting').fill('2500');
  await form.getByRole('button', { name: 'Save price table' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Price table saved.' })).toBeVisible();

  const { estimate } = (await (
    await page.request.get(`/api/designs/${design.id}/estimate`, { headers })
  ).json()) as { estimate: { low: number; high: number } };
  const range = new RegExp(
    `\\$${estimate.low.toLocaleString('en-US')} – \\$${estimate.high.toLocaleString('en-US')}`,
  );
  await page.goto(`/design/result/${design.id}`);
  const panel = page.getByTestId('design-estimate');
  await expect(panel.getByRole('heading', { name: 'Estimate' })).toBeVisible();
  await expect(panel).toContainText(range);
  await expect(panel).toContainText('Confirmed after a site visit.');

  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no second page');
  await visitor.goto(`${new URL(page.url()).origin}/design/share/${design.id}`);
  const shared = visitor.getByTestId('share-estimate');
  await expect(shared).toBeVisible();
  await expect(shared).toContainText(range);
  await expect(shared).toContainText('Confirmed after a site visit.');
  await visitor.close();
});
