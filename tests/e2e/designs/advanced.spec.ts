// The Advanced area as people meet it: a Premium contractor designs one pool from two photos of the
// same yard as a watercolour, switches between the viewpoints on the result and downloads a square
// crop for posting; a Pro user sees what Advanced offers and the plan that unlocks it, and reads
// which words of a custom prompt the built-in renderer could not follow.
import { expect, test } from '@playwright/test';
import { DESIGN_TEXT } from '@poolscape/shared';
import sharp from 'sharp';
import { SAMPLE_ID, signIn, waitForRenders } from '../helpers/designs.ts';

test('Premium: two viewpoints as a watercolour, each shown on the result, with a square crop', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'premium');
  await page.goto('/advanced');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Start an advanced design' })).toBeVisible();

  await page
    .getByRole('region', { name: 'Your backyard' })
    .getByRole('button', { name: 'Small fenced yard' })
    .click();
  await page.getByRole('button', { name: 'Add another viewpoint' }).click();
  const second = page.getByRole('region', { name: 'Viewpoint 2' });
  await second.getByRole('button', { name: 'Sloped lawn by a stone house' }).click();
  await expect(second.getByRole('button', { name: /corner, \d+% across/ })).toHaveCount(4);
  await page.getByText('Watercolour', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Watercolour' })).toBeChecked();
  await expect(page.getByTestId('usage-line')).toContainText('This design uses 2 images');
  await page.getByRole('button', { name: 'Create design' }).click();

  await expect(page).toHaveURL(/\/design\/result\//);
  await expect(page.getByTestId('rendered-by')).toHaveText('Rendered by the Poolscape built-in renderer.', {
    timeout: 90_000,
  });
  const tabs = page.getByRole('tablist', { name: 'Viewpoints' });
  await expect(tabs.getByRole('tab')).toHaveCount(2);
  const afterImage = page.getByRole('img', { name: /variation 1: the pool design/ });
  const firstSrc = await afterImage.getAttribute('src');
  await tabs.getByRole('tab', { name: 'Viewpoint 2' }).click();
  await expect(tabs.getByRole('tab', { name: 'Viewpoint 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(afterImage).not.toHaveAttribute('src', firstSrc ?? '');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Square 1:1' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/-1x1\.png$/);
  const meta = await sharp((await download.path()) ?? '').metadata();
  expect(meta.width).toBe(meta.height);
});

test('Pro: Advanced shows what it offers and the plan that unlocks it; a prompt says what it could not follow', async ({
  page,
}) => {
  const account = await signIn(page, 'pro');
  await page.goto('/advanced');
  await expect(page.getByRole('heading', { name: 'Advanced comes with the Premium plan' })).toBeVisible();
  await expect(page.getByText('Multiple viewpoints', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute('href', '/upgrade');
  await expect(page.getByRole('button', { name: 'Create design' })).toHaveCount(0);

  await page.goto('/design/create');
  await expect(page.getByRole('radio', { name: 'Clay model' })).toBeDisabled();
  await expect(page.getByText('AI modeling styles come with the Premium plan.')).toBeVisible();

  // The API says the same on its own, whatever the screen shows.
  const refused = await page.request.post('/api/designs', {
    headers: account.auth,
    data: { source: { sampleId: SAMPLE_ID }, options: { style: 'modern', modelingStyle: 'clay' } },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe(DESIGN_TEXT.advancedNotInPlan);

  const made = await page.request.post('/api/designs', {
    headers: account.auth,
    data: {
      source: { sampleId: SAMPLE_ID },
      options: { style: 'modern', prompt: 'a spa and dark tile, with fire bowls' },
    },
  });
  expect(made.status()).toBe(202);
  const { id } = (await made.json()) as { id: string };
  await waitForRenders(page.request, account, [id]);
  await page.goto(`/design/result/${id}`);
  await expect(page.getByTestId('prompt-not-followed')).toContainText('“fire bowls”');
  await expect(page.getByText(/this render follows:.*“a spa”/)).toBeVisible();
  await expect(
    page.getByText('Square, portrait, wide and story crops around the pool come with the Premium plan.'),
  ).toBeVisible();
});
