// The gallery's community designs as a member and an operator meet them: a public design is
// submitted from its page, the operator approves it with `npm run gallery` (the command itself, on
// the running product's database), and a signed-out visitor finds it on /gallery with the
// member's name linked to their public profile.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createDesignByApi, signIn, waitForRenders } from '../helpers/designs.ts';
import { E2E_DATA_DIR, repoRoot } from '../helpers/product.ts';

/** The operator's command, as `npm run gallery -- ...` runs it. */
function gallery(...args: string[]) {
  return spawnSync(process.execPath, [join(repoRoot, 'api', 'scripts', 'gallery.ts'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR },
    encoding: 'utf8',
  });
}

test('a public design submitted from its page, approved by the operator, shows on /gallery', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const account = await signIn(page);
  const name = `Community lagoon ${Date.now()}`;
  const design = await createDesignByApi(page.request, account, { name, style: 'natural' });
  await waitForRenders(page.request, account, [design.id]);
  await page.request.patch(`/api/designs/${design.id}`, {
    headers: account.auth,
    data: { visibility: 'public' },
  });
  await page.request.patch('/api/profile', { headers: account.auth, data: { profilePublic: true } });

  await page.goto(`/design/result/${design.id}`);
  const panel = page.getByRole('region', { name: 'Public gallery' });
  await panel.getByRole('button', { name: 'Submit to the gallery' }).click();
  await expect(panel.getByTestId('gallery-status')).toHaveText(
    'Submitted: waiting for our team to review it.',
  );

  const listed = gallery();
  expect(listed.status, listed.stderr).toBe(0);
  expect(listed.stdout).toContain(design.id);
  const approved = gallery('approve', design.id);
  expect(approved.status, approved.stderr).toBe(0);
  expect(approved.stdout).toContain(`${design.id}: approved`);
  expect(gallery('approve', design.id).status).toBe(1);

  const stranger = await browser.newContext({ baseURL });
  const visitor = await stranger.newPage();
  await visitor.goto('/gallery');
  const community = visitor.getByRole('region', { name: 'From the Poolscape community' });
  const card = community.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pia Pool' })).toHaveAttribute(
    'href',
    `/profile/public/${account.id}`,
  );
  await card.getByRole('link', { name, exact: true }).click();
  await expect(visitor).toHaveURL(new RegExp(`/design/share/${design.id}$`));
  await stranger.close();

  await page.reload();
  await expect(panel.getByTestId('gallery-status')).toContainText('In the Poolscape gallery.');
  // Taken out again, so the gallery the other tests see is the CMS's alone.
  await panel.getByRole('button', { name: 'Take it out of the gallery' }).click();
  await expect(panel.getByRole('button', { name: 'Submit to the gallery' })).toBeVisible();
});
