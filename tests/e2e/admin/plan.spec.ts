// Plans set by hand: a user can ask for a plan change ("Change my plan", where the billing screens
// of an installation without Stripe send them); an admin sets the plan on the user's page with a
// reason and a last day; the user's plan meter shows the new plan and its images at once.
import { expect, test } from '@playwright/test';
import { signIn, sql } from '../helpers/designs.ts';

test('an admin sets a user’s plan on the user page, and the user’s plan meter shows it', async ({
  page,
  browser,
  baseURL,
}) => {
  const customerContext = await browser.newContext({ baseURL });
  const customerPage = await customerContext.newPage();
  const customer = await signIn(customerPage, 'free');
  const meter = customerPage.getByRole('region', { name: 'Images and videos this period' });
  await customerPage.goto('/dashboard');
  await expect(meter.getByText('Free trial plan')).toBeVisible();

  // A "Change my plan" request, as the billing screens of an installation without Stripe link to it.
  await customerPage.goto('/support?category=plan');
  await expect(customerPage.getByLabel('What it is about')).toHaveValue('plan');

  const admin = await signIn(page);
  await sql("update app.users set staff_role = 'admin' where id = $1", [admin.id]);
  await page.goto(`/admin/users/${customer.id}`);
  const planForm = page.getByRole('form', { name: 'Change the plan' });
  await expect(page.getByTestId('admin-plan')).toHaveText('Free trial.');
  await planForm.getByLabel('Plan', { exact: true }).selectOption('pro');
  const lastDay = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
  await planForm.getByLabel('Last day (optional)').fill(lastDay);
  await planForm.getByLabel('Reason for the plan change').fill('Paid by bank transfer');
  await planForm.getByRole('button', { name: 'Change plan' }).click();
  await expect(page.getByTestId('admin-plan')).toContainText('Pro, until');
  await expect(page.getByTestId('audit-entry').first()).toContainText('user.plan');
  await expect(page.getByTestId('audit-entry').first()).toContainText('Paid by bank transfer');

  await customerPage.goto('/dashboard');
  await expect(meter.getByText('Pro plan')).toBeVisible();
  await expect(meter.getByRole('meter', { name: 'Images used this period' })).toHaveAttribute(
    'aria-valuemax',
    '100',
  );
  await customerContext.close();
});
