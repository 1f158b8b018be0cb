// Paying for Poolscape in a browser, through the Stripe contract server's Checkout and portal
// pages and its signed webhooks: a plan chosen on /subscribe bought right after sign-up, an image
// pack bought and used once the plan's images are gone, Billing's invoices and image history,
// cancelling at period end in the portal, and a failed renewal's past-due banner.
import { expect, type Page, test } from '@playwright/test';
import { BILLING_TEXT, CreditsSchema } from '@poolscape/shared';
import pg from 'pg';
import { AUTH_LABELS } from '../../../site/islands/auth/auth-labels.ts';
import { savedToken, uniqueEmail } from '../helpers/auth.ts';
import { createDesignByApi, signIn } from '../helpers/designs.ts';
import { databaseUrlOf, E2E_DATA_DIR } from '../helpers/product.ts';
import { productState } from '../helpers/state.ts';

const { stripeUrl } = productState();

/** Pays on Stripe's hosted Checkout page with the test card, and waits to be back on Billing. */
async function payOnCheckout(page: Page, kind: 'plan' | 'pack'): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/pay/`));
  await expect(page.getByRole('heading', { name: /^Pay / })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/billing\\?checkout=${kind}`));
}

async function credits(page: Page, token: string) {
  const response = await page.request.get('/api/credits', { headers: { authorization: `Bearer ${token}` } });
  return CreditsSchema.parse(await response.json());
}

async function stripeCustomerOf(userId: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrlOf(E2E_DATA_DIR) });
  await client.connect();
  try {
    const found = await client.query<{ id: string }>(
      'select stripe_customer_id as id from app.users where id = $1',
      [userId],
    );
    return found.rows[0]?.id ?? '';
  } finally {
    await client.end();
  }
}

test('Pro chosen on /subscribe is bought right after sign-up, and the plan is Pro on the way back', async ({
  page,
}) => {
  await page.goto('/subscribe');
  await page.getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL(/\/register$/);
  const form = page.locator('form');
  const { fields, actions } = AUTH_LABELS;
  await form.getByLabel(fields.firstName).fill('Pat');
  await form.getByLabel(fields.lastName).fill('Pool');
  await form.getByLabel(fields.email).fill(uniqueEmail('pro'));
  await form.getByLabel(fields.password, { exact: true }).fill('pool-design-1');
  await form.getByLabel(fields.confirmPassword, { exact: true }).fill('pool-design-1');
  await form.getByRole('checkbox', { name: /I agree to the Terms of Service/ }).check();
  await form.getByRole('button', { name: actions.createAccount }).click();

  await payOnCheckout(page, 'plan');
  await expect(page.getByText("You're on Pro now.")).toBeVisible();
  await expect(page.getByText('Visa ending 4242')).toBeVisible();
  await expect(page.getByText('Renews on')).toBeVisible();
  const token = (await savedToken(page)) ?? '';
  expect(await credits(page, token)).toMatchObject({ plan: 'pro', imagesLimit: 100, imagesLeft: 100 });
});

test('an image pack is bought, used once the trial’s images are gone, and listed on Billing', async ({
  page,
}) => {
  const account = await signIn(page);
  for (const variations of [4, 4, 2]) await createDesignByApi(page.request, account, { variations });
  expect((await credits(page, account.token)).imagesLeft).toBe(0);

  await page.goto('/buy-credits');
  await page.getByRole('button', { name: /^Buy 25 images/ }).click();
  await payOnCheckout(page, 'pack');
  await expect(page.getByText('25 images were added.')).toBeVisible();

  await createDesignByApi(page.request, account, { variations: 1 });
  expect(await credits(page, account.token)).toMatchObject({ packImages: 24, imagesLeft: 24 });

  await page.reload();
  const invoices = page.getByRole('region', { name: 'Invoices' });
  await expect(invoices.getByText('$9.00')).toBeVisible();
  await expect(invoices.getByRole('link', { name: /View/ }).first()).toHaveAttribute(
    'href',
    new RegExp(stripeUrl),
  );
  const history = page.getByRole('region', { name: 'Image history' });
  await expect(history.getByText('Bought 25 images')).toBeVisible();
  await expect(history.getByText('Design rendered (1 image)')).toBeVisible();
});

test('Manage billing cancels at period end in Stripe’s portal; a failed renewal shows the past-due banner', async ({
  page,
}) => {
  const account = await signIn(page);
  await page.goto('/upgrade');
  await page.getByRole('button', { name: /^Upgrade to Pro/ }).click();
  await payOnCheckout(page, 'plan');
  await expect(page.getByText("You're on Pro now.")).toBeVisible();

  await page.getByRole('button', { name: 'Manage billing' }).click();
  await expect(page).toHaveURL(new RegExp(`^${stripeUrl}/portal/`));
  await page.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(page.getByRole('button', { name: 'Renew plan' })).toBeVisible();
  await page.getByRole('link', { name: /^Return to / }).click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page.getByText('Ends on')).toBeVisible();

  const customer = await stripeCustomerOf(account.id);
  const failed = await page.request.post(`${stripeUrl}/__test/fail-next-invoice`, { data: { customer } });
  expect(failed.status()).toBe(200);
  await page.goto('/dashboard');
  const banner = page.getByRole('alert').filter({ hasText: BILLING_TEXT.pastDue });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Update card' })).toBeVisible();
});
