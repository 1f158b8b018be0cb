import { expect, type Page, test } from '@playwright/test';

/** A fresh account, signed in the way every sign-in screen leaves the browser. */
async function signIn(page: Page, firstName = 'Maya') {
  const email = `app-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    data: { firstName, lastName: 'Reef', email, password: 'secret123' },
  });
  expect(response.status()).toBe(201);
  const { token, user } = (await response.json()) as { token: string; user: { id: string } };
  await page.goto('/blog');
  await page.evaluate((value) => {
    localStorage.setItem('authToken', value);
    document.cookie = `authToken=${value}; path=/`;
  }, token);
  return { email, token, userId: user.id };
}

test('a signed-out visitor is sent from /dashboard to /simple-login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/simple-login$/);
});

test('back from Facebook, /dashboard takes the hand-over cookie instead of redirecting to sign in', async ({
  page,
  baseURL,
}) => {
  const email = `fb-${Date.now()}@example.com`;
  const response = await page.request.post('/api/simple/register', {
    data: { firstName: 'Faye', lastName: 'Book', email, password: 'secret123' },
  });
  const { token } = (await response.json()) as { token: string };
  // As the API's callback leaves it: the token in a short-lived cookie, nothing in local storage.
  await page.context().addCookies([{ name: 'authToken', value: token, url: baseURL ?? '' }]);
  await page.goto('/dashboard?facebook_login=success');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome back, Faye' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBe(token);
});

test('signed in, / is the dashboard and the navigation offers Back to Dashboard', async ({ page }) => {
  await signIn(page, 'Maya');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Start Free Trial' })).toBeHidden();
});

test('profile set-up saves the role and company, and a public profile shows them without the e-mail', async ({
  page,
}) => {
  const { email, userId } = await signIn(page, 'Rio');
  await page.goto('/profile-setup');
  await page.getByLabel('Contractor').check();
  await page.getByLabel('Company (optional)').fill('Blue Water Pools');
  await page.getByLabel('Make my profile public').check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Free trial plan · Contractor · Blue Water Pools')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Finish setting up your profile' })).toHaveCount(0);

  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error('no second page');
  const response = await visitor.goto(`${new URL(page.url()).origin}/profile/${userId}`);
  expect(response?.status()).toBe(200);
  await expect(visitor.getByRole('heading', { name: 'Rio Reef' })).toBeVisible();
  await expect(visitor.getByText('Contractor · Blue Water Pools')).toBeVisible();
  await expect(visitor.getByText(email)).toHaveCount(0);
  await visitor.close();
});

test('a private profile is a 404', async ({ page }) => {
  const { userId } = await signIn(page);
  const response = await page.goto(`/profile/public/${userId}`);
  expect(response?.status()).toBe(404);
});

test('signing out ends the session on the server and returns to the landing page', async ({ page }) => {
  const { token } = await signIn(page, 'Lee');
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Design Now' }).first()).toBeVisible();
  const after = await page.request.get('/api/simple/user', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('a signed-in route not built yet says so and leads back to the dashboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/presentations');
  await expect(page.getByRole('heading', { name: 'Presentations is coming soon' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
