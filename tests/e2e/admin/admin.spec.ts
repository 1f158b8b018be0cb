// The admin area as support uses it: a user opens a ticket on /support; an admin finds the user,
// grants them images with a reason (the ledger row and the audit log show it), answers the ticket
// from the queue with an internal note and a reply; the user reads the reply on /support and has it
// by e-mail. A user who is not an admin is refused the area. Then an admin approves a gallery
// submission, reads the statistics charts and cleans up what a deleted design left in storage.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createDesignByApi, signIn, sql, waitForRenders } from '../helpers/designs.ts';
import { waitForMailTo } from '../helpers/mail.ts';
import { E2E_DATA_DIR } from '../helpers/product.ts';

test('support answers a ticket and grants images from the admin area; the user sees the reply', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // The user opens a ticket on /support.
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const customer = await signIn(customerPage, 'pro');
  await sql(`update app.users set first_name = 'Quinn', last_name = 'Harbourside' where id = $1`, [
    customer.id,
  ]);
  await customerPage.goto('/support');
  await customerPage.getByLabel('Subject').fill('My night render is too dark');
  await customerPage.getByLabel('What it is about').selectOption('designs');
  await customerPage.getByLabel('Message', { exact: true }).fill('The pool is hard to see at night.');
  await customerPage.getByRole('button', { name: 'Send to support' }).click();
  await expect(customerPage.getByRole('heading', { name: 'My night render is too dark' })).toBeVisible();
  await expect(customerPage.getByText('Waiting for support')).toBeVisible();

  // A signed-in user who is not an admin is refused the area.
  await customerPage.goto('/admin/users');
  await expect(
    customerPage.getByRole('heading', { name: 'This is for Poolscape admins only.' }),
  ).toBeVisible();

  // The admin finds the user and grants images.
  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin dashboard' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Users' }).click();
  await page.getByLabel('Search by e-mail or name').fill('harbours');
  await page.getByRole('link', { name: 'Quinn Harbourside' }).click();
  await expect(page.getByTestId('admin-images')).toContainText('100 left');
  await page.getByLabel('Images', { exact: true }).fill('20');
  await page.getByLabel('Reason', { exact: true }).fill('Sorry about the dark renders');
  await page.getByRole('button', { name: 'Change images' }).click();
  await expect(page.getByTestId('admin-images')).toContainText('120 left');
  await expect(page.getByTestId('audit-entry').first()).toContainText('credits.grant');
  await expect(page.getByTestId('audit-entry').first()).toContainText('Sorry about the dark renders');

  // The ticket, from the queue: a note only support sees, then a reply.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Support' }).click();
  await page.getByRole('button', { name: /My night render is too dark/ }).click();
  const reply = page.getByLabel(/Reply to Quinn Harbourside/);
  await page.getByLabel('Internal note', { exact: true }).check();
  await page.getByLabel(/Internal note \(only support sees it\)/).fill('Lighting feature was off.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Internal note by')).toBeVisible();
  await reply.fill('Turn on the lighting feature and render again: we added 20 images for it.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText(/Ticket \d+ · Designs and renders · Answered/)).toBeVisible();

  // The user has it by e-mail and on /support, without the note.
  const mail = await waitForMailTo(customer.email);
  expect(mail).toContain('Turn on the lighting feature and render again');
  await customerPage.goto('/support');
  await customerPage.getByRole('button', { name: /My night render is too dark/ }).click();
  await expect(customerPage.getByText('we added 20 images for it')).toBeVisible();
  await expect(customerPage.getByText('Lighting feature was off.')).toHaveCount(0);
  await customerContext.close();
});

test('an admin approves a gallery submission, reads the statistics and cleans up orphans', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await signIn(page, 'pro');
  const design = await createDesignByApi(page.request, owner, { name: 'Lagoon for the gallery' });
  await waitForRenders(page.request, owner, [design.id]);
  await page.request.patch(`/api/designs/${design.id}`, {
    headers: owner.auth,
    data: { visibility: 'public' },
  });
  expect(
    (await page.request.post(`/api/designs/${design.id}/gallery`, { headers: owner.auth })).status(),
  ).toBe(200);
  // A file a deleted design left behind, written two hours ago.
  const leftover = `designs/${randomUUID()}/photo.png`;
  const path = join(E2E_DATA_DIR, 'storage', leftover);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.alloc(2048, 7));
  const old = new Date(Date.now() - 2 * 3_600_000);
  utimesSync(path, old, old);

  await sql("update app.users set staff_role = 'admin' where id = $1", [owner.id]);
  await page.goto('/admin/designs?gallery=submitted');
  const card = page.getByTestId('admin-design').filter({ hasText: 'Lagoon for the gallery' });
  await card.getByRole('button', { name: /Approve for the gallery/ }).click();
  await expect(page.getByText('Approved for the gallery.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.goto('/gallery');
  await expect(page.getByText('Lagoon for the gallery')).toBeVisible();

  await page.goto('/admin/user-stats');
  await expect(page.getByRole('heading', { name: 'Sign-ups and designs per day' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sign-ups and designs per day' })).toBeVisible();
  await page.getByText('Show the numbers').first().click();
  await expect(page.getByRole('table', { name: 'Sign-ups and designs per day' })).toBeVisible();

  await page.goto('/admin/orphaned-designs');
  await expect(page.getByRole('cell', { name: leftover })).toBeVisible();
  await page.getByRole('button', { name: 'Clean up' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Clean up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cleaned up' })).toContainText('freed');
  expect(existsSync(path)).toBe(false);
});
